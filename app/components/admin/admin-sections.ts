/**
 * Every screen of the admin area (spec §2 "Admin area /admin/*"), grouped the way an admin thinks
 * about them. Only built screens appear in the navigation (a menu of "coming soon" entries reads as
 * an unfinished product, and a link to an unbuilt screen is a 404): when one lands, flip its `ready`
 * to true.
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
  Image,
  LayoutGrid,
  LifeBuoy,
  type LucideIcon,
  Megaphone,
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
} from "lucide-react";

export interface AdminSection {
  label: string;
  /** The spec's path under /admin. */
  href: string;
  icon: LucideIcon;
  ready: boolean;
}

export interface AdminSectionGroup {
  label: string;
  sections: AdminSection[];
}

export const ADMIN_SECTION_GROUPS: AdminSectionGroup[] = [
  {
    label: "General",
    sections: [
      { label: "Dashboard", href: "/admin/dashboard", icon: Gauge, ready: true },
      { label: "Analíticas", href: "/admin/analytics", icon: BarChart3, ready: false },
    ],
  },
  {
    label: "Directorio",
    sections: [
      { label: "Comercios", href: "/admin/businesses", icon: Building2, ready: false },
      { label: "Nuevo comercio", href: "/admin/businesses/new", icon: Plus, ready: false },
      { label: "Horarios especiales", href: "/admin/businesses/special-hours", icon: CalendarClock, ready: false },
      { label: "Importar comercios", href: "/admin/businesses/bulk-import", icon: FileUp, ready: false },
      { label: "Categorías", href: "/admin/categories", icon: FolderTree, ready: false },
      { label: "Importar categorías", href: "/admin/categories/bulk-import", icon: FileUp, ready: false },
      { label: "Marcas", href: "/admin/brands", icon: Tags, ready: false },
      { label: "Reclamos", href: "/admin/claims", icon: ShieldCheck, ready: true },
    ],
  },
  {
    label: "Personas",
    sections: [
      { label: "Usuarios", href: "/admin/users", icon: Users, ready: false },
      { label: "Reseñas", href: "/admin/reviews", icon: Star, ready: false },
      { label: "Soporte", href: "/admin/support", icon: LifeBuoy, ready: false },
    ],
  },
  {
    label: "Planes y ofertas",
    sections: [
      { label: "Suscripciones", href: "/admin/subscriptions", icon: CreditCard, ready: true },
      { label: "Planes", href: "/admin/plans", icon: LayoutGrid, ready: true },
      { label: "Promociones", href: "/admin/promotions", icon: Megaphone, ready: false },
    ],
  },
  {
    label: "Contenido",
    sections: [
      { label: "Banners", href: "/admin/content/banners", icon: Image, ready: false },
      { label: "Páginas", href: "/admin/content/pages", icon: FileText, ready: false },
      { label: "Accesos rápidos", href: "/admin/content/quick-access", icon: LayoutGrid, ready: false },
      { label: "Generador IA", href: "/admin/magazine/ai-generator", icon: Sparkles, ready: false },
      { label: "Nuevo artículo", href: "/admin/magazine/new", icon: BookOpenText, ready: false },
    ],
  },
  {
    label: "Comunicación",
    sections: [
      { label: "Notificaciones", href: "/admin/notifications", icon: Bell, ready: false },
      { label: "Enviar notificaciones", href: "/admin/send-notifications", icon: Send, ready: false },
    ],
  },
  {
    label: "Sistema",
    sections: [
      { label: "Índice de búsqueda", href: "/admin/algolia", icon: Search, ready: false },
      { label: "Bus de eventos", href: "/admin/event-bus", icon: Workflow, ready: false },
      { label: "Configuración", href: "/admin/settings", icon: Settings, ready: false },
    ],
  },
];

export const ADMIN_SECTIONS: AdminSection[] = ADMIN_SECTION_GROUPS.flatMap((g) => g.sections);

/** What the navigation shows: the built screens, in groups that have at least one. */
export const ADMIN_NAV_GROUPS: AdminSectionGroup[] = ADMIN_SECTION_GROUPS.map((group) => ({
  ...group,
  sections: group.sections.filter((section) => section.ready),
})).filter((group) => group.sections.length > 0);

/** The section a path belongs to (the longest matching href), for the page title on phones. */
export function sectionForPath(pathname: string): AdminSection | undefined {
  return ADMIN_SECTIONS.filter((s) => pathname === s.href || pathname.startsWith(`${s.href}/`)).sort(
    (a, b) => b.href.length - a.href.length,
  )[0];
}
