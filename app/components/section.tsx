import { Link } from "react-router";
import { ChevronRight } from "#app/components/icons/icons.tsx";

export function Section({
  id,
  title,
  badge,
  link,
  children,
}: {
  id: string;
  title: string;
  badge?: React.ReactNode;
  link?: { to: string; label: string };
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-6xl px-4 py-8">
      <div className="mb-5 flex items-end justify-between gap-4">
        <h2 id={`${id}-title`} className="flex items-center gap-2 font-bold text-2xl tracking-tight">
          {title}
          {badge}
        </h2>
        {link && (
          <Link
            to={link.to}
            className="inline-flex shrink-0 items-center gap-0.5 font-medium text-brand-600 text-sm hover:underline dark:text-blue-300"
          >
            {link.label}
            <ChevronRight className="size-4" aria-hidden />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

export function SectionBadge({ children, tone }: { children: React.ReactNode; tone: "hot" | "new" }) {
  return (
    <span
      className={
        tone === "hot"
          ? "rounded-full bg-orange-700 px-2 py-0.5 font-bold text-[11px] text-white tracking-wider"
          : "rounded-full bg-emerald-700 px-2 py-0.5 font-bold text-[11px] text-white tracking-wider"
      }
    >
      {children}
    </span>
  );
}
