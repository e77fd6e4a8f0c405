/**
 * /ofertas URLs from its parameters: the URL carries the whole state (tab, filters, pages shown), and
 * only what applies to the tab is written, defaults left out, so every state has one URL.
 */

import { DAY_SLUGS } from "#core/bank-promotions.ts";
import type { OffersParams } from "#server/promotions/offers-params.ts";

export function offersSearchParams(params: OffersParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.tab === "bancos") {
    query.set("tab", "bancos");
    if (params.bank) query.set("bank", params.bank);
    if (params.day !== null) query.set("day", DAY_SLUGS[params.day] as string);
    if (params.card) query.set("card", params.card);
  } else if (params.category) {
    query.set("category", params.category);
  }
  if (params.ending) query.set("ending", "1");
  if (params.page > 1) query.set("page", String(params.page));
  return query;
}

/** "/ofertas?tab=bancos&bank=galicia"; `changes` override the current parameters. */
export function offersHref(params: OffersParams, changes: Partial<OffersParams> = {}): string {
  const query = offersSearchParams({ ...params, ...changes });
  return query.size > 0 ? `/ofertas?${query}` : "/ofertas";
}

/** The canonical path: the tab and the bank only (filters and "Ver más" are views of the same page). */
export function canonicalOffersPath(params: Pick<OffersParams, "tab" | "bank">): string {
  if (params.tab !== "bancos") return "/ofertas";
  const query = new URLSearchParams({ tab: "bancos" });
  if (params.bank) query.set("bank", params.bank);
  return `/ofertas?${query}`;
}
