import { useId } from "react";
import { NavLink } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { ADMIN_SECTION_GROUPS, type AdminSection } from "./admin-sections.ts";

/** The admin area's built sections, grouped. Used by the desktop sidebar and the phone menu. */
export function AdminNav({ className }: { className?: string }) {
  const baseId = useId();
  return (
    <nav aria-label="Secciones de administración" className={cn("flex flex-col gap-5", className)}>
      {ADMIN_SECTION_GROUPS.map((group, index) => {
        const headingId = `${baseId}-group-${index}`;
        return (
          <div key={group.label}>
            <p id={headingId} className="px-3 pb-1.5 font-semibold text-fg-muted text-xs uppercase tracking-wide">
              {group.label}
            </p>
            <ul aria-labelledby={headingId} className="flex flex-col gap-0.5">
              {group.sections.map((section) => (
                <li key={section.href}>
                  <AdminNavItem section={section} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

const itemBase = "flex min-h-10 items-center gap-2.5 rounded-lg px-3 py-2 text-sm";

function AdminNavItem({ section }: { section: AdminSection }) {
  const Icon = section.icon;
  return (
    <NavLink
      to={section.href}
      end
      className={({ isActive }) =>
        cn(
          itemBase,
          "font-medium",
          isActive
            ? "bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-100"
            : "text-fg hover:bg-surface-muted",
        )
      }
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      <span className="min-w-0 flex-1 truncate">{section.label}</span>
    </NavLink>
  );
}
