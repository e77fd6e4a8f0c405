/**
 * /admin/claims/{claimId}: one claim, with everything needed to decide it — the proof (pictures
 * inline, PDFs to download, both only through the admin's proof route), who asks and what else they
 * asked for, the business and who owns it today — and the decision.
 */

import { Link } from "react-router";
import { ClaimStatusBadge } from "#app/components/claims/claim-status.tsx";
import { DecisionForm } from "#app/components/claims/decision-form.tsx";
import { OtherRequests, Owners, Panel } from "#app/components/claims/request-panels.tsx";
import { FileText, Phone } from "#app/components/icons/icons.tsx";
import { BusinessStatusBadge } from "#app/components/owner/business-status-badge.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { claimRoleLabel } from "#core/claim-form.ts";
import { AppError } from "#core/errors.ts";
import { formatDate } from "#core/format.ts";
import { formatFileSize } from "#core/image-upload.ts";
import { decideClaim } from "#server/claims/decide-claim.ts";
import { handleDecision } from "#server/claims/handle-decision.ts";
import { getClaimDetail } from "#server/claims/request-details.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { answerPage } from "#server/platform/http/answers.ts";
import type { Route } from "./+types/claim-detail";

function claimIdOr404(raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw)) throw new AppError("not_found");
  return Number(raw);
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const detail = await getClaimDetail(claimIdOr404(params.claimId));
  if (!detail) throw new AppError("not_found");
  return detail;
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const claimId = claimIdOr404(params.claimId);
  return answerPage(
    await handleDecision(
      request,
      admin,
      `/admin/claims/${claimId}`,
      (actor, decision, reason, origin) => decideClaim(actor, claimId, decision, reason, origin),
      (name) => `${name} ya figura a nombre de quien lo pidió. Le avisamos en la app y por email.`,
    ),
  );
}

export const meta: Route.MetaFunction = ({ loaderData: detail }) => [
  { title: detail ? `Reclamo de ${detail.business.name} | Administración | Vilma` : "Reclamo | Vilma" },
  { name: "robots", content: "noindex" },
];

export default function ClaimDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { claim, person, business, owners, others } = loaderData;
  const images = claim.proof.map((file, index) => ({ ...file, index })).filter((f) => f.kind === "image");
  const pdfs = claim.proof.map((file, index) => ({ ...file, index })).filter((f) => f.kind === "pdf");
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={`Reclamo de ${business.name}`}
        breadcrumb={[
          { label: "Administración", href: "/admin" },
          { label: "Reclamos", href: "/admin/claims" },
          { label: business.name },
        ]}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <ClaimStatusBadge status={claim.status} /> Pedido el {formatDate(claim.createdAt)}
          </span>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <Panel title="Lo que nos cuenta">
            <p className="text-fg-muted text-sm">
              Dice ser: <span className="font-semibold text-fg">{claimRoleLabel(claim.role)}</span>
            </p>
            <p className="mt-3 whitespace-pre-line break-words">{claim.message}</p>
            {claim.contactPhone && (
              <p className="mt-3 flex items-center gap-2 text-sm">
                <Phone className="size-4 text-fg-muted" aria-hidden />
                <a href={`tel:${claim.contactPhone.replace(/[^\d+]/g, "")}`} className="font-medium hover:underline">
                  {claim.contactPhone}
                </a>
              </p>
            )}
          </Panel>
          <Panel title="Comprobantes">
            {claim.proof.length === 0 ? (
              <p className="text-fg-muted text-sm">No adjuntó archivos: sólo el texto.</p>
            ) : (
              <div className="flex flex-col gap-4">
                {images.length > 0 && (
                  <ul className="grid gap-3 sm:grid-cols-2">
                    {images.map((file) => (
                      <li key={file.key}>
                        <a href={`/admin/claims/${claim.id}/proof/${file.index}`} target="_blank" rel="noreferrer">
                          <img
                            src={`/admin/claims/${claim.id}/proof/${file.index}`}
                            alt={`Comprobante ${file.index + 1}: ${file.name}`}
                            width={file.width}
                            height={file.height}
                            loading="lazy"
                            className="h-auto max-h-96 w-full rounded-lg border border-line bg-surface-muted object-contain"
                          />
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
                {pdfs.length > 0 && (
                  <ul className="flex flex-col gap-2">
                    {pdfs.map((file) => (
                      <li key={file.key}>
                        <a
                          href={`/admin/claims/${claim.id}/proof/${file.index}`}
                          className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline dark:text-blue-300"
                        >
                          <FileText className="size-4" aria-hidden />
                          Descargar {file.name}
                          <span className="font-normal text-fg-muted text-sm">
                            ({formatFileSize(file.bytes, "up")})
                          </span>
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            )}
          </Panel>
          <Panel title="Decisión">
            {claim.status === "pending" ? (
              <DecisionForm
                subject={`el reclamo de ${person?.name ?? "esta persona"} por ${business.name}`}
                approveEffect={`${person?.name ?? "La persona"} pasa a administrar ${business.name} (sólo ese comercio).${owners.length ? " Los dueños actuales lo siguen siendo." : ""}`}
                lastResult={actionData?.result}
              />
            ) : (
              <div className="text-sm">
                <p>
                  <ClaimStatusBadge status={claim.status} />{" "}
                  {claim.reviewedAt && <>el {formatDate(claim.reviewedAt)}</>}
                  {claim.reviewerName && <> por {claim.reviewerName}</>}
                </p>
                {claim.reviewNote && (
                  <p className="mt-2">
                    <span className="font-semibold">Motivo:</span> {claim.reviewNote}
                  </p>
                )}
              </div>
            )}
          </Panel>
        </div>
        <aside className="flex flex-col gap-6">
          <Panel title="Quién lo pide">
            {person ? (
              <div className="text-sm">
                <p className="font-semibold">{person.name}</p>
                <p className="break-words text-fg-muted">{person.email}</p>
                <p className="text-fg-muted">Cuenta desde el {formatDate(person.createdAt)}</p>
              </div>
            ) : (
              <p className="text-fg-muted text-sm">La cuenta ya no existe.</p>
            )}
            <OtherRequests requests={others} />
          </Panel>
          <Panel title="El comercio">
            <p className="font-semibold">
              <Link to={`/${business.slug}`} className="hover:underline">
                {business.name}
              </Link>
            </p>
            <p className="text-fg-muted text-sm">
              {business.address ? `${business.address}, ` : ""}
              {business.city}
            </p>
            {business.phoneNumber && <p className="text-fg-muted text-sm">Tel. publicado: {business.phoneNumber}</p>}
            <p className="mt-2">
              <BusinessStatusBadge status={business.status} />
            </p>
            <Owners owners={owners} />
          </Panel>
        </aside>
      </div>
    </div>
  );
}
