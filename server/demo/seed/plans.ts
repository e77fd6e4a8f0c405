/** The three plans shown on /pricing. Premium level 0/1/2; prices in whole pesos (ARS). */

export interface PlanSeed {
  name: string;
  slug: "basico" | "destacado" | "premium";
  description: string;
  priceArs: number;
  period: "monthly" | "yearly";
  features: string[];
  premiumLevel: number;
  /** Promotions marked "destacada" (the Premium plan promises "ofertas destacadas"). */
  includesFeaturedPromotions: boolean;
  isHighlighted: boolean;
  position: number;
}

export const PLANS: PlanSeed[] = [
  {
    name: "Básico",
    slug: "basico",
    description: "Para que tu comercio esté en la guía, sin costo.",
    priceArs: 0,
    period: "monthly",
    features: [
      "Ficha de tu comercio con dirección, teléfono y horarios",
      "Aparecés en el buscador y en tu categoría",
      "Botones de WhatsApp y llamada",
      "Reseñas de tus clientes, y tus respuestas",
      "Promociones en tu ficha y en Ofertas, sin límite",
      "Fotos, horarios y estadísticas que manejás vos",
    ],
    premiumLevel: 0,
    includesFeaturedPromotions: false,
    isHighlighted: false,
    position: 0,
  },
  {
    name: "Destacado",
    slug: "destacado",
    description: "Más visibilidad en tu categoría y en las búsquedas.",
    priceArs: 18000,
    period: "monthly",
    // The badge and the search priority are listed by /pricing from core/plan-perks.ts (the rule).
    features: ["Todo lo del plan Básico"],
    premiumLevel: 1,
    includesFeaturedPromotions: false,
    isHighlighted: true,
    position: 1,
  },
  {
    name: "Premium",
    slug: "premium",
    description: "La máxima exposición en Vilma, en la página de inicio y en Ofertas.",
    priceArs: 35000,
    period: "monthly",
    features: [
      "Todo lo del plan Destacado",
      "Ofertas destacadas: tus promociones, primero en Ofertas y en la página de inicio",
      "Una nota por año en el Magazine de Vilma",
    ],
    premiumLevel: 2,
    includesFeaturedPromotions: true,
    isHighlighted: false,
    position: 2,
  },
];

/** Which plan a business's premium level comes from (levels 2 and 3 are both Premium). */
export function planSlugForLevel(level: number): PlanSeed["slug"] {
  if (level <= 0) return "basico";
  return level === 1 ? "destacado" : "premium";
}
