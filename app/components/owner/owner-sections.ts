/**
 * The screens of one business in /mi-comercio/{businessId}, in the order the tabs show them.
 */

import {
  BarChart3,
  CalendarClock,
  ClipboardCheck,
  CreditCard,
  LayoutDashboard,
  Megaphone,
  MessageCircle,
  MessageSquare,
  Store,
  Tag,
} from "#app/components/icons/icons.tsx";
import type { IconComponent } from "#app/components/icons/sprite-icon.tsx";

export interface OwnerSection {
  /** The path under /mi-comercio/{businessId}; "" is the business's summary. */
  path: string;
  label: string;
  icon: IconComponent;
}

export const OWNER_SECTIONS: readonly OwnerSection[] = [
  { path: "", label: "Resumen", icon: LayoutDashboard },
  { path: "perfil", label: "Perfil", icon: Store },
  { path: "horarios", label: "Horarios", icon: CalendarClock },
  { path: "promociones", label: "Promociones", icon: Tag },
  { path: "resenas", label: "Reseñas", icon: MessageSquare },
  { path: "novedades", label: "Novedades", icon: Megaphone },
  { path: "preguntas", label: "Preguntas", icon: MessageCircle },
  { path: "sugerencias", label: "Sugerencias", icon: ClipboardCheck },
  { path: "estadisticas", label: "Estadísticas", icon: BarChart3 },
  { path: "plan", label: "Plan", icon: CreditCard },
];

export function ownerSectionHref(businessUuid: string, path: string): string {
  return path ? `/mi-comercio/${businessUuid}/${path}` : `/mi-comercio/${businessUuid}`;
}
