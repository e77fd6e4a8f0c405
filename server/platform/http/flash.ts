/**
 * One-shot toasts that survive a redirect (a signed-in redirect, a no-JavaScript form post), kept
 * in React Router's cookie session: signed with the app's secret, so nobody can put words in the
 * site's mouth by forging the cookie. The next page shows the toast and the cookie is cleared.
 */

import type { RouterContextProvider, SessionStorage } from "react-router";
import { createContext, createCookieSessionStorage, type MiddlewareFunction, redirect } from "react-router";
import { z } from "#core/zod.ts";
import { getConfig } from "../config.ts";
import { resolveAuthSecret } from "../signing-secret.ts";

export interface FlashToast {
  id: string;
  type: "success" | "error" | "info";
  title: string;
  description?: string;
}

export const FLASH_COOKIE = "vilma_flash";
const TOAST_KEY = "toast";

const toastSchema = z.object({
  id: z.string().max(64),
  type: z.enum(["success", "error", "info"]),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
});

type FlashData = { [TOAST_KEY]: FlashToast };
let storage: SessionStorage<FlashData, FlashData> | undefined;

function flashStorage(): SessionStorage<FlashData, FlashData> {
  if (!storage) {
    const config = getConfig();
    storage = createCookieSessionStorage<FlashData, FlashData>({
      cookie: {
        name: FLASH_COOKIE,
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: Boolean(config.PUBLIC_URL?.startsWith("https:")),
        maxAge: 60,
        secrets: [resolveAuthSecret(config)],
      },
    });
  }
  return storage;
}

/** The request's toast, and whether a page's loader took it (only then is the cookie cleared). */
interface FlashSlot {
  toast: FlashToast | null;
  delivered: boolean;
}
export const flashContext = createContext<FlashSlot | null>(null);

/** The Set-Cookie header that carries `toast` to the next page. */
export async function flashCookie(toast: Omit<FlashToast, "id">): Promise<string> {
  const session = await flashStorage().getSession();
  session.flash(TOAST_KEY, { id: crypto.randomUUID(), ...toast });
  return flashStorage().commitSession(session);
}

/** The toast a request carries, or null (none, expired, forged or unreadable). */
export async function readFlash(request: Request): Promise<FlashToast | null> {
  const cookie = request.headers.get("cookie");
  if (!cookie?.includes(`${FLASH_COOKIE}=`)) return null;
  const session = await flashStorage().getSession(cookie);
  const parsed = toastSchema.safeParse(session.get(TOAST_KEY));
  return parsed.success ? parsed.data : null;
}

/** A redirect that shows a toast on arrival. Extra Set-Cookie headers (a session) can ride along. */
export async function redirectWithToast(
  url: string,
  toast: Omit<FlashToast, "id">,
  init: { headers?: HeadersInit; status?: number } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("set-cookie", await flashCookie(toast));
  return redirect(url, { headers, status: init.status });
}

/**
 * Reads the flash into the request context; once the root loader has handed it to a page
 * (getFlash), the response clears it. Any other request with the cookie leaves it alone: an API
 * call or a beacon sent between a redirect and the page it leads to (the bell's poll, a page view)
 * once took the sign-out's "Sesión cerrada" with it.
 */
export const flashMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const slot: FlashSlot = { toast: await readFlash(request), delivered: false };
  context.set(flashContext, slot);
  const response = await next();
  const isRedirect = response.status >= 300 && response.status < 400;
  const setsNewFlash = response.headers.getSetCookie().some((c) => c.startsWith(`${FLASH_COOKIE}=`));
  if (!slot.toast || !slot.delivered || isRedirect || setsNewFlash) return response;
  const headers = new Headers(response.headers);
  headers.append("set-cookie", await flashStorage().destroySession(await flashStorage().getSession()));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};

/** The toast for the page being rendered (the root loader's); taking it clears the cookie. */
export function getFlash(context: Readonly<RouterContextProvider>): FlashToast | null {
  const slot = context.get(flashContext);
  if (!slot) return null;
  slot.delivered = true;
  return slot.toast;
}
