// Tokeniser for search (docs/content-query.md part A §9). v1 split on whitespace, which finds
// nothing in Chinese; here Intl.Segmenter('zh', word) cuts text into words, Latin words
// are lower-cased, and full-width forms are folded (NFKC, so 'ＤＰＵ' is 'dpu').
// Joined words such as 'conflux2200E' or 'bareMetalServices' also yield their parts
// ('conflux', '2200e'), so a model number is found inside a product key.

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const PARTS = /\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{N}+\p{L}*|\p{L}+/gu;

export interface Token {
  /** Lower-cased word. */
  term: string;
  /** A CJK word: matched as a substring, since segmentation depends on context. */
  cjk: boolean;
  /** Lower-cased parts of a joined Latin word; empty when it has fewer than two. */
  parts: string[];
}

export function normaliseText(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

function partsOf(word: string): string[] {
  const parts = word.match(PARTS) ?? [];
  return parts.length > 1 ? parts.map((part) => part.toLowerCase()) : [];
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const { segment, isWordLike } of segmenter.segment(text.normalize('NFKC'))) {
    if (!isWordLike) continue;
    const cjk = CJK.test(segment);
    tokens.push({ term: segment.toLowerCase(), cjk, parts: cjk ? [] : partsOf(segment) });
  }
  return tokens;
}

export function isCjkChar(char: string): boolean {
  return CJK.test(char);
}
