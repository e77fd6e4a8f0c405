/**
 * What the favourite and review endpoints share: they answer JSON to the app (a fetcher) and a
 * redirect back to the page to a browser posting a plain form (no JavaScript yet, or none at all).
 */

import { type RouterContextProvider, redirect } from "react-router";
import { safeRedirectPath, signInPath } from "#core/urls.ts";
import { getOptionalUser, requireApiUser } from "../auth/guards.ts";
import type { SessionUser } from "../auth/session.ts";

export type FormFields = Record<string, unknown>;

/** Form fields from a urlencoded or multipart body, or the members of a JSON object. Never throws. */
export async function readFields(request: Request): Promise<FormFields> {
  const type = request.headers.get("content-type") ?? "";
  try {
    if (/\bapplication\/json\b/.test(type)) {
      const body: unknown = await request.json();
      return body && typeof body === "object" && !Array.isArray(body) ? (body as FormFields) : {};
    }
    const form = await request.formData();
    const fields: FormFields = {};
    for (const [name, value] of form) if (typeof value === "string" && !(name in fields)) fields[name] = value;
    return fields;
  } catch {
    return {};
  }
}

/**
 * A browser navigating with a form post (no JavaScript) rather than the app fetching in the
 * background: browsers mark navigations with Sec-Fetch-Mode, and older ones ask for HTML.
 */
export function isDocumentRequest(request: Request): boolean {
  const mode = request.headers.get("sec-fetch-mode");
  if (mode) return mode === "navigate";
  return (request.headers.get("accept") ?? "").includes("text/html");
}

/**
 * Where a plain form post goes back to: the form's own `redirectTo` field, else the Referer's path
 * when it is this site (our Referrer-Policy usually strips it), else `fallback`. Same-site paths only.
 */
export function backPath(fields: FormFields, request: Request, fallback: string): string {
  const field = typeof fields.redirectTo === "string" ? fields.redirectTo : null;
  const own = safeRedirectPath(field, "");
  if (own) return own;
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.host === new URL(request.url).host) return safeRedirectPath(`${from.pathname}${from.search}`, fallback);
    } catch {
      // An unreadable Referer is ignored.
    }
  }
  return fallback;
}

/**
 * requireApiUser, but its 401 is returned instead of thrown: a fetcher that gets a thrown error
 * response replaces the whole page with the error screen, a returned one is just data to show.
 */
export function apiUserOrResponse(context: Readonly<RouterContextProvider>): SessionUser | Response {
  try {
    return requireApiUser(context);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

export interface FormPost {
  fields: FormFields;
  /** A plain form post (answer with a redirect), not the app's fetcher (answer JSON). */
  document: boolean;
  /** Where a plain form post goes back to. */
  back: string;
  user: SessionUser;
}

/**
 * How every such endpoint starts: read the fields, tell a plain form from a fetcher, and require a
 * person — a signed-out plain form goes to /auth and back, a signed-out fetcher gets the 401 JSON.
 */
export async function openFormPost(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<FormPost | Response> {
  const fields = await readFields(request);
  const document = isDocumentRequest(request);
  const back = backPath(fields, request, "/");
  if (document && !getOptionalUser(context)) return redirect(signInPath(back));
  const user = apiUserOrResponse(context);
  if (user instanceof Response) return user;
  return { fields, document, back, user };
}
