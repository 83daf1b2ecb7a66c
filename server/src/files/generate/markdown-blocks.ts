import type { PhrasingContent, Root, RootContent, TableRow } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import YAML from 'yaml';
import type { PdfBlock, TextRun } from './pdf';
import type { Figure } from './pdf-figures';

// Markdown (with GFM tables) → the PDF renderer's blocks. A fenced block of language
// `figure` holds YAML: `caption`, then `bars` ([[label, value], …] with `unit`) or `layers`
// ([{title, blocks, accent}]).

const parser = unified().use(remarkParse).use(remarkGfm);

function plain(nodes: readonly PhrasingContent[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text' || node.type === 'inlineCode') return node.value;
      if (node.type === 'break') return '\n';
      return 'children' in node ? plain(node.children as PhrasingContent[]) : '';
    })
    .join('');
}

function textRuns(nodes: readonly PhrasingContent[], bold = false): TextRun[] {
  return nodes.flatMap((node): TextRun[] => {
    if (node.type === 'text' || node.type === 'inlineCode') return [{ text: node.value, bold }];
    if (node.type === 'break') return [{ text: '\n', bold }];
    if (node.type === 'strong') return textRuns(node.children, true);
    return 'children' in node ? textRuns(node.children as PhrasingContent[], bold) : [];
  });
}

function cells(row: TableRow): string[] {
  return row.children.map((cell) => plain(cell.children));
}

function figureBlock(source: string): PdfBlock {
  const data = YAML.parse(source) as Record<string, unknown>;
  const caption = typeof data.caption === 'string' ? data.caption : '';
  let figure: Figure;
  if (Array.isArray(data.bars)) {
    figure = {
      kind: 'bars',
      unit: typeof data.unit === 'string' ? data.unit : undefined,
      data: (data.bars as unknown[][]).map(([label, value]) => [String(label), Number(value)]),
    };
  } else if (Array.isArray(data.layers)) {
    figure = {
      kind: 'layers',
      layers: data.layers as Extract<Figure, { kind: 'layers' }>['layers'],
    };
  } else {
    throw new Error(`a figure needs 'bars' or 'layers' (${caption || 'no caption'})`);
  }
  return { type: 'figure', figure, caption };
}

function toBlocks(node: RootContent): PdfBlock[] {
  switch (node.type) {
    case 'heading':
      return [
        {
          type: 'heading',
          level: Math.min(Math.max(node.depth - 1, 1), 3) as 1 | 2 | 3,
          text: plain(node.children),
        },
      ];
    case 'paragraph':
      return [{ type: 'paragraph', runs: textRuns(node.children) }];
    case 'list':
      return [
        {
          type: 'list',
          ordered: node.ordered ?? false,
          items: node.children.map((item) =>
            item.children.flatMap((child) =>
              child.type === 'paragraph' ? textRuns(child.children) : [],
            ),
          ),
        },
      ];
    case 'table': {
      const [head, ...rows] = node.children;
      return head ? [{ type: 'table', header: cells(head), rows: rows.map(cells) }] : [];
    }
    case 'code':
      return node.lang === 'figure'
        ? [figureBlock(node.value)]
        : [{ type: 'paragraph', runs: [{ text: node.value }] }];
    case 'blockquote':
      return node.children.flatMap(toBlocks);
    default:
      return [];
  }
}

/** Blocks of a Markdown text; `## ` headings become chapters (level 1). */
export function markdownBlocks(markdown: string): PdfBlock[] {
  const tree = parser.parse(markdown) as Root;
  return tree.children.flatMap(toBlocks);
}
