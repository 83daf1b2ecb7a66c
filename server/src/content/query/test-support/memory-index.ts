import type { ContentDocument, ContentIndex } from '../../load-content';

/** An index over documents made in memory: all in directory `dir`, in the given order. */
export function memoryIndex(fields: Record<string, unknown>[], dir = '/d'): ContentIndex {
  const documents = fields.map((extra, i): ContentDocument => {
    const slug = `p${String(i).padStart(3, '0')}`;
    return {
      slug,
      ...extra,
      dir,
      path: `${dir}/${slug}`,
      extension: '.md',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    };
  });
  return {
    documents,
    dirs: new Set(['/', dir]),
    origins: documents.map((doc) => ({ file: `${doc.path.slice(1)}.md`, item: 0, items: 1 })),
  };
}
