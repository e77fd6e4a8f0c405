import type { ReactNode } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { DEFAULT_MESSAGES, type ErrorCode } from "#core/errors.ts";
import { type ErrorKind, ErrorPage } from "./error-page.tsx";

/** Which page a status gets. Anything not listed is "bad-request" below 500 and "unexpected" above. */
export const STATUS_KINDS: Partial<Record<number, ErrorKind>> = {
  401: "unauthorized",
  403: "forbidden",
  404: "not-found",
  429: "rate-limited",
  503: "unavailable",
};

export function kindOfStatus(status: number): ErrorKind {
  return STATUS_KINDS[status] ?? (status < 500 ? "bad-request" : "unexpected");
}

/** Codes whose page says it better than their default sentence (the 404's words are the spec's). */
const PAGE_WORDS_WIN: readonly ErrorCode[] = ["not_found", "bad_request", "gone"];

/**
 * The sentence a refusal carried (a Problem's or a guard's `message`); never for a 5xx. A client
 * navigation's data brings the Problem as JSON text (app/entry.server.tsx, handleDataRequest).
 */
function reasonOf(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || error.status >= 500) return null;
  const { code, message } = (parsed(error.data) ?? {}) as { code?: ErrorCode; message?: unknown };
  if (typeof message !== "string" || message.length > 300) return null;
  return code && PAGE_WORDS_WIN.includes(code) && message === DEFAULT_MESSAGES[code] ? null : message;
}

function parsed(data: unknown): object | null {
  let value = data;
  if (typeof data === "string") {
    try {
      value = JSON.parse(data);
    } catch {
      return null;
    }
  }
  return value && typeof value === "object" ? value : null;
}

/**
 * The one error boundary: every layout renders it, inside whatever chrome that layout keeps. It
 * maps the status to its page (404, 403, 401, 429, 503, other 4xx, unexpected). A thrown Error is
 * never shown to people; the server has logged it.
 */
export function GeneralErrorBoundary({
  actions,
}: {
  /** Extra ways out for some kinds, e.g. "Sumá tu comercio" on the owner area's 403. */
  actions?: Partial<Record<ErrorKind, ReactNode>>;
}) {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const kind = kindOfStatus(status);
  return (
    <ErrorPage status={status} kind={kind} reason={reasonOf(error)}>
      {actions?.[kind]}
    </ErrorPage>
  );
}
