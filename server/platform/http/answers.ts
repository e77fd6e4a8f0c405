/**
 * The one way API routes answer: JSON that no cache keeps, a failure as `{ error: Problem }` with
 * the Problem's status, and the same 405 for every wrong method.
 */
import { data } from "react-router";
import { AppError, type ErrorBody, type Problem, problem } from "#core/errors.ts";
import { logger } from "../logger.ts";
import { readForm } from "./body.ts";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "./database-outage.ts";
import { type FlashToast, redirectWithToast } from "./flash.ts";

const NO_STORE = { "Cache-Control": "no-store" };

export function jsonOk<T>(body: T, init: { status?: number; headers?: HeadersInit } = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has("cache-control")) headers.set("cache-control", NO_STORE["Cache-Control"]);
  return Response.json(body, { status: init.status ?? 200, headers });
}

export function jsonProblem(failure: Problem | AppError, headers: HeadersInit = {}): Response {
  const body: ErrorBody = { error: failure instanceof AppError ? failure.toProblem() : failure };
  // A 503 is temporary: say when to try again (clients and proxies honour it).
  const all = new Headers(NO_STORE);
  if (body.error.status === 503) all.set("Retry-After", String(RETRY_AFTER_SECONDS));
  for (const [name, value] of new Headers(headers)) all.set(name, value);
  return Response.json(body, { status: body.error.status, headers: all });
}

/**
 * Any thrown value as a Problem: an AppError says what it is; a database outage is a 503
 * (server/platform/http/database-outage.ts); anything else is logged and hidden.
 */
export function toProblem(error: unknown, context: Record<string, unknown> = {}): Problem {
  if (error instanceof AppError) return error.toProblem();
  if (isDatabaseUnavailable(error)) {
    logger.warn({ reason: String(error), ...context }, "base de datos no disponible: respondo 503");
    return problem("unavailable");
  }
  logger.error({ err: error, ...context }, "error inesperado al atender un pedido");
  return problem("unexpected");
}

/** 405 with the methods the route takes, e.g. a GET to an endpoint that only records by POST. */
export function methodNotAllowed(allow: readonly string[] = ["POST"]): Response {
  const message = `Método no permitido: usá ${allow.join(" o ")}.`;
  return jsonProblem(problem("method_not_allowed", message), { Allow: allow.join(", ") });
}

/**
 * Runs an API handler: a thrown Response passes through (guards throw their 401), a thrown AppError
 * becomes its JSON answer, anything else a logged 500 with a Spanish message — never a stack trace.
 */
export async function answerJson(handler: () => Promise<Response>, context: Record<string, unknown> = {}) {
  try {
    return await handler();
  } catch (error) {
    if (error instanceof Response) return error;
    return jsonProblem(toProblem(error, context));
  }
}

/**
 * The one "upload too large" rule, for a form that carries a file: the form, or null when the body
 * is over `maxBytes` (the page then says so under the file's field and keeps what was typed). Any
 * other unreadable body is the page's error (the thrown AppError, server/platform/http/refusal.ts).
 */
export async function readUploadForm(request: Request, maxBytes: number): Promise<FormData | null> {
  try {
    return await readForm(request, { maxBytes });
  } catch (error) {
    if (error instanceof AppError && error.code === "payload_too_large") return null;
    throw error;
  }
}

/**
 * A page action's answer as a feature gives it, a plain value: the page again with what it shows
 * (field errors, what was typed) and a status, or on to a page with a toast.
 */
export type PageAnswer<T = unknown> = (
  | { status: number; body: T }
  | { redirect: string; toast: Omit<FlashToast, "id"> }
) & {
  /** Set-Cookie headers that ride along (a session that changed). */
  headers?: HeadersInit;
};

type BodyOf<A> = A extends { body: infer B } ? B : never;

/** The one way a page's action turns a feature's answer into HTTP (the route calls it). */
export function answerPage<A extends PageAnswer>(answer: A) {
  const { headers } = answer;
  if ("redirect" in answer) return redirectWithToast(answer.redirect, answer.toast, { headers });
  return data(answer.body as BodyOf<A>, { status: answer.status, headers });
}

/** A refusal's field errors as a form's `submission.reply({ fieldErrors })` takes them: a list per field. */
export function replyFieldErrors(failure: Problem): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(failure.fieldErrors ?? {}).map(([field, message]) => [field, [message ?? ""]]),
  );
}

/** A refusal as a form's whole reply: under its fields when it names some, else above the form. */
export function refusalReply(failure: Problem): { fieldErrors: Record<string, string[]>; formErrors: string[] } {
  const fieldErrors = replyFieldErrors(failure);
  return { fieldErrors, formErrors: Object.keys(fieldErrors).length > 0 ? [] : [failure.message] };
}
