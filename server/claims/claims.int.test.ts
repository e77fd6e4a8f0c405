import fs from "node:fs";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RegistrationForm, RegistrationInput } from "#core/business-registration-form.ts";
import type { ClaimFormValue } from "#core/claim-form.ts";
import { PLACE_PIN_MESSAGE } from "#core/geocoding.ts";
import { createGeocoder } from "#server/geocoding/geocoder.ts";
import { auditTrail } from "#server/platform/audit/record-audit.ts";
import { getUserAccess } from "#server/platform/auth/roles.ts";
import { getConfig } from "#server/platform/config.ts";
import {
  auditLog,
  businesses,
  businessHours,
  claims,
  userNotifications,
  userRoles,
  users,
} from "#server/platform/db/schema.ts";
import { readStoredMail } from "#server/platform/mail/send-mail.ts";
import { getPublicBusiness } from "#server/public-business/get-public-business.ts";
import { type GeocoderStandin, startGeocoderStandin } from "#tests/geocoder/server.ts";
import { pngOf } from "#tests/setup/images.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { viewerClaimState } from "./claim-state.ts";
import { decideClaim } from "./decide-claim.ts";
import { decideRegistration } from "./decide-registration.ts";
import { listOwnerRequests } from "./owner-requests.ts";
import { registerBusiness } from "./register-business.ts";
import { placeRegistration } from "./registration-place.ts";
import { CLAIM_REFUSALS, submitClaim } from "./submit-claim.ts";

const database = setupTestDatabase();
const ORIGIN = "http://localhost:3000";
const ADMIN = { id: "demo-admin", ip: "203.0.113.9" };

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

function claimValue(files: File[] = []): ClaimFormValue {
  return {
    role: "owner",
    contactPhone: "353 412-3456",
    proofText: "Soy la dueña desde 2019, el CUIT del local está a mi nombre.",
    proofFiles: files,
  };
}

async function activeBusinesses(count: number, offset = 0): Promise<string[]> {
  const { db } = database();
  const owned = db.select({ uuid: userRoles.businessUuid }).from(userRoles);
  const rows = await db
    .select({ uuid: businesses.uuid })
    .from(businesses)
    .where(and(eq(businesses.status, "active")))
    .orderBy(businesses.id)
    .limit(count + offset + 40);
  const ownedSet = new Set((await owned).map((r) => r.uuid));
  return rows
    .map((r) => r.uuid)
    .filter((u) => !ownedSet.has(u))
    .slice(offset, offset + count);
}

async function demoOwnerBusiness(): Promise<string> {
  const { db } = database();
  const [row] = await db
    .select({ uuid: userRoles.businessUuid })
    .from(userRoles)
    .where(and(eq(userRoles.userId, "demo-comercio"), eq(userRoles.role, "business_owner")))
    .limit(1);
  return row!.uuid!;
}

const user = (n: number) => ({ id: `demo-reviewer-${String(n).padStart(3, "0")}`, name: `Vecina ${n}` });

const pdfBytes = (body = "1 0 obj << >> endobj\n") => new TextEncoder().encode(`%PDF-1.4\n${body}trailer\n%%EOF\n`);

