/**
 * Where a bank promotion applies (its scope) and the one rule "this bank promotion works here
 * today": the business page's "Hoy con tu tarjeta", the cards' badge, search's
 * `?promo-banco=<id>` ("¿Dónde la uso?") and the offline directory all ask `appliesHereToday` /
 * `appliesToBusiness`, never a rule of their own.
 *
 * A scope is one of:
 * - `todos`: every business (the promotion is the bank's, valid anywhere its card is taken);
 * - `categoria`: every business of a category, a main category including its subcategories;
 * - `marca`: every branch of a brand;
 * - `comercios`: a list of businesses.
 *
 * "Today" is Argentina's date and weekday of `now` (core/time-zone.ts): valid_from ≤ today ≤
 * valid_to and today's weekday is one of its days (none listed = every day). Card types and the
 * cap do not decide whether it applies; they are what the person reads next to it.
 */
import { appliesToday, type BankPromotionSchedule } from "./bank-promotion-days.ts";

export const BANK_PROMOTION_SCOPES = ["todos", "categoria", "marca", "comercios"] as const;
export type BankPromotionScopeKind = (typeof BANK_PROMOTION_SCOPES)[number];

export const BANK_PROMOTION_SCOPE_LABELS: Readonly<Record<BankPromotionScopeKind, string>> = {
  todos: "Todos los comercios",
  categoria: "Los comercios de una categoría",
  marca: "Las sucursales de una marca",
  comercios: "Una lista de comercios",
};

export function isBankPromotionScope(value: unknown): value is BankPromotionScopeKind {
  return typeof value === "string" && (BANK_PROMOTION_SCOPES as readonly string[]).includes(value);
}

export interface BankPromotionScope {
  scope: BankPromotionScopeKind;
  /** Scope `categoria`: the category (a main category covers its subcategories). */
  categoryId: number | null;
  /** Scope `marca`: the brand. */
  brandId: number | null;
  /** Scope `comercios`: the businesses' UUIDs. */
  businessUuids: readonly string[];
}

/** What the rule needs to know about a business. */
export interface BankPromotionPlace {
  uuid: string;
  categoryId: number | null;
  /** The category's parent (a subcategory's main category), null for a main category or none. */
  parentCategoryId: number | null;
  brandId: number | null;
}

/** Whether the promotion's scope covers this business (whatever the day). */
export function appliesToBusiness(promo: BankPromotionScope, place: BankPromotionPlace): boolean {
  switch (promo.scope) {
    case "todos":
      return true;
    case "categoria":
      return (
        promo.categoryId !== null &&
        (place.categoryId === promo.categoryId || place.parentCategoryId === promo.categoryId)
      );
    case "marca":
      return promo.brandId !== null && place.brandId === promo.brandId;
    case "comercios":
      return promo.businessUuids.includes(place.uuid);
    default:
      return false;
  }
}

/** The rule: the scope covers the business, and today (Argentina) is within its dates and days. */
export function appliesHereToday(
  promo: BankPromotionScope & BankPromotionSchedule,
  place: BankPromotionPlace,
  now: Date,
): boolean {
  return appliesToday(promo, now) && appliesToBusiness(promo, place);
}

/** The narrower a scope, the more it says about this business: a list before a brand, before a category, before all. */
const SPECIFICITY: Readonly<Record<BankPromotionScopeKind, number>> = {
  comercios: 0,
  marca: 1,
  categoria: 2,
  todos: 3,
};

/**
 * The promotions of `promos` that work at `place` today: the ones made for it first (a list, its
 * brand, its category, then every business), keeping the given order within each.
 */
export function bankPromotionsHereToday<P extends BankPromotionScope & BankPromotionSchedule>(
  promos: readonly P[],
  place: BankPromotionPlace,
  now: Date,
): P[] {
  return promos
    .filter((p) => appliesHereToday(p, place, now))
    .map((p, i) => ({ p, i }))
    .sort((a, b) => SPECIFICITY[a.p.scope] - SPECIFICITY[b.p.scope] || a.i - b.i)
    .map(({ p }) => p);
}

/**
 * Where it applies, in a few words for its card: "En todos los comercios", "En Gastronomía",
 * "En las sucursales de Café Central", "En 3 comercios" / "En Panadería Lucía".
 */
export function describeScope(
  promo: Pick<BankPromotionScope, "scope"> & {
    categoryName?: string | null;
    brandName?: string | null;
    businessNames?: readonly string[];
  },
): string {
  switch (promo.scope) {
    case "categoria":
      return promo.categoryName ? `En ${promo.categoryName}` : "En una categoría";
    case "marca":
      return promo.brandName ? `En las sucursales de ${promo.brandName}` : "En las sucursales de una marca";
    case "comercios": {
      const names = promo.businessNames ?? [];
      if (names.length === 1) return `En ${names[0]}`;
      return `En ${names.length} comercios`;
    }
    default:
      return "En todos los comercios";
  }
}
