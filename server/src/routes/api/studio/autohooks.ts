import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTENT_COLLECTIONS, mayEditCollection, type ContentRole } from '@dpu/contracts';
import { forbidden, notFound, serviceUnavailable } from '../../../lib/app-error';
import { ContentRefusal, type ContentDeps } from '../../../content/studio/deps';
import { staffRolesOf } from '../../../staff-roles/staff-guard';

/**
 * Guards the studio folder like the admin one: a staff token ('401' / '403') before the body
 * is read. A refusal that carries data for the editor (the fields in the way, the other
 * editor's text) keeps it; every other error goes to the app's handler.
 */
export function studioHooks(app: FastifyInstance): void {
  app.addHook('onRequest', app.requireAdmin);
  app.setErrorHandler((error, _request, reply) => {
    if (!(error instanceof ContentRefusal)) throw error;
    return reply
      .status(error.statusCode)
      .send({ code: String(error.statusCode), msg: error.userMessage, data: error.data });
  });
}

/** The roles of the signed-in staff member (read by requireAdmin: staff-roles/staff-guard.ts). */
export function rolesOf(request: FastifyRequest): ContentRole[] {
  return staffRolesOf(request);
}

/** The collections the staff member's roles may edit (content-collections.ts). */
export function editableCollections(request: FastifyRequest) {
  const roles = rolesOf(request);
  return CONTENT_COLLECTIONS.filter((collection) => mayEditCollection(roles, collection));
}

/** '403' unless the staff member's roles may edit the collection (content-collections.ts). */
export function assertMayEdit(request: FastifyRequest, collection: string | null): void {
  const info = CONTENT_COLLECTIONS.find((c) => c.name === collection);
  const roles = rolesOf(request);
  if (info ? !mayEditCollection(roles, info) : !roles.includes('admin')) {
    throw forbidden('没有编辑该栏目的权限');
  }
}

export function collectionNamed(name: string) {
  const info = CONTENT_COLLECTIONS.find((c) => c.name === name);
  if (!info) throw notFound('内容栏目不存在');
  return info;
}

/** The studio's deps; the server always has them (content from the database). */
export function studioDeps(app: FastifyInstance): ContentDeps {
  const deps = app.content.stored?.deps;
  if (!deps) throw serviceUnavailable(60, '内容工作台不可用');
  return deps;
}