describe("submitClaim", () => {
  it("records a pending claim, tells the current owners and every admin, and audits it", async () => {
    const { db } = database();
    const businessUuid = await demoOwnerBusiness();
    const result = await submitClaim(user(10), businessUuid, claimValue(), freshIp());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [claim] = await db.select().from(claims).where(eq(claims.id, result.value.claimId));
    expect(claim).toMatchObject({
      status: "pending",
      role: "owner",
      userId: user(10).id,
      contactPhone: "353 412-3456",
    });
    const notices = await db
      .select({ userId: userNotifications.userId, type: userNotifications.type, link: userNotifications.link })
      .from(userNotifications)
      .where(inArray(userNotifications.userId, ["demo-comercio", "demo-admin"]));
    expect(notices).toContainEqual({ userId: "demo-comercio", type: "claim_update", link: "/mi-comercio" });
    expect(notices).toContainEqual({
      userId: "demo-admin",
      type: "claim_update",
      link: `/admin/claims/${result.value.claimId}`,
    });
    const trail = await auditTrail(db, { type: "claim", id: result.value.claimId });
    expect(trail.map((t) => t.action)).toEqual(["claim.create"]);
  });

  it("refuses a second pending claim of the same person on the same business", async () => {
    const [uuid] = await activeBusinesses(1, 0);
    expect((await submitClaim(user(11), uuid!, claimValue(), freshIp())).ok).toBe(true);
    const again = await submitClaim(user(11), uuid!, claimValue(), freshIp());
    expect(again).toMatchObject({ ok: false, problem: { code: "conflict", message: CLAIM_REFUSALS.duplicate } });
    const { db } = database();
    expect(await db.$count(claims, and(eq(claims.userId, user(11).id), eq(claims.businessUuid, uuid!)))).toBe(1);
  });

  it("refuses a claim on a business the person already owns", async () => {
    const uuid = await demoOwnerBusiness();
    const result = await submitClaim({ id: "demo-comercio", name: "Carla" }, uuid, claimValue(), freshIp());
    expect(result).toMatchObject({ ok: false, problem: { code: "conflict", message: CLAIM_REFUSALS.alreadyOwner } });
  });

  it("refuses a business that is not public (a pending registration) as not found", async () => {
    const { db } = database();
    const [pending] = await db
      .select({ uuid: businesses.uuid })
      .from(businesses)
      .where(eq(businesses.status, "pending"))
      .limit(1);
    expect(await submitClaim(user(12), pending!.uuid, claimValue(), freshIp())).toMatchObject({
      ok: false,
      problem: { code: "not_found" },
    });
  });

  it("limits claims per person (5 a day) and per address (20 a day)", async () => {
    const targets = await activeBusinesses(6, 2);
    for (const uuid of targets.slice(0, 5)) {
      expect((await submitClaim(user(13), uuid, claimValue(), freshIp())).ok).toBe(true);
    }
    const sixth = await submitClaim(user(13), targets[5]!, claimValue(), freshIp());
    expect(sixth).toMatchObject({ ok: false, problem: { status: 429 } });
    if (!sixth.ok) expect(sixth.problem.message).toMatch(/muchas solicitudes/);

    const ip = freshIp();
    const many = await activeBusinesses(21, 10);
    let refused = 0;
    for (const [i, uuid] of many.entries()) {
      const outcome = await submitClaim(user(20 + (i % 20)), uuid, claimValue(), ip);
      if (!outcome.ok && outcome.problem.code === "rate_limited") refused++;
    }
    expect(refused).toBe(1);
  });

  it("keeps proof pictures and PDFs in the private store, never under /uploads", async () => {
    const [uuid] = await activeBusinesses(1, 40);
    const png = new File([new Uint8Array(await pngOf(800, 600))], "dni.png", { type: "image/png" });
    const pdf = new File([pdfBytes()], "constancia afip.pdf", { type: "application/pdf" });
    const result = await submitClaim(user(14), uuid!, claimValue([png, pdf]), freshIp());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { db } = database();
    const [claim] = await db.select({ proof: claims.proof }).from(claims).where(eq(claims.id, result.value.claimId));
    expect(claim!.proof).toMatchObject([
      { kind: "image", name: "dni.webp", width: 800, height: 600 },
      { kind: "pdf", name: "constancia afip.pdf" },
    ]);
    const { dataDir } = getConfig();
    for (const file of claim!.proof) {
      expect(fs.existsSync(path.join(dataDir, "private", file.key))).toBe(true);
      expect(fs.existsSync(path.join(dataDir, "uploads", file.key))).toBe(false);
    }
  });

  it("refuses a text file, an SVG and a PDF without its end marker, storing nothing", async () => {
    const targets = await activeBusinesses(3, 45);
    const bad = [
      new File(["hola, soy un texto"], "foto.png", { type: "image/png" }),
      new File(
        ['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'],
        "logo.svg",
        { type: "image/svg+xml" },
      ),
      new File([new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\n")], "cortado.pdf", {
        type: "application/pdf",
      }),
    ];
    const { db } = database();
    for (const [i, file] of bad.entries()) {
      const outcome = await submitClaim(user(15), targets[i]!, claimValue([file]), freshIp());
      expect(outcome).toMatchObject({ ok: false, problem: { code: "validation" } });
    }
    expect(await db.$count(claims, eq(claims.userId, user(15).id))).toBe(0);
  });

  // Issue 21 §4.7: a picture too small to read proves nothing.
  it("refuses a 16 × 16 proof photo with the size it needs, storing nothing", async () => {
    const [uuid] = await activeBusinesses(1, 48);
    const tiny = new File([new Uint8Array(await pngOf(16, 16))], "dni.png", { type: "image/png" });
    const outcome = await submitClaim(user(16), uuid!, claimValue([tiny]), freshIp());
    expect(outcome).toMatchObject({
      ok: false,
      problem: {
        code: "validation",
        message: "La imagen es muy chica: tiene que medir al menos 600 × 400 px (o 400 × 600 si es vertical)",
      },
    });
    expect(await database().db.$count(claims, eq(claims.userId, user(16).id))).toBe(0);
  });
});

