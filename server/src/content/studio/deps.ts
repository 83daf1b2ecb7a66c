import type { SiteRoute } from '@dpu/contracts';
import type { Database, Queryable } from '../../db/database';
import type { FieldProblem } from '../check-fields';
import { AppError } from '../../lib/app-error';
import { ContentLoadError, parseSource } from '../parse-source';
import { documentsRepository } from '../store/documents-repository';
import { previewEpochsRepository } from '../store/preview-epochs-repository';
import { revisionsRepository } from '../store/revisions-repository';

// What the studio's use cases need (the shape of the use-case layer: a deps object, and
// inTransaction for the writes that must happen together).

export interface ContentDeps {
  db: Database;
  /**
   * After a commit that changed what visitors see: this instance re-indexes now and the
   * others are told (content-bus.ts).
   */
  announce: () => Promise<void>;
  /** The site's route table (empty while it cannot be read): slugs a fixed page has are refused. */
  siteRoutes: () => Promise<readonly SiteRoute[]>;
}

export function contentRepos(db: Queryable) {
  return {
    documents: documentsRepository(db),
    revisions: revisionsRepository(db),
    previewEpochs: previewEpochsRepository(db),
  };
}

export type ContentRepos = ReturnType<typeof contentRepos>;

export function inTransaction<T>(deps: ContentDeps, fn: (repos: ContentRepos) => Promise<T>) {
  return deps.db.transaction((tx) => fn(contentRepos(tx)));
}

/** A refusal that carries data for the studio (the fields in the way, the other text). */
export class ContentRefusal extends AppError {
  constructor(
    statusCode: number,
    message: string,
    readonly data: Record<string, unknown>,
  ) {
    super(statusCode, message);
    this.name = 'ContentRefusal';
  }
}

/** Problems of a text that would be published: each names its field in Chinese. */
export function problemsOf(file: string, text: string): FieldProblem[] {
  try {
    return parseSource({ file, text, createdAt: '', updatedAt: '' }).problems;
  } catch (error) {
    const reason = error instanceof ContentLoadError ? error.message.replace(`${file}: `, '') : '';
    return [{ field: '', label: '文件', message: `无法解析：${reason}` }];
  }
}

/** '标题（title）缺少必填字段；发布日期（date）须为 …' */
export function describeProblems(problems: readonly FieldProblem[]): string {
  return problems
    .map(({ field, label, message }) =>
      field ? `${label}（${field}）${message}` : `${label}${message}`,
    )
    .join('；');
}

export function refuseProblems(problems: readonly FieldProblem[]): never {
  throw new ContentRefusal(400, `无法发布：${describeProblems(problems)}`, { problems });
}
