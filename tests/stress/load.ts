/**
 * The load: STRESS_CLIENTS people (default 200) using the site at once for STRESS_SECONDS (default
 * 60). Each is a closed loop like a person with a tab open: send a request, wait for the whole
 * answer, think for STRESS_THINK_MS (default 1000 ms, ±50 %), again. Without think time 200 clients
 * measure the server's saturation point (latency = clients ÷ throughput), not what 200 people see.
 * Every answer's time is kept, per route, and the percentiles are computed from all of them.
 */
import type http from "node:http";
import { type StressRequest, send } from "./http-client.ts";

export interface RouteStats {
  route: string;
  requests: number;
  errors: number;
  /** Answers by status (and "network" for resets and timeouts). */
  statuses: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Requests sent twice because their kept-alive connection had just closed (not errors; see send). */
  retries: number;
  /** A few failing answers, for the report. */
  samples: string[];
}

export interface LoadRoute<C> {
  name: string;
  weight: number;
  request(client: C): StressRequest;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

/** 2xx and 3xx are answers a person gets on with; anything else (429 included) is an error. */
export const isSuccess = (status: number) => status >= 200 && status < 400;

export async function runLoad<C>(options: {
  origin: string;
  /** Each client's own connection(s), like a browser tab's. */
  agentOf: (client: C) => http.Agent;
  clients: C[];
  seconds: number;
  thinkMs: number;
  routes: LoadRoute<C>[];
}): Promise<RouteStats[]> {
  const samples = new Map(
    options.routes.map((r) => [
      r.name,
      { ms: [] as number[], statuses: {} as Record<string, number>, errors: 0, retries: 0, failures: [] as string[] },
    ]),
  );
  const totalWeight = options.routes.reduce((sum, r) => sum + r.weight, 0);
  const pick = () => {
    let x = Math.random() * totalWeight;
    for (const route of options.routes) {
      x -= route.weight;
      if (x < 0) return route;
    }
    return options.routes[options.routes.length - 1] as LoadRoute<C>;
  };
  const { agentOf } = options;
  const think = () => new Promise((r) => setTimeout(r, options.thinkMs * (0.5 + Math.random())));
  const begin = performance.now();
  const deadline = begin + options.seconds * 1000;
  const at = () => `t+${((performance.now() - begin) / 1000).toFixed(1)} s`;

  await Promise.all(
    options.clients.map(async (client) => {
      // Arrivals spread over one think time, not 200 requests in the same millisecond.
      await new Promise((r) => setTimeout(r, Math.random() * options.thinkMs));
      while (performance.now() < deadline) {
        const route = pick();
        const stats = samples.get(route.name) as NonNullable<ReturnType<typeof samples.get>>;
        const request = route.request(client);
        try {
          const answer = await send(options.origin, agentOf(client), request, { retryStale: true });
          if (answer.retried) stats.retries++;
          stats.ms.push(answer.ms);
          stats.statuses[answer.status] = (stats.statuses[answer.status] ?? 0) + 1;
          if (!isSuccess(answer.status)) {
            stats.errors++;
            if (stats.failures.length < 3)
              stats.failures.push(`${at()} ${answer.status} ${request.path} ${answer.body.slice(0, 160)}`);
          }
        } catch (error) {
          stats.statuses.network = (stats.statuses.network ?? 0) + 1;
          stats.errors++;
          if (stats.failures.length < 3) stats.failures.push(`${at()} ${request.path}: ${(error as Error).message}`);
        }
        await think();
      }
    }),
  );

  return options.routes.map((route) => {
    const stats = samples.get(route.name) as NonNullable<ReturnType<typeof samples.get>>;
    const sorted = stats.ms.sort((a, b) => a - b);
    const round = (n: number) => Math.round(n * 10) / 10;
    return {
      route: route.name,
      requests: Object.values(stats.statuses).reduce((a, b) => a + b, 0),
      errors: stats.errors,
      retries: stats.retries,
      statuses: stats.statuses,
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted[sorted.length - 1] ?? Number.NaN),
      samples: stats.failures,
    };
  });
}