describe("decideClaim", () => {
  it("approval makes the claimant an owner of that business only, tells them in the app and by e-mail, and audits it", async () => {
    const { db } = database();
    const [uuid, other] = await activeBusinesses(2, 50);
    const claimant = user(30);
    const submitted = await submitClaim(claimant, uuid!, claimValue(), freshIp());
    const rival = await submitClaim(user(31), uuid!, claimValue(), freshIp());
    if (!submitted.ok || !rival.ok) throw new Error("no claim");
    expect((await getUserAccess(db, claimant.id)).businessUuids).not.toContain(uuid);

    const result = await decideClaim(ADMIN, submitted.value.claimId, "approve", null, ORIGIN);
    expect(result).toMatchObject({ ok: true });
    const access = await getUserAccess(db, claimant.id);
    expect(access.isBusinessOwner).toBe(true);
    expect(access.businessUuids).toEqual([uuid]);
    expect(access.businessUuids).not.toContain(other);
    // The rival's claim on the same business waits for its own decision.
    const [rivalRow] = await db
      .select({ status: claims.status })
      .from(claims)
      .where(eq(claims.id, rival.value.claimId));
    expect(rivalRow!.status).toBe("pending");

    const [notice] = await db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, claimant.id), eq(userNotifications.type, "claim_update")));
    expect(notice).toMatchObject({ link: "/mi-comercio" });
    const [person] = await db.select({ email: users.email }).from(users).where(eq(users.id, claimant.id));
    const [mail] = await readStoredMail(person!.email);
    expect(mail?.subject).toMatch(/ya está a tu nombre en Vilma/);
    expect(mail?.links).toContain(`${ORIGIN}/mi-comercio`);
    const trail = await auditTrail(db, { type: "claim", id: submitted.value.claimId });
    expect(trail.map((t) => t.action)).toEqual(["claim.approve", "claim.create"]);
    expect(trail[0]).toMatchObject({ actorId: "demo-admin", details: { after: { grantedRole: "business_owner" } } });
  });

  it("rejection needs no role, keeps the reason and e-mails it", async () => {
    const { db } = database();
    const [uuid] = await activeBusinesses(1, 55);
    const claimant = { id: "demo-vecino", name: "Martín" };
    const submitted = await submitClaim(claimant, uuid!, claimValue(), freshIp());
    if (!submitted.ok) throw new Error("no claim");
    const reason = "El comprobante no muestra el nombre del comercio.";
    expect(await decideClaim(ADMIN, submitted.value.claimId, "reject", reason, ORIGIN)).toMatchObject({ ok: true });
    const [row] = await db.select().from(claims).where(eq(claims.id, submitted.value.claimId));
    expect(row).toMatchObject({ status: "rejected", reviewNote: reason, reviewedBy: "demo-admin" });
    expect((await getUserAccess(db, "demo-vecino")).businessUuids).not.toContain(uuid);
    const mails = await readStoredMail("vecino@vilma.test");
    expect(mails[0]?.subject).toMatch(/no fue aprobada/);
    expect(mails[0]?.text).toContain(reason);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, "claim"),
          eq(auditLog.entityId, String(submitted.value.claimId)),
          eq(auditLog.action, "claim.reject"),
        ),
      );
    expect(entry?.details).toMatchObject({ reason });
    const requests = await listOwnerRequests("demo-vecino");
    expect(requests.find((r) => r.key === `claim-${submitted.value.claimId}`)).toMatchObject({
      state: "rejected",
      reason,
    });
  });

  it("two admins approving at once: exactly one wins, one role row, one audit row", async () => {
    const { db } = database();
    const [uuid] = await activeBusinesses(1, 60);
    const submitted = await submitClaim(user(32), uuid!, claimValue(), freshIp());
    if (!submitted.ok) throw new Error("no claim");
    const outcomes = await Promise.all([
      decideClaim(ADMIN, submitted.value.claimId, "approve", null, ORIGIN),
      decideClaim({ id: "demo-admin", ip: null }, submitted.value.claimId, "reject", "No", ORIGIN),
    ]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok)).toMatchObject([{ ok: false, problem: { code: "conflict", status: 409 } }]);
    const decisions = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "claim"), eq(auditLog.entityId, String(submitted.value.claimId))));
    expect(decisions.filter((d) => d.action !== "claim.create")).toHaveLength(1);
    expect(await decideClaim(ADMIN, 99_999_999, "approve", null, ORIGIN)).toMatchObject({
      ok: false,
      problem: { code: "not_found" },
    });
  });
});

