/**
 * /mi-comercio and everything under it: for any signed-in person. Someone without a business
 * still belongs here — it is where they register one, follow their claims and requests, and read
 * what Vilma tells them as an owner. Each business's screens add their own guard
 * (`business-layout.tsx`). The middleware runs before any child loader or action.
 */
import { Outlet } from "react-router";
import { OwnerErrorBoundary } from "#app/components/owner/owner-error-boundary.tsx";
import { requireUser } from "#server/platform/auth/guards.ts";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [
  ({ context, request }) => {
    requireUser(context, request);
  },
];

export default function OwnerLayout() {
  return <Outlet />;
}

export const ErrorBoundary = OwnerErrorBoundary;
