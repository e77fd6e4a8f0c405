/**
 * What the favourite and review endpoints share: they answer JSON to the app (a fetcher) and a
 * redirect back to the page to a browser posting a plain form (no JavaScript yet, or none at all).
 */
import { type RouterContextProvider, redirect } from "react-router";
import { problem } from "#core/errors.ts";
import { safeRedirectPath, signInPath } from "#core/urls.ts";
import { jsonOk, jsonProblem, toProblem } from "../http/answers.ts";
import { readForm, textFields } from "../http/body.ts";
import { redirectWithToast } from "../http/flash.ts";
import { getOptionalUser } from "./guards.ts";
import type { SessionUser } from "./session.ts";

export type FormFields = Record<string, string>;

/** A heart or a review button from a signed-out visitor: its fields take far less than this. */
const SIGNED_OUT_BODY_LIMIT = 4096;

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

export interface FormPost {
  fields: FormFields;
  /** A plain form post (answer with a redirect), not the app's fetcher (answer JSON). */
  document: boolean;
  /** Where a plain form post goes back to. */
  back: string;
  user: SessionUser;
}

/**
 * How every such endpoint starts: require a person before reading anything — a signed-out plain
 * form goes to /auth and back, a signed-out fetcher gets the 401 JSON — then read the fields (a
 * bounded form or JSON object) and tell a plain form from a fetcher. A body that cannot be read is
 * answered like any other failure: a toast back on the page, or the JSON Problem.
 */
export async function openFormPost(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<FormPost | Response> {
  const document = isDocumentRequest(request);
  const user = getOptionalUser(context);
  if (!user) {
    if (!document) return jsonProblem(problem("unauthorized"));
    // Only a small form is read from a stranger, for the page to come back to after signing in.
    const fields = await readForm(request, { maxBytes: SIGNED_OUT_BODY_LIMIT }).then(textFields, () => ({}));
    return redirect(signInPath(backPath(fields, request, "/")));
  }
  let fields: FormFields;
  try {
    fields = textFields(await readForm(request, { json: true }));
  } catch (error) {
    const failure = toProblem(error);
    return document
      ? redirectWithToast(backPath({}, request, "/"), { type: "error", title: failure.message })
      : jsonProblem(failure);
  }
  return { fields, document, back: backPath(fields, request, "/"), user };
}

/** What such an endpoint says: a success sentence, or a refusal's sentence (with more for the app). */
export type PostAnswerBody = { ok: true; message: string } | { ok: false; error: string };

/**
 * The one way such an endpoint answers: the app's fetcher gets the body as JSON with its status; a
 * plain form post goes back to its page with the sentence as a toast.
 */
export function answerFormPost<B extends PostAnswerBody>(
  post: Pick<FormPost, "document" | "back">,
  status: number,
  body: B,
): Promise<Response> | Response {
  if (!post.document) return jsonOk(body, { status });
  return redirectWithToast(
    post.back,
    body.ok ? { type: "success", title: body.message } : { type: "error", title: body.error },
  );
}

/** A plain form post that needs no toast goes back to its page. */
export function goBack(post: Pick<FormPost, "back">): Response {
  return redirect(post.back);
}