function registration(name: string, overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  return {
    name,
    categoryId: 0,
    businessType: "commerce",
    description: null,
    address: "Bv. España 245",
    city: "Villa María",
    latitude: -32.41,
    longitude: -63.24,
    phoneNumber: "353 452-1234",
    whatsappNumber: null,
    email: null,
    websiteUrl: null,
    hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({
      dayOfWeek: day,
      closed: day === 0,
      open: day === 0 ? null : day === 6 ? "20:00" : "09:00",
      close: day === 0 ? null : day === 6 ? "02:00" : "18:00",
    })),
    ...overrides,
  };
}

async function activeCategoryId(): Promise<number> {
  const { db } = database();
  const [row] = await db
    .select({ id: businesses.categoryId })
    .from(businesses)
    .where(eq(businesses.status, "active"))
    .limit(1);
  return row!.id!;
}

describe("registerBusiness and decideRegistration", () => {
  it("a registration starts pending and hidden, with its hours; approval publishes it and makes the submitter its owner", async () => {
    const { db } = database();
    const categoryId = await activeCategoryId();
    const submitter = user(40);
    const created = await registerBusiness(
      submitter,
      registration("Panadería La Espiga Dorada", { categoryId }),
      freshIp(),
    );
    if (!created.ok) throw new Error(created.problem.message);
    expect(created.value.slug).toBe("panaderia-la-espiga-dorada");
    const [row] = await db.select().from(businesses).where(eq(businesses.uuid, created.value.uuid));
    expect(row).toMatchObject({ status: "pending", submittedBy: submitter.id, city: "Villa María" });
    const hours = await db.select().from(businessHours).where(eq(businessHours.businessUuid, created.value.uuid));
    expect(hours).toHaveLength(7);
    expect(hours.find((h) => h.dayOfWeek === 6)).toMatchObject({
      openTime: "20:00:00",
      closeTime: "02:00:00",
      crossesMidnight: true,
    });
    expect(hours.find((h) => h.dayOfWeek === 0)).toMatchObject({ isClosed: true, openTime: null });
    expect(await getPublicBusiness(created.value.slug, { now: new Date() })).toBeNull();
    const adminNotice = await db
      .select()
      .from(userNotifications)
      .where(
        and(
          eq(userNotifications.userId, "demo-admin"),
          eq(userNotifications.link, `/admin/claims/comercios/${created.value.uuid}`),
        ),
      );
    expect(adminNotice).toHaveLength(1);

    expect(await decideRegistration(ADMIN, created.value.uuid, "approve", null, ORIGIN)).toMatchObject({ ok: true });
    expect(await getPublicBusiness(created.value.slug, { now: new Date() })).not.toBeNull();
    expect((await getUserAccess(db, submitter.id)).businessUuids).toEqual([created.value.uuid]);
    expect(await decideRegistration(ADMIN, created.value.uuid, "reject", "tarde", ORIGIN)).toMatchObject({
      ok: false,
      problem: { code: "conflict" },
    });
    const trail = await auditTrail(db, { type: "business", id: created.value.uuid });
    expect(trail.map((t) => t.action)).toEqual(["business.activate", "business.register"]);
    const requests = await listOwnerRequests(submitter.id);
    expect(requests[0]).toMatchObject({
      kind: "registration",
      state: "approved",
      publicPath: `/${created.value.slug}`,
    });
  });

  it("a taken name gets a suffix; a reserved word never becomes a slug; rejection keeps it hidden with the reason", async () => {
    const { db } = database();
    const categoryId = await activeCategoryId();
    const first = await registerBusiness(user(41), registration("Kiosco Repetido", { categoryId }), freshIp());
    const second = await registerBusiness(user(42), registration("Kiosco Repetido", { categoryId }), freshIp());
    const reserved = await registerBusiness(user(43), registration("Admin", { categoryId }), freshIp());
    if (!first.ok || !second.ok || !reserved.ok) throw new Error("not registered");
    expect(first.value.slug).toBe("kiosco-repetido");
    expect(second.value.slug).toBe("kiosco-repetido-2");
    expect(reserved.value.slug).toBe("admin-villa-maria");

    const reason = "No encontramos el comercio en esa dirección.";
    expect(await decideRegistration(ADMIN, second.value.uuid, "reject", reason, ORIGIN)).toMatchObject({ ok: true });
    const [row] = await db.select().from(businesses).where(eq(businesses.uuid, second.value.uuid));
    expect(row).toMatchObject({ status: "rejected", reviewNote: reason });
    expect((await getUserAccess(db, user(42).id)).isBusinessOwner).toBe(false);
    expect((await listOwnerRequests(user(42).id))[0]).toMatchObject({ state: "rejected", reason });
  });

  it("refuses an inactive or unknown category", async () => {
    const result = await registerBusiness(user(44), registration("Sin Rubro", { categoryId: 987_654 }), freshIp());
    expect(result).toMatchObject({
      ok: false,
      problem: { status: 400, fieldErrors: { categoryId: "Elegí una categoría" } },
    });
  });
});

