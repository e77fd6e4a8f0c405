/**
 * /admin/content/* and /admin/settings through their loaders and actions: each change works for
 * an admin (and shows publicly at once), is refused for anyone else with nothing changed, and bad
 * input gets Spanish field messages with nothing changed.
 */
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AppError } from "#core/errors.ts";
import { activeBanners } from "#server/content/banners.ts";
import { getContentPageCached } from "#server/content/get-content-page.ts";
import { activeQuickAccess } from "#server/content/quick-access.ts";
import type { SessionUser } from "#server/platform/auth/session.ts";
import { appSettings, auditLog, banners, contentPages, quickAccessLinks } from "#server/platform/db/schema.ts";
import { getPublicSettings } from "#server/settings/public-settings.ts";
import { pngOf } from "#tests/setup/images.ts";
import { contextWithUser, testUser } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { action as bannersAction, loader as bannersLoader } from "./content-banners.tsx";
import { action as pageAction, loader as pageLoader } from "./content-page-edit.tsx";
import { action as quickAction } from "./content-quick-access.tsx";
import { action as previewAction } from "./markdown-preview.ts";
import { action as settingsAction, loader as settingsLoader } from "./settings.tsx";

const database = setupTestDatabase();
const ORIGIN = "http://localhost:3000";
const ADMIN = testUser("demo-admin", { role: "admin", isAdmin: true, email: "admin@vilma.test" });
const NEIGHBOUR = testUser("demo-vecino");
const OWNER = testUser("demo-comercio", { role: "business_owner", isBusinessOwner: true });

async function run(fn: () => Promise<unknown>) {
  try {
    return await fn();
  } catch (thrown) {
    return thrown;
  }
}
const statusOf = (outcome: unknown) =>
  outcome instanceof Response || outcome instanceof AppError
    ? outcome.status
    : ((outcome as { init?: { status?: number } }).init?.status ?? 200);
const errorsOf = (outcome: unknown) =>
  (outcome as { data: { result: { error: Record<string, string[]> } } }).data.result.error;

function call(
  fn: (args: never) => unknown,
  path: string,
  user: SessionUser | null,
  body?: FormData | [string, string][],
  params: Record<string, string> = {},
) {
  const init: RequestInit = body
    ? {
        method: "POST",
        headers: { "x-vilma-client-ip": "203.0.113.30" },
        body: body instanceof FormData ? body : new URLSearchParams(body),
      }
    : {};
  return run(async () =>
    fn({ request: new Request(`${ORIGIN}${path}`, init), context: contextWithUser(user), params } as never),
  );
}

const auditCount = async (action: string) =>
  (await database().db.select().from(auditLog).where(eq(auditLog.action, action))).length;

