/**
 * The one place that turns "the database is not there" into "come back in a moment": a refused,
 * dropped, hanging or overloaded database is not a bug in a route, so people get the Spanish 503
 * page (or a JSON Problem 503) with `Retry-After`, never "Algo salió mal" with a 500.
 *
 * - `isDatabaseUnavailable(error)` classifies a thrown value (following `cause`, which Drizzle
 *   uses to wrap driver errors).
 * - Pages: `handleError` in app/entry.server.tsx marks the request's context; `handleRequest`
 *   then renders the error boundary again as a 503 (see there).
 * - Resource routes (API, sitemap): `databaseOutageMiddleware`, the root's first middleware,
 *   replaces the framework's English "Unexpected Server Error" with the 503 answer.
 * - API routes that catch their own failures go through `toProblem` (server/platform/http/answers.ts),
 *   which maps these errors to the `unavailable` Problem.
 */
import type { MiddlewareFunction } from "react-router";
import { type ErrorBody, problem } from "#core/errors.ts";
import { getDatabaseHandle, lastDatabaseFailure } from "../db/client.ts";

/** Seconds a client should wait before trying again; the pool reconnects on the next request. */
export const RETRY_AFTER_SECONDS = 5;

/** Socket-level failures: the server refused, dropped or never answered the connection. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);

/**
 * PostgreSQL SQLSTATEs that mean "not now" rather than "wrong query": class 08 (connection
 * exception), 53300 too many connections, 57P01–57P03 shutting down / restarting / starting,
 * 57014 a statement cancelled by statement_timeout.
 */
const SQLSTATES = new Set(["53300", "57P01", "57P02", "57P03", "57014"]);

/** Messages of node-postgres and PGlite that carry no code. */
const MESSAGES = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /^timeout expired$/i,
  /^Query read timeout$/i,
  /Client has encountered a connection error and is not queryable/i,
  /^Client was closed and is not queryable/i,
  /Cannot use a pool after calling end on the pool/i,
  /^PGlite is closed$/i,
  /^La base de datos no respondió/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  // Drizzle wraps the driver's error in `cause`; an AggregateError (several addresses) in `errors`.
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const { code, message, errors } = current as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith("08"))) {
      return true;
    }
    if (typeof message === "string" && MESSAGES.some((pattern) => pattern.test(message))) return true;
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The answer of a resource route (API, sitemap) while the database is out. */
export function databaseUnavailableResponse(request: Request): Response {
  const headers = { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" };
  const failure = problem("unavailable");
  if (new URL(request.url).pathname.startsWith("/api/")) {
    const body: ErrorBody = { error: failure };
    return Response.json(body, { status: failure.status, headers });
  }
  return new Response(failure.message, {
    status: failure.status,
    headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** Thrown when an outage is known from elsewhere than the error at hand. SQLSTATE 08000: connection exception. */
export class DatabaseUnavailableError extends Error {
  readonly code = "08000";
  constructor(message = "La base de datos no está disponible") {
    super(message);
    this.name = "DatabaseUnavailableError";
  }
}

/**
 * For libraries that hide the driver's error behind their own (Better Auth answers "Failed to get
 * session", a 500 without cause). Their failure is an outage when the database client lost a
 * connection since the call began (`since`, from performance.now()), or when a quick ping fails
 * now; otherwise the original error is thrown as it is.
 */
export async function rethrowAsOutage(error: unknown, since: number): Promise<never> {
  if (isDatabaseUnavailable(error)) throw error;
  if (lastDatabaseFailure() >= since) throw new DatabaseUnavailableError();
  const handle = await getDatabaseHandle();
  const down = await handle.ping(1_000).then(
    () => null,
    (pingError: unknown) => pingError,
  );
  throw down ?? error;
}

/*
 * Which requests met an outage. React Router hands the same context object to `handleError`, to
 * the middleware and to the document renderer, so a WeakSet of contexts needs no cleanup.
 */
const outages = new WeakSet<object>();

export function markDatabaseUnavailable(context: unknown): void {
  if (context && typeof context === "object") outages.add(context);
}

export function metDatabaseOutage(context: unknown): boolean {
  return !!context && typeof context === "object" && outages.has(context);
}

/**
 * First in the root's middleware: a database failure thrown by a later middleware (the session
 * lookup) or by a resource route's loader becomes the 503 answer. Documents are left alone here:
 * they are re-rendered as 503 pages by the server entry, with the error boundary.
 */
export const databaseOutageMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  let response: Response;
  try {
    response = await next();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    markDatabaseUnavailable(context);
    return databaseUnavailableResponse(request);
  }
  if (response.status === 500 && metDatabaseOutage(context) && !isHtmlOrData(response)) {
    await response.body?.cancel();
    return databaseUnavailableResponse(request);
  }
  return response;
};

/** A rendered page or a client navigation's data: both are answered by the server entry instead. */
export function isHtmlOrData(response: Response): boolean {
  const type = response.headers.get("content-type") ?? "";
  return type.startsWith("text/html") || type.startsWith("text/x-script");
}
