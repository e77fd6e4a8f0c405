/**
 * Who may do what, through the real app: every request goes through the production build's request
 * handler (routes, middleware, guards, error boundaries) against this file's own database.
 *
 * The matrix is generated from the route map: every route of the production build (`build.routes`,
 * what `app/routes.ts` declares, each with whether its module has a loader and an action) must have
 * an entry in ROUTE_EXPECTATIONS below, with a GET cell for what it shows, a POST cell for its action
 * (or, without an action, what a post gets), and per cell the outcome for each of five roles. A route
 * added to `app/routes.ts` without an entry fails this file the day it is added.
 *
 * Then data isolation between signed-in people, and how the same guards answer React Router's
 * client-side data requests (`.data`).
 */
import { and, desc, eq, inArray, isNotNull, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOLIDAYS } from "#core/holidays.ts";
import { buenosAiresDateKey } from "#core/time-zone.ts";
import { getActivePlan } from "#server/plans/active-plan.ts";
import { getUserBusinesses } from "#server/platform/auth/roles.ts";
import {
  businesses,
  businessPromotions,
  businessReviews,
  claims,
  favorites,
  jobs,
  magazinePosts,
  profiles,
  supportTickets,
  userNotifications,
  userRoles,
  users,
} from "#server/platform/db/schema.ts";
import { getPrivateStorage } from "#server/platform/storage/private-storage.ts";
import { type AppResponse, type FetchAppOptions, fetchApp, loadServerBuild } from "#tests/setup/app-handler.ts";
import { createConfirmedUser, signIn } from "#tests/setup/auth-client.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";

const database = setupTestDatabase();

/** `other_owner` owns a business too, but not the one `owner`'s cells act on. */
const ROLES = ["anonymous", "user", "other_owner", "owner", "admin"] as const;
type Role = (typeof ROLES)[number];
type SignedInRole = Exclude<Role, "anonymous">;

const PASSWORD = "vilma1234";
const ACCOUNTS: Record<SignedInRole, { email: string; id: string }> = {
  user: { email: "vecino@vilma.test", id: "demo-vecino" },
  /** Created in beforeAll: a second business_owner account with a business of its own. */
  other_owner: { email: "otro-comercio@vilma.test", id: "" },
  owner: { email: "comercio@vilma.test", id: "demo-comercio" },
  admin: { email: "admin@vilma.test", id: "demo-admin" },
};

const cookies: Partial<Record<Role, string>> = {};
/** One of the owner's two businesses, and its name (what nobody else's dashboard may show). */
let ownBusiness: string;
let ownBusinessName: string;
/** The business the second owner owns. */
let otherOwnerBusiness: string;
/** An active business nobody in the matrix owns. */
let otherBusiness: string;
/** A pending business per role: each role tries to publish its own from the admin dashboard. */
const pendingFor: Partial<Record<Role, string>> = {};
let businessSlug: string;
let businessId: number;
let magazineSlug: string;
let magazinePostId: number;
let promotionId: string;

beforeAll(async () => {
  const { db } = database();
  const other = await createConfirmedUser(ACCOUNTS.other_owner.email, "Otra Dueña", PASSWORD);
  ACCOUNTS.other_owner.id = other.userId;
  for (const role of ["user", "other_owner", "owner", "admin"] as const) {
    cookies[role] = await signIn(ACCOUNTS[role].email, PASSWORD);
  }
  const owned = await getUserBusinesses(db, ACCOUNTS.owner.id);
  expect(owned).toHaveLength(2);
  ownBusiness = owned[0]!.uuid;
  ownBusinessName = owned[0]!.name;
  const ownedByAnyone = db
    .select({ uuid: userRoles.businessUuid })
    .from(userRoles)
    .where(isNotNull(userRoles.businessUuid));
  const active = await db
    .select({ uuid: businesses.uuid, id: businesses.id, slug: businesses.slug })
    .from(businesses)
    .where(and(eq(businesses.status, "active"), ne(businesses.uuid, ownBusiness)));
  const taken = await db
    .select({ uuid: businesses.uuid })
    .from(businesses)
    .where(and(eq(businesses.status, "active"), inArray(businesses.uuid, ownedByAnyone)));
  const free = active.filter((b) => !taken.some((u) => u.uuid === b.uuid));
  otherOwnerBusiness = free[0]!.uuid;
  otherBusiness = free[1]!.uuid;
  businessSlug = free[2]!.slug;
  businessId = free[2]!.id;
  await db.insert(userRoles).values({ userId: other.userId, role: "business_owner", businessUuid: otherOwnerBusiness });

  // The seed has four pending businesses; one more for the fifth role.
  await db.update(businesses).set({ status: "pending" }).where(eq(businesses.uuid, free[3]!.uuid));
  const pending = await db.select({ uuid: businesses.uuid }).from(businesses).where(eq(businesses.status, "pending"));
  expect(pending.length).toBeGreaterThanOrEqual(ROLES.length);
  ROLES.forEach((role, i) => {
    pendingFor[role] = pending[i]!.uuid;
  });
  const [post] = await db
    .select({ slug: magazinePosts.slug, id: magazinePosts.id })
    .from(magazinePosts)
    .where(eq(magazinePosts.status, "published"))
    .limit(1);
  magazineSlug = post!.slug;
  magazinePostId = post!.id;
  // A live promotion of its own: the server answers on the real clock, and the seeded ones (TEST_NOW)
  // may have ended by the day the suite runs.
  const [promotion] = await db
    .insert(businessPromotions)
    .values({
      businessUuid: otherBusiness,
      title: "Promoción de la matriz pública",
      startDate: new Date(Date.now() - 86_400_000),
      endDate: new Date(Date.now() + 30 * 86_400_000),
    })
    .returning({ id: businessPromotions.id });
  promotionId = promotion!.id;
});

// ---------------------------------------------------------------------------------------------
// Outcomes

type Outcome =
  /** 200 HTML page. */
  | "page"
  /** 200 JSON (an object or null). */
  | "json"
  /** 200, any other body (XML, SVG, plain text). */
  | "ok"
  /** 302 to /auth?redirectTo=<the path asked for>. */
  | "sign-in"
  /** 401 JSON "Tenés que iniciar sesión." */
  | "unauthorized"
  /** 403: the HTML "No tenés permiso" page for pages, a refusal for the rest; never the content. */
  | "forbidden"
  /** A redirect somewhere else (the outcome of a successful form, an index). */
  | { redirect: string | RegExp; status?: number }
  /** Any other status: 405 for a method a route does not take, 400 for a refused form. */
  | { status: number };

function describeOutcome(outcome: Outcome): string {
  if (typeof outcome === "string") return outcome;
  if ("redirect" in outcome) return `redirect ${outcome.redirect}`;
  return `${outcome.status}`;
}

function expectOutcome(response: AppResponse, outcome: Outcome, asked: string, forbiddenText?: string) {
  const detail = `${response.status} ${response.location ?? ""} ${response.text.slice(0, 200)}`;
  const type = response.headers.get("content-type") ?? "";
  switch (outcome) {
    case "page":
      expect(response.status, detail).toBe(200);
      expect(type).toMatch(/^text\/html/);
      break;
    case "json":
      expect(response.status, detail).toBe(200);
      expect(type).toMatch(/json/);
      expect(response.json, detail).toBeTypeOf("object");
      break;
    case "ok":
      expect(response.status, detail).toBe(200);
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
      if (type.startsWith("text/html")) expect(response.text).toContain("No tenés permiso para ver esta página");
      break;
    default:
      if ("redirect" in outcome) {
        expect(response.status, detail).toBe(outcome.status ?? 302);
        if (typeof outcome.redirect === "string") expect(response.location).toBe(outcome.redirect);
        else expect(response.location).toMatch(outcome.redirect);
      } else {
        expect(response.status, detail).toBe(outcome.status);
      }
  }
  // What a refused role gets never carries the protected content.
  if (forbiddenText && response.status !== 200) expect(response.text).not.toContain(forbiddenText);
}

// ---------------------------------------------------------------------------------------------
// The expectation table: route id (as in the build's route map) → its cells

type Expected = Record<Role, Outcome>;

interface Cell {
  name: string;
  method?: string;
  /** The path asked for (what a sign-in redirect must send back to). */
  path: () => string;
  options?: (role: Role) => FetchAppOptions;
  /** The session this cell uses, when it must not be the shared one (signing out ends it). */
  session?: (role: Role) => Promise<string | undefined>;
  expected: Expected;
  /** Text of the protected content: a refused answer must not contain it. */
  content?: () => string;
  /** Checks after the request (what changed in the database, what the answer may not show). */
  after?: (role: Role, response: AppResponse) => Promise<void> | void;
}

interface RouteEntry {
  /** A layout without loader or action: nothing to ask it on its own (its children's cells cover it). */
  layout?: true;
  /** What a GET shows (the loader, or the page of a route without one). */
  get?: Cell[];
  /** The action; a route without one has no `post` cells, and gets the generated refusal below. */
  post?: Cell[];
  /** What a post to a route WITHOUT an action answers, when not 405 for everyone (a guard runs first). */
  postWithoutAction?: Expected;
}

const all = (outcome: Outcome): Expected => ({
  anonymous: outcome,
  user: outcome,
  other_owner: outcome,
  owner: outcome,
  admin: outcome,
});
const signedIn = (outcome: Outcome, anonymous: Outcome = "sign-in"): Expected => ({ ...all(outcome), anonymous });
const ownerArea = (allowed: Outcome): Expected => ({
  anonymous: "sign-in",
  user: "forbidden",
  other_owner: allowed,
  owner: allowed,
  admin: allowed,
});
const adminOnly = (allowed: Outcome): Expected => ({
  anonymous: "sign-in",
  user: "forbidden",
  other_owner: "forbidden",
  owner: "forbidden",
  admin: allowed,
});
const NOT_ALLOWED: Outcome = { status: 405 };

const page = (path: string | (() => string), expected: Expected = all("page")): Cell => {
  const at = typeof path === "string" ? () => path : path;
  return { name: `GET ${typeof path === "string" ? path : "(seeded)"}`, path: at, expected };
};
const jsonPost = (json: unknown) => () => ({ json, headers: { accept: "application/json" } });
const acceptJson = () => ({ headers: { accept: "application/json" } });

