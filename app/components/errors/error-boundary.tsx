import type { ReactNode } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
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

/** The sentence a refusal carried (a Problem's or a guard's `message`); never for a 5xx. */
function reasonOf(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || error.status >= 500) return null;
  const message = (error.data as { message?: unknown } | null)?.message;
  return typeof message === "string" && message.length <= 300 ? message : null;
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
