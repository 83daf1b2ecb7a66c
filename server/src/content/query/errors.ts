// The two ways a content query can fail for the client (docs/content-query.md part A §1):
// 400 names the problem, 404 is `<path> not found`. Anything else is a bug.

export class ContentQueryError extends Error {
  constructor(
    readonly statusCode: 400 | 404,
    message: string,
  ) {
    super(message);
    this.name = 'ContentQueryError';
  }
}

export const invalid = (message: string) => new ContentQueryError(400, message);

export const notFound = (contentPath: string) =>
  new ContentQueryError(404, `${contentPath} not found`);
