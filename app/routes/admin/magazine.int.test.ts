/**
 * The magazine editor and its generator through the routes: a future date publishes by itself (no
 * job), drafts stay hidden, non-admins are refused, bad input gets messages; the generator sends
 * the directory's context to the API (the stand-in builds its article from it), saves a DRAFT,
 * and on a failure or without configuration says so and saves nothing.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "#core/errors.ts";
import { generateArticleDraft } from "#server/magazine/ai-generator.ts";
import { getPublishedPost } from "#server/magazine/get-post.ts";
import { magazinePosts } from "#server/platform/db/schema.ts";
import { type AiStandIn, STANDIN_AI_KEY, startAiStandIn } from "#tests/ai/server.ts";
import { contextWithUser, testUser } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { action as aiAction, loader as aiLoader } from "./magazine-ai.tsx";
import { action as editAction } from "./magazine-edit.tsx";
import { action as newAction } from "./magazine-new.tsx";

const database = setupTestDatabase();
const ORIGIN = "http://localhost:3000";
const ADMIN = testUser("demo-admin", { role: "admin", isAdmin: true, name: "Admin Vilma" });
const NEIGHBOUR = testUser("demo-vecino");
const DAY = 86_400_000;
let standIn: AiStandIn;

beforeAll(async () => {
  standIn = await startAiStandIn();
});
afterAll(() => standIn.stop());

async function run(fn: () => Promise<unknown>) {
  try {
    return await fn();
  } catch (thrown) {
    return thrown;
  }
}
const statusOf = (o: unknown) =>
  o instanceof Response || o instanceof AppError
    ? o.status
    : ((o as { init?: { status?: number } }).init?.status ?? 200);
const post = (
  fn: (args: never) => unknown,
  path: string,
  user: typeof ADMIN | null,
  entries: [string, string][],
  params = {},
) =>
  run(async () =>
    fn({
      request: new Request(`${ORIGIN}${path}`, { method: "POST", body: new URLSearchParams(entries) }),
      context: contextWithUser(user),
      params,
    } as never),
  );
const count = () => database().db.$count(magazinePosts);
const api = () => ({ url: standIn.url, key: STANDIN_AI_KEY, model: "stand-in", timeoutMs: 2_000 });
const actor = { id: "demo-admin", ip: "203.0.113.40" };

/** "yyyy-MM-ddTHH:mm" on a Buenos Aires clock (UTC−3), `days` from now. */
function localIn(days: number): string {
  return new Date(Date.now() + days * DAY - 3 * 3_600_000).toISOString().slice(0, 16);
}

describe("/admin/magazine editor", () => {
  it("a post published with a future date appears by itself at that time; a draft never does", async () => {
    const created = await post(newAction, "/admin/magazine/new", ADMIN, [
      ["title", "Feria de otoño en la costanera"],
      ["body", "## Qué hay\n\nPuestos de productores y música."],
      ["category", "Agenda"],
      ["tags", "Ferias, otoño, ferias"],
      ["status", "published"],
      ["publishAt", localIn(3)],
    ]);
    expect(statusOf(created)).toBe(302);
    const [row] = await database()
      .db.select()
      .from(magazinePosts)
      .where(eq(magazinePosts.slug, "feria-de-otono-en-la-costanera"));
    expect(row).toMatchObject({ status: "published", tags: ["ferias", "otoño"], authorId: "demo-admin" });
    expect(await getPublishedPost(row!.slug)).toBeNull();
    expect(await getPublishedPost(row!.slug, { now: new Date(Date.now() + 4 * DAY) })).not.toBeNull();

    // The same title again gets its own address; as a draft it is never public.
    await post(newAction, "/admin/magazine/new", ADMIN, [
      ["title", "Feria de otoño en la costanera"],
      ["body", "Borrador."],
      ["status", "draft"],
    ]);
    const [draft] = await database()
      .db.select()
      .from(magazinePosts)
      .where(eq(magazinePosts.slug, "feria-de-otono-en-la-costanera-2"));
    expect(draft!.status).toBe("draft");
    expect(await getPublishedPost(draft!.slug, { now: new Date(Date.now() + 400 * DAY) })).toBeNull();

    // Deleting is a POST with its intent.
    const gone = await post(editAction, `/admin/magazine/posts/${draft!.id}/edit`, ADMIN, [["intent", "delete"]], {
      postId: String(draft!.id),
    });
    expect(statusOf(gone)).toBe(302);
    expect(await database().db.select().from(magazinePosts).where(eq(magazinePosts.id, draft!.id))).toEqual([]);
  });

  it("bad input gets messages; a neighbour is refused; hostile ids are 404; nothing changes", async () => {
    const before = await count();
    const bad = (await post(newAction, "/admin/magazine/new", ADMIN, [
      ["title", "Hey"],
      ["status", "listo"],
      ["publishAt", "mañana"],
    ])) as { data: { result: { error: Record<string, string[]> } } };
    expect(statusOf(bad)).toBe(400);
    expect(bad.data.result.error).toMatchObject({
      title: ["Al menos 5 caracteres"],
      body: ["Escribí el texto"],
      status: ["Elegí si es borrador o publicado"],
      publishAt: ["Elegí una fecha y hora válidas"],
    });
    expect(statusOf(await post(newAction, "/admin/magazine/new", NEIGHBOUR, [["title", "Intruso total"]]))).toBe(403);
    expect(
      statusOf(
        await post(editAction, "/admin/magazine/posts/1x/edit", ADMIN, [["intent", "delete"]], { postId: "1x" }),
      ),
    ).toBe(404);
    expect(await count()).toBe(before);
  });
});

