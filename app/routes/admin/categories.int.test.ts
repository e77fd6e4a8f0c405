import { asc, desc, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getCategoryTree } from "#server/categories/list-categories.ts";
import { auditLog, businesses, categories } from "#server/platform/db/schema.ts";
import {
  ADMIN,
  expectRefused,
  fieldErrors,
  load,
  locationOf,
  NOT_ADMINS,
  post,
  statusOf,
  toastOf,
} from "#tests/setup/catalog-route-helpers.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { action, loader } from "./categories.tsx";

const database = setupTestDatabase();
const PATH = "/admin/categories";

const valid = (extra: Record<string, string> = {}): [string, string][] =>
  Object.entries({
    name: "Cervecerías",
    slug: "cervecerias-test",
    description: "Cerveza artesanal",
    iconType: "lucide",
    icon: "Beer",
    color: "#b45309",
    isActive: "on",
    ...extra,
  });

async function bySlug(slug: string) {
  const [row] = await database().db.select().from(categories).where(eq(categories.slug, slug));
  return row;
}

async function rootsInOrder() {
  return (
    await database()
      .db.select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(isNull(categories.parentId))
      .orderBy(asc(categories.position), asc(categories.name))
  ).map((r) => r.slug);
}

describe("/admin/categories", () => {
  it("shows the tree with active business counts to an admin and to nobody else", async () => {
    const page = (await load(loader, PATH, ADMIN)) as Awaited<ReturnType<typeof loader>>;
    expect(page.tree.length).toBeGreaterThan(3);
    const withChildren = page.tree.find((r) => r.children.length > 0)!;
    expect(withChildren.children.every((c) => c.parentId === withChildren.id)).toBe(true);
    expect(page.tree.flatMap((r) => r.children).some((c) => c.activeBusinesses > 0)).toBe(true);
    for (const user of NOT_ADMINS) expect(expectRefused(await load(loader, PATH, user), user)).toBe(true);
  });

  it("creates and edits a category (audited); refuses non-admins, changing nothing", async () => {
    for (const user of NOT_ADMINS) {
      expect(expectRefused(await post(action, PATH, user, valid()), user)).toBe(true);
    }
    expect(await bySlug("cervecerias-test")).toBeUndefined();

    const [parent] = await database()
      .db.select()
      .from(categories)
      .where(isNull(categories.parentId))
      .orderBy(asc(categories.position))
      .limit(1);
    const created = await post(action, PATH, ADMIN, valid({ parentId: String(parent!.id), isFeatured: "on" }));
    expect(await toastOf(created)).toMatchObject({ type: "success", title: "Categoría creada" });
    const row = (await bySlug("cervecerias-test"))!;
    expect(row).toMatchObject({ parentId: parent!.id, isFeatured: true, icon: "Beer", color: "#b45309" });
    // It shows on the public tree at once (the cache was cleared).
    const tree = await getCategoryTree();
    expect(tree.find((r) => r.id === parent!.id)?.children.some((c) => c.slug === "cervecerias-test")).toBe(true);

    const edited = await post(
      action,
      PATH,
      ADMIN,
      valid({ categoryId: String(row.id), name: "Cervecerías artesanales", iconType: "emoji", icon: "🍺" }),
    );
    expect(statusOf(edited)).toBe(302);
    expect(await bySlug("cervecerias-test")).toMatchObject({
      name: "Cervecerías artesanales",
      icon: "🍺",
      iconType: "emoji",
    });
    const actions = await database()
      .db.select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(row.id)))
      .orderBy(desc(auditLog.id));
    expect(actions.map((a) => a.action).filter((a) => a.startsWith("category."))).toEqual([
      "category.update",
      "category.create",
    ]);
  });

  it("answers bad input with Spanish field messages and saves nothing", async () => {
    const bad = await post(
      action,
      PATH,
      ADMIN,
      valid({ name: "x", slug: "Con Espacios", icon: "NoExiste", color: "#fff000", parentId: "abc" }),
    );
    expect(statusOf(bad)).toBe(400);
    expect(fieldErrors(bad)).toMatchObject({
      name: "Escribí el nombre (de 2 a 60 caracteres).",
      slug: expect.stringContaining("Sólo minúsculas"),
      parentId: "Elegí una categoría principal de la lista.",
    });
    const badIcon = await post(action, PATH, ADMIN, valid({ icon: "NoExiste", color: "#fef08a" }));
    expect(fieldErrors(badIcon)).toMatchObject({
      icon: "Elegí un ícono de la lista.",
      color: "Con ese color el ícono blanco casi no se ve: elegí uno más oscuro.",
    });
    const badEmoji = await post(action, PATH, ADMIN, valid({ iconType: "emoji", icon: "ab" }));
    expect(fieldErrors(badEmoji).icon).toBe("Pegá un solo emoji (por ejemplo 🍕).");
    const taken = await post(action, PATH, ADMIN, valid({ slug: (await rootsInOrder())[0]! }));
    expect(statusOf(taken)).toBe(409);
    expect(fieldErrors(taken).slug).toBe("Ya hay una categoría con esa dirección.");
    expect(await bySlug("con-espacios")).toBeUndefined();
  });

  it("refuses a cycle and a third level", async () => {
    const { db } = database();
    const [root] = await db.select().from(categories).where(isNull(categories.parentId)).limit(1);
    const [child] = await db.select().from(categories).where(eq(categories.parentId, root!.id)).limit(1);
    const form = (id: number, parentId: number) =>
      valid({
        categoryId: String(id),
        slug: root!.slug,
        name: root!.name,
        color: root!.color,
        parentId: String(parentId),
      });
    const self = await post(action, PATH, ADMIN, form(root!.id, root!.id));
    expect(fieldErrors(self).parentId).toBe(
      "Una categoría no puede estar dentro de sí misma ni de una de sus subcategorías.",
    );
    const intoChild = await post(action, PATH, ADMIN, form(root!.id, child!.id));
    expect(statusOf(intoChild)).toBe(409);
    expect(fieldErrors(intoChild).parentId).toBe(
      "Una categoría no puede estar dentro de sí misma ni de una de sus subcategorías.",
    );
    expect((await bySlug(root!.slug))?.parentId).toBeNull();
  });

  it("moves a category up and down among its siblings (audited), the public order with it", async () => {
    const before = await rootsInOrder();
    for (const user of NOT_ADMINS) {
      const refused = await post(action, PATH, user, [
        ["intent", "move"],
        ["categoryId", String((await bySlug(before[1]!))!.id)],
        ["to", "up"],
      ]);
      expect(expectRefused(refused, user)).toBe(true);
    }
    expect(await rootsInOrder()).toEqual(before);

    const second = (await bySlug(before[1]!))!;
    const moved = await post(action, PATH, ADMIN, [
      ["intent", "move"],
      ["categoryId", String(second.id)],
      ["to", "up"],
    ]);
    expect(locationOf(moved)).toBe(`${PATH}#categoria-${second.id}`);
    expect(await toastOf(moved)).toMatchObject({ title: "Orden guardado" });
    const after = await rootsInOrder();
    expect(after.slice(0, 2)).toEqual([before[1], before[0]]);
    expect((await getCategoryTree()).slice(0, 2).map((c) => c.slug)).toEqual([before[1], before[0]]);

    // Already first: nothing to do. Dropped at the end: last.
    const again = await post(action, PATH, ADMIN, [
      ["intent", "move"],
      ["categoryId", String(second.id)],
      ["to", "up"],
    ]);
    expect(await toastOf(again)).toMatchObject({ title: "Ya estaba en ese lugar" });
    await post(action, PATH, ADMIN, [
      ["intent", "move"],
      ["categoryId", String(second.id)],
      ["to", "999"],
    ]);
    expect((await rootsInOrder()).at(-1)).toBe(before[1]);
    const [audit] = await database()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.action, "category.move"))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.entityId).toBe(String(second.id));
  });

  it("refuses deleting a category in use unless its businesses move; refuses non-admins", async () => {
    const { db } = database();
    const [used] = await db
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .innerJoin(businesses, eq(businesses.categoryId, categories.id))
      .where(eq(businesses.status, "active"))
      .limit(1);
    const target = (await bySlug((await rootsInOrder())[0]!))!;
    for (const user of NOT_ADMINS) {
      const refused = await post(action, PATH, user, [
        ["intent", "delete"],
        ["categoryId", String(used!.id)],
        ["moveTo", String(target.id)],
      ]);
      expect(expectRefused(refused, user)).toBe(true);
    }
    const withoutMove = await post(action, PATH, ADMIN, [
      ["intent", "delete"],
      ["categoryId", String(used!.id)],
    ]);
    expect(statusOf(withoutMove)).toBe(409);
    expect(fieldErrors(withoutMove, "deleteResult").moveTo).toMatch(/elegí a qué categoría pas/);
    expect(await bySlug(used!.slug)).toBeDefined();

    const count = await db.$count(businesses, eq(businesses.categoryId, used!.id));
    const deleted = await post(action, PATH, ADMIN, [
      ["intent", "delete"],
      ["categoryId", String(used!.id)],
      ["moveTo", String(target.id)],
    ]);
    expect(await toastOf(deleted)).toMatchObject({ type: "success", title: "Categoría eliminada" });
    expect(await bySlug(used!.slug)).toBeUndefined();
    expect(await db.$count(businesses, eq(businesses.categoryId, target.id))).toBeGreaterThanOrEqual(count);

    const parentWithChildren = await post(action, PATH, ADMIN, [
      ["intent", "delete"],
      ["categoryId", String(target.id)],
    ]);
    expect(statusOf(parentWithChildren)).toBe(409);
    const hostile = await post(action, PATH, ADMIN, [
      ["intent", "delete"],
      ["categoryId", "1 or 1=1"],
    ]);
    expect(statusOf(hostile)).toBe(400);
  });
});