describe("/admin/content/banners", () => {
  it("an admin creates a banner with its picture: audited, and on its page at once within its dates", async () => {
    const form = new FormData();
    form.set("title", "Semana del helado");
    form.set("subtitle", "Promos en heladerías");
    form.set("linkUrl", "/search?q=helado");
    form.set("placement", "search");
    form.set("isActive", "on");
    form.set("image", new File([new Uint8Array(await pngOf(1200, 450))], "banner.png", { type: "image/png" }));
    expect(await activeBanners("search")).toEqual([]);
    const outcome = await call(bannersAction, "/admin/content/banners", ADMIN, form);
    expect(statusOf(outcome)).toBe(302);
    const [row] = await database().db.select().from(banners).where(eq(banners.title, "Semana del helado"));
    expect(row!.imageUrl).toMatch(/\.webp$/);
    expect((await activeBanners("search")).map((b) => b.title)).toEqual(["Semana del helado"]);
    expect(await auditCount("banner.create")).toBe(1);

    // A banner whose dates start next year is not shown yet.
    const later = new FormData();
    for (const [k, v] of Object.entries({ title: "Más adelante", placement: "search", isActive: "on" }))
      later.set(k, v);
    later.set("startDate", `${new Date().getFullYear() + 1}-01-10`);
    expect(statusOf(await call(bannersAction, "/admin/content/banners", ADMIN, later))).toBe(302);
    expect((await activeBanners("search")).map((b) => b.title)).toEqual(["Semana del helado"]);

    const list = (await bannersLoader({
      request: new Request(`${ORIGIN}/admin/content/banners?placement=search`),
      context: contextWithUser(ADMIN),
      params: {},
    } as never)) as Awaited<ReturnType<typeof bannersLoader>>;
    expect(list.banners.rows.map((b) => b.title)).toEqual(["Semana del helado", "Más adelante"]);

    // Subir the second one, then delete the first: gone from the page.
    const second = list.banners.rows[1]!.id;
    await call(bannersAction, "/admin/content/banners", ADMIN, [
      ["intent", "move"],
      ["bannerId", String(second)],
      ["direction", "up"],
    ]);
    const [moved] = await database().db.select().from(banners).where(eq(banners.id, second));
    expect(moved!.position).toBe(0);
    expect(
      statusOf(
        await call(bannersAction, "/admin/content/banners", ADMIN, [
          ["intent", "delete"],
          ["bannerId", String(row!.id)],
        ]),
      ),
    ).toBe(302);
    expect(await activeBanners("search")).toEqual([]);
  });

  it("bad input gets field messages; a neighbour and an owner are refused; nothing changes", async () => {
    const before = await database().db.$count(banners);
    const outcome = await call(bannersAction, "/admin/content/banners", ADMIN, [
      ["title", "Ok título"],
      ["placement", "en-todos-lados"],
      ["linkUrl", "javascript:alert(1)"],
      ["startDate", "2026-05-10"],
      ["endDate", "2026-05-01"],
    ]);
    expect(statusOf(outcome)).toBe(400);
    const errors = errorsOf(outcome);
    expect(errors.linkUrl?.[0]).toMatch(/^Escribí una ruta de Vilma/);
    expect(errors.placement?.[0]).toBe("Elegí dónde se muestra");
    const dates = await call(bannersAction, "/admin/content/banners", ADMIN, [
      ["title", "Ok título"],
      ["placement", "home"],
      ["startDate", "2026-05-10"],
      ["endDate", "2026-05-01"],
    ]);
    expect(errorsOf(dates).endDate?.[0]).toBe("La fecha de fin no puede ser anterior a la de inicio");
    for (const user of [NEIGHBOUR, OWNER]) {
      const refused = await call(bannersAction, "/admin/content/banners", user, [
        ["title", "Intruso"],
        ["placement", "home"],
      ]);
      expect(statusOf(refused)).toBe(403);
      expect(statusOf(await call(bannersLoader, "/admin/content/banners", user))).toBe(403);
    }
    const visitor = await call(bannersAction, "/admin/content/banners", null, [["intent", "delete"]]);
    expect(statusOf(visitor)).toBe(302);
    expect((visitor as Response).headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
    expect(await database().db.$count(banners)).toBe(before);
    // A hostile id is a 404, not a 500.
    expect(
      statusOf(
        await call(bannersAction, "/admin/content/banners", ADMIN, [
          ["bannerId", "1 or 1=1"],
          ["title", "x"],
        ]),
      ),
    ).toBe(404);
  });
});

describe("/admin/content/pages", () => {
  it("editing the terms shows them publicly at once; a new page gets /paginas/{slug}", async () => {
    const [terms] = await database()
      .db.select()
      .from(contentPages)
      .where(eq(contentPages.slug, "terminos-y-condiciones"));
    expect((await getContentPageCached("terminos-y-condiciones"))!.html).not.toContain("Cláusula de prueba");
    const params = { pageId: String(terms!.id) };
    const saved = await call(
      pageAction,
      `/admin/content/pages/${terms!.id}`,
      ADMIN,
      [
        ["title", terms!.title],
        ["body", `${terms!.body}\n\n## Cláusula de prueba\n\nTexto nuevo.`],
        ["isPublished", "on"],
      ],
      params,
    );
    expect(statusOf(saved)).toBe(302);
    expect((await getContentPageCached("terminos-y-condiciones"))!.html).toContain("Cláusula de prueba");
    const page = (await call(pageLoader, `/admin/content/pages/${terms!.id}`, ADMIN, undefined, params)) as Awaited<
      ReturnType<typeof pageLoader>
    >;
    expect(page.timeline[0]).toMatchObject({ action: "content_page.update", actorId: "demo-admin" });

    const created = await call(
      pageAction,
      "/admin/content/pages/nueva",
      ADMIN,
      [
        ["title", "Cómo funciona Vilma"],
        ["body", "## Buscá\n\nEncontrá comercios."],
        ["isPublished", "on"],
      ],
      { pageId: "nueva" },
    );
    expect(statusOf(created)).toBe(302);
    expect((await getContentPageCached("como-funciona-vilma"))!.title).toBe("Cómo funciona Vilma");

    // Unpublished: gone from the site at once.
    const [made] = await database().db.select().from(contentPages).where(eq(contentPages.slug, "como-funciona-vilma"));
    await call(pageAction, `/admin/content/pages/${made!.id}`, ADMIN, [["intent", "unpublish"]], {
      pageId: String(made!.id),
    });
    expect(await getContentPageCached("como-funciona-vilma")).toBeNull();
  });

  it("refuses bad input, a taken address, non-admins and hostile ids; nothing changes", async () => {
    const before = await database().db.$count(contentPages);
    const empty = await call(
      pageAction,
      "/admin/content/pages/nueva",
      ADMIN,
      [
        ["title", "x"],
        ["body", "  "],
      ],
      {
        pageId: "nueva",
      },
    );
    expect(statusOf(empty)).toBe(400);
    expect(errorsOf(empty)).toMatchObject({ title: ["Al menos 3 caracteres"], body: ["Escribí el texto"] });
    const taken = await call(
      pageAction,
      "/admin/content/pages/nueva",
      ADMIN,
      [
        ["title", "Otra"],
        ["slug", "admin"],
        ["body", "Hola"],
      ],
      { pageId: "nueva" },
    );
    expect(errorsOf(taken).slug?.[0]).toBe("Esa dirección la usa Vilma: elegí otra");
    const refused = await call(
      pageAction,
      "/admin/content/pages/nueva",
      NEIGHBOUR,
      [
        ["title", "Intrusa"],
        ["body", "x"],
      ],
      {
        pageId: "nueva",
      },
    );
    expect(statusOf(refused)).toBe(403);
    expect(statusOf(await call(pageLoader, "/admin/content/pages/abc", ADMIN, undefined, { pageId: "abc" }))).toBe(404);
    expect(await database().db.$count(contentPages)).toBe(before);
  });

  it("the preview renders through the public renderer, for admins only", async () => {
    const outcome = (await call(previewAction, "/admin/content/preview", ADMIN, [
      ["body", "## Hola\n\n<script>x</script>"],
    ])) as { html: string };
    expect(outcome.html).toContain('<h2 id="hola">');
    expect(outcome.html).not.toContain("<script");
    expect(statusOf(await call(previewAction, "/admin/content/preview", OWNER, [["body", "x"]]))).toBe(403);
  });
});

describe("/admin/content/pages: terms and privacy", () => {
  const legalRow = async (slug: string) =>
    (await database().db.select().from(contentPages).where(eq(contentPages.slug, slug)))[0];

  it("opens by its address, and saving records the admin's review", async () => {
    // Reviewed once by the demo admin; made unreviewed, as an install's default text starts.
    await database()
      .db.update(contentPages)
      .set({ reviewedAt: null })
      .where(eq(contentPages.slug, "terminos-y-condiciones"));
    const params = { pageId: "terminos-y-condiciones" };
    const loaded = (await call(
      pageLoader,
      "/admin/content/pages/terminos-y-condiciones",
      ADMIN,
      undefined,
      params,
    )) as Awaited<ReturnType<typeof pageLoader>>;
    expect(loaded.page).toMatchObject({ slug: "terminos-y-condiciones", legal: true, reviewedAt: null });
    const saved = await call(
      pageAction,
      "/admin/content/pages/terminos-y-condiciones",
      ADMIN,
      [
        ["title", loaded.page!.title],
        ["body", loaded.page!.body],
        ["isPublished", "on"],
      ],
      params,
    );
    expect(statusOf(saved)).toBe(302);
    expect((saved as Response).headers.get("location")).toBe(`/admin/content/pages/${loaded.page!.id}`);
    expect((await legalRow("terminos-y-condiciones"))!.reviewedAt).toBeInstanceOf(Date);
    expect(
      statusOf(await call(pageLoader, "/admin/content/pages/contacto", ADMIN, undefined, { pageId: "contacto" })),
    ).toBe(404);
  });

  it("a missing one is made again at its address: by the editor, or as a new page with that address", async () => {
    await database().db.delete(contentPages).where(eq(contentPages.slug, "privacidad"));
    expect(await getContentPageCached("privacidad")).toBeNull();
    const created = await call(
      pageAction,
      "/admin/content/pages/nueva",
      ADMIN,
      [
        ["title", "Política de privacidad"],
        ["slug", "privacidad"],
        ["body", "## Tus datos\n\nLos cuidamos."],
        ["isPublished", "on"],
      ],
      { pageId: "nueva" },
    );
    expect(statusOf(created)).toBe(302);
    expect((await getContentPageCached("privacidad"))!.html).toContain("Los cuidamos.");
    // Taken now: a second one is refused with the field's message.
    const again = await call(
      pageAction,
      "/admin/content/pages/nueva",
      ADMIN,
      [
        ["title", "Otra privacidad"],
        ["slug", "privacidad"],
        ["body", "Texto"],
      ],
      { pageId: "nueva" },
    );
    expect(errorsOf(again).slug?.[0]).toBe("Ya hay una página con esa dirección: elegí otra");

    await database().db.delete(contentPages).where(eq(contentPages.slug, "privacidad"));
    const loaded = (await call(pageLoader, "/admin/content/pages/privacidad", ADMIN, undefined, {
      pageId: "privacidad",
    })) as Awaited<ReturnType<typeof pageLoader>>;
    expect(loaded.page).toMatchObject({ slug: "privacidad", title: "Política de privacidad", reviewedAt: null });
    expect(await getContentPageCached("privacidad")).not.toBeNull();
  });

  it("stays published: unpublishing is refused with a message and nothing changes", async () => {
    const terms = (await legalRow("terminos-y-condiciones"))!;
    const params = { pageId: String(terms.id) };
    const refused = await call(
      pageAction,
      `/admin/content/pages/${terms.id}`,
      ADMIN,
      [["intent", "unpublish"]],
      params,
    );
    expect(statusOf(refused)).toBe(302);
    const saved = await call(
      pageAction,
      `/admin/content/pages/${terms.id}`,
      ADMIN,
      [
        ["title", terms.title],
        ["body", terms.body],
      ],
      params,
    );
    expect(statusOf(saved)).toBe(409);
    expect(errorsOf(saved).isPublished?.[0]).toMatch(
      /^Los términos y la privacidad se enlazan desde todas las páginas/,
    );
    expect((await legalRow("terminos-y-condiciones"))!.isPublished).toBe(true);
    expect(await getContentPageCached("terminos-y-condiciones")).not.toBeNull();
    expect(await auditCount("content_page.unpublish")).toBe(1); // the new page's, in the first test
  });
});

describe("/admin/content/quick-access", () => {
  it("create, drag to a new order and Subir: the home follows at once; all audited", async () => {
    const created = await call(quickAction, "/admin/content/quick-access", ADMIN, [
      ["label", "Heladerías"],
      ["icon", "IceCreamCone"],
      ["url", "/search?q=helado"],
      ["isActive", "on"],
    ]);
    expect(statusOf(created)).toBe(302);
    let home = await activeQuickAccess();
    expect(home.at(-1)).toMatchObject({ label: "Heladerías", icon: "IceCreamCone" });
    const ids = home.map((l) => l.id);
    const dragged = [ids.at(-1)!, ...ids.slice(0, -1)];
    const reordered = await call(quickAction, "/admin/content/quick-access", ADMIN, [
      ["intent", "reorder"],
      ...dragged.map((id) => ["order", String(id)] as [string, string]),
    ]);
    expect(statusOf(reordered)).toBe(302);
    home = await activeQuickAccess();
    expect(home[0]!.label).toBe("Heladerías");
    await call(quickAction, "/admin/content/quick-access", ADMIN, [
      ["intent", "move"],
      ["linkId", String(home[1]!.id)],
      ["direction", "up"],
    ]);
    expect((await activeQuickAccess())[1]!.label).toBe("Heladerías");
    expect(await auditCount("quick_access.reorder")).toBe(2);
  });

  it("refuses a bad icon or target, a stale order and non-admins; nothing changes", async () => {
    const before = await database().db.select().from(quickAccessLinks);
    const bad = await call(quickAction, "/admin/content/quick-access", ADMIN, [
      ["label", "Algo"],
      ["icon", "Rocket"],
      ["url", "//evil.example"],
    ]);
    expect(statusOf(bad)).toBe(400);
    expect(errorsOf(bad)).toMatchObject({ icon: ["Elegí un ícono de la lista"] });
    expect(errorsOf(bad).url?.[0]).toMatch(/^Escribí una ruta de Vilma/);
    const stale = await call(quickAction, "/admin/content/quick-access", ADMIN, [
      ["intent", "reorder"],
      ["order", String(before[0]!.id)],
    ]);
    expect(statusOf(stale)).toBe(302);
    const refused = await call(quickAction, "/admin/content/quick-access", OWNER, [
      ["intent", "delete"],
      ["linkId", String(before[0]!.id)],
    ]);
    expect(statusOf(refused)).toBe(403);
    expect(await database().db.select().from(quickAccessLinks)).toEqual(before);
  });
});

describe("/admin/settings", () => {
  it("saves the settings in one audited change that the public pages see at once", async () => {
    await getPublicSettings(); // warm the five-minute cache
    const loaded = (await call(settingsLoader, "/admin/settings", ADMIN)) as Awaited<ReturnType<typeof settingsLoader>>;
    const fields = Object.entries({
      ...loaded.settings,
      googleAnalyticsId: "g-test12345",
      socialTwitter: "https://x.com/vilma_vm",
      bankCbu: "2850590940090418135201",
      contactPhone: "0353 455-1234",
    });
    const outcome = await call(settingsAction, "/admin/settings", ADMIN, fields);
    expect(statusOf(outcome)).toBe(302);
    const publicNow = await getPublicSettings();
    expect(publicNow).toMatchObject({
      google_analytics_id: "G-TEST12345",
      social_twitter: "https://x.com/vilma_vm",
      contact_phone: "0353 455-1234",
    });
    const [cbu] = await database().db.select().from(appSettings).where(eq(appSettings.key, "bank_transfer_cbu"));
    expect(cbu!.value).toBe("2850590940090418135201");
    const [entry] = await database()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "settings.update"), eq(auditLog.actorId, "demo-admin")))
      .orderBy(desc(auditLog.id))
      .limit(1);
    const details = entry!.details as {
      before: Record<string, string>;
      after: Record<string, string>;
      changed: string[];
    };
    expect(details.changed).toEqual(
      ["bank_transfer_cbu", "contact_phone", "google_analytics_id", "social_twitter"].sort(),
    );
    expect(details.before.social_twitter).toBe("");
    expect(details.after.social_twitter).toBe("https://x.com/vilma_vm");
  });

  it("bad formats get their messages; non-admins are refused; nothing changes", async () => {
    const before = await database().db.select().from(appSettings);
    const outcome = await call(settingsAction, "/admin/settings", ADMIN, [
      ["googleTagManagerId", "GTM"],
      ["facebookPixelId", "12ab"],
      ["bankCbu", "2850590940090418135202"],
      ["bankCuit", "20-12345678-5"],
    ]);
    expect(statusOf(outcome)).toBe(400);
    expect(Object.keys(errorsOf(outcome)).sort()).toEqual([
      "bankCbu",
      "bankCuit",
      "facebookPixelId",
      "googleTagManagerId",
    ]);
    for (const user of [NEIGHBOUR, OWNER]) {
      expect(
        statusOf(await call(settingsAction, "/admin/settings", user, [["socialTwitter", "https://x.com/otro"]])),
      ).toBe(403);
    }
    expect(await database().db.select().from(appSettings)).toEqual(before);
  });
});
