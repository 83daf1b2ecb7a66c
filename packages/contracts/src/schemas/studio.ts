import { Type, type Static } from 'typebox';
import { PageQuery } from './envelope';
import { Nullable } from './fields';

// The content studio's API (docs/api.md 'Content studio'): staff list, edit, publish and
// restore the site's content documents. A document is one file of content/ (its `file`).

export const CONTENT_STATUSES = ['live', 'draft', 'unpublished', 'scheduled', 'deleted'] as const;

export const StudioCollectionParams = Type.Object({
  collection: Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z-]+$' }),
});

export const StudioListQuery = Type.Object({
  ...PageQuery.properties,
  /** Part of the title or the file name. */
  q: Type.Optional(Type.String({ maxLength: 100 })),
  /**
   * live: visitors see it; draft: has changes not yet published; unpublished: not on the
   * site; scheduled: a publish is due; deleted: in the bin (only these are listed then).
   */
  status: Type.Optional(Type.Union(CONTENT_STATUSES.map((status) => Type.Literal(status)))),
});
export type StudioListQuery = Static<typeof StudioListQuery>;

/** A problem of one field, in Chinese, naming it by its label. */
export const ContentFieldProblem = Type.Object({
  field: Type.String(),
  label: Type.String(),
  message: Type.String(),
});
export type ContentFieldProblem = Static<typeof ContentFieldProblem>;

export const StudioDocumentSummary = Type.Object({
  id: Type.Integer(),
  file: Type.String(),
  collection: Nullable(Type.String()),
  slug: Type.String(),
  title: Type.String(),
  /** Visitors see the published revision. */
  live: Type.Boolean(),
  publishedRevision: Nullable(Type.Integer()),
  /** The draft differs from what is published (or nothing is). */
  hasDraft: Type.Boolean(),
  draftVersion: Type.Integer(),
  scheduledAt: Nullable(Type.String()),
  deletedAt: Nullable(Type.String()),
  updatedAt: Type.String(),
});
export type StudioDocumentSummary = Static<typeof StudioDocumentSummary>;

/** One text of a document: the file as written, and its fields and body as the form edits them. */
export const StudioText = Type.Object({
  text: Type.String(),
  /** Front matter or YAML keys (dates as YYYY-MM-DD); null when the text does not parse. */
  fields: Type.Unknown(),
  /** The Markdown after the front matter (.md documents). */
  body: Type.Optional(Type.String()),
});

export const StudioConflict = Type.Object({
  id: Type.Integer(),
  baseVersion: Type.Integer(),
  text: Type.String(),
  savedByEmail: Nullable(Type.String()),
  createdAt: Type.String(),
});
export type StudioConflict = Static<typeof StudioConflict>;

export const StudioDocument = Type.Object({
  ...StudioDocumentSummary.properties,
  draft: Type.Object({
    ...StudioText.properties,
    savedAt: Nullable(Type.String()),
    savedByEmail: Nullable(Type.String()),
  }),
  published: Nullable(
    Type.Object({
      ...StudioText.properties,
      revision: Type.Integer(),
      createdAt: Type.String(),
      createdByEmail: Nullable(Type.String()),
    }),
  ),
  /** What stops the draft from being published (empty: it may be published). */
  problems: Type.Array(ContentFieldProblem),
  /** Saves refused because someone saved first, newest first. */
  conflicts: Type.Array(StudioConflict),
  /** The collection's schema (JSON Schema with labels and kinds), for the form. */
  schema: Type.Unknown(),
});
export type StudioDocument = Static<typeof StudioDocument>;

/** Either the fields (and body) as the form edits them, or the whole text of the file. */
export const SaveDraftBody = Type.Object({
  /** The draftVersion the editor loaded; a save over another version is refused (409). */
  baseVersion: Type.Integer({ minimum: 0 }),
  fields: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  body: Type.Optional(Type.String({ maxLength: 500_000 })),
  text: Type.Optional(Type.String({ maxLength: 600_000 })),
});
export type SaveDraftBody = Static<typeof SaveDraftBody>;