describe("viewerClaimState (the claim link on the business page)", () => {
  it("is pending from the claim until an admin decides; then nothing, whether approved or refused", async () => {
    const [approved, refused] = await activeBusinesses(2, 60);
    const claimant = user(33);
    expect(await viewerClaimState(claimant.id, approved!)).toBeNull();
    const first = await submitClaim(claimant, approved!, claimValue(), freshIp());
    const second = await submitClaim(claimant, refused!, claimValue(), freshIp());
    if (!first.ok || !second.ok) throw new Error("no claim");
    expect(await viewerClaimState(claimant.id, approved!)).toBe("pending");
    expect(await viewerClaimState(claimant.id, refused!)).toBe("pending");
    // Only the claimant's own claim counts.
    expect(await viewerClaimState(user(34).id, approved!)).toBeNull();
    await decideClaim(ADMIN, first.value.claimId, "approve", null, ORIGIN);
    await decideClaim(ADMIN, second.value.claimId, "reject", "Sin comprobante.", ORIGIN);
    expect(await viewerClaimState(claimant.id, approved!)).toBeNull();
    expect(await viewerClaimState(claimant.id, refused!)).toBeNull();
  });
});

describe("a registration without a pin (placeRegistration)", () => {
  let standin: GeocoderStandin;
  beforeAll(async () => {
    standin = await startGeocoderStandin();
  });
  afterAll(() => standin.stop());
  const unplaced = (name: string, address: string, categoryId: number): RegistrationForm => ({
    ...registration(name, { categoryId, address }),
    latitude: null,
    longitude: null,
  });

  it("is located by its address through the geocoder, and stored there", async () => {
    const { db } = database();
    const categoryId = await activeCategoryId();
    const place = await placeRegistration(
      unplaced("Librería Por Dirección", "Santa Fe 950", categoryId),
      createGeocoder({ baseUrl: standin.url }),
    );
    expect(place).toMatchObject({ ok: true, fromAddress: true });
    if (!place.ok) return;
    const created = await registerBusiness(user(45), place.input, freshIp());
    if (!created.ok) throw new Error(created.problem.message);
    const [row] = await db.select().from(businesses).where(eq(businesses.uuid, created.value.uuid));
    expect(row).toMatchObject({ latitude: -32.4119, longitude: -63.2453, address: "Santa Fe 950" });
  });

  it("keeps the pin's coordinates when the form has them, without asking the geocoder", async () => {
    const before = standin.requests().length;
    const place = await placeRegistration(
      { ...unplaced("Con Pin", "Santa Fe 950", 1), latitude: -32.42, longitude: -63.25 },
      createGeocoder({ baseUrl: standin.url }),
    );
    expect(place).toMatchObject({ ok: true, fromAddress: false, input: { latitude: -32.42, longitude: -63.25 } });
    expect(standin.requests().length).toBe(before);
  });

  it("asks for the pin when the address is not found, the geocoder fails or there is none: never a made-up place", async () => {
    const asked = { ok: false, field: "address", message: PLACE_PIN_MESSAGE };
    const geocoder = createGeocoder({ baseUrl: standin.url });
    expect(await placeRegistration(unplaced("X", "Calle Inventada 10", 1), geocoder)).toEqual(asked);
    expect(await placeRegistration(unplaced("X", "Sin Señal 10", 1), geocoder)).toEqual(asked);
    expect(await placeRegistration(unplaced("X", "Santa Fe 950", 1), createGeocoder({}))).toEqual(asked);
  });
});
