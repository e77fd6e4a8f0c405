/**
 * The one path of a refusal thrown by a loader or an action (`throw new AppError("not_found")`).
 * React Router answers any thrown Error with a 500 and hides its message, so the server entry's
 * `handleError` notes the AppError on the request's context (`noteRefusal`), and then:
 * - a page is rendered again with the Problem as the route's error (app/entry.server.tsx): the
 *   status is the Problem's and the error boundary shows its page and sentence;
 * - a client navigation's data answers the Problem with its status (`handleDataRequest`);
 * - a resource route's 500 becomes the Problem (`refusalMiddleware`).
 * A database outage (database-outage.ts) travels the same way as the 503 `unavailable` Problem.
 */
import type { MiddlewareFunction } from "react-router";
import { AppError, DEFAULT_MESSAGES, type ErrorBody, type ErrorCode, type Problem, problem } from "#core/errors.ts";
import { isHtmlOrData, metDatabaseOutage } from "./database-outage.ts";

/* React Router hands the same context object to handleError, the middleware and the renderer. */
const refusals = new WeakMap<object, Problem>();

/** Notes `error` when it is an AppError (the first one wins); true when it was one. */
export function noteRefusal(context: unknown, error: unknown): boolean {
  if (!(error instanceof AppError)) return false;
  if (context && typeof context === "object" && !refusals.has(context)) refusals.set(context, error.toProblem());
  return true;
}

/** Codes whose page says it better than their default sentence (the 404's words are the spec's). */
const PAGE_WORDS_WIN: ReadonlySet<ErrorCode> = new Set(["not_found", "bad_request", "gone"]);

/**
 * The Problem as a page's error boundary receives it: without the default sentence of a code whose
 * page words it better, so a page that refuses with a bare `new AppError("not_found")` looks as the
 * spec's 404 always did. Decided here, on the server: the sentences stay out of the page's JavaScript.
 */
export function pageFailure(failure: Problem): Omit<Problem, "message"> & { message?: string } {
  if (!PAGE_WORDS_WIN.has(failure.code) || failure.message !== DEFAULT_MESSAGES[failure.code]) return failure;
  const { message: _default, ...rest } = failure;
  return rest;
}

/** The failure a request met and must be answered with: an outage, else a thrown AppError. */
export function failureMet(context: unknown): Problem | null {
  if (metDatabaseOutage(context)) return problem("unavailable");
  return context && typeof context === "object" ? (refusals.get(context) ?? null) : null;
}

/** A resource route's answer: `{ error: Problem }` under /api/, the Spanish sentence elsewhere. */
function refusalResponse(request: Request, failure: Problem): Response {
  const headers = { "Cache-Control": "no-store" };
  if (new URL(request.url).pathname.startsWith("/api/")) {
    const body: ErrorBody = { error: failure };
    return Response.json(body, { status: failure.status, headers });
  }
  return new Response(failure.message, {
    status: failure.status,
    headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * In the root's middleware: a resource route whose loader or guard (a layout's middleware) threw an
 * AppError answers it, not a 500.
 */
export const refusalMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  let response: Response;
  try {
    response = await next();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return refusalResponse(request, error.toProblem());
  }
  const failure = context && typeof context === "object" ? refusals.get(context) : undefined;
  if (response.status !== 500 || !failure || isHtmlOrData(response)) return response;
  await response.body?.cancel();
  return refusalResponse(request, failure);
};
