/**
 * The stress harness's HTTP client: node:http over a keep-alive agent (one socket per client, like a
 * browser tab), far cheaper per request than fetch, so the load generator leaves the CPU to the
 * server it measures on a two-core machine.
 */
import http from "node:http";

export interface StressRequest {
  method?: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface StressAnswer {
  status: number;
  ms: number;
  body: string;
  setCookies: string[];
  /** Sent again once: the kept-alive connection it went out on had just been closed by the server. */
  retried: boolean;
}

/** A phone browser: the app treats the requests as human visits. */
export const STRESS_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 vilma-stress";

export function createAgent(maxSockets: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
}

/**
 * Sends a request. With `retryStale`, a request that failed on a reused keep-alive connection before
 * any answer (the server closed it as idle just as we sent: Node's keepAliveTimeout race) is sent
 * once more on a new connection, as browsers do; the answer says so and the load counts it.
 */
export async function send(
  origin: string,
  agent: http.Agent,
  request: StressRequest,
  options: { timeoutMs?: number; retryStale?: boolean } = {},
): Promise<StressAnswer> {
  const started = performance.now();
  try {
    return await sendOnce(origin, agent, request, options.timeoutMs ?? 30_000, started);
  } catch (error) {
    if (!(options.retryStale && (error as { staleSocket?: boolean }).staleSocket)) throw error;
    const answer = await sendOnce(origin, agent, request, options.timeoutMs ?? 30_000, started);
    return { ...answer, retried: true };
  }
}

function sendOnce(
  origin: string,
  agent: http.Agent,
  request: StressRequest,
  timeoutMs: number,
  started: number,
): Promise<StressAnswer> {
  const url = new URL(request.path, origin);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(
      url,
      {
        method: request.method ?? "GET",
        agent,
        headers: {
          "user-agent": STRESS_USER_AGENT,
          accept: "text/html,application/json",
          ...(request.body === undefined ? {} : { "content-length": Buffer.byteLength(request.body) }),
          ...request.headers,
        },
        timeout: timeoutMs,
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            body: Buffer.concat(chunks).toString("utf8"),
            setCookies: res.headers["set-cookie"] ?? [],
            retried: false,
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`sin respuesta en ${timeoutMs} ms`)));
    req.on("error", (error: NodeJS.ErrnoException) => {
      const stale =
        req.reusedSocket && !answered && (error.code === "ECONNRESET" || error.message === "socket hang up");
      reject(Object.assign(error, { staleSocket: stale }));
    });
    if (request.body !== undefined) req.write(request.body);
    req.end();
  });
}

/** What the app's own fetchers send for a write: a form from a page of this origin. */
export function formPost(origin: string, path: string, fields: Record<string, string>, cookie: string): StressRequest {
  return {
    method: "POST",
    path,
    body: new URLSearchParams(fields).toString(),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin,
      "sec-fetch-site": "same-origin",
      "sec-fetch-mode": "cors",
      accept: "application/json",
      cookie,
    },
  };
}

/** Signs an account in through the real endpoint and answers its Cookie header. */
export async function signIn(origin: string, agent: http.Agent, email: string, password: string): Promise<string> {
  const answer = await send(origin, agent, {
    method: "POST",
    path: "/api/auth/sign-in/email",
    body: JSON.stringify({ email, password }),
    headers: { "content-type": "application/json", origin, accept: "application/json" },
  });
  if (answer.status !== 200) throw new Error(`sign-in ${email}: ${answer.status} ${answer.body.slice(0, 200)}`);
  const cookie = answer.setCookies
    .map((c) => c.split(";")[0] ?? "")
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");
  if (!cookie.includes("session_token")) throw new Error(`sign-in ${email}: sin cookie de sesión`);
  return cookie;
}

/** Runs `fn` over `items` with at most `concurrency` at once. */
export async function pool<T, R>(
  items: T[],
  concurrency: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await fn(items[index] as T, index);
      }
    }),
  );
  return results;
}
