import { Link } from "react-router";
import { CheckCircle2, Clock3, Search, Store, XCircle } from "#app/components/icons/icons.tsx";
import { cn } from "#app/lib/cn.ts";
import { formatDate } from "#core/format.ts";
import type { OwnerRequest } from "#server/claims/owner-requests.ts";

const STATE = {
  pending: {
    label: "En revisión",
    Icon: Clock3,
    className: "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100",
  },
  approved: {
    label: "Aprobada",
    Icon: CheckCircle2,
    className: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100",
  },
  rejected: {
    label: "Rechazada",
    Icon: XCircle,
    className: "bg-rose-100 text-rose-900 dark:bg-rose-900/50 dark:text-rose-100",
  },
} as const;

const buttonClass = "inline-flex min-h-10 items-center gap-2 rounded-lg px-4 py-2 font-semibold text-sm";

/**
 * "Tus solicitudes": the claims and registrations of the person, each with its state (and the
 * reason when refused), plus the two ways to get a business: register one, or claim one found
 * with the search.
 */
export function OwnerRequests({
  requests,
  offers = true,
}: {
  requests: OwnerRequest[];
  /** false when the page already offers registering and claiming (someone without businesses). */
  offers?: boolean;
}) {
  return (
    <section aria-labelledby="solicitudes-title" className="mt-10">
      <h2 id="solicitudes-title" className="font-bold text-xl">
        Tus solicitudes
      </h2>
      {requests.length === 0 ? (
        <p className="mt-2 text-fg-muted">
          Todavía no pediste ningún comercio. Sumá el tuyo o reclamalo si ya está en Vilma.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-line rounded-2xl border border-line bg-surface">
          {requests.map((request) => {
            const state = STATE[request.state];
            return (
              <li key={request.key} className="flex flex-col gap-1 p-4" data-request={request.kind}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="min-w-0 font-semibold">
                    {request.publicPath && request.state === "approved" ? (
                      <Link to={request.publicPath} className="hover:underline">
                        {request.businessName}
                      </Link>
                    ) : (
                      request.businessName
                    )}
                  </p>
                  <span
                    className={cn(
                      "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 font-semibold text-xs",
                      state.className,
                    )}
                  >
                    <state.Icon className="size-3.5" aria-hidden />
                    {state.label}
                  </span>
                </div>
                <p className="text-fg-muted text-sm">
                  {request.kind === "claim" ? "Pedido para administrarlo" : "Alta de comercio nuevo"} · enviada el{" "}
                  <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
                  {request.decidedAt && request.state !== "pending" && (
                    <>
                      {" "}
                      · decidida el <time dateTime={request.decidedAt}>{formatDate(request.decidedAt)}</time>
                    </>
                  )}
                </p>
                {request.state === "rejected" && request.reason && (
                  <p className="text-sm">
                    <span className="font-semibold">Motivo:</span> {request.reason}
                  </p>
                )}
                {request.state === "pending" && (
                  <p className="text-fg-muted text-sm">Te avisamos por acá y por email cuando lo revisemos.</p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {offers && (
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <div className="rounded-2xl border border-line bg-surface p-4">
            <p className="font-semibold">¿Tu comercio no está en Vilma?</p>
            <Link
              to="/mi-comercio/nuevo"
              className={cn(buttonClass, "mt-3 bg-brand-600 text-white hover:bg-brand-700")}
            >
              <Store className="size-4" aria-hidden />
              Registrá tu comercio
            </Link>
          </div>
          <div className="rounded-2xl border border-line bg-surface p-4">
            <p className="font-semibold">¿Tu comercio ya está en Vilma? Buscalo y tocá «¿Es tu comercio?»</p>
            <Link to="/search" className={cn(buttonClass, "mt-3 border border-line hover:bg-surface-muted")}>
              <Search className="size-4" aria-hidden />
              Buscar mi comercio
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
