import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { plans } from "../db/schema.ts";
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
      expect(plan.features.length).toBeGreaterThan(2);
    }
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
