import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { planPerks, planTier } from "#core/plan-perks.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { plans } from "../platform/db/schema.ts";
import { listActivePlans } from "./list-plans.ts";

const getHandle = setupTestDatabase();

describe("listActivePlans", () => {
  it("the three demo plans by position, one highlighted", async () => {
    const list = await listActivePlans();
    expect(list.map((p) => p.slug)).toEqual(["basico", "destacado", "premium"]);
    expect(list.map((p) => p.priceArs)).toEqual([0, 18000, 35000]);
    expect(list.filter((p) => p.isHighlighted).map((p) => p.slug)).toEqual(["destacado"]);
    for (const plan of list) {
      expect(plan.period).toBe("monthly");
      // With the perks /pricing adds from core/plan-perks.ts, every plan lists more than two lines.
      expect(plan.features.length + planPerks(planTier(plan.premiumLevel)).length).toBeGreaterThan(2);
    }
    // The badge and the places a plan shows are the rule's, never repeated by the plan's own text.
    const all = list.flatMap((p) => p.features).join(" · ");
    expect(all).not.toMatch(/Insignia|Comercios Destacados de la página de inicio/);
  });

  it("follows position, not insertion order, and leaves inactive plans out", async () => {
    const { db } = getHandle();
    await db.insert(plans).values([
      { name: "Primero", slug: "primero", priceArs: 1000, position: -1, period: "yearly" },
      { name: "Viejo", slug: "viejo", priceArs: 5000, position: 1, isActive: false },
    ]);
    await db.update(plans).set({ position: 10 }).where(eq(plans.slug, "basico"));
    const list = await listActivePlans();
    expect(list.map((p) => p.slug)).toEqual(["primero", "destacado", "premium", "basico"]);
    expect(list[0]?.period).toBe("yearly");
  });
});
