import autocannon from 'autocannon';

export interface ThroughputFigures {
  name: string;
  perSecond: number;
  p99Ms: number;
  errors: number;
}

/** autocannon against one URL: requests a second, p99 latency and non-2xx/3xx answers. */
export async function throughput(
  name: string,
  url: string,
  { connections = 50, seconds = 8, headers = {} as Record<string, string> } = {},
): Promise<ThroughputFigures> {
  console.log(`[bench] ${name}: ${connections} connections for ${seconds} s…`);
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    name,
    perSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * Pages from the page cache against the same server's static offline.html (what every page
 * was before server rendering), measured back to back so the ratio cancels the machine's load.
 */
export async function measurePageServing(baseUrl: string, paths: string[]) {
  // Browsers ask for compressed pages; the cache keeps a brotli and a gzip variant.
  const headers = { 'accept-encoding': 'br, gzip' };
  const staticFile = await throughput('static /offline.html', `${baseUrl}/offline.html`, {
    headers,
  });
  const pages = [];
  for (const path of paths) {
    await fetch(`${baseUrl}${path}`); // fill the cache
    pages.push(await throughput(`cached ${path}`, `${baseUrl}${path}`, { headers }));
  }
  return { staticFile, pages };
}

/** Rendering cost without the page cache: every request renders the page anew. */
export async function measureRendering(baseUrl: string, paths: string[]) {
  const results = [];
  for (const path of paths) {
    results.push(
      await throughput(`rendered ${path}`, `${baseUrl}${path}`, { connections: 8, seconds: 8 }),
    );
  }
  return results;
}
