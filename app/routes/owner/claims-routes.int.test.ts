import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AppError } from "#core/errors.ts";
import { PLACE_PIN_MESSAGE } from "#core/geocoding.ts";
import type { SessionUser } from "#server/platform/auth/session.ts";
import { businesses, claims, userRoles } from "#server/platform/db/schema.ts";
import { contextWithUser, testUser } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { action as claimAction, loader as claimLoader } from "./claim-business.tsx";
import { loader as dashboardLoader } from "./dashboard.tsx";
import { action as registerAction } from "./new-business.tsx";

const database = setupTestDatabase();
const ORIGIN = "http://localhost:3000";

const person = (id: string, extra: Partial<SessionUser> = {}) => testUser(id, { email: `${id}@example.com`, ...extra });

const NEIGHBOUR = person("demo-reviewer-050");
const OWNER = person("demo-comercio", { role: "business_owner", isBusinessOwner: true });

async function twoActive(): Promise<[string, string]> {
  const { db } = database();
  const rows = await db
    .select({ uuid: businesses.uuid })
    .from(businesses)
    .where(eq(businesses.status, "active"))
    .orderBy(businesses.id)
    .offset(70)
    .limit(2);
  return [rows[0]!.uuid, rows[1]!.uuid];
}

let ip = 0;
function multipart(path: string, form: FormData, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body: form,
    headers: { "x-vilma-client-ip": `192.0.2.${++ip}`, ...headers },
  });
}

function claimForm(extra: [string, string | File][] = []): FormData {
  const form = new FormData();
  form.set("role", "manager");
  form.set("contactPhone", "0353 15 412-3456");
  form.set("proofText", "Soy el encargado desde 2022; el dueño me autorizó a administrar la página.");
  for (const [k, v] of extra) form.append(k, v);
  return form;
}

async function callClaim(user: SessionUser | null, businessId: string, form: FormData, headers = {}) {
  try {
    return (await claimAction({
      request: multipart(`/mi-comercio/reclamar/${businessId}`, form, headers),
      context: contextWithUser(user),
      params: { businessId },
    } as never)) as unknown;
  } catch (thrown) {
    return thrown;
  }
}

const statusOf = (outcome: unknown) =>
  outcome instanceof Response || outcome instanceof AppError
    ? outcome.status
    : ((outcome as { init?: { status?: number } }).init?.status ?? 200);

describe("/mi-comercio/reclamar/:businessId", () => {
  it("sends a visitor to sign in and back to the form", async () => {
    const [uuid] = await twoActive();
    const outcome = await callClaim(null, uuid, claimForm());
    expect(outcome).toBeInstanceOf(Response);
    const location = (outcome as Response).headers.get("location");
    expect(location).toBe(`/auth?redirectTo=${encodeURIComponent(`/mi-comercio/reclamar/${uuid}`)}`);
  });

  it("takes the business from the URL only: another business's id in a field changes nothing", async () => {
    const { db } = database();
    const [uuid, other] = await twoActive();
    const outcome = await callClaim(
      NEIGHBOUR,
      uuid,
      claimForm([
        ["businessUuid", other],
        ["businessId", other],
      ]),
    );
    expect(statusOf(outcome)).toBe(302);
    expect((outcome as Response).headers.get("location")).toBe("/mi-comercio");
    const rows = await db.select().from(claims).where(eq(claims.userId, NEIGHBOUR.id));
    expect(rows.map((r) => r.businessUuid)).toEqual([uuid]);
    expect(rows[0]).toMatchObject({ role: "manager", contactPhone: "0353 15 412-3456" });

    // The page now says it is waiting, and a second post is a 409 with the message.
    const page = await claimLoader({
      request: new Request(`${ORIGIN}/mi-comercio/reclamar/${uuid}`),
      context: contextWithUser(NEIGHBOUR),
      params: { businessId: uuid },
    } as never);
    expect(page.blocker).toMatchObject({ reason: "duplicate" });
    const again = await callClaim(NEIGHBOUR, uuid, claimForm());
    expect(statusOf(again)).toBe(409);
  });

  it("refuses a claim on one's own business, bad fields, and unknown or malformed ids", async () => {
    const { db } = database();
    const [own] = await db
      .select({ uuid: userRoles.businessUuid })
      .from(userRoles)
      .where(and(eq(userRoles.userId, "demo-comercio"), eq(userRoles.role, "business_owner")))
      .limit(1);
    const mine = await callClaim(OWNER, own!.uuid!, claimForm());
    expect(statusOf(mine)).toBe(409);

    const [uuid] = await twoActive();
    const bad = new FormData();
    bad.set("role", "emperador");
    bad.set("contactPhone", "llamame");
    bad.set("proofText", "corto");
    const invalid = (await callClaim(person("demo-reviewer-051"), uuid, bad)) as {
      data: { result: { error: Record<string, string[]> } };
    };
    expect(statusOf(invalid)).toBe(400);
    expect(Object.keys(invalid.data.result.error).sort()).toEqual(["contactPhone", "proofText", "role"]);

    expect(statusOf(await callClaim(NEIGHBOUR, "00000000-0000-4000-8000-000000000000", claimForm()))).toBe(404);
    expect(statusOf(await callClaim(NEIGHBOUR, "not-a-uuid", claimForm()))).toBe(404);
    expect(await db.$count(claims, eq(claims.userId, "demo-reviewer-051"))).toBe(0);
  });

  it("answers 413 to a 30 MB upload and a field error to a file that is no image or PDF", async () => {
    const { db } = database();
    const [, uuid] = await twoActive();
    const huge = new File([new Uint8Array(30 * 1024 * 1024)], "scan.jpg", { type: "image/jpeg" });
    const tooLarge = await callClaim(person("demo-reviewer-052"), uuid, claimForm([["proofFiles", huge]]));
    expect(statusOf(tooLarge)).toBe(413);

    const fake = new File(["MZ\x90\x00 not a picture"], "foto.jpg", { type: "image/jpeg" });
    const refused = (await callClaim(person("demo-reviewer-052"), uuid, claimForm([["proofFiles", fake]]))) as {
      data: { result: { error: Record<string, string[]> } };
    };
    expect(statusOf(refused)).toBe(400);
    expect(refused.data.result.error.proofFiles?.[0]).toMatch(/imágenes|PDF/);

    const four = Array.from({ length: 4 }, (_, i) => ["proofFiles", new File(["x"], `f${i}.jpg`)] as [string, File]);
    expect(statusOf(await callClaim(person("demo-reviewer-052"), uuid, claimForm(four)))).toBe(400);
    expect(await db.$count(claims, eq(claims.userId, "demo-reviewer-052"))).toBe(0);
  });
});

function registrationForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}

async function callRegister(user: SessionUser | null, form: FormData) {
  try {
    return (await registerAction({
      request: multipart("/mi-comercio/nuevo", form),
      context: contextWithUser(user),
      params: {},
    } as never)) as unknown;
  } catch (thrown) {
    return thrown;
  }
}

describe("/mi-comercio/nuevo", () => {
  async function validFields(name: string) {
    const { db } = database();
    const [row] = await db
      .select({ id: businesses.categoryId })
      .from(businesses)
      .where(eq(businesses.status, "active"))
      .limit(1);
    const hours = Object.fromEntries(
      [1, 2, 3, 4, 5, 6].flatMap((d) => [
        [`open${d}`, "09:00"],
        [`close${d}`, "18:00"],
      ]),
    );
    return {
      name,
      categoryId: String(row!.id),
      businessType: "commerce",
      address: "San Martín 1200",
      city: "Villa Nueva",
      latitude: "-32,4321",
      longitude: "-63.2490",
      phoneNumber: "353 452-1234",
      email: "hola@laespiga.com.ar",
      websiteUrl: "laespiga.com.ar",
      closed0: "on",
      ...hours,
    };
  }

  it("a visitor is sent to sign in", async () => {
    const outcome = await callRegister(null, registrationForm(await validFields("Visita")));
    expect((outcome as Response).headers.get("location")).toBe("/auth?redirectTo=%2Fmi-comercio%2Fnuevo");
  });

  it("registers a pending business for the person and shows it in their requests", async () => {
    const { db } = database();
    const outcome = await callRegister(NEIGHBOUR, registrationForm(await validFields("Almacén Don Tito")));
    expect(statusOf(outcome)).toBe(302);
    const [row] = await db.select().from(businesses).where(eq(businesses.name, "Almacén Don Tito"));
    expect(row).toMatchObject({
      status: "pending",
      submittedBy: NEIGHBOUR.id,
      city: "Villa Nueva",
      latitude: -32.4321,
      websiteUrl: "https://laespiga.com.ar/",
      slug: "almacen-don-tito",
    });
    const data = await dashboardLoader({
      request: new Request(`${ORIGIN}/mi-comercio`),
      context: contextWithUser(NEIGHBOUR),
      params: {},
    } as never);
    expect(data.requests).toContainEqual(
      expect.objectContaining({ kind: "registration", businessName: "Almacén Don Tito", state: "pending" }),
    );
  });

  it("refuses coordinates outside both cities, a bad category, and hours that open and close at once", async () => {
    const { db } = database();
    const fields = await validFields("Fuera De Zona");
    const outcome = (await callRegister(
      NEIGHBOUR,
      registrationForm({ ...fields, latitude: "-34.60", categoryId: "999999", close3: "09:00" }),
    )) as { data: { result: { error: Record<string, string[]> } } };
    expect(statusOf(outcome)).toBe(400);
    expect(outcome.data.result.error.latitude?.[0]).toMatch(/fuera de Villa María/);
    expect(outcome.data.result.error.categoryId?.[0]).toBe("Elegí una categoría");
    expect(outcome.data.result.error.close3?.[0]).toMatch(/no puede ser igual/);
    expect(await db.$count(businesses, eq(businesses.name, "Fuera De Zona"))).toBe(0);
  });

  it("without a pin and without a geocoder (as these tests run) asks for the pin under the address and saves nothing", async () => {
    const { db } = database();
    const fields = await validFields("Sin Pin");
    const outcome = (await callRegister(NEIGHBOUR, registrationForm({ ...fields, latitude: "", longitude: "" }))) as {
      data: { result: { error: Record<string, string[]> } };
    };
    expect(statusOf(outcome)).toBe(400);
    expect(outcome.data.result.error.address?.[0]).toBe(PLACE_PIN_MESSAGE);
    expect(await db.$count(businesses, eq(businesses.name, "Sin Pin"))).toBe(0);
  });
});

describe("/mi-comercio for someone without a business", () => {
  it("is the person's requests page, not a 403", async () => {
    const data = await dashboardLoader({
      request: new Request(`${ORIGIN}/mi-comercio`),
      context: contextWithUser(person("demo-reviewer-059")),
      params: {},
    } as never);
    expect(data.businesses).toEqual([]);
    expect(data.requests).toEqual([]);
  });
});
