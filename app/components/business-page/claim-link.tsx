import { Link } from "react-router";
import { BadgeCheck, Hourglass } from "#app/components/icons/icons.tsx";
import { signInPath } from "#core/urls.ts";
import type { BusinessPageViewer } from "#server/public-business/load-business-page.ts";

/**
 * "¿Es tu comercio?" at the foot of a business page: to the claim form (signed out: to sign-in,
 * and back to the form). Someone who already owns the business does not see it; someone whose
 * claim waits for an admin reads that it is in review, not an invitation to claim it again.
 */
export function ClaimLink({ businessUuid, viewer }: { businessUuid: string; viewer: BusinessPageViewer | null }) {
  if (viewer?.ownsBusiness) return null;
  if (viewer?.claim === "pending") {
    return (
      <div className="rounded-2xl border border-line border-dashed p-4 text-sm" data-claim-state="pending">
        <p className="flex items-center gap-2 font-semibold">
          <Hourglass className="size-5 text-brand-600" aria-hidden />
          Tu reclamo está en revisión
        </p>
        <p className="mt-1 text-fg-muted">
          Lo estamos revisando y te avisamos apenas lo decidamos. Mientras tanto, lo seguís en Mi comercio.
        </p>
        <Link
          to="/mi-comercio"
          className="mt-3 inline-flex min-h-10 items-center font-semibold text-brand-700 hover:underline dark:text-blue-300"
        >
          Ver mis solicitudes
        </Link>
      </div>
    );
  }
  const claimPath = `/mi-comercio/reclamar/${businessUuid}`;
  return (
    <div className="rounded-2xl border border-line border-dashed p-4 text-sm">
      <p className="flex items-center gap-2 font-semibold">
        <BadgeCheck className="size-5 text-brand-600" aria-hidden />
        ¿Es tu comercio?
      </p>
      <p className="mt-1 text-fg-muted">Reclamalo gratis para actualizar sus datos, horarios y promociones.</p>
      <Link
        to={viewer ? claimPath : signInPath(claimPath)}
        className="mt-3 inline-flex min-h-10 items-center font-semibold text-brand-700 hover:underline dark:text-blue-300"
      >
        {viewer ? "Reclamar este comercio" : "Ingresá para reclamarlo"}
      </Link>
    </div>
  );
}
