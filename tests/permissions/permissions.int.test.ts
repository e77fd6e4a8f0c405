/**
 * Who may do what, through the real app: every request goes through the production build's request
 * handler (routes, middleware, guards, error boundaries) against this file's own database.
 *
 * One table: each route or action × each role (anonymous, user, business_owner, admin), with both the
 * allowed outcome and the refused one asserted. Then data isolation between two signed-in people,
 * and how the same guards answer React Router's client-side data requests (`.data`).
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getUserBusinesses } from "#server/auth/roles.ts";
import {
  businesses,
  businessPromotions,
  businessReviews,
  favorites,
  profiles,
  userNotifications,
} from "#server/db/schema.ts";
import { type AppResponse, type FetchAppOptions, fetchApp } from "#tests/setup/app-handler.ts";
import { signIn } from "#tests/setup/auth-client.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";

const database = setupTestDatabase();

const ROLES = ["anonymous", "user", "business_owner", "admin"] as const;
type Role = (typeof ROLES)[number];

const ACCOUNTS: Record<Exclude<Role, "anonymous">, { email: string; id: string }> = {
  user: { email: "vecino@vilma.test", id: "demo-vecino" },
  business_owner: { email: "comercio@vilma.test", id: "demo-comercio" },
  admin: { email: "admin@vilma.test", id: "demo-admin" },
};
const PASSWORD = "vilma1234";

const cookies: Partial<Record<Role, string>> = {};
/** One of the owner's two businesses, and an active business that is not theirs. */
let ownBusiness: string;
let otherBusiness: string;
/** A pending business per role: each role tries to publish its own from the admin dashboard. */
const pendingFor: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  for (const role of ["user", "business_owner", "admin"] as const) {
    cookies[role] = await signIn(ACCOUNTS[role].email, PASSWORD);
  }
  const { db } = database();
  const owned = await getUserBusinesses(db, ACCOUNTS.business_owner.id);
  expect(owned).toHaveLength(2);
  ownBusiness = owned[0]!.uuid;
  const active = await db.select({ uuid: businesses.uuid }).from(businesses).where(eq(businesses.status, "active"));
  otherBusiness = active.find((b) => !owned.some((o) => o.uuid === b.uuid))!.uuid;
  const pending = await db.select({ uuid: businesses.uuid }).from(businesses).where(eq(businesses.status, "pending"));
  expect(pending.length).toBeGreaterThanOrEqual(ROLES.length);
  ROLES.forEach((role, i) => {
    pendingFor[role] = pending[i]!.uuid;
  });
});

// ---------------------------------------------------------------------------------------------
// Outcomes

type Outcome =
  /** 200 HTML page. */
  | "page"
  /** 200 JSON. */
  | "json"
  /** 302 to /auth?redirectTo=<the path asked for>. */
  | "sign-in"
  /** 401 JSON "Tenés que iniciar sesión." */
  | "unauthorized"
  /** 403: the HTML "No tenés permiso" page for pages, a refusal for the rest; never the content. */
  | "forbidden"
  /** A redirect somewhere else (the outcome of a successful form, an index). */
  | { redirect: string };

function describeOutcome(outcome: Outcome): string {
  return typeof outcome === "string" ? outcome : `redirect ${outcome.redirect}`;
}

function expectOutcome(response: AppResponse, outcome: Outcome, asked: string, forbiddenText?: string) {
  const detail = `${response.status} ${response.location ?? ""} ${response.text.slice(0, 200)}`;
  switch (outcome) {
    case "page":
      expect(response.status, detail).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      break;
    case "json":
      expect(response.status, detail).toBe(200);
      expect(response.json, detail).toBeTypeOf("object");
      expect(response.json).not.toBeNull();
      break;
    case "sign-in":
      expect(response.status, detail).toBe(302);
      expect(response.location).toBe(`/auth?redirectTo=${encodeURIComponent(asked)}`);
      break;
    case "unauthorized":
      expect(response.status, detail).toBe(401);
      expect(response.json).toMatchObject({ error: { code: "unauthorized", message: "Tenés que iniciar sesión." } });
      break;
    case "forbidden":
      expect(response.status, detail).toBe(403);
      if ((response.headers.get("content-type") ?? "").startsWith("text/html")) {
        expect(response.text).toContain("No tenés permiso para ver esta página");
      }
      if (forbiddenText) expect(response.text).not.toContain(forbiddenText);
      break;
    default:
      expect(response.status, detail).toBe(302);
      expect(response.location).toBe(outcome.redirect);
  }
}

