import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface ThroughputFigures {
  name: string;
  perSecond: number;
  p99Ms: number;
  errors: number;
  /** The server process's CPU time (user + system) per answered request, when known. */
  cpuMsPerRequest?: number;
}

/** CPU time the process has used so far (user + system, all threads), in milliseconds. */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    // fields after the command's closing parenthesis: utime and stime are the 12th and 13th
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    // Linux reports in clock ticks of 1/100 s (USER_HZ)
    return Number.isFinite(ticks) ? ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}

/** autocannon against one URL: requests a second, p99 latency, errors and server CPU. */
export async function throughput(
  name: string,
  url: string,
  {
    connections = 50,
    seconds = 8,
    headers = {} as Record<string, string>,
    pid = 0,
    uniqueQuery = false,
  } = {},
): Promise<ThroughputFigures> {
  console.log(`[bench] ${name}: ${connections} connections for ${seconds} s…`);
  const cpuBefore = processCpuMs(pid);
  const { pathname, search } = new URL(url);
  let sent = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers,
    // a query of its own per request: the server renders a URL once for all who wait for it
    ...(uniqueQuery && {
      requests: [
        {
          setupRequest: (request) => {
            sent += 1;
            return { ...request, path: `${pathname}${search ? `${search}&` : '?'}bench=${sent}` };
          },
        },
      ],
    }),
  });
  const cpuAfter = processCpuMs(pid);
  const answered = result.requests.total;
  return {
    name,
    perSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuMsPerRequest:
      cpuBefore !== undefined && cpuAfter !== undefined && answered > 0
        ? Number(((cpuAfter - cpuBefore) / answered).toFixed(2))
        : undefined,
  };
}

// Browsers ask for compressed pages; the cache keeps a brotli and a gzip variant.
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };

/**
 * Pages from the page cache against the same server's static offline.html (what every page
 * was before server rendering), measured back to back so the ratio cancels the machine's load.
 */
export async function measurePageServing(baseUrl: string, paths: string[], pid?: number) {
  const headers = BROWSER_HEADERS;
  const staticFile = await throughput('static /offline.html', `${baseUrl}/offline.html`, {
    headers,
    pid,
  });
  const pages = [];
  for (const path of paths) {
    await fetch(`${baseUrl}${path}`); // fill the cache
    pages.push(await throughput(`cached ${path}`, `${baseUrl}${path}`, { headers, pid }));
  }
  return { staticFile, pages };
}

/**
 * Rendering cost without the page cache: every request renders the page anew (each with a
 * query of its own, or the server would render once for all the requests waiting for the
 * same URL). The server's CPU time per page is the figure that does not depend on how busy
 * the machine is.
 */
export async function measureRendering(baseUrl: string, paths: string[], pid?: number) {
  const results = [];
  for (const path of paths) {
    // the first renders load the remote's Node build and warm the JIT
    await throughput(`warm-up ${path}`, `${baseUrl}${path}`, {
      connections: 4,
      seconds: 2,
      uniqueQuery: true,
    });
    results.push(
      await throughput(`rendered ${path}`, `${baseUrl}${path}`, {
        connections: 8,
        seconds: 8,
        headers: BROWSER_HEADERS,
        pid,
        uniqueQuery: true,
      }),
    );
  }
  return results;
}