let promotionCount = 0;
const promotionForm = (title: string) => ({
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

/** One of the owner's promotions and reviews, for the owner screens' cells. */
let ownPromotionId: string;
let ownReviewId: number;
/** The next listed holiday (core/holidays.ts): the one-tap confirmation page exists for it. */
const nextHoliday = HOLIDAYS.find((h) => h.date > buenosAiresDateKey(new Date()))?.date;
beforeAll(async () => {
  const { db } = database();
  const [promotion] = await db
    .insert(businessPromotions)
    .values({
      businessUuid: ownBusiness,
      title: "Promoción de la matriz",
      startDate: new Date(Date.now() - 86_400_000),
      endDate: new Date(Date.now() + 30 * 86_400_000),
    })
    .returning();
  ownPromotionId = promotion!.id;
  const [review] = await db
    .select()
    .from(businessReviews)
    .where(eq(businessReviews.businessUuid, ownBusiness))
    .limit(1);
  ownReviewId = review!.id;
});

/** A support ticket for the admin's ticket cells. */
let supportTicketId: number;
beforeAll(async () => {
  const [ticket] = await database()
    .db.insert(supportTickets)
    .values({ name: "Matriz", email: "matriz@example.com", subject: "Matriz de permisos", message: "Hola" })
    .returning({ id: supportTickets.id });
  supportTicketId = ticket!.id;
});

/** A fresh session for cells that end it (signing out). */
const freshSession = (role: Role) =>
  role === "anonymous" ? Promise.resolve(undefined) : signIn(ACCOUNTS[role].email, PASSWORD);

/** A claim per role, on a business nobody in the matrix owns (with a PDF proof), for the decision cells. */
const claimFor: Partial<Record<Role, number>> = {};
const registrationFor: Partial<Record<Role, string>> = {};
let categoryId = 0;

beforeAll(async () => {
  const { db } = database();
  const [category] = await db
    .select({ id: businesses.categoryId })
    .from(businesses)
    .where(and(eq(businesses.status, "active"), isNotNull(businesses.categoryId)))
    .limit(1);
  categoryId = category!.id!;
  const targets = await db
    .select({ uuid: businesses.uuid })
    .from(businesses)
    .where(eq(businesses.status, "active"))
    .orderBy(desc(businesses.id))
    .limit(ROLES.length);
  const pdf = await getPrivateStorage().put(
    "claims/matriz/proof-0.pdf",
    new TextEncoder().encode("%PDF-1.4\n%%EOF"),
    "application/pdf",
  );
  for (const [i, role] of ROLES.entries()) {
    const [row] = await db
      .insert(claims)
      .values({
        businessUuid: targets[i]!.uuid,
        userId: "demo-reviewer-001",
        message: "Matriz de permisos",
        proof: [{ key: pdf.key, kind: "pdf", name: "constancia.pdf", bytes: 15 }],
      })
      .returning({ id: claims.id });
    claimFor[role] = row!.id;
  }
  const [pendingRegistration] = await db
    .select({ uuid: businesses.uuid })
    .from(businesses)
    .where(eq(businesses.status, "pending"))
    .limit(1);
  registrationFor.admin = pendingRegistration!.uuid;
});

const registrationForm = (name: string) => ({
  name,
  categoryId: String(categoryId),
  businessType: "commerce",
  address: "San Martín 1200",
  city: "Villa María",
  latitude: "-32.41",
  longitude: "-63.24",
  closed0: "on",
  closed1: "on",
  closed2: "on",
  closed3: "on",
  closed4: "on",
  closed5: "on",
  open6: "09:00",
  close6: "13:00",
});

/** The seeded finished business import (server/demo/seed/imports.ts), for the import routes' cells. */
let seededImportJob = "";
beforeAll(async () => {
  const [job] = await database()
    .db.select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.kind, "import.businesses"))
    .limit(1);
  seededImportJob = job!.id;
});

