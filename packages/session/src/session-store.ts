import { create } from 'zustand';
import { FILE_ROOT_SUFFIX, TOKEN_HEADER } from '@dpu/contracts';
import { readStored, removeStored, writeStored } from './storage';

// docs/site.md §3 Session. One store for the whole page: this package is a Module Federation
// singleton, so the shell and every remote see the same state.

export interface UserInfo {
  name: string | null;
  userType: string | null;
}

export interface SessionState {
  loginStatus: boolean;
  userInfo: UserInfo;
  token: { code: typeof TOKEN_HEADER; value: string | null };
  fileRootPath: string;
  /** Logged in: name and userType from the server, token kept in memory and storage. */
  setLoggedIn: (user: { name: string; userType: string }, token: string | null) => void;
  /** docs/site.md §4 login-status check failed: logged out, name and userType null. */
  setLoggedOut: () => void;
  /** docs/site.md §4 Logout: name and userType '', token null, storage cleared. */
  clearAfterLogout: () => void;
  setFileRootPath: (path: string) => void;
}

function defaultFileRoot(): string {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}${FILE_ROOT_SUFFIX}`;
}

type SessionData = Pick<SessionState, 'loginStatus' | 'userInfo' | 'token' | 'fileRootPath'>;

function initialState(): SessionData {
  return {
    loginStatus: false,
    userInfo: { name: null, userType: null },
    token: { code: TOKEN_HEADER, value: null },
    fileRootPath: defaultFileRoot(),
  };
}

export const useSession = create<SessionState>()((set) => ({
  ...initialState(),
  setLoggedIn: (user, token) => {
    const value = token ?? readStored('token');
    if (value) writeStored('token', value);
    writeStored('userType', user.userType);
    set({
      loginStatus: true,
      userInfo: { name: user.name, userType: user.userType },
      token: { code: TOKEN_HEADER, value },
    });
  },
  setLoggedOut: () => set({ loginStatus: false, userInfo: { name: null, userType: null } }),
  clearAfterLogout: () => {
    removeStored('userType');
    removeStored('token');
    set({
      loginStatus: false,
      userInfo: { name: '', userType: '' },
      token: { code: TOKEN_HEADER, value: null },
    });
  },
  setFileRootPath: (fileRootPath) => set({ fileRootPath }),
}));

/** docs/site.md §3: the token value from the session, falling back to local storage. */
export function currentToken(): string | null {
  return useSession.getState().token.value ?? readStored('token');
}

/** Resets the store to its initial state; tests call it between cases. */
export function resetSession(): void {
  useSession.setState(initialState());
}
