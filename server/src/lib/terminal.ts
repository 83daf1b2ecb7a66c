// Command-line tools (cli/, content/check-content.ts, content/bench.ts) talk to a person at a
// terminal: plain lines, results on stdout, problems on stderr. The running server never
// prints: it logs JSON through the Fastify/pino logger (ESLint forbids console in src/).

/** A line of a command's result. */
export function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

/** A line about something that went wrong or needs attention. */
export function complain(line: string): void {
  process.stderr.write(`${line}\n`);
}
