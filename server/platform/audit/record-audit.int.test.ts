import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { businesses } from "#server/platform/db/schema.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { auditTrail, changedKeys, recordAudit } from "./record-audit.ts";

const database = setupTestDatabase();

describe("recordAudit", () => {
  it("stores who, what, before, after, the changed keys and the reason", async () => {
    const { db } = database();
    const entity = { type: "business", id: "audit-prueba-1" };
    await db.transaction(async (tx) => {
      await recordAudit(tx, {
        actor: { id: "demo-admin", ip: "203.0.113.9" },
        action: "business.status",
        entity,
        before: { status: "pending", name: "La Esquina" },
        after: { status: "rejected", name: "La Esquina" },
        reason: "Dirección inexistente",
      });
    });
    const [entry] = await auditTrail(db, entity);
    expect(entry).toMatchObject({
      actorId: "demo-admin",
      action: "business.status",
      ipAddress: "203.0.113.9",
      details: {
        before: { status: "pending", name: "La Esquina" },
        after: { status: "rejected", name: "La Esquina" },
        changed: ["status"],
        reason: "Dirección inexistente",
      },
    });
  });

  it("rolls back with the change it describes", async () => {
    const { db } = database();
    const [business] = await db.select({ uuid: businesses.uuid, name: businesses.name }).from(businesses).limit(1);
    const entity = { type: "business", id: business!.uuid };
    const before = (await auditTrail(db, entity)).length;
    await expect(
      db.transaction(async (tx) => {
        await tx.update(businesses).set({ name: "Cambiado" }).where(eq(businesses.uuid, business!.uuid));
        await recordAudit(tx, {
          actor: { id: "demo-admin" },
          action: "business.update",
          entity,
          before: { name: business!.name },
          after: { name: "Cambiado" },
        });
        throw new Error("falla después de auditar");
      }),
    ).rejects.toThrow("falla después de auditar");
    expect(await auditTrail(db, entity)).toHaveLength(before);
    const [row] = await db
      .select({ name: businesses.name })
      .from(businesses)
      .where(eq(businesses.uuid, business!.uuid));
    expect(row?.name).toBe(business!.name);
  });

  it("lists a thing's history newest first", async () => {
    const { db } = database();
    const entity = { type: "promotion", id: "audit-prueba-2" };
    for (const action of ["promotion.create", "promotion.update", "promotion.end"]) {
      await recordAudit(db, { actor: { id: null }, action, entity });
    }
    expect((await auditTrail(db, entity)).map((e) => e.action)).toEqual([
      "promotion.end",
      "promotion.update",
      "promotion.create",
    ]);
  });
});

describe("changedKeys", () => {
  it("compares by content, created and deleted records included", () => {
    expect(changedKeys({ a: 1, d: new Date(0) }, { a: 1, d: new Date(0) })).toEqual([]);
    expect(changedKeys({ a: 1, b: [1] }, { a: 2, b: [1, 2] })).toEqual(["a", "b"]);
    expect(changedKeys(null, { a: 1 })).toEqual(["a"]);
    expect(changedKeys({ a: 1 }, null)).toEqual(["a"]);
  });
});
