/**
 * Runs one Better Auth call server-side and sorts the answer into success (with the Set-Cookie
 * headers to forward) or failure (with the error code and the Spanish sentence to show).
 */
import { isAPIError } from "better-auth/api";
import { readAuthFailure, translateAuthError } from "../auth-errors.ts";

export type AuthCallResult =
  | { ok: true; status: number; body: Record<string, unknown> | null; setCookies: string[] }
  | { ok: false; status: number; code: string | null; message: string; setCookies: string[] };

/**
 * `asResponse: true` turns the endpoint's own errors into responses, but an error thrown by a
 * `hooks.before` (our input rules, our rate limit) still arrives as a thrown APIError: both end
 * up as the same failure here. Anything else (the database is down) is thrown on.
 */
export async function runAuthCall(call: () => Promise<Response>, fallbackMessage: string): Promise<AuthCallResult> {
  let response: Response;
  try {
    response = await call();
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const body = (error.body ?? {}) as { code?: unknown; message?: unknown };
    const code = typeof body.code === "string" ? body.code : null;
    const message = typeof body.message === "string" ? body.message : null;
    return {
      ok: false,
      status: error.statusCode,
      code,
      message: translateAuthError({ code, message, status: error.statusCode }, fallbackMessage),
      setCookies: [],
    };
  }
  return settleAuthCall(response, fallbackMessage);
}

export async function settleAuthCall(response: Response, fallbackMessage: string): Promise<AuthCallResult> {
  const setCookies = response.headers.getSetCookie();
  if (response.ok) {
    let body: Record<string, unknown> | null = null;
    try {
      const parsed: unknown = await response.json();
      body = parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null;
    } catch {
      body = null;
    }
    return { ok: true, status: response.status, body, setCookies };
  }
  const failure = await readAuthFailure(response);
  return {
    ok: false,
    status: failure.status,
    code: failure.code,
    message: translateAuthError({ ...failure, message: failure.rawMessage }, fallbackMessage),
    setCookies,
  };
}

/** The request's headers without its cookies: for calls that must not act as the signed-in person. */
export function headersWithoutCookies(request: Request): Headers {
  const headers = new Headers(request.headers);
  headers.delete("cookie");
  return headers;
}

/** Set-Cookie lines as headers for a redirect. */
export function setCookieHeaders(setCookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("set-cookie", cookie);
  return headers;
}

/** Marks a redirect so a client navigation replaces the current history entry (no way "back" to a form). */
export async function replacingHistory(pending: Response | Promise<Response>): Promise<Response> {
  const response = await pending;
  response.headers.set("X-Remix-Replace", "true");
  return response;
}
