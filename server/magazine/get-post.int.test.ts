import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { magazinePosts } from "../platform/db/schema.ts";
import { getArticlePage } from "./get-article-page.ts";
import { getPublishedPost } from "./get-post.ts";
import { listPublishedPosts } from "./list-posts.ts";
import { listRelatedPosts } from "./related-posts.ts";

const getHandle = setupTestDatabase();
const now = TEST_NOW;
const DAY = 86_400_000;

beforeAll(async () => {
  await getHandle()
    .db.insert(magazinePosts)
    .values([
      {
        slug: "nota-con-html-peligroso",
        title: "Peligrosa",
        excerpt: null,
        body: 'Primer párrafo <script>alert(1)</script>.\n\n## Parte uno\n\n[x](javascript:alert(1)) <img src=x onerror="alert(1)">\n\n## Parte uno',
        category: "Pruebas",
        status: "published",
        publishedAt: new Date(now.getTime() - 400 * DAY),
      },
      {
        slug: "nota-del-futuro",
        title: "Futuro",
        body: "x",
        category: "Gastronomía",
        status: "published",
        publishedAt: new Date(now.getTime() + DAY),
      },
    ]);
});

describe("getPublishedPost", () => {
  it("renders a published post with its headings and reading time", async () => {
    const post = await getPublishedPost("los-mejores-cafes-para-trabajar-en-villa-maria", { now });
    expect(post).not.toBeNull();
    expect(post!.title).toBe("Los mejores cafés para trabajar en Villa María");
    expect(post!.category).toBe("Gastronomía");
    expect(post!.authorName).toBe("Carla Bertone");
    expect(post!.readingMinutes).toBeGreaterThanOrEqual(2);
    expect(post!.headings.map((h) => h.id)).toEqual([
      "que-tuvimos-en-cuenta",
      "las-cafeterias",
      "consejos-para-no-quedar-mal",
      "y-en-villa-nueva",
    ]);
    expect(post!.html).toContain('<h2 id="las-cafeterias">Las cafeterías</h2>');
    expect(post!.description).toBe(post!.excerpt);
    expect(Date.parse(post!.updatedAt)).toBeGreaterThanOrEqual(Date.parse(post!.publishedAt));
  });

  it("stored markup is escaped, dangerous links dropped and the description falls back to the body", async () => {
    const post = await getPublishedPost("nota-con-html-peligroso", { now });
    expect(post!.html).not.toMatch(/<script|<img|href="javascript:/i);
    expect(post!.html).toContain("&lt;script&gt;");
    expect(post!.headings.map((h) => h.id)).toEqual(["parte-uno", "parte-uno-2"]);
    expect(post!.description).toBe("Primer párrafo <script>alert(1)</script>.");
  });

  it("unknown, draft, future and malformed slugs are null", async () => {
    for (const slug of [
      "no-existe",
      "entrenar-en-villa-maria-gimnasios-y-aire-libre",
      "ferias-y-mercados-de-productores-de-la-zona",
      "nota-del-futuro",
      "<script>",
      "Los-Mejores",
      "a".repeat(300),
      "",
    ]) {
      expect(await getPublishedPost(slug, { now }), slug).toBeNull();
    }
    expect(await getPublishedPost("nota-del-futuro", { now: new Date(now.getTime() + 2 * DAY) })).not.toBeNull();
  });
});

describe("listRelatedPosts", () => {
  it("same category first, then the newest, three at most, never the post itself", async () => {
    const post = (await getPublishedPost("los-mejores-cafes-para-trabajar-en-villa-maria", { now }))!;
    const related = await listRelatedPosts(post, { now });
    expect(related).toHaveLength(3);
    expect(related.map((p) => p.slug)).not.toContain(post.slug);
    expect(related.every((p) => p.category === "Gastronomía")).toBe(true);
    expect(related.map((p) => p.slug)).not.toContain("nota-del-futuro");
    const dates = related.map((p) => Date.parse(p.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("fills up with the newest posts when the category runs out", async () => {
    const lonely = (await getPublishedPost("nota-con-html-peligroso", { now }))!;
    const related = await listRelatedPosts(lonely, { now });
    const newest = await listPublishedPosts({ now, perPage: 4 });
    expect(related.map((p) => p.slug)).toEqual(
      newest.items
        .map((p) => p.slug)
        .filter((s) => s !== lonely.slug)
        .slice(0, 3),
    );

    const salud = (await getPublishedPost("guia-de-farmacias-de-turno", { now }))!;
    const mixed = await listRelatedPosts(salud, { now });
    expect(mixed[0]?.category).toBe("Salud");
    expect(mixed.slice(1).every((p) => p.category !== "Salud")).toBe(true);
    expect(mixed.map((p) => p.slug)).not.toContain(salud.slug);
  });

  it("a post without category gets the newest others", async () => {
    const [row] = await getHandle()
      .db.select({ id: magazinePosts.id })
      .from(magazinePosts)
      .where(eq(magazinePosts.slug, "guia-de-farmacias-de-turno"));
    const related = await listRelatedPosts({ id: row!.id, category: null }, { now, limit: 5 });
    expect(related).toHaveLength(5);
    expect(related.map((p) => p.slug)).not.toContain("guia-de-farmacias-de-turno");
  });
});

describe("getArticlePage", () => {
  it("bundles the post and its related posts, null when not public", async () => {
    const page = await getArticlePage("guia-de-farmacias-de-turno", { now });
    expect(page!.post.slug).toBe("guia-de-farmacias-de-turno");
    expect(page!.related).toHaveLength(3);
    expect(await getArticlePage("nota-del-futuro", { now })).toBeNull();
  });
});