const ROUTE_EXPECTATIONS: Record<string, RouteEntry> = {
  // The root's loader runs for every document (theme, user, flash); any public page asks it.
  root: { get: [page("/terminos-y-condiciones")] },
  "routes/public/layout": { layout: true },
  "routes/public/home": { get: [page("/")] },
  "routes/public/search": {
    get: [
      page("/search?q=pizza"),
      // "¿Dónde la uso?": the businesses where a bank promotion applies (any one; none for an unknown id).
      page("/search?promo-banco=1"),
      page("/search?promo-banco=999999"),
    ],
  },
  "routes/public/categories": { get: [page("/categories")] },
  "routes/public/ofertas": {
    get: [page("/ofertas"), page("/ofertas?tab=bancos")],
  },
  "routes/public/pharmacy-duties": { get: [page("/farmacias-de-turno")] },
  "routes/public/magazine-index": { get: [page("/magazine")] },
  "routes/public/magazine-article": { get: [page(() => `/magazine/${magazineSlug}`)] },
  "routes/public/terms": { get: [page("/terminos-y-condiciones")] },
  "routes/public/privacy": { get: [page("/privacidad")] },
  "routes/public/offline": { get: [page("/offline")] },
  "routes/public/pricing": { get: [page("/pricing")] },
  "routes/public/business-by-id": { get: [page(() => `/business/${businessId}`)] },
  "routes/public/business-by-slug": { get: [page(() => `/${businessSlug}`)] },
  "routes/public/not-found": {
    get: [page("/no-existe/en/vilma", all({ status: 404 }))],
    postWithoutAction: all({ status: 405 }),
  },
  // A post to a page without an action is refused before its loader's guard runs: 405 for everyone.
  "routes/account/favorites": {
    get: [page("/favorites", signedIn("page"))],
    post: [
      {
        name: "POST /favorites (duty alerts for a business that is not a favourite)",
        path: () => "/favorites",
        options: () => ({
          form: { intent: "duty-alerts", businessUuid: "00000000-0000-4000-8000-000000000000", on: "1" },
        }),
        expected: signedIn({ status: 400 }),
      },
    ],
  },
  "routes/account/notifications": { get: [page("/notifications", signedIn("page"))] },
  "routes/account/profile": {
    get: [page("/profile", signedIn("page"))],
    post: [
      {
        name: "POST /profile (theme)",
        path: () => "/profile",
        options: () => ({ form: { intent: "theme", preference: "light" } }),
        expected: signedIn("page"),
        after: async (role) => {
          if (role === "anonymous") return;
          const [profile] = await database().db.select().from(profiles).where(eq(profiles.id, ACCOUNTS[role].id));
          expect(profile?.themePreference).toBe("light");
        },
      },
    ],
  },
  "routes/account/delete-account": {
    get: [page("/profile/eliminar", signedIn("page"))],
    post: [
      {
        name: "POST /profile/eliminar (a wrong password: nothing is deleted)",
        path: () => "/profile/eliminar",
        options: () => ({ form: { password: "no-es-la-contrasena", confirm: "on" } }),
        expected: signedIn({ status: 400 }),
        after: async (role) => {
          if (role === "anonymous") return;
          const [person] = await database().db.select().from(users).where(eq(users.id, ACCOUNTS[role].id));
          expect(person).toBeDefined();
        },
      },
    ],
  },
  "routes/account/my-data": {
    get: [{ name: "GET /profile/mis-datos.json", path: () => "/profile/mis-datos.json", expected: signedIn("json") }],
    postWithoutAction: all(NOT_ALLOWED),
  },
  "routes/owner/new-business": {
    get: [page("/mi-comercio/nuevo", signedIn("page"))],
    post: [
      {
        name: "POST /mi-comercio/nuevo",
        path: () => "/mi-comercio/nuevo",
        options: (role) => ({ form: registrationForm(`Alta matriz ${role}`) }),
        expected: signedIn({ redirect: "/mi-comercio" }),
        after: async (role) => {
          const rows = await database()
            .db.select({ status: businesses.status, submittedBy: businesses.submittedBy })
            .from(businesses)
            .where(eq(businesses.name, `Alta matriz ${role}`));
          expect(rows).toEqual(role === "anonymous" ? [] : [{ status: "pending", submittedBy: ACCOUNTS[role].id }]);
        },
      },
    ],
  },
  "routes/owner/claim-business": {
    get: [page(() => `/mi-comercio/reclamar/${otherBusiness}`, signedIn("page"))],
    post: [
      {
        name: "POST /mi-comercio/reclamar/{a business nobody here owns}",
        path: () => `/mi-comercio/reclamar/${otherBusiness}`,
        options: () => ({
          form: { role: "owner", contactPhone: "353 412-3456", proofText: "Soy la titular del comercio desde 2015." },
        }),
        expected: signedIn({ redirect: "/mi-comercio" }),
        after: async (role) => {
          if (role === "anonymous") return;
          const rows = await database()
            .db.select({ status: claims.status })
            .from(claims)
            .where(and(eq(claims.userId, ACCOUNTS[role].id), eq(claims.businessUuid, otherBusiness)));
          expect(rows).toEqual([{ status: "pending" }]);
        },
      },
    ],
  },
  "routes/owner/dashboard": {
    get: [
      {
        name: "GET /mi-comercio",
        path: () => "/mi-comercio",
        // Anyone signed in: it is also where a person without a business registers or claims one.
        expected: signedIn("page"),
        content: () => ownBusinessName,
        after: (role, response) => {
          // Each owner sees their own businesses only; the admin sees the owner area too.
          const shows = response.text.includes(ownBusinessName);
          if (role === "owner") expect(shows).toBe(true);
          if (role === "other_owner") expect(shows).toBe(false);
        },
      },
    ],
    post: [
      {
        // An index route's action is asked with ?index (its forms add it).
        name: "POST /mi-comercio?index (Ahora no: the second-step suggestion)",
        path: () => "/mi-comercio?index=",
        options: () => ({ form: { intent: "dismiss-two-factor" } }),
        expected: signedIn({ redirect: "/mi-comercio" }),
        after: async (role) => {
          if (role === "anonymous") return;
          const [profile] = await database().db.select().from(profiles).where(eq(profiles.id, ACCOUNTS[role].id));
          expect(profile?.twoFactorPromptDismissedAt).toBeInstanceOf(Date);
        },
      },
      {
        name: "POST /mi-comercio?index (an unknown intent)",
        path: () => "/mi-comercio?index=",
        options: () => ({ form: { intent: "borrar-todo" } }),
        expected: signedIn({ status: 400 }),
      },
    ],
  },
  // The owner area's layouts: their children's cells ask them.
  "routes/owner/layout": { layout: true },
  "routes/owner/business-layout": {
    get: [
      {
        name: "GET /mi-comercio/:businessId/plan (through the business's layout)",
        path: () => `/mi-comercio/${ownBusiness}/plan`,
        expected: { ...ownerArea("page"), other_owner: "forbidden" },
      },
    ],
    // The post reaches the plan page's action: the guard first, then an empty form is a 400.
    postWithoutAction: { ...ownerArea({ status: 400 }), other_owner: "forbidden" },
  },
  "routes/owner/business-summary": {
    get: [
      {
        name: "GET /mi-comercio/{id}",
        path: () => `/mi-comercio/${ownBusiness}`,
        expected: { ...ownerArea("page"), other_owner: "forbidden" },
        content: () => ownBusinessName,
      },
    ],
    // The business layout's guard runs before the missing action is noticed.
    postWithoutAction: { ...ownerArea(NOT_ALLOWED), other_owner: "forbidden" },
  },
  "routes/owner/business-profile": {
    get: [
      {
        name: "GET /mi-comercio/{id}/perfil",
        path: () => `/mi-comercio/${ownBusiness}/perfil`,
        expected: { ...ownerArea("page"), other_owner: "forbidden" },
        content: () => "Guardar cambios",
      },
    ],
    post: [
      {
        name: "POST /mi-comercio/{id}/perfil (a profile without a name)",
        path: () => `/mi-comercio/${ownBusiness}/perfil`,
        options: () => ({ form: { intent: "profile", name: "" } }),
        expected: { ...ownerArea({ status: 400 }), other_owner: "forbidden" },
        after: async () => {
          const [row] = await database().db.select().from(businesses).where(eq(businesses.uuid, ownBusiness));
          expect(row?.name).toBe(ownBusinessName);
        },
      },
    ],
  },
  "routes/owner/business-hours": {
    get: [
      {
        name: "GET /mi-comercio/{id}/horarios",
        path: () => `/mi-comercio/${ownBusiness}/horarios`,
        expected: { ...ownerArea("page"), other_owner: "forbidden" },
        content: () => "Abierto ahora",
      },
    ],
    post: [
      {
        name: "POST /mi-comercio/{id}/horarios (an unknown intent)",
        path: () => `/mi-comercio/${ownBusiness}/horarios`,
        options: () => ({ form: { intent: "nada" } }),
        expected: { ...ownerArea({ status: 400 }), other_owner: "forbidden" },
      },
    ],
  },
  "routes/owner/holiday-confirm": {
    get: [
      {
        name: "GET /mi-comercio/{id}/horarios/feriado/{next holiday}",
        path: () => `/mi-comercio/${ownBusiness}/horarios/feriado/${nextHoliday}`,
        expected: { ...ownerArea("page"), other_owner: "forbidden" },
        content: () => "Abro como siempre",
      },
    ],
    post: [
      {
        name: "POST /mi-comercio/{id}/horarios/feriado/{next holiday} (no choice)",
        path: () => `/mi-comercio/${ownBusiness}/horarios/feriado/${nextHoliday}`,
        options: () => ({ form: { answer: "ninguna" } }),
        expected: { ...ownerArea({ status: 400 }), other_owner: "forbidden" },
      },
    ],
  },
  "routes/owner/business-stats": {
    get: [
      {
        name: "GET /mi-comercio/{id}/estadisticas",
        path: () => `/mi-comercio/${ownBusiness}/estadisticas`,
        expected: { ...ownerArea("page"), other_owner: "forbidden" },
        content: () => "Visitas",
      },
    ],
    postWithoutAction: { ...ownerArea(NOT_ALLOWED), other_owner: "forbidden" },
  },
  "routes/owner/business-stats-csv": {
    get: [
      {
        name: "GET /mi-comercio/{id}/estadisticas.csv",
        path: () => `/mi-comercio/${ownBusiness}/estadisticas.csv?dias=7`,
        expected: { ...ownerArea("ok"), other_owner: "forbidden" },
        content: () => "Fecha;Visitas",
      },
    ],
    postWithoutAction: { ...ownerArea(NOT_ALLOWED), other_owner: "forbidden" },
  },
  "routes/api/business-events": {
    get: [
      {
        name: "GET /api/businesses/:id/events",
        path: () => `/api/businesses/${otherBusiness}/events`,
        options: acceptJson,
        expected: all(NOT_ALLOWED),
      },
    ],
    post: [
      {
        name: "POST /api/businesses/:id/events (a call)",
        path: () => `/api/businesses/${otherBusiness}/events`,
        options: jsonPost({ type: "call" }),
        expected: all("json"),
      },
    ],
  },
  "routes/owner/plan": {
    get: [
      {
        name: "GET /mi-comercio/:businessId/plan",
        path: () => `/mi-comercio/${ownBusiness}/plan`,
        expected: { ...ownerArea("page"), other_owner: "forbidden" },
        content: () => "Tu plan:",
      },
    ],
    post: [
      {
        name: "POST /mi-comercio/:businessId/plan (cancel a subscription that is not there)",
        path: () => `/mi-comercio/${ownBusiness}/plan`,
        options: () => ({ form: { intent: "cancel", subscriptionId: "999999" } }),
        expected: { ...ownerArea({ status: 409 }), other_owner: "forbidden" },
      },
    ],
  },
  "routes/owner/new-promotion": {
    // The old address: on to the named business's own "Nueva promoción" (whose guard decides).
    get: [
      {
        name: "GET /mi-comercio/promociones/nueva?negocio=… (old address)",
        path: () => `/mi-comercio/promociones/nueva?negocio=${ownBusiness}`,
        expected: signedIn({ redirect: /^\/mi-comercio\/[0-9a-f-]{36}\/promociones\/nueva$/, status: 301 }),
      },
    ],
    // The "mi-comercio" layout's guard runs before the missing action is noticed.
    postWithoutAction: signedIn(NOT_ALLOWED),
  },
  "routes/owner/notifications": {
    get: [page("/mi-comercio/notificaciones", signedIn("page"))],
    postWithoutAction: signedIn(NOT_ALLOWED),
  },
  "routes/owner/promotions": {
    get: [
      {
        name: "GET /mi-comercio/{id}/promociones",
        path: () => `/mi-comercio/${ownBusiness}/promociones`,
        expected: { ...ownerArea("page"), other_owner: "forbidden" },
        content: () => "Nueva promoción",
      },
    ],
    post: [
      {
        name: "POST /mi-comercio/{id}/promociones (pause)",
        path: () => `/mi-comercio/${ownBusiness}/promociones`,
        options: () => ({ form: { intent: "pause", promotionId: ownPromotionId } }),
        expected: { ...ownerArea({ redirect: /^\/mi-comercio\/[0-9a-f-]+\/promociones$/ }), other_owner: "forbidden" },
        after: async (role) => {
          const [row] = await database()
            .db.select()
            .from(businessPromotions)
            .where(eq(businessPromotions.id, ownPromotionId));
          // Nobody before the owner could pause it.
          if (role === "anonymous" || role === "user" || role === "other_owner") expect(row?.pausedAt).toBeNull();
          else expect(row?.pausedAt).not.toBeNull();
        },
      },
    ],
  },
  "routes/owner/promotion-new": {
    get: [
      {
        name: "GET /mi-comercio/{id}/promociones/nueva",
        path: () => `/mi-comercio/${ownBusiness}/promociones/nueva`,
        expected: { ...ownerArea("page"), other_owner: "forbidden" },
        content: () => "Publicar promoción",
      },
    ],
    post: [
      {
        name: "POST /mi-comercio/{id}/promociones/nueva for the owner's business",
        path: () => `/mi-comercio/${ownBusiness}/promociones/nueva`,
        options: (role) => ({ form: promotionForm(`Matriz propia ${role} ${++promotionCount}`) }),
        expected: { ...ownerArea({ redirect: /^\/mi-comercio\/[0-9a-f-]+\/promociones$/ }), other_owner: "forbidden" },
        after: async (role, response) => {
          const rows = await promotionsTitled(`Matriz propia ${role} ${promotionCount}`);
          const allowed = role === "owner" || role === "admin";
          expect(rows).toHaveLength(allowed ? 1 : 0);
          if (allowed) {
            expect(rows[0]).toMatchObject({ businessUuid: ownBusiness, discountBenefit: "2x1" });
            // The toast rides on a cookie through the redirect.
            expect(response.headers.getSetCookie().some((c) => c.startsWith("vilma_flash="))).toBe(true);
          }
        },
      },
      {
        name: "POST /mi-comercio/{id}/promociones/nueva for a business nobody here owns",
        path: () => `/mi-comercio/${otherBusiness}/promociones/nueva`,
        options: (role) => ({ form: promotionForm(`Matriz ajena ${role} ${++promotionCount}`) }),
        expected: { ...ownerArea("forbidden"), admin: { redirect: /promociones$/ } },
        after: async (role) => {
          const rows = await promotionsTitled(`Matriz ajena ${role} ${promotionCount}`);
          expect(rows).toHaveLength(role === "admin" ? 1 : 0);
        },
      },
    ],
  },
  "routes/owner/promotion-edit": {
    get: [
      {
        name: "GET /mi-comercio/{id}/promociones/{promotionId}",
        path: () => `/mi-comercio/${ownBusiness}/promociones/${ownPromotionId}`,
        expected: { ...ownerArea("page"), other_owner: "forbidden" },
        content: () => "Guardar cambios",
      },
    ],
    post: [
      {
        name: "POST /mi-comercio/{id}/promociones/{promotionId}",
        path: () => `/mi-comercio/${ownBusiness}/promociones/${ownPromotionId}`,
        options: (role) => ({ form: promotionForm(`Matriz editada ${role}`) }),
        expected: { ...ownerArea({ redirect: /promociones$/ }), other_owner: "forbidden" },
        after: async (role) => {
          const rows = await promotionsTitled(`Matriz editada ${role}`);
          expect(rows).toHaveLength(role === "owner" || role === "admin" ? 1 : 0);
        },
      },
    ],
  },
  "routes/owner/reviews": {
    get: [
      {
        name: "GET /mi-comercio/{id}/resenas",
        path: () => `/mi-comercio/${ownBusiness}/resenas`,
        expected: { ...ownerArea("page"), other_owner: "forbidden" },
        content: () => "Reseñas",
      },
    ],
    post: [
      {
        name: "POST /mi-comercio/{id}/resenas (reply)",
        path: () => `/mi-comercio/${ownBusiness}/resenas`,
        options: (role) => ({ form: { intent: "reply", reviewId: String(ownReviewId), reply: `Respuesta ${role}` } }),
        expected: { ...ownerArea({ redirect: /resenas$/ }), other_owner: "forbidden" },
        after: async (role) => {
          const [row] = await database().db.select().from(businessReviews).where(eq(businessReviews.id, ownReviewId));
          if (role === "owner" || role === "admin") expect(row?.ownerReply).toBe(`Respuesta ${role}`);
          else expect(row?.ownerReply ?? "").not.toBe(`Respuesta ${role}`);
        },
      },
    ],
  },
  "routes/account/auth": {
    get: [
      {
        name: "GET /auth",
        path: () => "/auth",
        // Signed in already: on to the home page (an admin to the dashboard).
        expected: { ...all({ redirect: "/" }), anonymous: "page", admin: { redirect: "/admin/dashboard" } },
      },
    ],
    post: [
      {
        name: "POST /auth (a wrong password)",
        path: () => "/auth",
        options: () => ({ form: { intent: "signin", email: "nadie@vilma.test", password: "incorrecta1" } }),
        // Someone signed in is sent on before the form is read, as on GET.
        expected: { ...all({ redirect: "/" }), anonymous: { status: 400 }, admin: { redirect: "/admin/dashboard" } },
      },
    ],
  },
  "routes/account/second-step": {
    get: [
      {
        name: "GET /auth/verificacion (no pending challenge)",
        path: () => "/auth/verificacion",
        // Signed in: on, as /auth does. Nobody signed in and no password step first: back to /auth.
        expected: {
          ...all({ redirect: "/" }),
          anonymous: { redirect: "/auth" },
          admin: { redirect: "/admin/dashboard" },
        },
      },
    ],
    post: [
      {
        name: "POST /auth/verificacion (a code without a challenge)",
        path: () => "/auth/verificacion",
        options: () => ({ form: { intent: "totp", code: "123456" } }),
        // Signed in: on, as GET. Without a password step first: back to /auth, nothing checked.
        expected: {
          ...all({ redirect: "/" }),
          anonymous: { redirect: "/auth" },
          admin: { redirect: "/admin/dashboard" },
        },
      },
    ],
  },
  "routes/account/email-confirmed": {
    get: [
      {
        name: "GET /auth/confirmado",
        path: () => "/auth/confirmado",
        expected: { ...all({ redirect: "/" }), anonymous: { redirect: "/auth" } },
      },
    ],
  },
  "routes/account/forgot-password": {
    get: [page("/auth/recuperar")],
    post: [
      {
        name: "POST /auth/recuperar (an unknown e-mail: the same answer as a known one)",
        path: () => "/auth/recuperar",
        options: () => ({ form: { email: "nadie@vilma.test" } }),
        expected: all("page"),
      },
    ],
  },
  "routes/account/reset-password": {
    get: [page("/auth/restablecer?token=abc")],
    post: [
      {
        name: "POST /auth/restablecer (a made-up token)",
        path: () => "/auth/restablecer",
        options: () => ({
          form: { token: "inventado", password: "otra-clave-123", confirmPassword: "otra-clave-123" },
        }),
        expected: all({ status: 400 }),
      },
    ],
  },
  "routes/account/google-sign-in": {
    get: [{ name: "GET /auth/google", path: () => "/auth/google", expected: all({ redirect: /^\/auth/ }) }],
    postWithoutAction: all(NOT_ALLOWED),
  },
  "routes/account/sign-out": {
    get: [{ name: "GET /auth/salir", path: () => "/auth/salir", expected: all({ redirect: "/" }) }],
    post: [
      {
        name: "POST /auth/salir (a session of its own)",
        path: () => "/auth/salir",
        session: freshSession,
        options: () => ({ form: {} }),
        expected: all({ redirect: "/" }),
      },
    ],
  },
  // The admin area's middleware answers for everything under /admin before any loader or action.
  "routes/admin/layout": {
    get: [{ name: "GET /admin", path: () => "/admin", expected: adminOnly({ redirect: "/admin/dashboard" }) }],
    postWithoutAction: adminOnly(NOT_ALLOWED),
  },
  "routes/admin/index": {
    get: [{ name: "GET /admin", path: () => "/admin", expected: adminOnly({ redirect: "/admin/dashboard" }) }],
    postWithoutAction: adminOnly(NOT_ALLOWED),
  },
  "routes/admin/dashboard": {
    get: [
      {
        name: "GET /admin/dashboard",
        path: () => "/admin/dashboard",
        expected: adminOnly("page"),
        content: () => "Búsquedas trending",
      },
    ],
    post: [
      {
        name: "POST /admin/dashboard (hide a trending search)",
        path: () => "/admin/dashboard",
        options: () => ({ form: { intent: "hide-trending", term: "matriz de permisos" } }),
        expected: adminOnly({ redirect: "/admin/dashboard" }),
      },
    ],
  },
  "routes/admin/algolia": {
    get: [
      {
        name: "GET /admin/algolia (the specification's address)",
        path: () => "/admin/algolia?dias=7",
        expected: adminOnly({ redirect: "/admin/busqueda?dias=7", status: 301 }),
      },
    ],
    post: [
      {
        name: "POST /admin/algolia (kept as a post)",
        path: () => "/admin/algolia",
        options: (role) => ({ form: { intent: "save-synonym", term: `matriz ${role}`, synonyms: "permisos" } }),
        expected: adminOnly({ redirect: "/admin/busqueda", status: 308 }),
      },
    ],
  },
  "routes/admin/search-index": {
    get: [
      {
        name: "GET /admin/busqueda",
        path: () => "/admin/busqueda",
        expected: adminOnly("page"),
        content: () => "Búsquedas sin resultados",
      },
    ],
    post: [
      {
        name: "POST /admin/busqueda (add a synonym)",
        path: () => "/admin/busqueda",
        options: (role) => ({ form: { intent: "save-synonym", term: `matriz ${role}`, synonyms: "permisos" } }),
        expected: adminOnly({ redirect: "/admin/busqueda" }),
      },
    ],
  },
  "routes/admin/analytics": {
    get: [
      {
        name: "GET /admin/analytics",
        path: () => "/admin/analytics?dias=30",
        expected: adminOnly("page"),
        content: () => "Por categoría",
      },
    ],
    postWithoutAction: adminOnly(NOT_ALLOWED),
  },
  "routes/admin/analytics-csv": {
    get: [
      {
        name: "GET /admin/analytics.csv",
        path: () => "/admin/analytics.csv?tabla=comercios",
        expected: adminOnly("ok"),
        after: (role, response) => {
          if (role !== "admin") return;
          expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
          expect(response.headers.get("cache-control")).toBe("private, no-store");
        },
      },
    ],
    postWithoutAction: adminOnly(NOT_ALLOWED),
  },
  "routes/admin/claims": {
    get: [
      {
        name: "GET /admin/claims",
        path: () => "/admin/claims",
        expected: adminOnly("page"),
        content: () => "Comercios nuevos",
      },
    ],
    post: [
      {
        name: "POST /admin/claims?tab=comercios (approve a pending business)",
        path: () => "/admin/claims?tab=comercios",
        options: (role) => ({ form: { intent: "activate", businessUuid: pendingFor[role]! } }),
        expected: adminOnly({ redirect: "/admin/claims?tab=comercios" }),
        after: async (role) => {
          const [row] = await database()
            .db.select({ status: businesses.status })
            .from(businesses)
            .where(eq(businesses.uuid, pendingFor[role]!));
          expect(row?.status).toBe(role === "admin" ? "active" : "pending");
        },
      },
    ],
  },
  "routes/admin/claim-detail": {
    get: [page(() => `/admin/claims/${claimFor.admin}`, adminOnly("page"))],
    post: [
      {
        name: "POST /admin/claims/{id} (reject with a reason)",
        path: () => "/admin/claims/0",
        options: () => ({ form: { decision: "reject", reason: "Matriz de permisos" } }),
        expected: adminOnly({ status: 404 }),
      },
      {
        name: "POST /admin/claims/{id} (approve)",
        path: () => `/admin/claims/${claimFor.user}`,
        options: () => ({ form: { decision: "approve" } }),
        expected: adminOnly({ redirect: /^\/admin\/claims\/\d+$/ }),
        after: async (role) => {
          // The admin's turn comes last: until then every refused post left the claim pending.
          const [row] = await database()
            .db.select({ status: claims.status })
            .from(claims)
            .where(eq(claims.id, claimFor.user!));
          expect(row?.status).toBe(role === "admin" ? "approved" : "pending");
        },
      },
    ],
  },
  "routes/admin/registration-detail": {
    get: [page(() => `/admin/claims/comercios/${registrationFor.admin}`, adminOnly("page"))],
    post: [
      {
        name: "POST /admin/claims/comercios/{id} (reject with a reason)",
        path: () => "/admin/claims/comercios/00000000-0000-4000-8000-000000000000",
        options: () => ({ form: { decision: "reject", reason: "Matriz de permisos" } }),
        expected: adminOnly({ status: 404 }),
      },
    ],
  },
  "routes/admin/claim-proof": {
    get: [
      {
        name: "GET /admin/claims/{id}/proof/0",
        path: () => `/admin/claims/${claimFor.admin}/proof/0`,
        expected: adminOnly("ok"),
        after: (role, response) => {
          if (role !== "admin") return;
          expect(response.headers.get("content-type")).toBe("application/pdf");
          expect(response.headers.get("cache-control")).toBe("private, no-store");
          expect(response.headers.get("x-content-type-options")).toBe("nosniff");
        },
      },
    ],
    postWithoutAction: adminOnly(NOT_ALLOWED),
  },
  "routes/admin/subscription-receipt": {
    get: [
      {
        // The file and its headers are checked in app/routes/owner/plan-receipt.int.test.ts.
        name: "GET /admin/subscriptions/{id}/comprobante (none uploaded)",
        path: () => "/admin/subscriptions/999999/comprobante",
        expected: adminOnly({ status: 404 }),
      },
    ],
    postWithoutAction: adminOnly(NOT_ALLOWED),
  },
  "routes/api/auth": {
    get: [
      {
        name: "GET /api/auth/get-session",
        path: () => "/api/auth/get-session",
        options: acceptJson,
        expected: all("json"),
        after: (role, response) => {
          const user = (response.json as { user?: { id: string } } | null)?.user;
          expect(user?.id ?? null).toBe(role === "anonymous" ? null : ACCOUNTS[role].id);
        },
      },
    ],
    post: [
      {
        name: "POST /api/auth/update-user (the same name)",
        path: () => "/api/auth/update-user",
        options: (role) => jsonPost({ name: role === "anonymous" ? "Nadie" : `Cuenta ${role}` })(),
        expected: { ...all("json"), anonymous: { status: 401 } },
      },
    ],
  },
  "routes/api/favorites": {
    get: [
      {
        name: "GET /api/favorites",
        path: () => "/api/favorites",
        options: acceptJson,
        expected: signedIn("json", "unauthorized"),
      },
    ],
    post: [
      {
        name: "POST /api/favorites",
        path: () => "/api/favorites",
        options: () => jsonPost({ businessUuid: otherBusiness, intent: "add" })(),
        expected: signedIn("json", "unauthorized"),
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
    ],
  },
  "routes/api/reviews": {
    get: [{ name: "GET /api/reviews", path: () => "/api/reviews", options: acceptJson, expected: all(NOT_ALLOWED) }],
    post: [
      {
        name: "POST /api/reviews",
        path: () => "/api/reviews",
        options: (role) =>
          jsonPost({ intent: "save", businessUuid: otherBusiness, rating: 4, comment: `Reseña de ${role}` })(),
        expected: signedIn("json", "unauthorized"),
        after: async (role) => {
          const rows = await database()
            .db.select()
            .from(businessReviews)
            .where(eq(businessReviews.comment, `Reseña de ${role}`));
          expect(rows).toHaveLength(role === "anonymous" ? 0 : 1);
        },
      },
    ],
  },
  "routes/api/notifications": {
    get: [
      {
        name: "GET /api/notifications",
        path: () => "/api/notifications",
        options: acceptJson,
        expected: signedIn("json", "unauthorized"),
      },
    ],
    post: [
      {
        name: "POST /api/notifications",
        path: () => "/api/notifications",
        options: jsonPost({ intent: "mark-all" }),
        expected: signedIn("json", "unauthorized"),
      },
    ],
  },
  "routes/api/profile-theme": {
    get: [
      {
        name: "GET /api/profile/theme",
        path: () => "/api/profile/theme",
        options: acceptJson,
        expected: all(NOT_ALLOWED),
      },
    ],
    post: [
      {
        name: "POST /api/profile/theme",
        path: () => "/api/profile/theme",
        options: jsonPost({ preference: "dark" }),
        expected: signedIn("json", "unauthorized"),
        after: async (role) => {
          if (role === "anonymous") return;
          const [profile] = await database().db.select().from(profiles).where(eq(profiles.id, ACCOUNTS[role].id));
          expect(profile?.themePreference).toBe("dark");
        },
      },
    ],
  },
  "routes/admin/subscriptions": {
    get: [
      {
        name: "GET /admin/subscriptions",
        path: () => "/admin/subscriptions",
        expected: adminOnly("page"),
        content: () => "Ingresos por mes",
      },
    ],
    post: [
      {
        name: "POST /admin/subscriptions (cancel one that is not there)",
        path: () => "/admin/subscriptions",
        options: () => ({ form: { intent: "cancel", subscriptionId: "999999" } }),
        expected: adminOnly({ redirect: "/admin/subscriptions" }),
      },
    ],
  },
  // Brief F: content, settings, the magazine editor and its generator.
  "routes/public/content-page": { get: [page("/paginas/no-existe", all({ status: 404 }))] },
  "routes/admin/plans": {
    get: [
      {
        name: "GET /admin/plans",
        path: () => "/admin/plans",
        expected: adminOnly("page"),
        content: () => "Nuevo plan",
      },
    ],
    post: [
      {
        name: "POST /admin/plans (delete one that is not there)",
        path: () => "/admin/plans",
        options: () => ({ form: { intent: "delete", planId: "999999" } }),
        expected: adminOnly({ redirect: "/admin/plans" }),
      },
    ],
  },
  "routes/public/arrepentimiento": {
    get: [page("/arrepentimiento")],
    post: [
      {
        name: "POST /arrepentimiento (a subscription that is not theirs)",
        path: () => "/arrepentimiento",
        options: () => ({ form: { subscriptionId: "999999" } }),
        expected: signedIn({ status: 409 }),
      },
    ],
  },
  "routes/api/mercadopago-webhook": {
    get: [
      { name: "GET /api/webhooks/mercadopago", path: () => "/api/webhooks/mercadopago", expected: all(NOT_ALLOWED) },
    ],
    post: [
      {
        // Mercado Pago is not configured here: nobody can post anything to it.
        name: "POST /api/webhooks/mercadopago",
        path: () => "/api/webhooks/mercadopago?data.id=1&type=subscription_preapproval",
        options: jsonPost({ type: "subscription_preapproval", data: { id: "1" } }),
        expected: all({ status: 404 }),
      },
    ],
  },
  "routes/api/test-billing-clock": {
    get: [{ name: "GET /api/test/billing-clock", path: () => "/api/test/billing-clock", expected: all(NOT_ALLOWED) }],
    post: [
      {
        name: "POST /api/test/billing-clock (NODE_ENV=test; a body that says nothing)",
        path: () => "/api/test/billing-clock",
        options: jsonPost({}),
        expected: all({ status: 400 }),
      },
    ],
  },
  "routes/api/business-reviews": {
    get: [
      {
        name: "GET /api/businesses/{uuid}/reviews",
        path: () => `/api/businesses/${otherBusiness}/reviews?pagina=2`,
        options: acceptJson,
        expected: all("json"),
      },
    ],
    post: [
      {
        name: "POST /api/businesses/{uuid}/reviews (read only)",
        path: () => `/api/businesses/${otherBusiness}/reviews`,
        options: jsonPost({}),
        expected: all(NOT_ALLOWED),
      },
    ],
  },
  "routes/api/directory": {
    get: [{ name: "GET /api/directory", path: () => "/api/directory", options: acceptJson, expected: all("json") }],
    postWithoutAction: all(NOT_ALLOWED),
  },
  "routes/api/search": {
    get: [{ name: "GET /api/search", path: () => "/api/search?q=pizza", options: acceptJson, expected: all("json") }],
    postWithoutAction: all(NOT_ALLOWED),
  },
  "routes/api/search-map": {
    get: [
      {
        name: "GET /api/search/map",
        path: () => "/api/search/map?q=pizza&bbox=-63.4,-32.5,-63.1,-32.3&zoom=13",
        options: acceptJson,
        expected: all("json"),
      },
    ],
    postWithoutAction: all(NOT_ALLOWED),
  },
  "routes/api/geocode": {
    get: [
      {
        name: "GET /api/geocode (signed in; no geocoder in tests: unconfigured)",
        path: () => `/api/geocode?${new URLSearchParams({ address: "Santa Fe 950", city: "Villa María" })}`,
        options: acceptJson,
        expected: signedIn("json", "unauthorized"),
      },
    ],
    postWithoutAction: all(NOT_ALLOWED),
  },
  "routes/api/distance": {
    get: [{ name: "GET /api/distance", path: () => "/api/distance", options: acceptJson, expected: all(NOT_ALLOWED) }],
    post: [
      {
        name: "POST /api/distance (walking, anyone)",
        path: () => "/api/distance",
        options: jsonPost({
          origin: { lat: -32.411, lng: -63.243 },
          destination: { lat: -32.405, lng: -63.24 },
          mode: "walking",
        }),
        expected: all("json"),
      },
    ],
  },
  "routes/api/distances": {
    get: [
      { name: "GET /api/distances", path: () => "/api/distances", options: acceptJson, expected: all(NOT_ALLOWED) },
    ],
    post: [
      {
        name: "POST /api/distances (walking, anyone)",
        path: () => "/api/distances",
        options: jsonPost({
          origin: { lat: -32.411, lng: -63.243 },
          destinations: [{ id: "a", lat: -32.405, lng: -63.24 }],
          mode: "walking",
        }),
        expected: all("json"),
      },
    ],
  },
  "routes/api/promotion-events": {
    get: [
      {
        name: "GET /api/promotions/:id/events",
        path: () => `/api/promotions/${promotionId}/events`,
        options: acceptJson,
        expected: all(NOT_ALLOWED),
      },
    ],
    post: [
      {
        name: "POST /api/promotions/:id/events (a view)",
        path: () => `/api/promotions/${promotionId}/events`,
        options: jsonPost({ type: "view" }),
        expected: all("json"),
      },
    ],
  },
  "routes/seo/magazine-rss": { get: [page("/magazine/rss.xml", all("ok"))], postWithoutAction: all(NOT_ALLOWED) },
  "routes/assets/category-sprite": {
    get: [page("/icons/categories.svg", all("ok"))],
    postWithoutAction: all(NOT_ALLOWED),
  },
  "routes/seo/sitemap": { get: [page("/sitemap.xml", all("ok"))], postWithoutAction: all(NOT_ALLOWED) },
  "routes/seo/robots": { get: [page("/robots.txt", all("ok"))], postWithoutAction: all(NOT_ALLOWED) },
  "routes/admin/categories": {
    get: [
      {
        name: "GET /admin/categories",
        path: () => "/admin/categories",
        expected: adminOnly("page"),
        content: () => "Nueva categoría",
      },
    ],
    post: [
      {
        name: "POST /admin/categories (move one that is not there)",
        path: () => "/admin/categories",
        options: () => ({ form: { intent: "move", categoryId: "999999", to: "up" } }),
        expected: adminOnly({ redirect: "/admin/categories" }),
      },
    ],
  },
  "routes/admin/brands": {
    get: [
      {
        name: "GET /admin/brands",
        path: () => "/admin/brands",
        expected: adminOnly("page"),
        content: () => "Nueva marca",
      },
    ],
    post: [
      {
        name: "POST /admin/brands (a brand without name)",
        path: () => "/admin/brands",
        options: () => ({ form: { name: "", slug: "" } }),
        expected: adminOnly({ status: 400 }),
      },
    ],
  },
  "routes/admin/brand-detail": {
    get: [page("/admin/brands/1", adminOnly("page"))],
    post: [
      {
        name: "POST /admin/brands/1 (unlink a business that is not there)",
        path: () => "/admin/brands/1",
        options: () => ({ form: { intent: "remove-branch", businessUuid: "00000000-0000-4000-8000-000000000000" } }),
        expected: adminOnly({ redirect: "/admin/brands/1" }),
      },
    ],
  },
  "routes/admin/brand-promotion": {
    get: [page("/admin/brands/1/promocion", adminOnly("page"))],
    post: [
      {
        name: "POST /admin/brands/1/promocion (without title)",
        path: () => "/admin/brands/1/promocion",
        options: () => ({ form: { title: "" } }),
        expected: adminOnly({ status: 400 }),
      },
    ],
  },
  "routes/admin/promotions": {
    get: [page("/admin/promotions", adminOnly("page"))],
    post: [
      {
        name: "POST /admin/promotions (pause one that is not there)",
        path: () => "/admin/promotions",
        options: () => ({ form: { intent: "pause", promotionId: "00000000-0000-4000-8000-000000000000" } }),
        expected: adminOnly({ redirect: "/admin/promotions" }),
      },
    ],
  },
  "routes/admin/promotion-edit": {
    get: [page(() => `/admin/promotions/${ownPromotionId}`, adminOnly("page"))],
    post: [
      {
        name: "POST /admin/promotions/{id} (one that is not there)",
        path: () => "/admin/promotions/00000000-0000-4000-8000-000000000000",
        options: () => ({ form: { intent: "pause", promotionId: "00000000-0000-4000-8000-000000000000" } }),
        expected: adminOnly({ status: 404 }),
      },
    ],
  },
  "routes/admin/bank-promotions": {
    get: [page("/admin/promotions/bancarias", adminOnly("page"))],
    post: [
      {
        name: "POST /admin/promotions/bancarias (delete a bank that is not there)",
        path: () => "/admin/promotions/bancarias",
        options: () => ({ form: { intent: "delete-bank", bankId: "999999" } }),
        expected: adminOnly({ redirect: "/admin/promotions/bancarias#bancos" }),
      },
    ],
  },
  "routes/admin/bank-promotion-edit": {
    get: [page("/admin/promotions/bancarias/nueva", adminOnly("page"))],
    post: [
      {
        name: "POST /admin/promotions/bancarias/nueva (without bank)",
        path: () => "/admin/promotions/bancarias/nueva",
        options: () => ({ form: { title: "Sin banco" } }),
        expected: adminOnly({ status: 400 }),
      },
      {
        name: "POST /admin/promotions/bancarias/nueva (a list of businesses with an unknown one)",
        path: () => "/admin/promotions/bancarias/nueva",
        options: () => ({
          form: {
            bankId: "1",
            title: "Sólo en el barrio",
            discountText: "10% de reintegro",
            validFrom: dateKey(0),
            validTo: dateKey(30),
            scope: "comercios",
            businessSlugs: "no-existe-en-vilma",
          },
        }),
        expected: adminOnly({ status: 409 }),
      },
    ],
  },
  "routes/admin/users": {
    get: [
      {
        name: "GET /admin/users",
        path: () => "/admin/users",
        expected: adminOnly("page"),
        content: () => "Suspender seleccionadas",
      },
    ],
    post: [
      {
        name: "POST /admin/users (reactivate an unknown account)",
        path: () => "/admin/users",
        options: () => ({ form: { intent: "unban-many", ids: "matriz-nadie" } }),
        expected: adminOnly({ redirect: "/admin/users" }),
      },
    ],
  },
  "routes/admin/user-detail": {
    get: [page(() => `/admin/users/${ACCOUNTS.user.id}`, adminOnly("page"))],
    post: [
      {
        name: "POST /admin/users/{id} (the role it already has)",
        path: () => `/admin/users/${ACCOUNTS.user.id}`,
        options: () => ({ form: { intent: "role", role: "user" } }),
        expected: adminOnly({ redirect: `/admin/users/${ACCOUNTS.user.id}` }),
      },
    ],
  },
  "routes/admin/reviews": {
    get: [
      {
        name: "GET /admin/reviews",
        path: () => "/admin/reviews",
        expected: adminOnly("page"),
        content: () => "Descartar reportes",
      },
    ],
    post: [
      {
        name: "POST /admin/reviews (dismiss the reports of a missing review)",
        path: () => "/admin/reviews",
        options: () => ({ form: { intent: "dismiss", reviewId: "999999999" } }),
        expected: adminOnly({ status: 404 }),
      },
    ],
  },
  "routes/admin/support": {
    get: [page("/admin/support", adminOnly("page"))],
    postWithoutAction: adminOnly(NOT_ALLOWED),
  },
  "routes/admin/support-ticket": {
    get: [page(() => `/admin/support/${supportTicketId}`, adminOnly("page"))],
    post: [
      {
        name: "POST /admin/support/{id} (priority)",
        path: () => `/admin/support/${supportTicketId}`,
        options: () => ({ form: { intent: "priority", priority: "high" } }),
        expected: adminOnly({ redirect: /^\/admin\/support\/\d+$/ }),
        after: async (role) => {
          const [row] = await database()
            .db.select({ priority: supportTickets.priority })
            .from(supportTickets)
            .where(eq(supportTickets.id, supportTicketId));
          expect(row?.priority).toBe(role === "admin" ? "high" : "normal");
        },
      },
    ],
  },
  "routes/public/contact": {
    get: [page("/contacto")],
    post: [
      {
        // The honeypot filled: the same thanks for everyone, nothing kept.
        name: "POST /contacto (a bot)",
        path: () => "/contacto",
        options: () => ({
          form: { name: "Bot", email: "bot@example.com", subject: "Hola", message: "Compre ya", sitio_web: "x" },
        }),
        expected: all({ redirect: "/contacto" }),
      },
    ],
  },
  "routes/owner/support": {
    get: [page("/mi-comercio/ayuda", ownerArea("page"))],
    post: [
      {
        name: "POST /mi-comercio/ayuda (a business that is not theirs)",
        path: () => "/mi-comercio/ayuda",
        options: () => ({ form: { businessUuid: otherBusiness, subject: "Matriz", message: "Matriz de permisos" } }),
        expected: ownerArea({ status: 400 }),
      },
    ],
  },
  "routes/api/review-report": {
    get: [
      {
        name: "GET /api/reviews/1/report",
        path: () => "/api/reviews/1/report",
        options: acceptJson,
        expected: all(NOT_ALLOWED),
      },
    ],
    post: [
      {
        name: "POST /api/reviews/{id}/report (a missing review)",
        path: () => "/api/reviews/999999999/report",
        options: () => jsonPost({ reason: "spam" })(),
        expected: signedIn({ status: 404 }, "unauthorized"),
      },
    ],
  },
  // Posts, questions and suggestions (decision 33): the owner's screens of THEIR business, the admin's
  // queues, and the neighbours' JSON endpoints; the POST cells aim at rows that do not exist.
  "routes/owner/posts": {
    get: [
      {
        name: "GET /mi-comercio/{id}/novedades",
        path: () => `/mi-comercio/${ownBusiness}/novedades`,
        expected: { ...ownerArea("page"), other_owner: "forbidden" },
        content: () => "Novedades",
      },
    ],
    post: [
      {
        name: "POST /mi-comercio/{id}/novedades (delete a missing post)",
        path: () => `/mi-comercio/${ownBusiness}/novedades`,
        options: () => ({ form: { intent: "delete", postId: "999999999" } }),
        expected: { ...ownerArea({ status: 404 }), other_owner: "forbidden" },
      },
    ],
  },
  "routes/owner/questions": {
    get: [
      {
        name: "GET /mi-comercio/{id}/preguntas",
        path: () => `/mi-comercio/${ownBusiness}/preguntas`,
        expected: { ...ownerArea("page"), other_owner: "forbidden" },
        content: () => "Preguntas",
      },
    ],
    post: [
      {
        name: "POST /mi-comercio/{id}/preguntas (answer a missing question)",
        path: () => `/mi-comercio/${ownBusiness}/preguntas`,
        options: () => ({ form: { questionId: "999999999", body: "Sí, abrimos el feriado." } }),
        expected: { ...ownerArea({ status: 404 }), other_owner: "forbidden" },
      },
    ],
  },
  "routes/owner/suggestions": {
    get: [
      {
        name: "GET /mi-comercio/{id}/sugerencias",
        path: () => `/mi-comercio/${ownBusiness}/sugerencias`,
        expected: { ...ownerArea("page"), other_owner: "forbidden" },
        content: () => "Sugerencias",
      },
    ],
    post: [
      {
        name: "POST /mi-comercio/{id}/sugerencias (reject a missing suggestion)",
        path: () => `/mi-comercio/${ownBusiness}/sugerencias`,
        options: () => ({ form: { intent: "reject", suggestionId: "999999999" } }),
        expected: { ...ownerArea({ status: 404 }), other_owner: "forbidden" },
      },
    ],
  },
  "routes/admin/questions": {
    get: [{ name: "GET /admin/preguntas", path: () => "/admin/preguntas", expected: adminOnly("page") }],
    post: [
      {
        name: "POST /admin/preguntas (dismiss the reports of a missing question)",
        path: () => "/admin/preguntas",
        options: () => ({ form: { intent: "dismiss", questionId: "999999999" } }),
        expected: adminOnly({ status: 404 }),
      },
    ],
  },
  "routes/admin/suggestions": {
    get: [{ name: "GET /admin/sugerencias", path: () => "/admin/sugerencias", expected: adminOnly("page") }],
    post: [
      {
        name: "POST /admin/sugerencias (reject a missing suggestion)",
        path: () => "/admin/sugerencias",
        options: () => ({ form: { intent: "reject", suggestionId: "999999999" } }),
        expected: adminOnly({ status: 404 }),
      },
    ],
  },
  "routes/api/questions": {
    get: [
      { name: "GET /api/questions", path: () => "/api/questions", options: acceptJson, expected: all(NOT_ALLOWED) },
    ],
    post: [
      {
        name: "POST /api/questions (answer a missing question)",
        path: () => "/api/questions",
        options: () => jsonPost({ intent: "answer", questionId: "999999999", body: "Sí, abren." })(),
        expected: signedIn({ status: 404 }, "unauthorized"),
      },
    ],
  },
  "routes/api/question-report": {
    get: [
      {
        name: "GET /api/questions/1/report",
        path: () => "/api/questions/1/report",
        options: acceptJson,
        expected: all(NOT_ALLOWED),
      },
    ],
    post: [
      {
        name: "POST /api/questions/{id}/report (a missing question)",
        path: () => "/api/questions/999999999/report",
        options: () => jsonPost({ reason: "spam" })(),
        expected: signedIn({ status: 404 }, "unauthorized"),
      },
    ],
  },
  "routes/api/suggestions": {
    get: [
      { name: "GET /api/suggestions", path: () => "/api/suggestions", options: acceptJson, expected: all(NOT_ALLOWED) },
    ],
    post: [
      {
        name: "POST /api/suggestions (a business that is not one)",
        path: () => "/api/suggestions",
        options: () => jsonPost({ businessUuid: "no-es-un-comercio", kind: "phone", value: "0353 15 400-0000" })(),
        expected: signedIn({ status: 404 }, "unauthorized"),
      },
    ],
  },
  "routes/admin/content-banners": {
    get: [page("/admin/content/banners", adminOnly("page"))],
    post: [
      {
        name: "POST /admin/content/banners (delete one that is not there)",
        path: () => "/admin/content/banners",
        options: () => ({ form: { intent: "delete", bannerId: "999999" } }),
        expected: adminOnly({ status: 404 }),
      },
    ],
  },
  "routes/admin/content-pages": {
    get: [page("/admin/content/pages", adminOnly("page"))],
    postWithoutAction: adminOnly(NOT_ALLOWED),
  },
  "routes/admin/content-page-edit": {
    get: [page("/admin/content/pages/nueva", adminOnly("page"))],
    post: [
      {
        name: "POST /admin/content/pages/{id} (publish one that is not there)",
        path: () => "/admin/content/pages/999999",
        options: () => ({ form: { intent: "publish" } }),
        expected: adminOnly({ status: 404 }),
      },
    ],
  },
  "routes/admin/markdown-preview": {
    get: [page("/admin/content/preview", adminOnly(NOT_ALLOWED))],
    post: [
      {
        name: "POST /admin/content/preview",
        path: () => "/admin/content/preview",
        options: () => ({ form: { body: "## Hola" }, headers: { accept: "application/json" } }),
        expected: adminOnly("json"),
      },
    ],
  },
  "routes/admin/content-quick-access": {
    get: [page("/admin/content/quick-access", adminOnly("page"))],
    post: [
      {
        name: "POST /admin/content/quick-access (a label too short)",
        path: () => "/admin/content/quick-access",
        options: () => ({ form: { label: "x", icon: "Pill", url: "/ofertas" } }),
        expected: adminOnly({ status: 400 }),
      },
    ],
  },
  "routes/admin/settings": {
    get: [page("/admin/settings", adminOnly("page"))],
    post: [
      {
        name: "POST /admin/settings (a malformed GA id)",
        path: () => "/admin/settings",
        options: () => ({ form: { googleAnalyticsId: "no-es-un-id" } }),
        expected: adminOnly({ status: 400 }),
      },
    ],
  },
  "routes/admin/magazine": {
    get: [page("/admin/magazine", adminOnly("page"))],
    postWithoutAction: adminOnly(NOT_ALLOWED),
  },
  "routes/admin/magazine-new": {
    get: [page("/admin/magazine/new", adminOnly("page"))],
    post: [
      {
        name: "POST /admin/magazine/new (no body)",
        path: () => "/admin/magazine/new",
        options: () => ({ form: { title: "Un artículo de prueba", status: "draft" } }),
        expected: adminOnly({ status: 400 }),
      },
    ],
  },
  "routes/admin/magazine-edit": {
    get: [page(() => `/admin/magazine/posts/${magazinePostId}/edit`, adminOnly("page"))],
    post: [
      {
        name: "POST /admin/magazine/posts/{id}/edit (delete one that is not there)",
        path: () => "/admin/magazine/posts/999999/edit",
        options: () => ({ form: { intent: "delete" } }),
        expected: adminOnly({ status: 404 }),
      },
    ],
  },
  "routes/admin/magazine-ai": {
    get: [page("/admin/magazine/ai-generator", adminOnly("page"))],
    post: [
      {
        name: "POST /admin/magazine/ai-generator (a topic too short)",
        path: () => "/admin/magazine/ai-generator",
        options: () => ({ form: { topic: "x" } }),
        expected: adminOnly({ status: 400 }),
      },
    ],
  },
  "routes/admin/businesses": {
    get: [
      {
        name: "GET /admin/businesses",
        path: () => "/admin/businesses",
        expected: adminOnly("page"),
        content: () => "Nuevo comercio",
      },
    ],
    post: [
      {
        name: "POST /admin/businesses (suspend the owner's business)",
        path: () => "/admin/businesses",
        options: () => ({ form: { ids: ownBusiness, status: "suspended", reason: "Matriz de permisos" } }),
        expected: adminOnly({ redirect: "/admin/businesses" }),
        after: async (role) => {
          const { db } = database();
          const [row] = await db
            .select({ status: businesses.status })
            .from(businesses)
            .where(eq(businesses.uuid, ownBusiness));
          expect(row?.status).toBe(role === "admin" ? "suspended" : "active");
          // Put it back for the other cells.
          if (role === "admin")
            await db.update(businesses).set({ status: "active" }).where(eq(businesses.uuid, ownBusiness));
        },
      },
    ],
  },
  "routes/admin/business-new": {
    get: [page("/admin/businesses/new?name=Matriz", adminOnly("page"))],
    post: [
      {
        name: "POST /admin/businesses/new (a name too short)",
        path: () => "/admin/businesses/new",
        options: () => ({ form: { name: "X", businessType: "commerce", city: "Villa María" } }),
        expected: adminOnly({ status: 400 }),
      },
    ],
  },
  "routes/admin/business-special-hours": {
    get: [page("/admin/businesses/special-hours", adminOnly("page"))],
    post: [
      {
        name: "POST /admin/businesses/special-hours (no business ticked)",
        path: () => "/admin/businesses/special-hours",
        options: () => ({ form: { intent: "apply", date: dateKey(5), name: "Matriz", closed: "on" } }),
        expected: adminOnly({ status: 400 }),
      },
    ],
  },
  "routes/admin/business-edit": {
    get: [page(() => `/admin/businesses/${ownBusiness}/edit`, adminOnly("page"))],
    post: [
      {
        name: "POST /admin/businesses/{id}/edit (a status that does not exist)",
        path: () => `/admin/businesses/${ownBusiness}/edit`,
        options: () => ({ form: { intent: "status", status: "borrado" } }),
        expected: adminOnly({ status: 400 }),
      },
    ],
  },
  "routes/admin/business-edit-hours": {
    get: [page(() => `/admin/businesses/${ownBusiness}/edit/horarios`, adminOnly("page"))],
    post: [
      {
        name: "POST /admin/businesses/{id}/edit/horarios (a special day without a date)",
        path: () => `/admin/businesses/${ownBusiness}/edit/horarios`,
        options: () => ({ form: { intent: "special", closed: "on" } }),
        expected: adminOnly({ status: 400 }),
      },
    ],
  },
  "routes/admin/business-edit-photos": {
    get: [page(() => `/admin/businesses/${ownBusiness}/edit/fotos`, adminOnly("page"))],
    post: [
      {
        name: "POST /admin/businesses/{id}/edit/fotos (a logo without a file)",
        path: () => `/admin/businesses/${ownBusiness}/edit/fotos`,
        options: () => ({ form: { intent: "logo" } }),
        expected: adminOnly({ status: 400 }),
      },
    ],
  },
  "routes/admin/business-edit-owners": {
    get: [page(() => `/admin/businesses/${ownBusiness}/edit/duenos`, adminOnly("page"))],
    post: [
      {
        name: "POST /admin/businesses/{id}/edit/duenos (an e-mail nobody has)",
        path: () => `/admin/businesses/${ownBusiness}/edit/duenos`,
        options: () => ({ form: { intent: "owner-add", email: "nadie@matriz.test" } }),
        expected: adminOnly({ status: 400 }),
      },
    ],
  },
  "routes/admin/business-edit-history": {
    get: [page(() => `/admin/businesses/${ownBusiness}/edit/historial`, adminOnly("page"))],
    postWithoutAction: adminOnly(NOT_ALLOWED),
  },
  "routes/admin/business-import": {
    get: [
      {
        name: "GET /admin/businesses/bulk-import",
        path: () => "/admin/businesses/bulk-import",
        expected: adminOnly("page"),
        content: () => "Formato del archivo",
      },
    ],
    post: [
      {
        name: "POST /admin/businesses/bulk-import (dry run of an import that is not there)",
        path: () => "/admin/businesses/bulk-import",
        options: () => ({ form: { intent: "plan", job: "00000000-0000-4000-8000-000000000000", mode: "create" } }),
        expected: adminOnly({ status: 404 }),
      },
    ],
  },
  "routes/admin/category-import": {
    get: [
      {
        name: "GET /admin/categories/bulk-import",
        path: () => "/admin/categories/bulk-import",
        expected: adminOnly("page"),
        content: () => "Formato del archivo",
      },
    ],
    post: [
      {
        name: "POST /admin/categories/bulk-import (import one that is not there)",
        path: () => "/admin/categories/bulk-import",
        options: () => ({ form: { intent: "import", job: "00000000-0000-4000-8000-000000000000" } }),
        expected: adminOnly({ status: 404 }),
      },
    ],
  },
  "routes/admin/pharmacy-duties": {
    get: [
      {
        name: "GET /admin/farmacias-de-turno",
        path: () => "/admin/farmacias-de-turno",
        expected: adminOnly("page"),
        content: () => "Corregir un día",
      },
    ],
    post: [
      {
        name: "POST /admin/farmacias-de-turno (no day chosen)",
        path: () => "/admin/farmacias-de-turno",
        options: () => ({ form: { city: "Villa María", date: "", pharmacy: "none", start: "08:00", end: "08:00" } }),
        expected: adminOnly({ status: 400 }),
      },
    ],
  },
  "routes/admin/pharmacy-duty-import": {
    get: [
      {
        name: "GET /admin/farmacias-de-turno/importar",
        path: () => "/admin/farmacias-de-turno/importar",
        expected: adminOnly("page"),
        content: () => "Formato del archivo",
      },
    ],
    post: [
      {
        name: "POST /admin/farmacias-de-turno/importar (import one that is not there)",
        path: () => "/admin/farmacias-de-turno/importar",
        options: () => ({ form: { intent: "import", job: "00000000-0000-4000-8000-000000000000" } }),
        expected: adminOnly({ status: 404 }),
      },
    ],
  },
  "routes/admin/import-progress": {
    get: [
      {
        name: "GET /admin/imports/{id}/progress",
        path: () => `/admin/imports/${seededImportJob}/progress`,
        expected: adminOnly("ok"),
        content: () => '"processed":12',
      },
    ],
    postWithoutAction: adminOnly(NOT_ALLOWED),
  },
  "routes/admin/import-rejected": {
    get: [
      {
        name: "GET /admin/imports/{id}/rechazadas.csv",
        path: () => `/admin/imports/${seededImportJob}/rechazadas.csv`,
        expected: adminOnly("ok"),
        content: () => "Falta el nombre",
        after: (role, response) => {
          if (role !== "admin") return;
          expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
          expect(response.headers.get("cache-control")).toBe("private, no-store");
        },
      },
    ],
    postWithoutAction: adminOnly(NOT_ALLOWED),
  },
  "routes/admin/import-example": {
    get: [
      {
        name: "GET /admin/imports/ejemplo/comercios",
        path: () => "/admin/imports/ejemplo/comercios",
        expected: adminOnly("ok"),
      },
    ],
    postWithoutAction: adminOnly(NOT_ALLOWED),
  },
  "routes/admin/event-bus": {
    get: [
      {
        name: "GET /admin/event-bus",
        path: () => "/admin/event-bus?state=failed",
        expected: adminOnly("page"),
        content: () => "Próximo intento",
      },
    ],
    post: [
      {
        name: "POST /admin/event-bus (retry one that is not there)",
        path: () => "/admin/event-bus",
        options: () => ({ form: { intent: "retry-many", ids: "999999999" } }),
        expected: adminOnly({ redirect: "/admin/event-bus" }),
      },
    ],
  },
  "routes/admin/event-detail": {
    get: [page("/admin/event-bus/1", adminOnly("page"))],
    post: [
      {
        name: "POST /admin/event-bus/{id} (retry one that is not there)",
        path: () => "/admin/event-bus/999999999",
        options: () => ({ form: { intent: "retry", id: "999999999" } }),
        expected: adminOnly({ status: 404 }),
      },
    ],
  },
  "routes/admin/notifications": {
    get: [
      {
        name: "GET /admin/notifications",
        path: () => "/admin/notifications",
        expected: adminOnly("page"),
        content: () => "Lo que Vilma avisó sola",
      },
    ],
    postWithoutAction: adminOnly(NOT_ALLOWED),
  },
  "routes/admin/send-notifications": {
    get: [
      {
        name: "GET /admin/send-notifications",
        path: () => "/admin/send-notifications",
        expected: adminOnly("page"),
        content: () => "Ver vista previa y destinatarios",
      },
    ],
    post: [
      {
        name: "POST /admin/send-notifications (preview for one person)",
        path: () => "/admin/send-notifications",
        options: () => ({
          form: {
            intent: "preview",
            title: "Matriz de permisos",
            message: "Sólo una vista previa",
            type: "other",
            audience: "user",
            email: "vecino@vilma.test",
          },
        }),
        expected: adminOnly("page"),
      },
    ],
  },
};

// ---------------------------------------------------------------------------------------------
// The matrix: the route map × the table

const build = await loadServerBuild();
const routeIds = Object.keys(build.routes);
let cellsRun = 0;

/** The cells a route gets: its GETs, its action's POSTs, or (no action) a post that must be refused. */
function cellsOf(id: string, entry: RouteEntry): Cell[] {
  const module = build.routes[id]!.module;
  const cells = [...(entry.get ?? []), ...(entry.post ?? []).map((cell) => ({ method: "POST", ...cell }))];
  if (!module.action && !entry.layout && entry.get?.[0]) {
    const at = entry.get[0];
    cells.push({
      name: `POST ${at.name.replace(/^GET /, "")} (no action)`,
      method: "POST",
      path: at.path,
      options: () => ({ form: { intent: "matriz" } }),
      expected: entry.postWithoutAction ?? all(NOT_ALLOWED),
    });
  }
  return cells;
}

describe("the route map and the expectation table agree", () => {
  it.each(routeIds)("%s has an entry in ROUTE_EXPECTATIONS", (id) => {
    const entry = ROUTE_EXPECTATIONS[id];
    expect(entry, `add "${id}" to ROUTE_EXPECTATIONS with an outcome per role`).toBeDefined();
    const route = build.routes[id]!;
    const hasUrl = route.path !== undefined || route.index === true;
    if (entry!.layout) {
      expect(route.module.loader ?? route.module.action, `${id} has a loader or action: give it cells`).toBeUndefined();
      return;
    }
    // Every route with a URL shows something on GET; every action has at least one cell.
    if (route.module.loader || hasUrl) expect(entry!.get?.length, `${id}: GET cells`).toBeGreaterThan(0);
    if (route.module.action) expect(entry!.post?.length, `${id}: its action needs POST cells`).toBeGreaterThan(0);
    else expect(entry!.post, `${id} has no action: use postWithoutAction`).toBeUndefined();
  });

  it("has no entry for a route that no longer exists", () => {
    expect(Object.keys(ROUTE_EXPECTATIONS).filter((id) => !routeIds.includes(id))).toEqual([]);
  });
});

describe("permission matrix (route × role)", () => {
  for (const id of routeIds) {
    const entry = ROUTE_EXPECTATIONS[id];
    if (!entry) continue;
    for (const cell of cellsOf(id, entry)) {
      describe(`${id}: ${cell.name}`, () => {
        for (const role of ROLES) {
          it(`${role} → ${describeOutcome(cell.expected[role])}`, async () => {
            const path = cell.path();
            const cookie = cell.session ? await cell.session(role) : cookies[role];
            const response = await fetchApp(path, { method: cell.method, ...cell.options?.(role), cookie });
            expectOutcome(response, cell.expected[role], path, cell.content?.());
            await cell.after?.(role, response);
            cellsRun++;
          });
        }
      });
    }
  }

  afterAll(() => {
    console.info(`matriz de permisos: ${cellsRun} celdas (rutas × roles) pasaron`);
  });

  it("a forged or expired session cookie counts as signed out", async () => {
    const forged = "vilma.session_token=no-existe.firma-falsa";
    expectOutcome(await fetchApp("/admin/dashboard", { cookie: forged }), "sign-in", "/admin/dashboard");
    expectOutcome(await fetchApp("/api/notifications", { cookie: forged }), "unauthorized", "/api/notifications");
  });
});

describe("the owner's promotion form through HTTP", () => {
  it("answers bad input with 400 and the Spanish messages, publishing nothing", async () => {
    const title = "Fechas al revés";
    const response = await fetchApp(`/mi-comercio/${ownBusiness}/promociones/nueva`, {
      cookie: cookies.owner,
      form: {
        ...promotionForm(title),
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

  it("features only where the business's plan includes it; an admin may always feature", async () => {
    await fetchApp(`/mi-comercio/${ownBusiness}/promociones/nueva`, {
      cookie: cookies.owner,
      form: { ...promotionForm("Destacada a escondidas"), isFeatured: "on" },
    });
    await fetchApp(`/mi-comercio/${ownBusiness}/promociones/nueva`, {
      cookie: cookies.admin,
      form: { ...promotionForm("Destacada por admin"), isFeatured: "on" },
    });
    const plan = await getActivePlan(database().db, ownBusiness, new Date());
    expect((await promotionsTitled("Destacada a escondidas"))[0]?.isFeatured).toBe(
      plan?.includesFeaturedPromotions ?? false,
    );
    expect((await promotionsTitled("Destacada por admin"))[0]?.isFeatured).toBe(true);
  });

  it("a published promotion shows on the business's public page at once", async () => {
    const { db } = database();
    const [business] = await db.select().from(businesses).where(eq(businesses.uuid, ownBusiness));
    // Warm the page cache first: publishing must clear it.
    expect((await fetchApp(`/${business!.slug}`)).text).not.toContain("Recién publicada por la matriz");
    const posted = await fetchApp(`/mi-comercio/${ownBusiness}/promociones/nueva`, {
      cookie: cookies.owner,
      form: promotionForm("Recién publicada por la matriz"),
    });
    expect(posted.location).toBe(`/mi-comercio/${ownBusiness}/promociones`);
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
