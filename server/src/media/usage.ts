import { referencedMediaIds, type MediaUse } from '@dpu/contracts';
import type { ContentIndex } from '../content/load-content';

// Where an image is used: the content documents whose text refers to it (`media:<id>` or a
// /api/media/<id>/ URL, @dpu/contracts referencedMediaIds). The library asks a source for
// them; the content store passes its documents' texts (drafts included) to mediaUsesIn.

/** A document's text, whatever its form (Markdown source, front matter as JSON). */
export interface ReferencingText {
  path: string;
  title: string;
  text: string;
}

/** The documents that use an image (what the library shows and what refuses a delete). */
export type MediaUsageSource = (id: number) => Promise<MediaUse[]>;

/** The texts among these that refer to the image, each once. */
export function mediaUsesIn(id: number, texts: Iterable<ReferencingText>): MediaUse[] {
  const uses: MediaUse[] = [];
  for (const { path, title, text } of texts) {
    if (text.includes(String(id)) && referencedMediaIds(text).includes(id)) {
      uses.push({ path, title });
    }
  }
  return uses;
}

const textsOfIndex = new WeakMap<ContentIndex, ReferencingText[]>();

/** Every document of a content index as text (kept while that index is the live one). */
export function contentIndexTexts(index: ContentIndex): ReferencingText[] {
  let texts = textsOfIndex.get(index);
  if (!texts) {
    texts = index.documents.map((doc) => ({
      path: doc.path,
      title: typeof doc.title === 'string' ? doc.title : doc.path,
      text: JSON.stringify(doc),
    }));
    textsOfIndex.set(index, texts);
  }
  return texts;
}

/** The usage source over the published content the site serves. */
export function contentIndexUsage(index: () => ContentIndex): MediaUsageSource {
  return async (id) => mediaUsesIn(id, contentIndexTexts(index()));
}
