export interface LoadResult {
  name: string;
  requests: number;
  errors: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/** Closed-loop load: `concurrency` clients send requests back to back for `seconds`. */
export async function load(
  name: string,
  send: () => Promise<Response>,
  { concurrency = 16, seconds = 5 } = {},
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = Date.now() + seconds * 1000;
  const client = async () => {
    while (Date.now() < deadline) {
      const started = performance.now();
      try {
        const response = await send();
        await response.arrayBuffer();
        if (!response.ok && response.status !== 304) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    name,
    requests: latencies.length,
    errors,
    perSecond: Math.round(latencies.length / seconds),
    p50Ms: Number(at(0.5).toFixed(1)),
    p99Ms: Number(at(0.99).toFixed(1)),
  };
}
