/** What /magazine reads from its query string. Anything unreadable falls back instead of failing. */
import { isSlugShaped } from "#core/slug.ts";
export interface MagazineParams {
  /** 1 unless `page` is a whole number ≥ 1 (the list clamps it to the last page). */
  page: number;
  /** A slug-shaped `categoria`, else null (unknown slugs are ignored by the page). */
  categoria: string | null;
}

export function parseMagazineParams(search: URLSearchParams): MagazineParams {
  const rawPage = search.get("page")?.trim() ?? "";
  const page = /^\d{1,9}$/.test(rawPage) ? Math.max(1, Number(rawPage)) : 1;
  const rawCategory = search.get("categoria")?.trim().toLowerCase() ?? "";
  const categoria = isSlugShaped(rawCategory, 60) ? rawCategory : null;
  return { page, categoria };
}
