import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDate } from "#core/format.ts";
import type { OtherRequest } from "#server/claims/request-details.ts";
import { BusinessStatusBadge } from "../owner/business-status-badge.tsx";
import { ClaimStatusBadge } from "./claim-status.tsx";

/** A titled box of a decision screen. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `panel-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5">
      <h2 id={id} className="mb-3 font-bold text-lg">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Who owns the business today (a claim on an owned business needs a closer look). */
export function Owners({ owners }: { owners: { id: string; name: string; email: string }[] }) {
  return (
    <div className="mt-4 text-sm">
      <h3 className="font-semibold">Dueños actuales</h3>
      {owners.length === 0 ? (
        <p className="text-fg-muted">Nadie administra este comercio todavía.</p>
      ) : (
        <ul className="mt-1 space-y-1">
          {owners.map((o) => (
            <li key={o.id}>
              {o.name} <span className="break-words text-fg-muted">({o.email})</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The person's other claims and registrations, each linking to its own decision screen. */
export function OtherRequests({ requests }: { requests: OtherRequest[] }) {
  return (
    <div className="mt-4 text-sm">
      <h3 className="font-semibold">Otros pedidos de esta persona</h3>
      {requests.length === 0 ? (
        <p className="text-fg-muted">Ninguno.</p>
      ) : (
        <ul className="mt-1 space-y-2">
          {requests.map((r) => (
            <li key={`${r.kind}-${r.id}`} className="flex flex-wrap items-center gap-2">
              <Link
                to={r.kind === "claim" ? `/admin/claims/${r.id}` : `/admin/claims/comercios/${r.id}`}
                className="font-medium hover:underline"
              >
                {r.businessName}
              </Link>
              <span className="text-fg-muted">
                {r.kind === "claim" ? "reclamo" : "alta"} · {formatDate(r.createdAt)}
              </span>
              {r.kind === "claim" ? <ClaimStatusBadge status={r.status} /> : <BusinessStatusBadge status={r.status} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
