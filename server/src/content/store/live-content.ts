import type { Queryable } from '../../db/database';
import { ContentSet, foldersOf, type ContentIndex } from '../content-set';
import { publicIndex } from '../gated';
import { parseSource, type ContentLoadError } from '../parse-source';
import { createContentQuery, type ContentQuery } from '../query/index';
import { documentsRepository, type ChangedText } from './documents-repository';
import { revisionsRepository } from './revisions-repository';

// What visitors see, in memory: the published revision of every document, indexed. The
// database's content version says what is current; refresh() re-reads only the documents
// changed since this instance's version and re-indexes them (one parsed file each, the
// rest reused), so a publish anywhere is served here as soon as refresh runs.

export interface LiveLog {
  warn: (details: object, message: string) => void;
  info: (details: object, message: string) => void;
}

export class LiveContent {
  private current: { index: ContentIndex; query: ContentQuery };
  private refreshing: Promise<boolean> | undefined;
  private again = false;

  constructor(
    private readonly db: Queryable,
    readonly set: ContentSet,
    private contentVersion: number,
    private readonly log: LiveLog,
  ) {
    this.current = LiveContent.indexOf(set);
  }

  private static indexOf(set: ContentSet) {
    const index = set.index();
    // visitors query the public documents only; the server reads gated ones too (gated.ts)
    return { index, query: createContentQuery(publicIndex(index)) };
  }

  /** The published content of the database (files parsed from their stored texts). */
  static async load(db: Queryable, log: LiveLog, set = new ContentSet()): Promise<LiveContent> {
    const { version } = await revisionsRepository(db).state();
    const live = new LiveContent(db, set, version, log);
    if (set.index().documents.length === 0) {
      for (const file of await documentsRepository(db).files()) live.addFolders(file);
      live.apply(await documentsRepository(db).changedSince(-1));
      live.current = LiveContent.indexOf(set);
    }
    return live;
  }

  index = (): ContentIndex => this.current.index;
  query = (): ContentQuery => this.current.query;
  version = (): number => this.contentVersion;

  private addFolders(file: string) {
    for (const folder of foldersOf(file)) this.set.addFolder(folder);
  }

  /** Puts changed files into the set (or takes them out); true when something changed. */
  private apply(changes: readonly ChangedText[]): boolean {
    for (const change of changes) {
      this.addFolders(change.file);
      if (!change.live || change.text === null) {
        this.set.remove(change.file);
        continue;
      }
      try {
        const parsed = parseSource({
          file: change.file,
          text: change.text,
          createdAt: change.createdAt,
          updatedAt: change.updatedAt ?? change.createdAt,
        });
        if (parsed.errors.length)
          this.log.warn(
            { errors: parsed.errors },
            'content: served as published although invalid now',
          );
        this.set.put(parsed);
      } catch (error) {
        // a published text always parsed when it was published; keep the previous index entry
        this.log.warn(
          { file: change.file, err: (error as ContentLoadError).message },
          'content: cannot parse',
        );
      }
    }
    return changes.length > 0;
  }

  /**
   * Catches up with the database. Calls while one runs are folded into one more run, so
   * a burst of publishes costs at most two.
   */
  refresh(): Promise<boolean> {
    if (this.refreshing) {
      this.again = true;
      return this.refreshing;
    }
    this.refreshing = (async () => {
      let changed = false;
      do {
        this.again = false;
        changed = (await this.catchUp()) || changed;
      } while (this.again);
      return changed;
    })().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async catchUp(): Promise<boolean> {
    const { version } = await revisionsRepository(this.db).state();
    if (version <= this.contentVersion) return false;
    const started = performance.now();
    const changes = await documentsRepository(this.db).changedSince(this.contentVersion);
    this.apply(changes);
    this.current = LiveContent.indexOf(this.set);
    this.contentVersion = version;
    this.log.info(
      {
        version,
        files: changes.map((change) => change.file),
        ms: Math.round(performance.now() - started),
      },
      'content re-indexed',
    );
    return true;
  }
}
