import { useEffect } from 'react';
import { getJson, isSuccess, queryOptions, useQueryLayer, type QueryLayer } from '@dpu/api-client';
import type { LoginStatus } from '@dpu/contracts';
import { currentToken, useSession } from '@dpu/session';

export const LOGIN_STATUS_URL = '/user/login/checkLoginStatus';

/**
 * The one way the shell asks who is logged in: the layout's check and the staff console's
 * access read this query, so a visit to /staff asks the server once. The token is part of
 * the key: after a new login it is a new question.
 */
export function loginStatusQuery(token: string) {
  return queryOptions({
    queryKey: ['session', 'login-status', token] as const,
    queryFn: () => getJson<LoginStatus>(LOGIN_STATUS_URL),
    retry: false,
    staleTime: 60_000,
  });
}

/**
 * docs/site.md §4 Login state: code '200' → logged in with name and userType from the answer and
 * the token set; any other code → logged out (name and userType null); a failing call is
 * logged only (docs/site.md §8) and the user is treated as logged out.
 *
 * Without any token the server can only answer '401', so no request is made and the
 * outcome is the same 'logged out' (one request and one console error less per visit), and
 * the data library is not loaded for it.
 */
export async function checkLoginStatus(queries: QueryLayer): Promise<void> {
  const session = useSession.getState();
  const token = currentToken();
  if (!token) {
    session.setLoggedOut();
    return;
  }
  try {
    const { client } = await queries.load();
    const body = await client.fetchQuery(loginStatusQuery(token));
    if (isSuccess(body) && body.data) {
      session.setLoggedIn({ name: body.data.userName, userType: body.data.userType }, token);
    } else {
      session.setLoggedOut();
    }
  } catch (error) {
    console.error('[session] login-status check failed', error);
    session.setLoggedOut();
  }
}

/** docs/site.md §4: the check runs whenever the default layout is shown. */
export function useLoginStatusCheck(): void {
  const queries = useQueryLayer();
  useEffect(() => {
    void checkLoginStatus(queries);
  }, [queries]);
}
