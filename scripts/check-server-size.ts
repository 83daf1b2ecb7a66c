import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// issue 22's size targets for the server: no function over 60 lines, no file over 220
// (tests, test support and generated files aside). A function's lines are its own: the
// functions it holds count for themselves (see measure). Prints every offender with its size;
// `--max-files N --max-functions M` exits 1 when there are more offenders than that (a
// ratchet: lower the numbers as files are split). `npx tsx scripts/check-server-size.ts`.

const FILE_LIMIT = 220;
const FUNCTION_LIMIT = 60;
const ROOT = process.env.SERVER_SRC ?? path.join(import.meta.dirname, '..', 'server', 'src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'test-support' ? [] : sources(full);
    return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [full] : [];
  });
}

function functionName(node: ts.Node): string {
  const parent = node.parent;
  if ('name' in node && node.name && ts.isIdentifier(node.name as ts.Node)) {
    return (node.name as ts.Identifier).text;
  }
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name))
    return parent.name.text;
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (parent && ts.isCallExpression(parent))
    return `callback of ${parent.expression.getText().slice(0, 40)}`;
  return '(anonymous)';
}

interface Offender {
  where: string;
  lines: number;
}

/**
 * A function's own lines: its span less the spans of the functions it holds, so a
 * repository (an object of small methods) or a route plugin (handlers) is measured by its
 * own code, and each method or handler by its own. `span` is printed beside it.
 */
function measure(file: string): { lines: number; functions: Offender[] } {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const functions: Offender[] = [];
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line;
  const spanOf = (node: ts.Node) => lineOf(node.getEnd()) - lineOf(node.getStart()) + 1;
  const isFunction = (node: ts.Node) => ts.isFunctionLike(node) && 'body' in node && !!node.body;
  /** Lines of the outermost functions inside node (not node itself). */
  const nestedLines = (node: ts.Node): number => {
    let lines = 0;
    node.forEachChild(function walk(child) {
      if (isFunction(child)) lines += spanOf(child);
      else child.forEachChild(walk);
    });
    return lines;
  };
  const visit = (node: ts.Node) => {
    if (isFunction(node)) {
      const span = spanOf(node);
      const own = span - nestedLines(node);
      if (span > FUNCTION_LIMIT) spans += 1;
      if (own > FUNCTION_LIMIT) {
        const at = `${path.relative(ROOT, file)}:${lineOf(node.getStart()) + 1}`;
        functions.push({ where: `${at} ${functionName(node)} (span ${span})`, lines: own });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0), functions };
}

/** Functions whose whole span is over the limit (methods and handlers included). */
let spans = 0;
const files: Offender[] = [];
const functions: Offender[] = [];
for (const file of sources(ROOT)) {
  const result = measure(file);
  if (result.lines > FILE_LIMIT)
    files.push({ where: path.relative(ROOT, file), lines: result.lines });
  functions.push(...result.functions);
}
const byLines = (a: Offender, b: Offender) => b.lines - a.lines;
console.log(`server files over ${FILE_LIMIT} lines: ${files.length}`);
for (const f of files.sort(byLines)) console.log(`  ${f.lines}  ${f.where}`);
console.log(`server functions over ${FUNCTION_LIMIT} own lines: ${functions.length}`);
for (const f of functions.sort(byLines)) console.log(`  ${f.lines}  ${f.where}`);
console.log(
  `(functions whose whole span, held functions included, is over ${FUNCTION_LIMIT}: ${spans})`,
);

const limit = (flag: string) => {
  const at = process.argv.indexOf(flag);
  return at >= 0 ? Number(process.argv[at + 1]) : Infinity;
};
if (files.length > limit('--max-files') || functions.length > limit('--max-functions')) {
  console.error('more offenders than allowed: split the new ones');
  process.exit(1);
}
