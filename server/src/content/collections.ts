import { contentCollectionOf, type ContentCollectionInfo } from '@dpu/contracts';
import { CONTENT_SCHEMAS } from '@dpu/contracts/schemas';
import type { FieldSchema } from './check-fields';

// Collections (content/README.md, docs/content-query.md part A "validated at build time"):
// which files form each one and its field schema both come from @dpu/contracts
// (content-collections.ts, schemas/content-schemas.ts). What a schema cannot say — a rule
// across fields or about the file's name — is a check here. Files in folders without a
// collection load as they are.

export interface Collection extends ContentCollectionInfo {
  schema: FieldSchema;
  /** A cross-field check; returns [field, problem] when the document breaks it. */
  check?: (doc: Readonly<Record<string, unknown>>, slug: string) => [string, string] | undefined;
}

const VIDEO_FILE = /^\/data\/file\/video\/[\w.-]+\.(webm|mp4|jpg)$/;

/** The generated files a video names: a WebM and an MP4 source and a JPEG poster. */
function checkVideoFiles(doc: Readonly<Record<string, unknown>>): [string, string] | undefined {
  const sources = Array.isArray(doc.src) ? (doc.src as unknown[]) : [];
  const formats = sources.map((src) =>
    typeof src === 'string' ? VIDEO_FILE.exec(src)?.[1] : undefined,
  );
  if (formats.length !== 2 || formats[0] !== 'webm' || formats[1] !== 'mp4') {
    return ['src', '须依次列出 /data/file/video/ 下的 .webm 与 .mp4 两个文件'];
  }
  if (typeof doc.poster !== 'string' || VIDEO_FILE.exec(doc.poster)?.[1] !== 'jpg') {
    return ['poster', '须为 /data/file/video/ 下的 .jpg 文件'];
  }
  return undefined;
}

const CHECKS: Readonly<Record<string, Collection['check']>> = {
  videos: checkVideoFiles,
  products: (doc, slug) => (doc.key === slug ? undefined : ['key', `须与文件名一致（${slug}）`]),
};

export function collectionOf(file: string): Collection | undefined {
  const info = contentCollectionOf(file);
  if (!info) return undefined;
  const schema = CONTENT_SCHEMAS[info.name] as FieldSchema | undefined;
  if (!schema) throw new Error(`content collection ${info.name} has no schema in @dpu/contracts`);
  return { ...info, schema, check: CHECKS[info.name] };
}
