/**
 * One endpoint under load with autocannon (used as a library). autocannon's histogram reports
 * p50/p97.5/p99 in whole milliseconds and no p95, so every 2xx response time is also recorded here
 * (the instance's "response" event) and the percentiles are computed from those exact samples.
 */
import autocannon from "autocannon";

/** A phone browser, so the app treats the requests as human visits (e.g. counts business views). */
export const BENCH_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 vilma-bench";

export interface LoadResult {
  requests: number;
  durationS: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
  /** autocannon's own (whole-ms) percentiles, kept to cross-check ours. */
  autocannon: { p50: number; p97_5: number; p99: number; reqPerSecAvg: number };
  non2xx: number;
  statusCodes: Record<string, number>;
  connectionErrors: number;
  timeouts: number;
  /** Problems with the percentile cross-check (empty when consistent). */
  consistencyIssues: string[];
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

/** One request of the rotation: a GET by default; POSTs carry their JSON body. */
export interface LoadRequest {
  method?: "GET" | "POST";
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

export async function runLoad(options: {
  baseUrl: string;
  paths: (string | LoadRequest)[];
  seconds: number;
  connections: number;
  /** Sent with every request (e.g. a session cookie). */
  headers?: Record<string, string>;
  /**
   * Instead of cycling through `paths`: every request, from any connection, asks for the path this
   * returns (a stream of distinct URLs, e.g. bench/search-typing.ts).
   */
  nextPath?: () => string;
}): Promise<LoadResult> {
  const nextPath = options.nextPath;
  const requests = options.paths.map((entry) => {
    const r: LoadRequest = typeof entry === "string" ? { path: entry } : entry;
    // No undefined keys: autocannon merges each request over its defaults with Object.assign.
    return {
      method: r.method ?? ("GET" as const),
      path: r.path,
      ...(r.body === undefined ? {} : { body: r.body }),
      ...(r.headers ? { headers: r.headers } : {}),
    };
  });
  let clientIndex = 0;
  const samples: number[] = [];

  let settle: { resolve: (r: autocannon.Result) => void; reject: (e: unknown) => void } | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const instance = autocannon(
    {
      url: options.baseUrl,
      connections: options.connections,
      duration: options.seconds,
      // What a browser sends: every answer is compressed as a phone gets it, and compressing is part of its cost.
      headers: {
        "user-agent": BENCH_USER_AGENT,
        accept: "text/html,application/json",
        "accept-encoding": "gzip, deflate, br",
        ...options.headers,
      },
      requests: nextPath
        ? [{ method: "GET" as const, setupRequest: (request) => ({ ...request, path: nextPath() }) }]
        : requests,
      // Every connection cycles through the same list; start each one at a different place so the
      // server sees a mix at any moment rather than ten identical requests in lockstep.
      setupClient: nextPath
        ? undefined
        : (client) => {
            const shift = (clientIndex++ * 7) % requests.length;
            client.setRequests([...requests.slice(shift), ...requests.slice(0, shift)]);
          },
    },
    (error, result) => (error ? settle?.reject(error) : settle?.resolve(result)),
  );
  instance.on("response", (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) samples.push(responseTime);
  });
  const result = await done;

  const sorted = Float64Array.from(samples).sort();
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  const p99 = percentile(sorted, 99);
  const mean = samples.reduce((a, b) => a + b, 0) / (samples.length || 1);

  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
    statusCodes[code] = Number((stat as { count: number | string }).count);
  }

  const consistencyIssues: string[] = [];
  if (samples.length > 0) {
    if (!(p50 <= p95 && p95 <= p99)) consistencyIssues.push(`p95 ${p95} fuera de [p50 ${p50}, p99 ${p99}]`);
    // autocannon keeps whole milliseconds: allow 1 ms of rounding either way.
    const ac = result.latency;
    if (!(p95 >= ac.p50 - 1 && p95 <= ac.p99 + 1)) {
      consistencyIssues.push(`p95 ${p95.toFixed(2)} fuera de [p50 ${ac.p50}, p99 ${ac.p99}] de autocannon`);
    }
    if (Math.abs(p50 - ac.p50) > 1.5) consistencyIssues.push(`p50 propio ${p50.toFixed(2)} ≠ autocannon ${ac.p50}`);
    if (Math.abs(p99 - ac.p99) > Math.max(1.5, ac.p99 * 0.1)) {
      consistencyIssues.push(`p99 propio ${p99.toFixed(2)} ≠ autocannon ${ac.p99}`);
    }
  }

  return {
    requests: samples.length,
    durationS: result.duration,
    reqPerSec: samples.length / (result.duration || options.seconds),
    p50,
    p95,
    p99,
    max: sorted.length ? (sorted[sorted.length - 1] as number) : Number.NaN,
    mean,
    autocannon: {
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      reqPerSecAvg: result.requests.average,
    },
    non2xx: result.non2xx,
    statusCodes,
    connectionErrors: result.errors,
    timeouts: result.timeouts,
    consistencyIssues,
  };
}
