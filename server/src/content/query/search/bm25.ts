// BM25 as LokiDB's full-text search computes it (docs/content-query.md part B §6), k1 1.2, b 0.75.

const K1 = 1.2;
const B = 0.75;

export function idf(docCount: number, docFrequency: number): number {
  return Math.log(1 + (docCount - docFrequency + 0.5) / (docFrequency + 0.5));
}

export function bm25(termFrequency: number, length: number, avgLength: number): number {
  return (termFrequency * (K1 + 1)) / (termFrequency + K1 * (1 - B + (B * length) / avgLength));
}