// ---------------------------------------------------------------------------------------------
// The matrix

interface Cell {
  name: string;
  /** The path asked for (what a sign-in redirect must send back to). */
  path: () => string;
  options?: (role: Role) => FetchAppOptions;
  expected: Record<Role, Outcome>;
  /** Text of the protected content: a refused answer must not contain it. */
  content?: string;
  /** Checks after the request (what changed in the database). */
  after?: (role: Role, response: AppResponse) => Promise<void>;
}

const signedInPage = (path: string, content?: string): Cell => ({
  name: `GET ${path}`,
  path: () => path,
  expected: { anonymous: "sign-in", user: "page", business_owner: "page", admin: "page" },
  content,
});

const jsonPost = (json: unknown) => () => ({ json, headers: { accept: "application/json" } });

let promotionCount = 0;
const promotionForm = (business: () => string, title: string) => ({
  negocio: business(),
  title,
  discountBenefit: "2x1",
  description: "Sólo en el local.",
  startDate: dateKey(0),
  endDate: dateKey(30),
  couponCode: "",
});

/** "yyyy-MM-dd" in Buenos Aires, `days` from now (the form refuses end dates in the past). */
function dateKey(days: number): string {
  return new Date(Date.now() + days * 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 10);
}

async function promotionsTitled(title: string) {
  return database().db.select().from(businessPromotions).where(eq(businessPromotions.title, title));
}

