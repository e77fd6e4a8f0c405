import { Link } from "react-router";
import { CalendarClock, CreditCard, MessageSquare, TriangleAlert, UserCheck } from "#app/components/icons/icons.tsx";
import { formatDate, pluralize } from "#core/format.ts";
import { DAY_LABELS } from "#core/opening-hours.ts";
import { dayOfWeekOfDateKey } from "#core/time-zone.ts";
import type { AttentionItem } from "#server/stats/owner-dashboard.ts";

function attentionText(item: AttentionItem): { Icon: typeof TriangleAlert; text: string; action: string } {
  switch (item.kind) {
    case "claim":
      return {
        Icon: UserCheck,
        text:
          item.count === 1
            ? "Otra persona pidió administrar este comercio. Un administrador lo revisa antes de decidir."
            : `${item.count} personas pidieron administrar este comercio. Un administrador lo revisa antes de decidir.`,
        action: "Ver el aviso",
      };
    case "plan_ending":
      return {
        Icon: CreditCard,
        text: `Tu plan ${item.planName} vence el ${formatDate(item.endsAt)}.`,
        action: "Renovar el plan",
      };
    case "holiday":
      return {
        Icon: CalendarClock,
        text: `${DAY_LABELS[dayOfWeekOfDateKey(item.date)]} ${formatDate(item.date)} es ${item.name}: todavía no dijiste si abrís.`,
        action: "Cargar el horario",
      };
    case "unreplied_reviews":
      return {
        Icon: MessageSquare,
        text: `${pluralize(item.count, "reseña espera", "reseñas esperan")} tu respuesta.`,
        action: "Responder",
      };
  }
}

/** What needs the owner's attention, each with a link to where it is fixed. */
export function AttentionList({
  items,
  headingId,
  headingLevel = 3,
}: {
  items: AttentionItem[];
  headingId: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={headingId} data-attention={items.length}>
      <Heading id={headingId} className="flex items-center gap-1.5 font-semibold text-sm">
        <TriangleAlert className="size-4 text-amber-600 dark:text-amber-400" aria-hidden />
        Para atender
      </Heading>
      {items.length === 0 ? (
        <p className="mt-1 text-fg-muted text-sm">Nada pendiente. ¡Todo al día!</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {items.map((item) => {
            const { Icon, text, action } = attentionText(item);
            return (
              <li
                key={`${item.kind}-${item.kind === "holiday" ? item.date : ""}`}
                data-attention-kind={item.kind}
                className="flex flex-col gap-2 rounded-xl bg-amber-50 p-3 text-sm sm:flex-row sm:items-center dark:bg-amber-900/25"
              >
                <span className="flex min-w-0 flex-1 items-start gap-2">
                  <Icon className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-300" aria-hidden />
                  <span>{text}</span>
                </span>
                <Link
                  to={item.href}
                  className="inline-flex min-h-10 shrink-0 items-center self-start rounded-lg border border-amber-300 bg-surface px-3 font-medium hover:bg-surface-muted sm:self-auto dark:border-amber-700"
                >
                  {action}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
