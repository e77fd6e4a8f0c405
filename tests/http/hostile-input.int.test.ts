/**
 * Bad input through the real app (the production build's request handler): a body that is not what
 * the endpoint takes, a body over its limit (declared or not), a wrong method, a redirect target
 * with a control character. Each gets a 4xx with a Spanish message, or a safe redirect; never a 500.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { isErrorBody } from "#core/errors.ts";
import { getUserBusinesses } from "#server/platform/auth/roles.ts";
import { fetchApp } from "#tests/setup/app-handler.ts";
import { signIn } from "#tests/setup/auth-client.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";

const database = setupTestDatabase();

let cookie: string;
let ownerCookie: string;
let adminCookie: string;
let ownedBusiness: string;
beforeAll(async () => {
  ownedBusiness = (await getUserBusinesses(database().db, "demo-comercio"))[0]!.uuid;
  cookie = await signIn("vecino@vilma.test", "vilma1234");
  ownerCookie = await signIn("comercio@vilma.test", "vilma1234");
  adminCookie = await signIn("admin@vilma.test", "vilma1234");
});

const API_POSTS = [
  "/api/favorites",
  "/api/reviews",
  "/api/questions",
  "/api/suggestions",
  "/api/notifications",
  "/api/profile/theme",
];
/** Endpoints that tell a fetcher (JSON) from a browser without JavaScript by the body itself. */
const JSON_ONLY_ANSWERS = [
  "/api/favorites",
  "/api/reviews",
  "/api/questions",
  "/api/suggestions",
  "/api/profile/theme",
];
const EVENT = "/api/promotions/0f8fad5b-d9cb-469f-a165-70867728950e/events";

/** Bodies an endpoint does not take. JSON callers are told so in JSON. */
const NOT_A_FORM: [string, Record<string, string>, string][] = [
  ["plain text", { "content-type": "text/plain" }, "intent=add"],
  ["no content type", {}, "intent=add"],
  ["broken multipart", { "content-type": "multipart/form-data; boundary=zzz" }, "--nope\r\n"],
  ["broken JSON", { "content-type": "application/json" }, "{nope"],
];

function expectSpanishRefusal(response: { status: number; json: unknown }, label: string) {
  expect(response.status, label).toBeGreaterThanOrEqual(400);
  expect(response.status, label).toBeLessThan(500);
  expect(isErrorBody(response.json), label).toBe(true);
  if (isErrorBody(response.json)) expect(response.json.error.message, label).toMatch(/^[A-ZÁÉÍÓÚÑ¿¡]/);
}

describe("bodies an endpoint does not take", () => {
  for (const path of JSON_ONLY_ANSWERS) {
    for (const [label, headers, body] of NOT_A_FORM) {
      it(`${path}: ${label} → 4xx with a Spanish message`, async () => {
        const response = await fetchApp(path, { cookie, body, headers: { ...headers, accept: "application/json" } });
        expectSpanishRefusal(response, `${path} ${label}`);
      });
    }
  }

  it("/api/notifications: a body that is not JSON is a browser without JavaScript: back to the page with a toast", async () => {
    for (const [label, headers, body] of NOT_A_FORM.filter(([, h]) => h["content-type"] !== "application/json")) {
      const response = await fetchApp("/api/notifications", { cookie, body, headers });
      expect(response.status, label).toBe(303);
      expect(response.location, label).toBe("/notifications");
      expect(
        response.headers.getSetCookie().some((c) => c.startsWith("vilma_flash=")),
        label,
      ).toBe(true);
    }
  });

  it("the tracking endpoint takes only JSON", async () => {
    for (const [label, headers, body] of NOT_A_FORM) {
      const response = await fetchApp(EVENT, { body, headers });
      expectSpanishRefusal(response, label);
    }
  });
});

describe("bodies over the limit", () => {
  const huge = "x".repeat(300 * 1024);

  for (const path of [...API_POSTS, EVENT]) {
    it(`${path}: 413 whether or not the size is declared`, async () => {
      const json = { "content-type": "application/json", accept: "application/json" };
      const declared = await fetchApp(path, {
        cookie,
        body: JSON.stringify({ intent: "add", pad: huge }),
        headers: json,
      });
      expect(declared.status).toBe(413);
      expectSpanishRefusal(declared, path);
    });
  }

  it("Better Auth's endpoints (/api/auth/*) take at most a small JSON body: 413 before it reaches them", async () => {
    const response = await fetchApp("/api/auth/sign-in/email", {
      body: JSON.stringify({ email: "vecino@vilma.test", password: "vilma1234", pad: huge }),
      headers: { "content-type": "application/json", accept: "application/json" },
    });
    expect(response.status).toBe(413);
    expectSpanishRefusal(response, "/api/auth/sign-in/email");
  });

  it("a signed-out visitor is refused before the body is read", async () => {
    const response = await fetchApp("/api/reviews", {
      body: JSON.stringify({ pad: huge }),
      headers: { "content-type": "application/json", accept: "application/json" },
    });
    expect(response.status).toBe(401);
  });
});

