/**
 * /mi-comercio/{businessId}/sugerencias: what visitors said is wrong in the listing ("Sugerir un
 * cambio"), pending first. "Aceptar" does what its button says (server/suggestions/
 * decide-suggestion.ts); "Rechazar" leaves the listing as it is. Either way the suggester is told.
 */
import { ClipboardCheck } from "#app/components/icons/icons.tsx";
import { OwnerErrorBoundary } from "#app/components/owner/owner-error-boundary.tsx";
import { EmptyState } from "#app/components/page/empty-state.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { SuggestionCard } from "#app/components/suggestions/suggestion-card.tsx";
import { pluralize } from "#core/format.ts";
import { requireManagedBusiness } from "#server/owner/managed-business.ts";
import { answerPage } from "#server/platform/http/answers.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import { handleSuggestionDecision } from "#server/suggestions/handle-suggestion-decision.ts";
import { businessSuggestionsFor } from "#server/suggestions/list-suggestions.ts";
import type { Route } from "./+types/suggestions";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { user, business } = await requireManagedBusiness(context, request, params.businessId);
  return { business, isAdmin: user.isAdmin, suggestions: await businessSuggestionsFor(business.uuid) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user, business } = await requireManagedBusiness(context, request, params.businessId);
  return answerPage(
    await handleSuggestionDecision(
      request,
      user,
      business.uuid,
      `/mi-comercio/${business.uuid}/sugerencias`,
      requestTime(context),
      (uuid) => `/mi-comercio/${uuid}/horarios`,
    ),
  );
}

export const meta: Route.MetaFunction = ({ error }) => [
  { title: error ? "Sin permiso | Vilma" : "Sugerencias | Mi comercio | Vilma" },
  { name: "robots", content: "noindex" },
];

export default function OwnerSuggestions({ loaderData, actionData }: Route.ComponentProps) {
  const { suggestions, isAdmin } = loaderData;
  const pending = suggestions.filter((s) => s.status === "pending").length;
  return (
    <div>
      <PageHeader
        title="Sugerencias"
        description={
          pending > 0
            ? `${pluralize(pending, "sugerencia espera", "sugerencias esperan")} que la revises. Aceptar cambia el dato en tu página.`
            : "Cuando un vecino avise que un dato de tu comercio está mal, aparece acá para que lo aceptes o lo rechaces."
        }
      />
      {suggestions.length === 0 ? (
        <EmptyState icon={ClipboardCheck} title="No hay sugerencias" className="mt-6">
          Los vecinos pueden avisar desde tu página si el teléfono, la dirección o los horarios están mal.
        </EmptyState>
      ) : (
        <ul className="mt-6 flex flex-col gap-4" aria-label="Sugerencias">
          {suggestions.map((s) => (
            <SuggestionCard
              key={s.id}
              suggestion={s}
              canClose={isAdmin}
              error={actionData?.suggestionId === s.id ? actionData.message : undefined}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