describe("/admin/magazine/ai-generator", () => {
  it("sends the directory's context and saves the answer as a draft that opens in the editor", async () => {
    const before = await count();
    const outcome = await generateArticleDraft(
      "las mejores heladerías abiertas los domingos",
      { id: "demo-admin", name: "Admin" },
      actor,
      api(),
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const sent = standIn.lastRequest() as { model: string; messages: { role: string; content: string }[] };
    expect(sent.model).toBe("stand-in");
    const context = JSON.parse(sent.messages[1]!.content.slice(sent.messages[1]!.content.indexOf("{")));
    expect(context.businesses.length).toBeGreaterThan(0);
    expect(context.businesses.some((b: { category: string }) => /helad/i.test(b.category ?? ""))).toBe(true);
    const [draft] = await database().db.select().from(magazinePosts).where(eq(magazinePosts.id, outcome.id));
    expect(draft!.status).toBe("draft");
    expect(draft!.publishedAt).toBeNull();
    // The stand-in wrote one section per business it received: the draft names them.
    for (const b of context.businesses) expect(draft!.body).toContain(`[${b.name}](${b.path})`);
    expect(await count()).toBe(before + 1);
  });

  it("a failing API, a wrong key, a timeout or nonsense: a Spanish message and nothing saved", async () => {
    const before = await count();
    const author = { id: "demo-admin", name: "Admin" };
    standIn.fail("500");
    expect(await generateArticleDraft("heladerías del centro", author, actor, api())).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^El servicio de IA no pudo escribir/),
    });
    expect(await generateArticleDraft("heladerías del centro", author, actor, { ...api(), key: "otra" })).toMatchObject(
      {
        ok: false,
        message: expect.stringMatching(/rechazó la clave/),
      },
    );
    standIn.fail("bad-json");
    expect(await generateArticleDraft("heladerías del centro", author, actor, api())).toMatchObject({
      message: expect.stringMatching(/algo que no es un artículo/),
    });
    standIn.fail("timeout");
    expect(
      await generateArticleDraft("heladerías del centro", author, actor, { ...api(), timeoutMs: 300 }),
    ).toMatchObject({
      message: expect.stringMatching(/tardó demasiado/),
    });
    expect(await generateArticleDraft("heladerías del centro", author, actor, null)).toMatchObject({
      reason: "not_configured",
      message: expect.stringMatching(/AI_API_URL y AI_API_KEY/),
    });
    expect(await count()).toBe(before);
  });

  it("the page says it is not configured; bad topics and non-admins are refused", async () => {
    const page = (await aiLoader({
      request: new Request(`${ORIGIN}/admin/magazine/ai-generator`),
      context: contextWithUser(ADMIN),
      params: {},
    } as never)) as Awaited<ReturnType<typeof aiLoader>>;
    expect(page.configured).toBe(false);
    const before = await count();
    const notConfigured = (await post(aiAction, "/admin/magazine/ai-generator", ADMIN, [
      ["topic", "heladerías abiertas los domingos"],
    ])) as { data: { error: string } };
    expect(statusOf(notConfigured)).toBe(503);
    expect(notConfigured.data.error).toMatch(/no está configurado/);
    expect(statusOf(await post(aiAction, "/admin/magazine/ai-generator", ADMIN, [["topic", "x"]]))).toBe(400);
    expect(
      statusOf(await post(aiAction, "/admin/magazine/ai-generator", NEIGHBOUR, [["topic", "heladerías del centro"]])),
    ).toBe(403);
    expect(await count()).toBe(before);
  });
});
