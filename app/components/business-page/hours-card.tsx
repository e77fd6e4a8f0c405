import { CalendarClock, Clock } from "#app/components/icons/icons.tsx";
import { cn } from "#app/lib/cn.ts";
import { formatDate } from "#core/format.ts";
import { upcomingSpecialHours, weekSchedule } from "#core/opening-hours.ts";
import type { PublicBusiness } from "#server/public-business/get-public-business.ts";
import { Card } from "./card.tsx";

/** "Horarios": the week (today marked) and the special days ahead. */
export function HoursCard({ business, now }: { business: PublicBusiness; now: Date }) {
  const week = weekSchedule(business.hours, now, business.specialHours, business.duties);
  const special = upcomingSpecialHours(business.specialHours, now);
  return (
    <Card title="Horarios" icon={<Clock className="size-5" aria-hidden />} id="horarios">
      {business.hours.length === 0 ? (
        <p className="text-fg-muted text-sm">Este comercio todavía no cargó sus horarios.</p>
      ) : (
        <dl className="divide-y divide-line text-sm">
          {week.map((day) => (
            <div
              key={day.dayOfWeek}
              className={cn(
                "flex justify-between gap-3 py-1.5",
                day.isToday && "font-semibold text-brand-700 dark:text-blue-300",
              )}
              aria-current={day.isToday ? "date" : undefined}
            >
              <dt>
                {day.label}
                {day.isToday && <span className="ml-1 text-xs">(hoy{day.note ? ` · ${day.note}` : ""})</span>}
              </dt>
              <dd className="text-right">{day.slots.length > 0 ? day.slots.join(", ") : "Cerrado"}</dd>
            </div>
          ))}
        </dl>
      )}
      {special.length > 0 && (
        <div className="mt-4 rounded-xl bg-amber-50 p-3 text-sm dark:bg-amber-900/30">
          <h3 className="mb-1 flex items-center gap-1.5 font-semibold">
            <CalendarClock className="size-4" aria-hidden />
            Horarios especiales
          </h3>
          <ul className="space-y-1">
            {special.map((s) => (
              <li key={`${s.date}-${s.openTime}`}>
                <span className="font-medium">{formatDate(s.date)}</span>
                {s.name && <span className="text-fg-muted"> · {s.name}</span>}:{" "}
                {s.isClosed ? "Cerrado" : `${s.openTime?.slice(0, 5)} – ${s.closeTime?.slice(0, 5)}`}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
