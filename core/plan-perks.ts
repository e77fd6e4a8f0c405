/**
 * What a paid plan shows a visitor, from the plan's premium level (plans.premium_level, copied to
 * businesses.premium_level while a subscription is in force; server/billing/premium-sync.ts). The
 * one rule the card, the business page, the home's "Comercios Destacados" and /pricing read, so the
 * badge and the perks a visitor sees are the ones /pricing sold:
 *
 * - level 0 (Básico, or no plan): no badge, no perks.
 * - level 1 (Destacado): the "Destacado" badge and priority in the search results and categories.
 * - level 2 and up (Premium): the "Premium" badge, the same priority (ranked above Destacado), and a
 *   place in the home's "Comercios Destacados".
 *
 * "Ofertas destacadas" is the plan's own column (plans.includes_featured_promotions), not a level.
 */

export type PlanTier = "basico" | "destacado" | "premium";

/** The premium level from which a plan is Premium (levels 2 and 3 are both Premium). */
export const PREMIUM_MIN_LEVEL = 2;
/** The lowest paid level (Destacado). */
export const DESTACADO_LEVEL = 1;

export function planTier(premiumLevel: number | null | undefined): PlanTier {
  const level = Number.isFinite(premiumLevel) ? Number(premiumLevel) : 0;
  if (level >= PREMIUM_MIN_LEVEL) return "premium";
  if (level >= DESTACADO_LEVEL) return "destacado";
  return "basico";
}

/** The badge on the card and on the business page; null without one. */
export function planBadge(premiumLevel: number | null | undefined): "Destacado" | "Premium" | null {
  const tier = planTier(premiumLevel);
  return tier === "premium" ? "Premium" : tier === "destacado" ? "Destacado" : null;
}

/** The home's "Comercios Destacados" shows Premium businesses only. */
export function isInHomeFeatured(premiumLevel: number | null | undefined): boolean {
  return planTier(premiumLevel) === "premium";
}

/** Search and category lists rank paid plans first (higher levels first). */
export function hasSearchPriority(premiumLevel: number | null | undefined): boolean {
  return planTier(premiumLevel) !== "basico";
}

/**
 * The perks /pricing lists for a tier, generated from this rule so the page cannot promise what the
 * rule does not do. Each tier's lines are its own (the higher plan says "Todo lo del plan …" first).
 */
export function planPerks(tier: PlanTier): string[] {
  switch (tier) {
    case "basico":
      return [];
    case "destacado":
      return [
        "Insignia «Destacado» en tu ficha y en tu tarjeta",
        "Prioridad en los resultados de búsqueda y de tu categoría",
      ];
    case "premium":
      return [
        "Insignia «Premium» en tu ficha y en tu tarjeta, en lugar de «Destacado»",
        "Primero en los resultados de búsqueda y de tu categoría, antes que los Destacados",
        "Aparecés en Comercios Destacados de la página de inicio",
      ];
  }
}
