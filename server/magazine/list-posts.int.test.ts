import { and, eq, lte } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { magazinePosts } from "../platform/db/schema.ts";
import { listPostCategories } from "./list-post-categories.ts";
import { listPublishedPosts, MAGAZINE_PAGE_SIZE } from "./list-posts.ts";
import { listPublishedPostSlugs } from "./sitemap-posts.ts";

const getHandle = setupTestDatabase();
const now = TEST_NOW;
const DAY = 86_400_000;

let publishedSlugs: string[];

beforeAll(async () => {
  const { db } = getHandle();
  // Hidden on purpose: one scheduled for tomorrow, one draft that carries a past date.
  await db.insert(magazinePosts).values([
    {
      slug: "nota-programada-para-manana",
      title: "Programada",
      body: "Todavía no.",
      category: "Guías",
      status: "published",
      publishedAt: new Date(now.getTime() + DAY),
    },
    {
      slug: "borrador-con-fecha",
      title: "Borrador",
      body: "Tampoco.",
      category: "Guías",
      status: "draft",
      publishedAt: new Date(now.getTime() - DAY),
    },
  ]);
  const rows = await db
    .select({ slug: magazinePosts.slug })
    .from(magazinePosts)
    .where(and(eq(magazinePosts.status, "published"), lte(magazinePosts.publishedAt, now)));
  publishedSlugs = rows.map((r) => r.slug);
});

describe("listPublishedPosts", () => {
  it("only published posts whose date has come, newest first", async () => {
    expect(publishedSlugs.length).toBeGreaterThanOrEqual(12);
    const all = await listPublishedPosts({ now, perPage: 100 });
    expect(all.total).toBe(publishedSlugs.length);
    expect(all.items.map((p) => p.slug).sort()).toEqual([...publishedSlugs].sort());
    expect(all.items.map((p) => p.slug)).not.toContain("nota-programada-para-manana");
    expect(all.items.map((p) => p.slug)).not.toContain("borrador-con-fecha");
    expect(all.items.map((p) => p.slug)).not.toContain("entrenar-en-villa-maria-gimnasios-y-aire-libre");
    const dates = all.items.map((p) => Date.parse(p.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const post of all.items) {
      expect(post.readingMinutes).toBeGreaterThanOrEqual(1);
      expect(post.coverUrl).toMatch(/^\/media\/demo\/cover\//);
    }
  });

  it("the scheduled post shows up once its time has come", async () => {
    const later = await listPublishedPosts({ now: new Date(now.getTime() + 2 * DAY), perPage: 100 });
    expect(later.items[0]?.slug).toBe("nota-programada-para-manana");
    expect(later.total).toBe(publishedSlugs.length + 1);
  });

  it("pages of nine, and absurd pages clamp", async () => {
    const first = await listPublishedPosts({ now });
    expect(first.perPage).toBe(MAGAZINE_PAGE_SIZE);
    expect(first.items).toHaveLength(9);
    expect(first.pageCount).toBe(Math.ceil(publishedSlugs.length / 9));
    const second = await listPublishedPosts({ now, page: 2 });
    expect(second.page).toBe(2);
    expect(second.items).toHaveLength(publishedSlugs.length - 9);
    expect(new Set([...first.items, ...second.items].map((p) => p.slug)).size).toBe(publishedSlugs.length);

    const last = await listPublishedPosts({ now, page: 999_999 });
    expect(last.page).toBe(last.pageCount);
    expect(last.items.map((p) => p.slug)).toEqual(second.items.map((p) => p.slug));
    for (const page of [-1, 0, Number.NaN, Number.POSITIVE_INFINITY, 1.7]) {
      const result = await listPublishedPosts({ now, page });
      expect(result.page, String(page)).toBe(1);
      expect(result.items.map((p) => p.slug)).toEqual(first.items.map((p) => p.slug));
    }
  });

  it("filters by category and answers an empty first page for no match", async () => {
    const categories = await listPostCategories({ now });
    expect(categories.map((c) => c.slug)).toEqual(expect.arrayContaining(["gastronomia", "guias", "salud"]));
    const gastronomia = categories.find((c) => c.slug === "gastronomia")!;
    const result = await listPublishedPosts({ now, categoryNames: gastronomia.names, perPage: 100 });
    expect(result.total).toBe(gastronomia.count);
    expect(result.items.every((p) => p.category === "Gastronomía" && p.categorySlug === "gastronomia")).toBe(true);
    // The scheduled and draft "Guías" posts don't count.
    const guias = categories.find((c) => c.slug === "guias")!;
    const guiasPosts = await listPublishedPosts({ now, categoryNames: guias.names, perPage: 100 });
    expect(guiasPosts.items.map((p) => p.slug)).not.toContain("nota-programada-para-manana");

    const none = await listPublishedPosts({ now, categoryNames: [], page: 5 });
    expect(none).toMatchObject({ items: [], total: 0, page: 1, pageCount: 1 });
  });
});

describe("listPublishedPostSlugs (sitemap)", () => {
  it("lists exactly the published posts with their last change", async () => {
    const entries = await listPublishedPostSlugs(now);
    expect(entries.map((e) => e.slug).sort()).toEqual([...publishedSlugs].sort());
    for (const entry of entries) {
      expect(entry.updatedAt).toBeInstanceOf(Date);
      expect(entry.updatedAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });
});
