import type { FastifyInstance } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { envelope, paged, type Paged } from '@dpu/contracts/schemas';
import type { UseCaseDeps } from '../../../use-case-deps';

/**
 * A staff list (docs/api.md 'Staff'): GET `url` with its filter and paging query, answered
 * one page at a time by `page`, the use case that filters, sorts and pages in SQL.
 */
export function pagedListRoute<Q extends TSchema>(
  app: FastifyInstance,
  url: string,
  {
    query,
    item,
    page,
  }: {
    query: Q;
    item: TSchema;
    page: (deps: UseCaseDeps, query: Static<Q>) => Promise<Paged<unknown>>;
  },
): void {
  app.get(
    url,
    { schema: { querystring: query, response: envelope(paged(item)) } },
    async (request) => ({
      code: '200',
      // the querystring schema has checked it and filled in its defaults
      data: await page(app.deps, request.query as Static<Q>),
    }),
  );
}
