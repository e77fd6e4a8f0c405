import { useId } from "react";
import { NavLink } from "react-router";
import {
  BarChart3,
  Bell,
  BookOpenText,
  Building2,
  CalendarClock,
  ClipboardCheck,
  CreditCard,
  FileText,
  FileUp,
  FolderTree,
  Gauge,
  ImageIcon,
  LayoutGrid,
  LifeBuoy,
  Megaphone,
  MessageCircle,
  Moon,
  Newspaper,
  Plus,
  Search,
  Send,
  Settings,
  ShieldCheck,
  Sparkles,
  Star,
  Tags,
  Users,
  Workflow,
} from "#app/components/icons/icons.tsx";
import type { IconComponent } from "#app/components/icons/sprite-icon.tsx";
import { cn } from "#app/lib/cn.ts";
import { ADMIN_SECTION_GROUPS, type AdminSectionHref } from "./admin-sections.ts";

/** Each section's icon: every section has one (the type lists them all). */
const SECTION_ICONS: Record<AdminSectionHref, IconComponent> = {
  "/admin/dashboard": Gauge,
  "/admin/analytics": BarChart3,
  "/admin/businesses": Building2,
  "/admin/businesses/new": Plus,
  "/admin/businesses/special-hours": CalendarClock,
  "/admin/businesses/bulk-import": FileUp,
  "/admin/categories": FolderTree,
  "/admin/categories/bulk-import": FileUp,
  "/admin/brands": Tags,
  "/admin/farmacias-de-turno": Moon,
  "/admin/claims": ShieldCheck,
  "/admin/users": Users,
  "/admin/reviews": Star,
  "/admin/preguntas": MessageCircle,
  "/admin/sugerencias": ClipboardCheck,
  "/admin/support": LifeBuoy,
  "/admin/subscriptions": CreditCard,
  "/admin/plans": LayoutGrid,
  "/admin/promotions": Megaphone,
  "/admin/content/banners": ImageIcon,
  "/admin/content/pages": FileText,
  "/admin/content/quick-access": LayoutGrid,
  "/admin/magazine": Newspaper,
  "/admin/magazine/ai-generator": Sparkles,
  "/admin/magazine/new": BookOpenText,
  "/admin/notifications": Bell,
  "/admin/send-notifications": Send,
  "/admin/busqueda": Search,
  "/admin/event-bus": Workflow,
  "/admin/settings": Settings,
};

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

function AdminNavItem({ section }: { section: { label: string; href: AdminSectionHref } }) {
  const Icon = SECTION_ICONS[section.href];
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
