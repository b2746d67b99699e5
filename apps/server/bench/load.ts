// Load measurement shared by the benches: latency request by request, and autocannon's requests/s
// and latency at N connections (asking for gzip, as phones do), the median of several rounds.
import autocannon from 'autocannon';
import hdr from 'hdr-histogram-js';

export async function sequentialLatency(base: string, paths: string[], n: number) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await fetch(base + paths[i % paths.length]);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${paths[i % paths.length]}: ${res.status}`);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(n * 0.5)], p95: times[Math.floor(n * 0.95)] };
}

export interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
}

async function loadOnce(base: string, paths: string[], connections: number, duration: number): Promise<LoadResult> {
  const latencies = hdr.build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 60_000,
    numberOfSignificantValueDigits: 3,
  });
  const result = await autocannon({
    url: base,
    connections,
    duration,
    requests: paths.map((p) => ({ path: p })),
    headers: { 'accept-encoding': 'gzip, deflate, br' }, // as every phone's browser sends
    histograms: { latencies }, // our own histogram: autocannon reports no 95th percentile
  } as autocannon.Options);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p95: latencies.getValueAtPercentile(95) };
}

/**
 * The load generator shares the machine's cores with the server, so one run swings widely; the
 * round with the median requests/s of `rounds` is the one reported.
 */
export async function load(
  base: string,
  paths: string[],
  connections: number,
  { duration, rounds }: { duration: number; rounds: number },
): Promise<LoadResult> {
  const results = [];
  for (let i = 0; i < rounds; i++) results.push(await loadOnce(base, paths, connections, duration));
  return results.sort((a, b) => a.rps - b.rps)[Math.floor(rounds / 2)];
}
