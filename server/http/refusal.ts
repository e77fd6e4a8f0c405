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
import { AppError, type ErrorBody, type Problem, problem } from "#core/errors.ts";
import { isHtmlOrData, metDatabaseOutage } from "./database-outage.ts";

/* React Router hands the same context object to handleError, the middleware and the renderer. */
const refusals = new WeakMap<object, Problem>();

/** Notes `error` when it is an AppError (the first one wins); true when it was one. */
export function noteRefusal(context: unknown, error: unknown): boolean {
  if (!(error instanceof AppError)) return false;
  if (context && typeof context === "object" && !refusals.has(context)) refusals.set(context, error.toProblem());
  return true;
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

/** In the root's middleware: a resource route whose loader threw an AppError answers it, not a 500. */
export const refusalMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const response = await next();
  const failure = context && typeof context === "object" ? refusals.get(context) : undefined;
  if (response.status !== 500 || !failure || isHtmlOrData(response)) return response;
  await response.body?.cancel();
  return refusalResponse(request, failure);
};