describe("wrong methods", () => {
  it.each([
    "/api/reviews",
    "/api/questions",
    "/api/suggestions",
    "/api/questions/1/report",
    "/api/profile/theme",
    EVENT,
  ])("GET %s → 405 with Allow: POST", async (path) => {
    const response = await fetchApp(path, { cookie });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expectSpanishRefusal(response, path);
  });

  it.each(["PUT", "DELETE", "PATCH"])("%s on /api/notifications → 405", async (method) => {
    const response = await fetchApp("/api/notifications", { cookie, method, headers: { accept: "application/json" } });
    expect(response.status).toBe(405);
  });
});

describe("page forms", () => {
  const pages: [string, () => string | undefined][] = [
    ["/auth", () => undefined],
    ["/auth/recuperar", () => undefined],
    ["/auth/restablecer?token=abc", () => undefined],
    ["/profile", () => cookie],
    // The demo owner's "Nueva promoción" (a multipart form with a picture) and promotions list.
    ["/mi-comercio/{owned}/promociones/nueva", () => ownerCookie],
    ["/mi-comercio/{owned}/promociones", () => ownerCookie],
    ["/mi-comercio/{owned}/resenas", () => ownerCookie],
    ["/admin/dashboard", () => adminCookie],
    ["/mi-comercio/nuevo", () => cookie],
    ["/admin/claims?tab=comercios", () => adminCookie],
  ];
  const bodies: [string, Record<string, string>, string][] = [
    ["plain text", { "content-type": "text/plain" }, "intent=signin"],
    ["JSON", { "content-type": "application/json" }, '{"intent":"signin"}'],
    ["broken multipart", { "content-type": "multipart/form-data; boundary=zzz" }, "--nope\r\n"],
    [
      "a form over the limit",
      { "content-type": "application/x-www-form-urlencoded" },
      `intent=x&pad=${"x".repeat(3 * 1024 * 1024)}`,
    ],
  ];

  for (const [template, cookieOf] of pages) {
    it(`${template}: a body it cannot read gets a 4xx page with a Spanish message, never a 500`, async () => {
      const path = template.replace("{owned}", ownedBusiness);
      for (const [label, headers, body] of bodies) {
        const response = await fetchApp(path, { cookie: cookieOf(), body, headers });
        expect(response.status, `${path} ${label}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${path} ${label}`).toBeLessThan(500);
        expect(response.text, `${path} ${label}`).toMatch(/pedido|formulario|Elegí|Revisá|válid/);
      }
    });
  }
});

describe("pages that take no post", () => {
  it.each([
    ["POST", "/mi-comercio"],
    ["PUT", "/mi-comercio"],
    ["DELETE", "/mi-comercio"],
    ["POST", "/search"],
    ["PATCH", "/business/1"],
  ])("%s %s → the 405 page inside the site, never a 500", async (method, path) => {
    const response = await fetchApp(path, { cookie, method, form: { a: "b" } });
    expect(response.status).toBe(405);
    expect(response.text).toContain("No pudimos procesar tu pedido");
  });
});

describe("redirect targets", () => {
  it.each(["/\t/evil.example", "/\n/evil.example", "/\r\n/evil.example", "//evil.example", "/\\evil.example"])(
    "a signed-in person sent to /auth?redirectTo=%j stays on this site",
    async (target) => {
      const response = await fetchApp(`/auth?redirectTo=${encodeURIComponent(target)}`, { cookie });
      expect(response.status).toBeLessThan(500);
      expect(response.location).toBe("/");
    },
  );
});

describe("list query strings", () => {
  it.each([
    "?page=-1&size=NaN&sort=__proto__&dir=sideways",
    "?page=99999999999999999999&size=1e3&sort[]=name&dir[]=asc",
    "?page=2&page=x&q=%00%E2%80%8B%F0%9F%8D%95&city=Rosario&city=",
    `?q=${"%25".repeat(400)}&sort=name&sort=created`,
    "?q=%E0%A4%A&page=0x10",
  ])("/admin/claims%s is the list with its defaults where the URL was bad, never a 500", async (query) => {
    for (const tab of ["", "&tab=comercios"]) {
      const response = await fetchApp(`/admin/claims${query}${tab}`, { cookie: adminCookie });
      expect(response.status).toBe(200);
      expect(response.text).toContain("Comercios nuevos");
    }
  });
});
