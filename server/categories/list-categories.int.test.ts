import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { findCategoryScope, getCategoryTree, listCategories } from "./list-categories.ts";

setupTestDatabase();

describe("categories", () => {
  it("featured categories only, by position", async () => {
    const featured = await listCategories({ featuredOnly: true });
    expect(featured.length).toBeGreaterThanOrEqual(4);
    const all = await listCategories();
    const featuredIds = new Set(featured.map((c) => c.id));
    const positions = all.filter((c) => featuredIds.has(c.id));
    expect(positions.map((c) => c.id)).toEqual(featured.map((c) => c.id));
  });

  it("the tree's parent counts include their children", async () => {
    const tree = await getCategoryTree();
    expect(tree.length).toBeGreaterThanOrEqual(6);
    const total = tree.reduce((n, p) => n + p.businessCount, 0);
    expect(total).toBeGreaterThan(150);
    for (const parent of tree) {
      const children = parent.children.reduce((n, c) => n + c.businessCount, 0);
      expect(parent.businessCount).toBeGreaterThanOrEqual(children);
    }
  });

  it("a category scope covers the category and its children", async () => {
    const tree = await getCategoryTree();
    const parent = tree.find((p) => p.children.length > 1)!;
    const scope = await findCategoryScope(parent.slug);
    expect(scope!.ids).toEqual(expect.arrayContaining([parent.id, ...parent.children.map((c) => c.id)]));
    expect(await findCategoryScope("no-existe")).toBeNull();
  });
});
