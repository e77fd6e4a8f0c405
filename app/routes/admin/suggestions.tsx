/**
 * /admin/sugerencias: "Sugerir un cambio" waiting for an admin: those of listings nobody owns, and
 * every closure (only an admin gives a business "de baja"). The same card and decision as the
 * owner's screen.
 */
import { ClipboardCheck } from "#app/components/icons/icons.tsx";
import { EmptyState } from "#app/components/page/empty-state.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { SuggestionCard } from "#app/components/suggestions/suggestion-card.tsx";
import { pluralize } from "#core/format.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { answerPage } from "#server/platform/http/answers.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import { handleSuggestionDecision } from "#server/suggestions/handle-suggestion-decision.ts";
import { adminSuggestionQueue } from "#server/suggestions/list-suggestions.ts";
import type { Route } from "./+types/suggestions";

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return { suggestions: await adminSuggestionQueue() };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  return answerPage(
    await handleSuggestionDecision(
      request,
      admin,
      null,
      "/admin/sugerencias",
      requestTime(context),
      (uuid) => `/admin/businesses/${uuid}/edit/horarios`,
    ),
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Sugerencias | Administración | Vilma" },
  { name: "robots", content: "noindex" },
];

export default function AdminSuggestions({ loaderData, actionData }: Route.ComponentProps) {
  const { suggestions } = loaderData;
  return (
    <>
      <PageHeader
        title="Sugerencias"
        description={
          suggestions.length > 0
            ? `${pluralize(suggestions.length, "sugerencia espera", "sugerencias esperan")}: de comercios sin dueño, y los cierres de cualquier comercio.`
            : "Las sugerencias de comercios sin dueño y los avisos de cierre llegan acá."
        }
        breadcrumb={[{ label: "Administración", href: "/admin" }, { label: "Sugerencias" }]}
      />
      {suggestions.length === 0 ? (
        <EmptyState icon={ClipboardCheck} title="No hay sugerencias pendientes" className="mt-6">
          Cuando un vecino avise que un dato está mal en un comercio sin dueño, aparece acá.
        </EmptyState>
      ) : (
        <ul className="mt-6 flex flex-col gap-4" aria-label="Sugerencias pendientes">
          {suggestions.map((s) => (
            <SuggestionCard
              key={s.id}
              suggestion={s}
              canClose
              showBusiness
              error={actionData?.suggestionId === s.id ? actionData.message : undefined}
            />
          ))}
        </ul>
      )}
    </>
  );
}