const CELLS: Cell[] = [
  signedInPage("/favorites"),
  signedInPage("/profile"),
  signedInPage("/notifications"),
  {
    name: "GET /mi-comercio",
    path: () => "/mi-comercio",
    expected: { anonymous: "sign-in", user: "forbidden", business_owner: "page", admin: "page" },
    content: "Nueva promoción",
  },
  {
    name: "GET /mi-comercio/promociones/nueva",
    path: () => "/mi-comercio/promociones/nueva",
    expected: { anonymous: "sign-in", user: "forbidden", business_owner: "page", admin: "page" },
    content: "Publicar promoción",
  },
  {
    name: "GET /mi-comercio/promociones/nueva for the owner's business",
    path: () => `/mi-comercio/promociones/nueva?negocio=${ownBusiness}`,
    expected: { anonymous: "sign-in", user: "forbidden", business_owner: "page", admin: "page" },
    content: "Publicar promoción",
  },
  {
    name: "GET /mi-comercio/promociones/nueva for someone else's business",
    path: () => `/mi-comercio/promociones/nueva?negocio=${otherBusiness}`,
    expected: { anonymous: "sign-in", user: "forbidden", business_owner: "forbidden", admin: "page" },
    content: "Publicar promoción",
  },
  {
    name: "GET /admin",
    path: () => "/admin",
    expected: {
      anonymous: "sign-in",
      user: "forbidden",
      business_owner: "forbidden",
      admin: { redirect: "/admin/dashboard" },
    },
  },
  {
    name: "GET /admin/dashboard",
    path: () => "/admin/dashboard",
    expected: { anonymous: "sign-in", user: "forbidden", business_owner: "forbidden", admin: "page" },
    content: "Comercios pendientes de revisión",
  },
  {
    name: "GET /api/notifications",
    path: () => "/api/notifications",
    options: () => ({ headers: { accept: "application/json" } }),
    expected: { anonymous: "unauthorized", user: "json", business_owner: "json", admin: "json" },
  },
  {
    name: "POST /api/favorites",
    path: () => "/api/favorites",
    options: () => jsonPost({ businessUuid: otherBusiness, intent: "add" })(),
    expected: { anonymous: "unauthorized", user: "json", business_owner: "json", admin: "json" },
    after: async (role, response) => {
      if (role === "anonymous") return;
      expect(response.json).toEqual({ favorite: true });
      const rows = await database()
        .db.select()
        .from(favorites)
        .where(and(eq(favorites.userId, ACCOUNTS[role].id), eq(favorites.businessUuid, otherBusiness)));
      expect(rows).toHaveLength(1);
    },
  },
  {
    name: "POST /api/reviews",
    path: () => "/api/reviews",
    options: (role) =>
      jsonPost({ intent: "save", businessUuid: otherBusiness, rating: 4, comment: `Reseña de ${role}` })(),
    expected: { anonymous: "unauthorized", user: "json", business_owner: "json", admin: "json" },
    after: async (role) => {
      const rows = await database()
        .db.select()
        .from(businessReviews)
        .where(eq(businessReviews.comment, `Reseña de ${role}`));
      expect(rows).toHaveLength(role === "anonymous" ? 0 : 1);
    },
  },
  {
    name: "POST /api/notifications",
    path: () => "/api/notifications",
    options: jsonPost({ intent: "mark-all" }),
    expected: { anonymous: "unauthorized", user: "json", business_owner: "json", admin: "json" },
  },
  {
    name: "POST /api/profile/theme",
    path: () => "/api/profile/theme",
    options: jsonPost({ preference: "dark" }),
    expected: { anonymous: "unauthorized", user: "json", business_owner: "json", admin: "json" },
    after: async (role) => {
      if (role === "anonymous") return;
      const [profile] = await database().db.select().from(profiles).where(eq(profiles.id, ACCOUNTS[role].id));
      expect(profile?.themePreference).toBe("dark");
    },
  },
  {
    name: "POST /mi-comercio/promociones/nueva for the owner's business",
    path: () => "/mi-comercio/promociones/nueva",
    options: (role) => ({ form: promotionForm(() => ownBusiness, `Matriz propia ${role} ${++promotionCount}`) }),
    expected: {
      anonymous: "sign-in",
      user: "forbidden",
      business_owner: { redirect: "/mi-comercio" },
      admin: { redirect: "/mi-comercio" },
    },
    after: async (role, response) => {
      const rows = await promotionsTitled(`Matriz propia ${role} ${promotionCount}`);
      const allowed = role === "business_owner" || role === "admin";
      expect(rows).toHaveLength(allowed ? 1 : 0);
      if (allowed) {
        expect(rows[0]).toMatchObject({ businessUuid: ownBusiness, discountBenefit: "2x1", isFeatured: false });
        // The toast rides on a cookie through the redirect.
        expect(response.headers.getSetCookie().some((c) => c.startsWith("vilma_flash="))).toBe(true);
      }
    },
  },
  {
    name: "POST /mi-comercio/promociones/nueva for someone else's business",
    path: () => "/mi-comercio/promociones/nueva",
    options: (role) => ({ form: promotionForm(() => otherBusiness, `Matriz ajena ${role} ${++promotionCount}`) }),
    expected: {
      anonymous: "sign-in",
      user: "forbidden",
      business_owner: "forbidden",
      admin: { redirect: "/mi-comercio" },
    },
    after: async (role) => {
      const rows = await promotionsTitled(`Matriz ajena ${role} ${promotionCount}`);
      expect(rows).toHaveLength(role === "admin" ? 1 : 0);
    },
  },
  {
    name: "POST /admin/dashboard (publish a pending business)",
    path: () => "/admin/dashboard",
    options: (role) => ({ form: { intent: "activate", businessUuid: pendingFor[role]! } }),
    expected: {
      anonymous: "sign-in",
      user: "forbidden",
      business_owner: "forbidden",
      admin: { redirect: "/admin/dashboard" },
    },
    after: async (role) => {
      const [row] = await database()
        .db.select({ status: businesses.status })
        .from(businesses)
        .where(eq(businesses.uuid, pendingFor[role]!));
      expect(row?.status).toBe(role === "admin" ? "active" : "pending");
    },
  },
];

