import type { SiteRoute } from '@dpu/contracts';
import type { Repositories } from '../../repositories';
import type { UseCaseDeps } from '../../use-case-deps';
import type { FieldProblem } from '../check-fields';
import { AppError } from '../../lib/app-error';
import { ContentLoadError, parseSource } from '../parse-source';

// The studio's use cases take the one use-case deps object (use-case-deps.ts) — their writes
// go through its inTransaction like every other use case's — plus what only content needs.

export interface ContentDeps extends UseCaseDeps {
  /**
   * After a commit that changed what visitors see: this instance re-indexes now and the
   * others are told (content-bus.ts).
   */
  announce: () => Promise<void>;
  /** The site's route table (empty while it cannot be read): slugs a fixed page has are refused. */
  siteRoutes: () => Promise<readonly SiteRoute[]>;
}

/** The repositories the studio's helpers read and write. */
export type ContentRepos = Pick<Repositories, 'documents' | 'revisions' | 'previewEpochs'>;

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
