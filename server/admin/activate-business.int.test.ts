import { and, eq, inArray, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { auditLog, businesses, favorites, userNotifications } from "../db/schema.ts";
import { dispatchPendingEvents } from "../events/dispatcher.ts";
import { activateBusiness, activateBusinesses } from "./activate-business.ts";

const database = setupTestDatabase();

describe("activateBusiness", () => {
  it("publishes a pending business, audits it, and tells the neighbours who follow its category", async () => {
    const db = database().db;
    const [pending] = await db
      .select({ uuid: businesses.uuid, categoryId: businesses.categoryId, name: businesses.name })
      .from(businesses)
      .where(eq(businesses.status, "pending"))
      .limit(1);
    if (!pending?.categoryId) throw new Error("el seed no tiene comercios pendientes con categoría");
    const [sibling] = await db
      .select({ uuid: businesses.uuid })
      .from(businesses)
      .where(
        and(
          eq(businesses.categoryId, pending.categoryId),
          eq(businesses.status, "active"),
          ne(businesses.uuid, pending.uuid),
        ),
      )
      .limit(1);
    if (!sibling) throw new Error("sin comercio activo en la categoría");
    await db.insert(favorites).values({ userId: "demo-vecino", businessUuid: sibling.uuid }).onConflictDoNothing();

    const result = await activateBusiness("demo-admin", pending.uuid, "203.0.113.5");
    expect(result).toEqual({ ok: true, name: pending.name });
    await dispatchPendingEvents(db);

    const [row] = await db
      .select({ status: businesses.status })
      .from(businesses)
      .where(eq(businesses.uuid, pending.uuid));
    expect(row?.status).toBe("active");
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, pending.uuid));
    expect(audits).toMatchObject([
      {
        actorId: "demo-admin",
        action: "business.activate",
        ipAddress: "203.0.113.5",
        details: { before: { status: "pending" }, after: { status: "active" }, changed: ["status"] },
      },
    ]);
    const notes = await db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, "demo-vecino"), eq(userNotifications.type, "new_business")));
    expect(notes.length).toBe(1);
    expect(notes[0]?.message + (notes[0]?.title ?? "")).toContain(pending.name);

    // Publishing again changes nothing and notifies nobody twice.
    expect(await activateBusiness("demo-admin", pending.uuid)).toEqual({ ok: false, reason: "not_activatable" });
  });

  it("refuses an unknown business", async () => {
    expect(await activateBusiness("demo-admin", "00000000-0000-4000-8000-000000000000")).toEqual({
      ok: false,
      reason: "not_found",
    });
  });
});

describe("activateBusinesses", () => {
  it("publishes each one it can, audits each, and says which failed and why", async () => {
    const db = database().db;
    const pending = await db
      .select({ uuid: businesses.uuid, name: businesses.name })
      .from(businesses)
      .where(eq(businesses.status, "pending"))
      .limit(2);
    const [active] = await db
      .select({ uuid: businesses.uuid })
      .from(businesses)
      .where(eq(businesses.status, "active"))
      .limit(1);
    expect(pending).toHaveLength(2);
    const unknown = "00000000-0000-4000-8000-000000000001";

    const summary = await activateBusinesses(
      "demo-admin",
      [pending[0]!.uuid, active!.uuid, unknown, pending[1]!.uuid.toUpperCase(), pending[0]!.uuid],
      "203.0.113.9",
    );
    expect(summary).toEqual({
      published: [pending[0]!.name, pending[1]!.name],
      failed: [
        { uuid: active!.uuid, reason: "not_activatable" },
        { uuid: unknown, reason: "not_found" },
      ],
    });
    const rows = await db
      .select({ status: businesses.status })
      .from(businesses)
      .where(
        inArray(
          businesses.uuid,
          pending.map((p) => p.uuid),
        ),
      );
    expect(rows.map((r) => r.status)).toEqual(["active", "active"]);
    const audits = await db
      .select({ entityId: auditLog.entityId })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "business.activate"),
          inArray(
            auditLog.entityId,
            pending.map((p) => p.uuid),
          ),
        ),
      );
    // One audit row per business, the repeated id published once.
    expect(audits).toHaveLength(2);
  });

  it("does nothing for an empty list", async () => {
    expect(await activateBusinesses("demo-admin", [])).toEqual({ published: [], failed: [] });
  });
});
