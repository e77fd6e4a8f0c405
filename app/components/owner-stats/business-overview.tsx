import { Gem } from "#app/components/icons/icons.tsx";
import { formatDate } from "#core/format.ts";
import type { BusinessDashboard } from "#server/stats/owner-dashboard.ts";
import { AttentionList } from "./attention-list.tsx";
import { ComparedFigure } from "./compared-figure.tsx";

/** A business's plan, its last 7 days against the 7 before, and what needs attention. */
export function BusinessOverview({
  business,
  headingLevel = 3,
}: {
  business: BusinessDashboard;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const weekId = `semana-${business.uuid}`;
  return (
    <div className="flex flex-col gap-4">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm" data-plan={business.plan ? "premium" : "free"}>
        {business.plan ? (
          <>
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900 text-xs dark:bg-amber-900/50 dark:text-amber-100">
              <Gem className="size-3.5" aria-hidden />
              {business.plan.name}
            </span>
            <span className="text-fg-muted">Vigente hasta el {formatDate(business.plan.endsAt)}</span>
          </>
        ) : (
          <span className="text-fg-muted">Plan gratuito: sin plan pago vigente.</span>
        )}
      </p>
      <section aria-labelledby={weekId}>
        <Heading id={weekId} className="font-semibold text-sm">
          Últimos 7 días
        </Heading>
        <dl className="mt-2 grid grid-cols-2 gap-2">
          <ComparedFigure
            id="week-views"
            label="Visitas"
            value={business.week.views}
            previous={business.week.previousViews}
            previousLabel="7 días antes"
            className="p-3 shadow-none"
          />
          <ComparedFigure
            id="week-leads"
            label="Contactos"
            value={business.week.leads}
            previous={business.week.previousLeads}
            previousLabel="7 días antes"
            className="p-3 shadow-none"
          />
        </dl>
      </section>
      <AttentionList items={business.attention} headingId={`atender-${business.uuid}`} headingLevel={headingLevel} />
    </div>
  );
}
