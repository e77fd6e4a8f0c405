/**
 * /admin/claims/comercios/{businessId}: a business waiting to be published (or already decided):
 * what was loaded, who sent it and what else they asked for, and the decision. Approving publishes
 * it at once and makes its submitter its owner; rejecting keeps it out of Vilma.
 */
import { Link } from "react-router";
import { DecisionForm } from "#app/components/claims/decision-form.tsx";
import { OtherRequests, Owners, Panel } from "#app/components/claims/request-panels.tsx";
import { BusinessStatusBadge } from "#app/components/owner/business-status-badge.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { BUSINESS_TYPE_OPTIONS, WEEK_DAYS } from "#core/business-registration-form.ts";
import { AppError } from "#core/errors.ts";
import { formatDate } from "#core/format.ts";
import { isUuid } from "#core/uuid.ts";
import { decideRegistration } from "#server/claims/decide-registration.ts";
import { handleDecision } from "#server/claims/handle-decision.ts";
import { getRegistrationDetail } from "#server/claims/request-details.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { answerPage } from "#server/platform/http/answers.ts";
import type { Route } from "./+types/registration-detail";

function uuidOr404(raw: string | undefined): string {
  if (!raw || !isUuid(raw)) throw new AppError("not_found");
  return raw.toLowerCase();
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const detail = await getRegistrationDetail(uuidOr404(params.businessId));
  if (!detail) throw new AppError("not_found");
  return detail;
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const uuid = uuidOr404(params.businessId);
  return answerPage(
    await handleDecision(
      request,
      admin,
      `/admin/claims/comercios/${uuid}`,
      (actor, decision, reason, origin) => decideRegistration(actor, uuid, decision, reason, origin),
      (name) => `${name} ya aparece en Vilma.`,
    ),
  );
}

export const meta: Route.MetaFunction = ({ loaderData: detail }) => [
  { title: detail ? `${detail.business.name} | Comercios nuevos | Vilma` : "Comercio nuevo | Vilma" },
  { name: "robots", content: "noindex" },
];

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3">
      <dt className="font-medium text-fg-muted">{term}</dt>
      <dd className="min-w-0 break-words sm:col-span-2">{children || "—"}</dd>
    </div>
  );
}

export default function RegistrationDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { business, hours, submitter, owners, others } = loaderData;
  const typeLabel =
    BUSINESS_TYPE_OPTIONS.find((o) => o.value === business.businessType)?.label ?? business.businessType;
  const hoursByDay = new Map<number, string[]>();
  for (const h of hours) {
    const list = hoursByDay.get(h.dayOfWeek) ?? [];
    list.push(h.isClosed ? "Cerrado" : `${h.openTime?.slice(0, 5)} a ${h.closeTime?.slice(0, 5)}`);
    hoursByDay.set(h.dayOfWeek, list);
  }
  const map =
    business.latitude != null && business.longitude != null
      ? `https://www.google.com/maps/search/?api=1&query=${business.latitude},${business.longitude}`
      : null;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={business.name}
        breadcrumb={[
          { label: "Administración", href: "/admin" },
          { label: "Comercios nuevos", href: "/admin/claims?tab=comercios" },
          { label: business.name },
        ]}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <BusinessStatusBadge status={business.status} /> Cargado el {formatDate(business.createdAt)}
          </span>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <Panel title="Datos del comercio">
            <dl className="divide-y divide-line text-sm">
              <Row term="Categoría">{business.categoryName ?? "Sin categoría"}</Row>
              <Row term="Tipo">{typeLabel}</Row>
              <Row term="Descripción">
                <span className="whitespace-pre-line">{business.description}</span>
              </Row>
              <Row term="Dirección">
                {business.address}, {business.city}
              </Row>
              <Row term="Coordenadas">
                {map ? (
                  <a href={map} target="_blank" rel="noopener noreferrer" className="font-medium hover:underline">
                    {business.latitude}, {business.longitude} (ver en el mapa)
                  </a>
                ) : null}
              </Row>
              <Row term="Teléfono">{business.phoneNumber}</Row>
              <Row term="WhatsApp">{business.whatsappNumber}</Row>
              <Row term="Email">{business.email}</Row>
              <Row term="Sitio web">{business.websiteUrl}</Row>
              <Row term="Dirección en Vilma">/{business.slug}</Row>
            </dl>
          </Panel>
          <Panel title="Horarios">
            {hours.length === 0 ? (
              <p className="text-fg-muted text-sm">Sin horarios cargados.</p>
            ) : (
              <dl className="divide-y divide-line text-sm">
                {WEEK_DAYS.map(({ day, label }) => (
                  <Row key={day} term={label}>
                    {(hoursByDay.get(day) ?? ["Sin cargar"]).join(", ")}
                  </Row>
                ))}
              </dl>
            )}
          </Panel>
          <Panel title="Decisión">
            {business.status === "pending" ? (
              <DecisionForm
                subject={business.name}
                approveEffect={
                  submitter
                    ? `Se publica en Vilma al instante y ${submitter.name} pasa a administrarlo.`
                    : "Se publica en Vilma al instante."
                }
                lastResult={actionData?.result}
              />
            ) : (
              <div className="text-sm">
                <p>
                  Ya decidido: <BusinessStatusBadge status={business.status} />
                </p>
                {business.reviewNote && (
                  <p className="mt-2">
                    <span className="font-semibold">Motivo:</span> {business.reviewNote}
                  </p>
                )}
                {business.status === "active" && (
                  <Link to={`/${business.slug}`} className="mt-2 inline-block font-semibold hover:underline">
                    Ver su página
                  </Link>
                )}
              </div>
            )}
          </Panel>
        </div>
        <aside className="flex flex-col gap-6">
          <Panel title="Quién lo cargó">
            {submitter ? (
              <div className="text-sm">
                <p className="font-semibold">{submitter.name}</p>
                <p className="break-words text-fg-muted">{submitter.email}</p>
                <p className="text-fg-muted">Cuenta desde el {formatDate(submitter.createdAt)}</p>
                <OtherRequests requests={others} />
              </div>
            ) : (
              <p className="text-fg-muted text-sm">Lo cargó la administración (o una importación).</p>
            )}
            <Owners owners={owners} />
          </Panel>
        </aside>
      </div>
    </div>
  );
}
