import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { parserVersion } from './parser-version';

// Parsing Markdown and YAML is most of what loading content costs, and every start used to
// parse every published text again. The build parses content/ anyway (check-content.ts), so
// it keeps the parses (config parsedContentFile, dist/parsed-content.v8: a cache: any instance may lose it); a start
// takes a text's parse from there when the same text was parsed by the same parser
// (parser-version.ts) and parses it itself otherwise — a changed file always is re-parsed.

export type RawItems = Record<string, unknown>[];

interface PrebuiltFile {
  version: string;
  entries: [key: string, raws: RawItems][];
}

/** A parse depends only on the text and the file's kind (its extension). */
function keyOf(file: string, text: string): string {
  return createHash('sha256').update(path.extname(file)).update('\0').update(text).digest('hex');
}

let prebuilt = new Map<string, RawItems>();

/**
 * Takes the build's parses for this start; answers how many were usable (0 when the file is
 * missing, unreadable or from another parser version).
 */
export function loadPrebuiltParses(file: string): number {
  try {
    const stored = deserialize(readFileSync(file)) as PrebuiltFile;
    if (stored.version !== parserVersion()) return 0;
    prebuilt = new Map(stored.entries);
    return prebuilt.size;
  } catch {
    return 0;
  }
}

/**
 * The prebuilt parse of this text, if there is one. Each is handed out once (the caller owns
 * it, and memory is not kept for texts already indexed).
 */
export function takePrebuiltParse(file: string, text: string): RawItems | undefined {
  if (prebuilt.size === 0) return undefined;
  const key = keyOf(file, text);
  const raws = prebuilt.get(key);
  prebuilt.delete(key);
  return raws;
}

/** Writes the parses of these texts for the next starts (the build). */
export function writePrebuiltParses(
  file: string,
  parsed: readonly { file: string; text: string; raws: RawItems }[],
): void {
  const stored: PrebuiltFile = {
    version: parserVersion(),
    entries: parsed.map((one) => [keyOf(one.file, one.text), one.raws]),
  };
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}`;
  writeFileSync(temp, serialize(stored));
  renameSync(temp, file);
}
