/**
 * One-shot toasts that survive a redirect (a signed-in redirect, a no-JavaScript form post): the
 * action sets a short-lived cookie, the next page shows the toast and the cookie is cleared.
 */
import { createContext, type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";

export interface FlashToast {
  id: string;
  type: "success" | "error" | "info";
  title: string;
  description?: string;
}

const COOKIE = "vilma_flash";
const CLEAR = `${COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;

export const flashContext = createContext<FlashToast | null>(null);

export function flashCookie(toast: Omit<FlashToast, "id">): string {
  const value: FlashToast = { id: Math.random().toString(36).slice(2, 10), ...toast };
  return `${COOKIE}=${Buffer.from(JSON.stringify(value)).toString("base64url")}; Path=/; HttpOnly; SameSite=Lax; Max-Age=60`;
}

export function readFlash(request: Request): FlashToast | null {
  const match = new RegExp(`(?:^|;\\s*)${COOKIE}=([A-Za-z0-9_-]+)`).exec(request.headers.get("cookie") ?? "");
  if (!match?.[1]) return null;
  try {
    const parsed = JSON.parse(Buffer.from(match[1], "base64url").toString("utf8")) as FlashToast;
    if (typeof parsed.title !== "string" || !["success", "error", "info"].includes(parsed.type)) return null;
    return {
      id: String(parsed.id),
      type: parsed.type,
      title: parsed.title.slice(0, 200),
      description: parsed.description?.slice(0, 500),
    };
  } catch {
    return null;
  }
}

/** A redirect that shows a toast on arrival. Extra Set-Cookie headers (a session) can ride along. */
export function redirectWithToast(
  url: string,
  toast: Omit<FlashToast, "id">,
  init: { headers?: HeadersInit } = {},
): Response {
  const headers = new Headers(init.headers);
  headers.append("set-cookie", flashCookie(toast));
  return redirect(url, { headers });
}

/** Reads the flash into the request context; once a page (not a redirect) shows it, clears it. */
export const flashMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const flash = readFlash(request);
  context.set(flashContext, flash);
  const response = await next();
  const isRedirect = response.status >= 300 && response.status < 400;
  const setsNewFlash = response.headers.getSetCookie().some((c) => c.startsWith(`${COOKIE}=`));
  if (!flash || isRedirect || setsNewFlash) return response;
  const headers = new Headers(response.headers);
  headers.append("set-cookie", CLEAR);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};

export function getFlash(context: Readonly<RouterContextProvider>): FlashToast | null {
  return context.get(flashContext);
}
