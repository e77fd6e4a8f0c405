/**
 * The screens of one business in /mi-comercio/{businessId}, in the order the tabs show them. A
 * section appears in the tabs once its screen is built (`ready`): a tab that leads to a missing page
 * reads as unfinished.
 */
import {
  BarChart3,
  CalendarClock,
  CreditCard,
  LayoutDashboard,
  type LucideIcon,
  MessageSquare,
  Store,
  Tag,
} from "lucide-react";

export interface OwnerSection {
  /** The path under /mi-comercio/{businessId}; "" is the business's summary. */
  path: string;
  label: string;
  icon: LucideIcon;
  ready: boolean;
}

export const OWNER_SECTIONS: readonly OwnerSection[] = [
  { path: "", label: "Resumen", icon: LayoutDashboard, ready: true },
  { path: "perfil", label: "Perfil", icon: Store, ready: true },
  { path: "horarios", label: "Horarios", icon: CalendarClock, ready: true },
  { path: "promociones", label: "Promociones", icon: Tag, ready: true },
  { path: "resenas", label: "Reseñas", icon: MessageSquare, ready: true },
  { path: "estadisticas", label: "Estadísticas", icon: BarChart3, ready: true },
  { path: "plan", label: "Plan", icon: CreditCard, ready: true },
];

export function ownerSectionHref(businessUuid: string, path: string): string {
  return path ? `/mi-comercio/${businessUuid}/${path}` : `/mi-comercio/${businessUuid}`;
}