describe("permission matrix (route × role)", () => {
  for (const cell of CELLS) {
    describe(cell.name, () => {
      for (const role of ROLES) {
        it(`${role} → ${describeOutcome(cell.expected[role])}`, async () => {
          const path = cell.path();
          const response = await fetchApp(path, { ...cell.options?.(role), cookie: cookies[role] });
          expectOutcome(response, cell.expected[role], path, cell.content);
          await cell.after?.(role, response);
        });
      }
    });
  }

  it("a forged or expired session cookie counts as signed out", async () => {
    const forged = "vilma.session_token=no-existe.firma-falsa";
    expectOutcome(await fetchApp("/admin/dashboard", { cookie: forged }), "sign-in", "/admin/dashboard");
    expectOutcome(await fetchApp("/api/notifications", { cookie: forged }), "unauthorized", "/api/notifications");
  });
});

describe("the owner's promotion form through HTTP", () => {
  it("answers bad input with 400 and the Spanish messages, publishing nothing", async () => {
    const title = "Fechas al revés";
    const response = await fetchApp("/mi-comercio/promociones/nueva", {
      cookie: cookies.business_owner,
      form: {
        ...promotionForm(() => ownBusiness, title),
        startDate: dateKey(10),
        endDate: dateKey(5),
        couponCode: "CÓDIGO",
      },
    });
    expect(response.status).toBe(400);
    expect(response.text).toContain("La fecha de fin no puede ser anterior a la de inicio");
    expect(response.text).toContain("El código sólo puede tener letras sin acentos, números y guiones");
    // The form keeps what was typed.
    expect(response.text).toContain(`value="${title}"`);
    expect(await promotionsTitled(title)).toEqual([]);
  });

  it("ignores a forged 'featured' checkbox from an owner; an admin may feature", async () => {
    await fetchApp("/mi-comercio/promociones/nueva", {
      cookie: cookies.business_owner,
      form: { ...promotionForm(() => ownBusiness, "Destacada a escondidas"), isFeatured: "on" },
    });
    await fetchApp("/mi-comercio/promociones/nueva", {
      cookie: cookies.admin,
      form: { ...promotionForm(() => ownBusiness, "Destacada por admin"), isFeatured: "on" },
    });
    expect((await promotionsTitled("Destacada a escondidas"))[0]?.isFeatured).toBe(false);
    expect((await promotionsTitled("Destacada por admin"))[0]?.isFeatured).toBe(true);
  });

  it("a published promotion shows on the business's public page at once", async () => {
    const { db } = database();
    const [business] = await db.select().from(businesses).where(eq(businesses.uuid, ownBusiness));
    // Warm the page cache first: publishing must clear it.
    expect((await fetchApp(`/${business!.slug}`)).text).not.toContain("Recién publicada por la matriz");
    const posted = await fetchApp("/mi-comercio/promociones/nueva", {
      cookie: cookies.business_owner,
      form: promotionForm(() => ownBusiness, "Recién publicada por la matriz"),
    });
    expect(posted.location).toBe("/mi-comercio");
    expect((await fetchApp(`/${business!.slug}`)).text).toContain("Recién publicada por la matriz");
  });
});

