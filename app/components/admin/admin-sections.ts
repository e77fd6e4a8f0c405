/**
 * Every screen of the admin area (spec §2 "Admin area /admin/*", plus the magazine's article list),
 * grouped the way an admin thinks about them: the navigation draws these groups as they are.
 */

import {
  BarChart3,
  Bell,
  BookOpenText,
  Building2,
  CalendarClock,
  CreditCard,
  FileText,
  FileUp,
  FolderTree,
  Gauge,
  ImageIcon,
  LayoutGrid,
  LifeBuoy,
  Megaphone,
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

export interface AdminSection {
  label: string;
  /** The spec's path under /admin. */
  href: string;
  icon: IconComponent;
}

export interface AdminSectionGroup {
  label: string;
  sections: AdminSection[];
}

export const ADMIN_SECTION_GROUPS: AdminSectionGroup[] = [
  {
    label: "General",
    sections: [
      { label: "Dashboard", href: "/admin/dashboard", icon: Gauge },
      { label: "Analíticas", href: "/admin/analytics", icon: BarChart3 },
    ],
  },
  {
    label: "Directorio",
    sections: [
      { label: "Comercios", href: "/admin/businesses", icon: Building2 },
      { label: "Nuevo comercio", href: "/admin/businesses/new", icon: Plus },
      { label: "Horarios especiales", href: "/admin/businesses/special-hours", icon: CalendarClock },
      { label: "Importar comercios", href: "/admin/businesses/bulk-import", icon: FileUp },
      { label: "Categorías", href: "/admin/categories", icon: FolderTree },
      { label: "Importar categorías", href: "/admin/categories/bulk-import", icon: FileUp },
      { label: "Marcas", href: "/admin/brands", icon: Tags },
      { label: "Reclamos", href: "/admin/claims", icon: ShieldCheck },
    ],
  },
  {
    label: "Personas",
    sections: [
      { label: "Usuarios", href: "/admin/users", icon: Users },
      { label: "Reseñas", href: "/admin/reviews", icon: Star },
      { label: "Soporte", href: "/admin/support", icon: LifeBuoy },
    ],
  },
  {
    label: "Planes y ofertas",
    sections: [
      { label: "Suscripciones", href: "/admin/subscriptions", icon: CreditCard },
      { label: "Planes", href: "/admin/plans", icon: LayoutGrid },
      { label: "Promociones", href: "/admin/promotions", icon: Megaphone },
    ],
  },
  {
    label: "Contenido",
    sections: [
      { label: "Banners", href: "/admin/content/banners", icon: ImageIcon },
      { label: "Páginas", href: "/admin/content/pages", icon: FileText },
      { label: "Accesos rápidos", href: "/admin/content/quick-access", icon: LayoutGrid },
      { label: "Artículos", href: "/admin/magazine", icon: Newspaper },
      { label: "Generador IA", href: "/admin/magazine/ai-generator", icon: Sparkles },
      { label: "Nuevo artículo", href: "/admin/magazine/new", icon: BookOpenText },
    ],
  },
  {
    label: "Comunicación",
    sections: [
      { label: "Notificaciones", href: "/admin/notifications", icon: Bell },
      { label: "Enviar notificaciones", href: "/admin/send-notifications", icon: Send },
    ],
  },
  {
    label: "Sistema",
    sections: [
      { label: "Índice de búsqueda", href: "/admin/algolia", icon: Search },
      { label: "Bus de eventos", href: "/admin/event-bus", icon: Workflow },
      { label: "Configuración", href: "/admin/settings", icon: Settings },
    ],
  },
];

export const ADMIN_SECTIONS: AdminSection[] = ADMIN_SECTION_GROUPS.flatMap((g) => g.sections);

/** The section a path belongs to (the longest matching href), for the page title on phones. */
export function sectionForPath(pathname: string): AdminSection | undefined {
  return ADMIN_SECTIONS.filter((s) => pathname === s.href || pathname.startsWith(`${s.href}/`)).sort(
    (a, b) => b.href.length - a.href.length,
  )[0];
}
