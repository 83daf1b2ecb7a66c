import { publicIndex } from '../gated';
import { createContentQuery, type ContentQuery } from '../query/index';
import { parseSource } from '../parse-source';
import type { ContentRepos } from '../studio/deps';
import { workingText } from '../studio/read';
import { verifyPreview } from '../studio/preview-token';
import type { LiveContent } from './live-content';

// The content a preview link shows: what visitors see, with the one document's draft in its
// place. Built apart from the live index (drafts never enter it, nor the search index,
// sitemap or page cache) and kept for a few documents while nothing changes.

const KEPT = 4;

export interface Previews {
  /** The query for a preview token, or undefined when the token is not valid (any more). */
  queryFor: (token: string) => Promise<ContentQuery | undefined>;
  secret: string;
}

export function createPreviews(repos: ContentRepos, live: LiveContent, secret: string): Previews {
  const kept = new Map<string, ContentQuery>();
  return {
    secret,
    queryFor: async (token) => {
      const claim = verifyPreview(secret, token);
      if (!claim) return undefined;
      const row = await repos.documents.byId(claim.documentId);
      if (!row || row.deletedAt) return undefined;
      // a revoked link (preview-links.ts): read each time, so it stops on every instance at once
      if ((await repos.previewEpochs.current(row.id)) !== claim.epoch) return undefined;
      const key = `${row.id}:${row.draftVersion}:${live.version()}`;
      const hit = kept.get(key);
      if (hit) return hit;
      const set = live.set.clone();
      try {
        const text = await workingText(repos, row);
        const now = new Date().toISOString();
        set.put(parseSource({ file: row.file, text, createdAt: row.createdAt, updatedAt: now }));
      } catch {
        // a draft that does not parse previews as the published page
      }
      const query = createContentQuery(publicIndex(set.index()));
      if (kept.size >= KEPT) kept.delete(kept.keys().next().value as string);
      kept.set(key, query);
      return query;
    },
  };
}
