/**
 * The instant a request is answered at, read once: every loader and action of one request reads the
 * same "now", so a page rendered across midnight (or a minute's edge) never shows two different days,
 * and a test reading data seeded at a fixed date can answer the request at that date
 * (`contextWithUser(user, { now })` in tests/setup/route-context.ts).
 */
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";

export const requestTimeContext = createContext<Date | null>(null);

export const requestTimeMiddleware: MiddlewareFunction<Response> = ({ context }, next) => {
  if (!context.get(requestTimeContext)) context.set(requestTimeContext, new Date());
  return next();
};

/** The request's "now": the instant the root middleware saw it (or now, for a loader called on its own). */
export function requestTime(context: Readonly<RouterContextProvider>): Date {
  return context.get(requestTimeContext) ?? new Date();
}
