/**
 * An administrator takes a term off the home page's "Búsquedas Trending" (a scam line that got past
 * the rules, an insult): one row in hidden_trending_terms and its audit entry, in one transaction.
 * The term is stored as the trending list counts it (normalised, lowercase); hiding it twice is fine.
 */
import { fail, ok, type Result } from "#core/errors.ts";
import { trendingTermKey } from "#core/trending-terms.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { getDb } from "../platform/db/client.ts";
import { hiddenTrendingTerms } from "../platform/db/schema.ts";

export async function hideTrendingTerm(
  rawTerm: string,
  actor: { id: string; ip?: string | null },
): Promise<Result<{ term: string; alreadyHidden: boolean }>> {
  const term = trendingTermKey(rawTerm);
  if (!term) return fail("validation", "Elegí una búsqueda.");
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(hiddenTrendingTerms)
      .values({ term, hiddenBy: actor.id })
      .onConflictDoNothing()
      .returning({ term: hiddenTrendingTerms.term });
    if (inserted.length === 0) return ok({ term, alreadyHidden: true });
    await recordAudit(tx, {
      actor,
      action: "trending_term.hide",
      entity: { type: "trending_term", id: term },
      before: { hidden: false },
      after: { hidden: true },
    });
    return ok({ term, alreadyHidden: false });
  });
  // The home page's sections are cached for 30 s: every instance shows the change at once.
  await clearPublicCaches();
  return result;
}
