/**
 * A URL whose path decodes to a control character (`/%09/`, `/%0D%0A/`) is no page of this site,
 * and React Router's server render cannot build its own links for it: "/\t/" parses as "//", an
 * invalid URL, and the answer was a bare 500 "Unexpected Server Error" (found by tests/fuzz).
 * Refused with a 400 before any loader runs or anything renders.
 */
import type { MiddlewareFunction } from "react-router";
import { problem } from "#core/errors.ts";
import { jsonProblem } from "./answers.ts";

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

export const UNREADABLE_PATH_MESSAGE = "La dirección tiene caracteres que no son válidos.";

/** True when the path, decoded, holds a control character. A path that cannot be decoded is left
 * to React Router, which answers it with its own 400. */
export function hasControlCharacter(pathname: string): boolean {
  if (CONTROL.test(pathname)) return true;
  try {
    return CONTROL.test(decodeURIComponent(pathname));
  } catch {
    return false;
  }
}

export const pathGuardMiddleware: MiddlewareFunction<Response> = ({ request }, next) => {
  if (!hasControlCharacter(new URL(request.url).pathname)) return next();
  const failure = problem("bad_request", UNREADABLE_PATH_MESSAGE);
  if ((request.headers.get("accept") ?? "").includes("application/json")) return jsonProblem(failure);
  // Plain text: the page shell cannot render for this URL (the very failure this guards against).
  return new Response(UNREADABLE_PATH_MESSAGE, {
    status: failure.status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
};