describe("data isolation through HTTP", () => {
  async function notificationOf(userId: string, title: string) {
    const [row] = await database()
      .db.insert(userNotifications)
      .values({ userId, title, message: "Sólo para quien la recibe", type: "other" })
      .returning();
    return row!;
  }

  it("the neighbour can neither read, mark read nor delete the admin's notification", async () => {
    const { db } = database();
    const theirs = await notificationOf(ACCOUNTS.admin.id, "Aviso privado del admin");
    const mine = await notificationOf(ACCOUNTS.user.id, "Aviso del vecino");

    const list = await fetchApp("/api/notifications", {
      cookie: cookies.user,
      headers: { accept: "application/json" },
    });
    const ids = (list.json as { items: { id: string }[] }).items.map((n) => n.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);

    for (const intent of ["mark-read", "delete"]) {
      const response = await fetchApp("/api/notifications", {
        cookie: cookies.user,
        json: { intent, id: theirs.id },
        headers: { accept: "application/json" },
      });
      expect(response.status).toBe(404);
    }
    // The same through a plain form post (no JavaScript).
    await fetchApp("/api/notifications", { cookie: cookies.user, form: { intent: "delete", id: theirs.id } });
    const [after] = await db.select().from(userNotifications).where(eq(userNotifications.id, theirs.id));
    expect(after).toMatchObject({ isRead: false, userId: ACCOUNTS.admin.id });

    const adminList = await fetchApp("/api/notifications", {
      cookie: cookies.admin,
      headers: { accept: "application/json" },
    });
    expect((adminList.json as { items: { id: string }[] }).items.map((n) => n.id)).toContain(theirs.id);
  });

  it("the neighbour's favourites and reviews never reach the admin's", async () => {
    const { db } = database();
    await db.insert(favorites).values({ userId: ACCOUNTS.admin.id, businessUuid: ownBusiness }).onConflictDoNothing();
    const list = await fetchApp("/api/favorites", { cookie: cookies.user, headers: { accept: "application/json" } });
    expect(list.status).toBe(200);
    expect((list.json as { favorites: string[] }).favorites).not.toContain(ownBusiness);

    // Removing "that favourite" as the neighbour only ever touches the neighbour's own rows.
    await fetchApp("/api/favorites", {
      cookie: cookies.user,
      json: { businessUuid: ownBusiness, intent: "remove" },
      headers: { accept: "application/json" },
    });
    const adminFavorite = await db
      .select()
      .from(favorites)
      .where(and(eq(favorites.userId, ACCOUNTS.admin.id), eq(favorites.businessUuid, ownBusiness)));
    expect(adminFavorite).toHaveLength(1);

    await db
      .insert(businessReviews)
      .values({ userId: ACCOUNTS.admin.id, businessUuid: otherBusiness, rating: 5, comment: "La del admin" })
      .onConflictDoNothing();
    await fetchApp("/api/reviews", {
      cookie: cookies.user,
      json: { intent: "delete", businessUuid: otherBusiness },
      headers: { accept: "application/json" },
    });
    const adminReview = await db
      .select()
      .from(businessReviews)
      .where(and(eq(businessReviews.userId, ACCOUNTS.admin.id), eq(businessReviews.businessUuid, otherBusiness)));
    expect(adminReview).toHaveLength(1);
  });
});

describe("client-side navigations (React Router .data requests) get the same answers", () => {
  // A .data request's redirect comes back as 202 with a "SingleFetchRedirect" body for the client
  // router to follow; an error as its real status with the error in the body.
  it("a signed-out visitor is sent to /auth, back to the page (not to its .data URL)", async () => {
    const response = await fetchApp("/mi-comercio.data");
    expect(response.status).toBe(202);
    expect(response.text).toContain("SingleFetchRedirect");
    expect(response.text).toContain(`"/auth?redirectTo=${encodeURIComponent("/mi-comercio")}"`);
  });

  it("a neighbour gets 403 for the admin area's data, and no data", async () => {
    const response = await fetchApp("/admin/dashboard.data", { cookie: cookies.user });
    expect(response.status).toBe(403);
    expect(response.text).not.toContain("businessesByStatus");
  });

  it("an admin gets the dashboard's data", async () => {
    const response = await fetchApp("/admin/dashboard.data", { cookie: cookies.admin });
    expect(response.status).toBe(200);
    expect(response.text).toContain("businessesByStatus");
  });
});
