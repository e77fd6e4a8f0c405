/**
 * Every screen of the admin area (spec §2 "Admin area /admin/*", plus the magazine's article list),
 * grouped the way an admin thinks about them: the navigation draws these groups as they are. Plain
 * data (the browser tests read it too); each section's icon is the navigation's (admin-nav.tsx).
 */

export interface AdminSection {
  label: string;
  /** The spec's path under /admin. */
  href: string;
}

export interface AdminSectionGroup {
  label: string;
  sections: readonly AdminSection[];
}

export const ADMIN_SECTION_GROUPS = [
  {
    label: "General",
    sections: [
      { label: "Dashboard", href: "/admin/dashboard" },
      { label: "Analíticas", href: "/admin/analytics" },
    ],
  },
  {
    label: "Directorio",
    sections: [
      { label: "Comercios", href: "/admin/businesses" },
      { label: "Nuevo comercio", href: "/admin/businesses/new" },
      { label: "Horarios especiales", href: "/admin/businesses/special-hours" },
      { label: "Importar comercios", href: "/admin/businesses/bulk-import" },
      { label: "Categorías", href: "/admin/categories" },
      { label: "Importar categorías", href: "/admin/categories/bulk-import" },
      { label: "Marcas", href: "/admin/brands" },
      { label: "Farmacias de turno", href: "/admin/farmacias-de-turno" },
      { label: "Reclamos", href: "/admin/claims" },
    ],
  },
  {
    label: "Personas",
    sections: [
      { label: "Usuarios", href: "/admin/users" },
      { label: "Reseñas", href: "/admin/reviews" },
      { label: "Preguntas", href: "/admin/preguntas" },
      { label: "Sugerencias", href: "/admin/sugerencias" },
      { label: "Soporte", href: "/admin/support" },
    ],
  },
  {
    label: "Planes y ofertas",
    sections: [
      { label: "Suscripciones", href: "/admin/subscriptions" },
      { label: "Planes", href: "/admin/plans" },
      { label: "Promociones", href: "/admin/promotions" },
    ],
  },
  {
    label: "Contenido",
    sections: [
      { label: "Banners", href: "/admin/content/banners" },
      { label: "Páginas", href: "/admin/content/pages" },
      { label: "Accesos rápidos", href: "/admin/content/quick-access" },
      { label: "Artículos", href: "/admin/magazine" },
      { label: "Generador IA", href: "/admin/magazine/ai-generator" },
      { label: "Nuevo artículo", href: "/admin/magazine/new" },
    ],
  },
  {
    label: "Comunicación",
    sections: [
      { label: "Notificaciones", href: "/admin/notifications" },
      { label: "Enviar notificaciones", href: "/admin/send-notifications" },
    ],
  },
  {
    label: "Sistema",
    sections: [
      { label: "Índice de búsqueda", href: "/admin/busqueda" },
      { label: "Bus de eventos", href: "/admin/event-bus" },
      { label: "Configuración", href: "/admin/settings" },
    ],
  },
] as const satisfies readonly AdminSectionGroup[];

export const ADMIN_SECTIONS: readonly AdminSection[] = ADMIN_SECTION_GROUPS.flatMap(
  (g): readonly AdminSection[] => g.sections,
);

export type AdminSectionHref = (typeof ADMIN_SECTION_GROUPS)[number]["sections"][number]["href"];

/** The section a path belongs to (the longest matching href), for the page title on phones. */
export function sectionForPath(pathname: string): AdminSection | undefined {
  return ADMIN_SECTIONS.filter((s) => pathname === s.href || pathname.startsWith(`${s.href}/`)).sort(
    (a, b) => b.href.length - a.href.length,
  )[0];
}
