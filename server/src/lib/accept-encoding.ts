// Which compression a request accepts (RFC 9110 §12.5.3): `br;q=0` refuses brotli, `*` stands
// for every coding not named, and among acceptable ones the highest q wins, the server's
// order breaking ties (docs/hostile-input.md R10: `br;q=0, gzip` used to get brotli).

export type Encoding = 'br' | 'gzip';

function qualityOf(parameters: string[]): number {
  for (const parameter of parameters) {
    const [name, value] = parameter.split('=').map((part) => part.trim());
    if (name?.toLowerCase() === 'q') {
      const q = Number(value);
      return Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0;
    }
  }
  return 1;
}

/** The coding to send, or undefined for the identity (no compression). */
export function preferredEncoding(
  header: string | undefined,
  supported: readonly Encoding[] = ['br', 'gzip'],
): Encoding | undefined {
  if (!header) return undefined;
  const qualities = new Map<string, number>();
  for (const item of header.split(',')) {
    const [name = '', ...parameters] = item.split(';');
    const coding = name.trim().toLowerCase();
    if (coding) qualities.set(coding, qualityOf(parameters));
  }
  let best: Encoding | undefined;
  let bestQ = 0;
  for (const coding of supported) {
    const q = qualities.get(coding) ?? qualities.get('*') ?? 0;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}