export const SavedDraft = Type.Object({
  draftVersion: Type.Integer(),
  savedAt: Type.String(),
  problems: Type.Array(ContentFieldProblem),
});
export type SavedDraft = Static<typeof SavedDraft>;

/** '409' on a save: someone saved first. Their text stays the draft; yours is kept too. */
export const DraftConflictEnvelope = Type.Object({
  code: Type.String(),
  msg: Type.String(),
  data: Type.Object({
    conflictId: Type.Integer(),
    current: Type.Object({
      draftVersion: Type.Integer(),
      text: Type.String(),
      savedAt: Nullable(Type.String()),
      savedByEmail: Nullable(Type.String()),
    }),
  }),
});

/** '400' on a publish: the fields in the way. */
export const ContentProblemsEnvelope = Type.Object({
  code: Type.String(),
  msg: Type.String(),
  data: Type.Optional(Type.Object({ problems: Type.Array(ContentFieldProblem) })),
});

export const CreateDocumentBody = Type.Object({
  /** The file name without extension: letters, digits, '-' and '_'. */
  slug: Type.String({ minLength: 1, maxLength: 80, pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$' }),
  fields: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  body: Type.Optional(Type.String({ maxLength: 500_000 })),
});

export const DuplicateBody = Type.Object({
  slug: Type.Optional(CreateDocumentBody.properties.slug),
});

export const PublishBody = Type.Object({
  /** Publish at this time (ISO 8601) instead of now. */
  at: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
  /** When given, the draft must still be this version (nobody saved in between). */
  baseVersion: Type.Optional(Type.Integer({ minimum: 0 })),
});

export const Published = Type.Object({
  revision: Nullable(Type.Integer()),
  scheduledAt: Nullable(Type.String()),
  /** The content version visitors' pages now carry. */
  contentVersion: Type.Integer(),
});

export const StudioRevision = Type.Object({
  revision: Type.Integer(),
  origin: Type.String(),
  restoredFrom: Nullable(Type.Integer()),
  createdAt: Type.String(),
  createdByEmail: Nullable(Type.String()),
  live: Type.Boolean(),
});
export type StudioRevision = Static<typeof StudioRevision>;

export const RevisionParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 12, pattern: '^[0-9]+$' }),
  revision: Type.String({ minLength: 1, maxLength: 9, pattern: '^[0-9]+$' }),
});

/** `from`/`to`: a revision number, or 'draft'. */
export const DiffQuery = Type.Object({
  from: Type.String({ maxLength: 9, pattern: '^(?:[0-9]+|draft)$' }),
  to: Type.String({ maxLength: 9, pattern: '^(?:[0-9]+|draft)$' }),
});

export const ContentDiff = Type.Object({
  from: Type.String(),
  to: Type.String(),
  /** Lines in order: kept (' '), added ('+') or removed ('-'). */
  lines: Type.Array(Type.Object({ op: Type.String(), text: Type.String() })),
  added: Type.Integer(),
  removed: Type.Integer(),
});
export type ContentDiff = Static<typeof ContentDiff>;

export const PreviewLink = Type.Object({
  token: Type.String(),
  expiresAt: Type.String(),
  /** The page that shows the document, with the token (null: no page shows it). */
  url: Nullable(Type.String()),
});

export const PreviewLinkBody = Type.Object({
  /** How long the link works: 5 minutes to 7 days (default 1 day). */
  minutes: Type.Optional(Type.Integer({ minimum: 5, maximum: 7 * 24 * 60 })),
});

export const StudioCollection = Type.Object({
  name: Type.String(),
  label: Type.String(),
  team: Type.String(),
  roles: Type.Array(Type.String()),
  extension: Type.String(),
  schema: Type.Unknown(),
});
