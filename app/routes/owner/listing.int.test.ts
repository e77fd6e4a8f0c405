/**
 * The owner's listing screens (perfil, horarios, the holiday page) through their loaders and
 * actions: each change works for the owner, and is refused — with nothing changed — for another
 * owner, a plain user and an anonymous visitor; hostile input gets a 4xx.
 */
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { AppError } from "#core/errors.ts";
import { GALLERY_MAX } from "#core/gallery.ts";
import { HOLIDAYS } from "#core/holidays.ts";
import { HOURS_MESSAGES } from "#core/hours-form.ts";
import { isOpenAt } from "#core/opening-hours.ts";
import { addDaysToDateKey, buenosAiresDateKey } from "#core/time-zone.ts";
import type { SessionUser } from "#server/platform/auth/session.ts";
import {
  auditLog,
  businesses,
  businessHours,
  businessPhotos,
  businessSpecialHours,
  userRoles,
  users,
} from "#server/platform/db/schema.ts";
import { getPublicBusiness } from "#server/public-business/get-public-business.ts";
import { cachedUnifiedSearch } from "#server/search/cached-unified-search.ts";
import { searchBusinesses } from "#server/search/search-businesses.ts";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { pixelBombPng, pngOf } from "#tests/setup/images.ts";
import { contextWithUser, testUser } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { action as hoursAction, loader as hoursLoader } from "./business-hours.tsx";
import { action as profileAction, loader as profileLoader } from "./business-profile.tsx";
import { action as holidayAction, loader as holidayLoader } from "./holiday-confirm.tsx";

const database = setupTestDatabase();
const ORIGIN = "http://localhost:3000";

const sessionUser = (id: string, overrides: Partial<SessionUser> = {}) =>
  testUser(id, { role: "business_owner", isBusinessOwner: true, ...overrides });

const OWNER = sessionUser("demo-comercio");
const OTHER_OWNER = sessionUser("otro-dueno");
const NEIGHBOUR = sessionUser("demo-vecino", { role: "user", isBusinessOwner: false });

let mine: { uuid: string; slug: string };
let theirs: { uuid: string; slug: string };

beforeAll(async () => {
  const { db } = database();
  const owned = await db
    .select({ uuid: businesses.uuid, slug: businesses.slug })
    .from(userRoles)
    .innerJoin(businesses, eq(businesses.uuid, userRoles.businessUuid))
    .where(eq(userRoles.userId, OWNER.id));
  mine = owned[0]!;
  const [other] = await db
    .select({ uuid: businesses.uuid, slug: businesses.slug })
    .from(businesses)
    .where(and(eq(businesses.status, "active")))
    .limit(50);
  theirs =
    (
      await db
        .select({ uuid: businesses.uuid, slug: businesses.slug })
        .from(businesses)
        .where(eq(businesses.status, "active"))
        .limit(50)
    ).find((b) => !owned.some((o) => o.uuid === b.uuid)) ?? other!;
  await db
    .insert(users)
    .values({ id: OTHER_OWNER.id, name: "Otro Dueño", email: "otro@vilma.test", emailVerified: true });
  await db.insert(userRoles).values({ userId: OTHER_OWNER.id, role: "business_owner", businessUuid: theirs.uuid });
});

interface Outcome {
  status: number;
  data: Record<string, unknown> | null;
  location: string | null;
}

/** Runs a loader or action as React Router would, and reads whatever it answered or threw. */
async function run(
  fn: (args: never) => unknown,
  request: Request,
  user: SessionUser | null,
  params: Record<string, string>,
): Promise<Outcome> {
  let answer: unknown;
  try {
    // Seeded data is read at the date it was seeded (decision 27): every request answers at TEST_NOW.
    answer = await fn({ request, context: contextWithUser(user, { now: TEST_NOW }), params } as never);
  } catch (thrown) {
    answer = thrown;
  }
  if (answer instanceof Response) {
    return { status: answer.status, data: null, location: answer.headers.get("location") };
  }
  const wrapped = answer as { type?: string; data?: unknown; init?: { status?: number } };
  if (wrapped?.type === "DataWithResponseInit") {
    return {
      status: wrapped.init?.status ?? 200,
      data: (wrapped.data as Record<string, unknown>) ?? null,
      location: null,
    };
  }
  if (answer instanceof AppError) return { status: answer.status, data: null, location: null };
  if (answer instanceof Error) throw answer;
  return { status: 200, data: answer as Record<string, unknown>, location: null };
}

type Fields = Record<string, string | Blob | (string | Blob)[] | undefined>;

function post(path: string, fields: Fields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  }
  return new Request(`${ORIGIN}${path}`, { method: "POST", body: form });
}

const profilePath = (uuid: string) => `/mi-comercio/${uuid}/perfil`;
const hoursPath = (uuid: string) => `/mi-comercio/${uuid}/horarios`;
const png = async (w = 640, h = 480) => new File([(await pngOf(w, h)) as BlobPart], "foto.png", { type: "image/png" });

async function profileFields(uuid: string): Promise<Record<string, string | string[]>> {
  const loaded = await run(profileLoader, new Request(`${ORIGIN}${profilePath(uuid)}`), OWNER, { businessId: uuid });
  const defaults = (loaded.data as { defaults: Record<string, string | string[]> }).defaults;
  return { intent: "profile", ...defaults };
}

async function row(uuid: string) {
  const [b] = await database().db.select().from(businesses).where(eq(businesses.uuid, uuid));
  return b!;
}

async function photosOf(uuid: string) {
  return database()
    .db.select()
    .from(businessPhotos)
    .where(eq(businessPhotos.businessUuid, uuid))
    .orderBy(businessPhotos.position);
}

describe("who may open and change a listing", () => {
  const attempts = [
    ["another owner", OTHER_OWNER, 403],
    ["a plain user", NEIGHBOUR, 403],
    ["an anonymous visitor", null, 302],
  ] as const;

  it.each(attempts)("%s cannot open the profile or the hours page", async (_, user, status) => {
    for (const [loader, path] of [
      [profileLoader, profilePath(mine.uuid)],
      [hoursLoader, hoursPath(mine.uuid)],
    ] as const) {
      const outcome = await run(loader, new Request(`${ORIGIN}${path}`), user, { businessId: mine.uuid });
      expect(outcome.status).toBe(status);
    }
  });

  it.each(attempts)("%s changes nothing through any action", async (_, user, status) => {
    const before = await row(mine.uuid);
    const hoursBefore = await database()
      .db.select()
      .from(businessHours)
      .where(eq(businessHours.businessUuid, mine.uuid));
    const fields = await profileFields(mine.uuid);
    const tries: [(args: never) => unknown, string, Record<string, string | Blob | (string | Blob)[]>][] = [
      [profileAction, profilePath(mine.uuid), { ...fields, description: "Hackeado" }],
      [profileAction, profilePath(mine.uuid), { intent: "logo", image: await png() }],
      [profileAction, profilePath(mine.uuid), { intent: "logo-remove", confirmed: "yes" }],
      [profileAction, profilePath(mine.uuid), { intent: "photos-add", photos: await png() }],
      [hoursAction, hoursPath(mine.uuid), { intent: "week", "days[1].closed": "on" }],
      [hoursAction, hoursPath(mine.uuid), { intent: "special", date: "2099-01-01", closed: "on" }],
      [hoursAction, hoursPath(mine.uuid), { intent: "holiday", date: HOLIDAYS.at(-1)!.date, choice: "closed" }],
    ];
    for (const [fn, path, body] of tries) {
      const outcome = await run(fn, post(path, body), user, { businessId: mine.uuid });
      expect(outcome.status).toBe(status);
    }
    const after = await row(mine.uuid);
    expect(after.description).toBe(before.description);
    expect(after.logoUrl).toBe(before.logoUrl);
    expect(await database().db.select().from(businessHours).where(eq(businessHours.businessUuid, mine.uuid))).toEqual(
      hoursBefore,
    );
  });
});

describe("profile editor", () => {
  it("saves every field, normalised, audits the changed ones, and search finds the new words at once", async () => {
    const fields = await profileFields(mine.uuid);
    // Warm the caches the way visitors do: the dropdown's answer for the word is "nothing" now.
    expect(JSON.stringify(await cachedUnifiedSearch("membrillo"))).not.toContain(mine.slug);
    const outcome = await run(
      profileAction,
      post(profilePath(mine.uuid), {
        ...fields,
        description: "Especialistas en alfajores santafesinos rellenos de membrillo.",
        phoneNumber: "(0353) 15 412 3456",
        whatsappNumber: "+54 9 353 412-3456",
        websiteUrl: "micomercio.com.ar",
        instagramUrl: "@micomercio",
        facebookUrl: "",
        city: "Villa Nueva",
        latitude: "-32,4333",
        longitude: "-63,2500",
        payments: ["credit", "qr"],
        amenities: ["parking"],
      }),
      OWNER,
      { businessId: mine.uuid },
    );
    expect(outcome.status).toBe(302);
    const b = await row(mine.uuid);
    expect(b).toMatchObject({
      description: "Especialistas en alfajores santafesinos rellenos de membrillo.",
      phoneNumber: "0353 15 412-3456",
      whatsappNumber: "5493534123456",
      websiteUrl: "https://micomercio.com.ar/",
      instagramUrl: "https://www.instagram.com/micomercio/",
      facebookUrl: null,
      city: "Villa Nueva",
      latitude: -32.4333,
      longitude: -63.25,
      acceptsCredit: true,
      acceptsDebit: false,
      acceptsQr: true,
      hasParking: true,
    });
    const [audit] = await database()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, mine.uuid), eq(auditLog.action, "business.profile_update")));
    expect(audit?.actorId).toBe(OWNER.id);
    const details = audit?.details as { before: Record<string, unknown>; after: Record<string, unknown> };
    expect(details.after.description).toBe("Especialistas en alfajores santafesinos rellenos de membrillo.");
    expect(Object.keys(details.after)).not.toContain("name");
    const page = await getPublicBusiness(mine.slug);
    expect(page?.description).toContain("membrillo");
    const found = await searchBusinesses(new URLSearchParams({ q: "membrillo" }));
    expect(JSON.stringify(found)).toContain(mine.slug);
    expect(JSON.stringify(await cachedUnifiedSearch("membrillo"))).toContain(mine.slug);
  });

  it("answers bad fields in Spanish and changes nothing", async () => {
    const before = await row(mine.uuid);
    const fields = await profileFields(mine.uuid);
    const outcome = await run(
      profileAction,
      post(profilePath(mine.uuid), {
        ...fields,
        name: "x",
        phoneNumber: "hola",
        instagramUrl: "https://www.facebook.com/otro",
        latitude: "-34,6",
        longitude: "-58,4",
        categoryId: "999999",
        businessType: "banco",
        email: "no-es-mail",
      }),
      OWNER,
      { businessId: mine.uuid },
    );
    expect(outcome.status).toBe(400);
    const errors = (outcome.data!.result as { error: Record<string, string[]> }).error;
    expect(errors.name?.[0]).toMatch(/al menos 2/);
    expect(errors.phoneNumber?.[0]).toMatch(/teléfono argentino/);
    expect(errors.instagramUrl?.[0]).toBe("Ese enlace no es de Instagram");
    expect(errors.latitude?.[0]).toMatch(/Villa María, Villa Nueva/);
    expect(errors.categoryId?.[0]).toBe("Elegí una categoría de la lista");
    expect(errors.businessType?.[0]).toBeDefined();
    expect(errors.email?.[0]).toMatch(/e-mail válido/);
    expect(await row(mine.uuid)).toEqual(before);
  });

  it("keeps status, premium, slug and Google fields out of an owner's reach", async () => {
    const before = await row(mine.uuid);
    const fields = await profileFields(mine.uuid);
    await run(
      profileAction,
      post(profilePath(mine.uuid), {
        ...fields,
        status: "suspended",
        isPremium: "true",
        premiumLevel: "9",
        slug: "robado",
        googleRating: "5",
      }),
      OWNER,
      { businessId: mine.uuid },
    );
    const after = await row(mine.uuid);
    expect(after).toMatchObject({
      status: before.status,
      isPremium: before.isPremium,
      premiumLevel: before.premiumLevel,
      slug: before.slug,
      googleRating: before.googleRating,
    });
  });
});

describe("logo, banner and gallery", () => {
  it("replaces and removes the logo; the banner is cropped to its preset", async () => {
    const up = await run(
      profileAction,
      post(profilePath(mine.uuid), { intent: "logo", image: await png(800, 600) }),
      OWNER,
      {
        businessId: mine.uuid,
      },
    );
    expect(up.status).toBe(302);
    const first = (await row(mine.uuid)).logoUrl;
    expect(first).toMatch(/^\/uploads\/businesses\/.+\.webp$/);
    await run(profileAction, post(profilePath(mine.uuid), { intent: "logo", image: await png(300, 300) }), OWNER, {
      businessId: mine.uuid,
    });
    expect((await row(mine.uuid)).logoUrl).not.toBe(first);
    const asked = await run(profileAction, post(profilePath(mine.uuid), { intent: "logo-remove" }), OWNER, {
      businessId: mine.uuid,
    });
    expect(asked.data?.confirmRemove).toBe("logo");
    expect((await row(mine.uuid)).logoUrl).not.toBeNull();
    await run(profileAction, post(profilePath(mine.uuid), { intent: "logo-remove", confirmed: "yes" }), OWNER, {
      businessId: mine.uuid,
    });
    expect((await row(mine.uuid)).logoUrl).toBeNull();
    const banner = await run(
      profileAction,
      post(profilePath(mine.uuid), { intent: "banner", image: await png(2000, 1000) }),
      OWNER,
      {
        businessId: mine.uuid,
      },
    );
    expect(banner.status).toBe(302);
  });

  it.each([
    ["a text file", new File(["hola"], "foto.png", { type: "image/png" })],
    [
      "an SVG",
      new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], "a.svg", {
        type: "image/svg+xml",
      }),
    ],
    ["a decompression bomb", new File([pixelBombPng() as BlobPart], "bomba.png", { type: "image/png" })],
  ])("refuses %s with a Spanish message and changes nothing", async (_, file) => {
    const before = await row(mine.uuid);
    const photos = await photosOf(mine.uuid);
    for (const body of [
      { intent: "banner", image: file },
      { intent: "photos-add", photos: file },
    ]) {
      const outcome = await run(profileAction, post(profilePath(mine.uuid), body), OWNER, { businessId: mine.uuid });
      expect(outcome.status).toBe(422);
      expect((outcome.data!.picture as { message: string }).message).toMatch(/imagen/);
    }
    expect((await row(mine.uuid)).bannerUrl).toBe(before.bannerUrl);
    expect(await photosOf(mine.uuid)).toEqual(photos);
  });

  // Issue 21 §4.7: a 16 × 16 picture was accepted as a gallery photo.
  it("refuses a picture under each kind's minimum, saying the size, and changes nothing", async () => {
    const before = await row(mine.uuid);
    const photos = await photosOf(mine.uuid);
    const tiny = await png(16, 16);
    const cases: [Fields, string][] = [
      [{ intent: "photos-add", photos: [await png(), tiny] }, "400 × 300 px (o 300 × 400 si es vertical)"],
      [{ intent: "logo", image: tiny }, "128 × 128 px"],
      [{ intent: "banner", image: await png(799, 400) }, "800 × 300 px"],
    ];
    for (const [body, min] of cases) {
      const outcome = await run(profileAction, post(profilePath(mine.uuid), body), OWNER, { businessId: mine.uuid });
      expect(outcome.status).toBe(422);
      expect((outcome.data!.picture as { message: string }).message).toBe(
        `La imagen es muy chica: tiene que medir al menos ${min}`,
      );
    }
    const after = await row(mine.uuid);
    expect([after.logoUrl, after.bannerUrl]).toEqual([before.logoUrl, before.bannerUrl]);
    expect(await photosOf(mine.uuid)).toEqual(photos);
  });

  it("refuses a 30 MB body with 413 before reading it", async () => {
    const huge = new File([new Uint8Array(30 * 1024 * 1024)], "enorme.png", { type: "image/png" });
    const outcome = await run(
      profileAction,
      post(profilePath(mine.uuid), { intent: "photos-add", photos: huge }),
      OWNER,
      {
        businessId: mine.uuid,
      },
    );
    expect(outcome.status).toBe(413);
  });

  it("adds, describes, reorders and deletes photos; another business's photo id is not found", async () => {
    const { db } = database();
    await db.delete(businessPhotos).where(inArray(businessPhotos.businessUuid, [mine.uuid, theirs.uuid]));
    const added = await run(
      profileAction,
      post(profilePath(mine.uuid), { intent: "photos-add", photos: [await png(), await png(300, 400)] }),
      OWNER,
      {
        businessId: mine.uuid,
      },
    );
    expect(added.status).toBe(302);
    const [a, b] = await photosOf(mine.uuid);
    expect(a!.width > 0 && b!.height > 0).toBe(true);

    await run(
      profileAction,
      post(profilePath(mine.uuid), { intent: "photo-move", photoId: String(b!.id), direction: "before" }),
      OWNER,
      {
        businessId: mine.uuid,
      },
    );
    expect((await photosOf(mine.uuid)).map((p) => p.id)).toEqual([b!.id, a!.id]);
    await run(
      profileAction,
      post(profilePath(mine.uuid), { intent: "photo-alt", photoId: String(a!.id), altText: "El salón" }),
      OWNER,
      {
        businessId: mine.uuid,
      },
    );
    expect((await photosOf(mine.uuid)).find((p) => p.id === a!.id)?.altText).toBe("El salón");
    expect((await getPublicBusiness(mine.uuid))?.photos.map((p) => p.id)).toEqual([b!.id, a!.id]);

    // The other owner's photo cannot be touched from this business's page.
    await db
      .insert(businessPhotos)
      .values({ businessUuid: theirs.uuid, url: "/media/demo/cover/x.svg", width: 10, height: 10, position: 0 });
    const [foreign] = await photosOf(theirs.uuid);
    for (const body of [
      { intent: "photo-delete", photoId: String(foreign!.id), confirmed: "yes" },
      { intent: "photo-alt", photoId: String(foreign!.id), altText: "mío" },
      { intent: "photo-move", photoId: String(foreign!.id), direction: "after" },
    ]) {
      const outcome = await run(profileAction, post(profilePath(mine.uuid), body), OWNER, { businessId: mine.uuid });
      expect(outcome.status).toBe(404);
    }
    expect(await photosOf(theirs.uuid)).toEqual([foreign]);

    // Without JavaScript a delete is asked about first.
    const asked = await run(
      profileAction,
      post(profilePath(mine.uuid), { intent: "photo-delete", photoId: String(a!.id) }),
      OWNER,
      {
        businessId: mine.uuid,
      },
    );
    expect(asked.data?.confirmDelete).toBe(a!.id);
    expect(await photosOf(mine.uuid)).toHaveLength(2);
    await run(
      profileAction,
      post(profilePath(mine.uuid), { intent: "photo-delete", photoId: String(a!.id), confirmed: "yes" }),
      OWNER,
      {
        businessId: mine.uuid,
      },
    );
    expect((await photosOf(mine.uuid)).map((p) => p.id)).toEqual([b!.id]);
  });

  it(`never holds more than ${GALLERY_MAX} photos, also with two uploads at once`, async () => {
    const { db } = database();
    await db.delete(businessPhotos).where(eq(businessPhotos.businessUuid, mine.uuid));
    await db.insert(businessPhotos).values(
      Array.from({ length: GALLERY_MAX - 1 }, (_, i) => ({
        businessUuid: mine.uuid,
        url: `/media/demo/cover/p-${i}.svg`,
        width: 1200,
        height: 630,
        position: i,
      })),
    );
    const outcomes = await Promise.all(
      [1, 2].map(async () =>
        run(profileAction, post(profilePath(mine.uuid), { intent: "photos-add", photos: await png() }), OWNER, {
          businessId: mine.uuid,
        }),
      ),
    );
    expect(outcomes.map((o) => o.status).sort()).toEqual([302, 409]);
    expect(await photosOf(mine.uuid)).toHaveLength(GALLERY_MAX);
    const eleventh = await run(
      profileAction,
      post(profilePath(mine.uuid), { intent: "photos-add", photos: await png() }),
      OWNER,
      {
        businessId: mine.uuid,
      },
    );
    expect(eleventh.status).toBe(409);
    expect((eleventh.data!.picture as { message: string }).message).toMatch(/ya tiene 10 fotos/);
    expect(await photosOf(mine.uuid)).toHaveLength(GALLERY_MAX);
  });
});

describe("hours editor", () => {
  const week = (extra: Record<string, string>) => ({
    intent: "week",
    "days[0].closed": "on",
    "days[1].slots[0].open": "09:00",
    "days[1].slots[0].close": "13:00",
    "days[1].slots[1].open": "16:00",
    "days[1].slots[1].close": "20:00",
    "days[2].closed": "on",
    "days[3].closed": "on",
    "days[4].closed": "on",
    "days[5].slots[0].open": "20:00",
    "days[5].slots[0].close": "02:00",
    "days[6].closed": "on",
    ...extra,
  });

  it("replaces the week (split shifts, past midnight) with an audit row, public at once", async () => {
    await getPublicBusiness(mine.slug);
    const outcome = await run(hoursAction, post(hoursPath(mine.uuid), week({})), OWNER, { businessId: mine.uuid });
    expect(outcome.status).toBe(302);
    const rows = await database().db.select().from(businessHours).where(eq(businessHours.businessUuid, mine.uuid));
    expect(rows.filter((r) => r.dayOfWeek === 1).map((r) => [r.openTime, r.closeTime])).toEqual([
      ["09:00:00", "13:00:00"],
      ["16:00:00", "20:00:00"],
    ]);
    expect(rows.find((r) => r.dayOfWeek === 5)).toMatchObject({ crossesMidnight: true, closeTime: "02:00:00" });
    const page = await getPublicBusiness(mine.slug);
    // Saturday 28 Nov 2026 at 01:00 in Buenos Aires: Friday's night is still open.
    expect(isOpenAt(page!.hours, [], new Date("2026-11-28T04:00:00Z"))).toBe(true);
    const audits = await database()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, mine.uuid), eq(auditLog.action, "business.hours_update")));
    expect(audits.length).toBeGreaterThan(0);
  });

  it("copies one day to others", async () => {
    await run(
      hoursAction,
      post(hoursPath(mine.uuid), { ...week({}), copyFrom: "1", "copyTo-1": ["2", "3"] } as never),
      OWNER,
      {
        businessId: mine.uuid,
      },
    );
    const rows = await database().db.select().from(businessHours).where(eq(businessHours.businessUuid, mine.uuid));
    expect(rows.filter((r) => r.dayOfWeek === 3).map((r) => r.openTime)).toEqual(["09:00:00", "16:00:00"]);
  });

  it("refuses close equal to open and overlaps, and keeps the week", async () => {
    const before = await database().db.select().from(businessHours).where(eq(businessHours.businessUuid, mine.uuid));
    const same = await run(
      hoursAction,
      post(
        hoursPath(mine.uuid),
        week({ "days[2].closed": "", "days[2].slots[0].open": "10:00", "days[2].slots[0].close": "10:00" }),
      ),
      OWNER,
      {
        businessId: mine.uuid,
      },
    );
    expect(same.status).toBe(400);
    expect((same.data!.result as { error: Record<string, string[]> }).error["days[2].slots[0].close"]).toEqual([
      HOURS_MESSAGES.sameTime,
    ]);
    const overnight = await run(
      hoursAction,
      post(
        hoursPath(mine.uuid),
        week({ "days[6].closed": "", "days[6].slots[0].open": "01:00", "days[6].slots[0].close": "05:00" }),
      ),
      OWNER,
      { businessId: mine.uuid },
    );
    expect(overnight.status).toBe(400);
    expect(await database().db.select().from(businessHours).where(eq(businessHours.businessUuid, mine.uuid))).toEqual(
      before,
    );
  });

  it("saves a special day with two slots, lists it, deletes it; past dates are refused", async () => {
    const today = buenosAiresDateKey(TEST_NOW);
    const future = addDaysToDateKey(today, 160);
    const saved = await run(
      hoursAction,
      post(hoursPath(mine.uuid), {
        intent: "special",
        date: future,
        name: "Día del Trabajador",
        "slots[0].open": "09:00",
        "slots[0].close": "12:00",
        "slots[1].open": "18:00",
        "slots[1].close": "23:00",
      }),
      OWNER,
      { businessId: mine.uuid },
    );
    expect(saved.status).toBe(302);
    const rows = await database()
      .db.select()
      .from(businessSpecialHours)
      .where(and(eq(businessSpecialHours.businessUuid, mine.uuid), eq(businessSpecialHours.date, future)));
    expect(rows.map((r) => r.name)).toEqual(["Día del Trabajador", "Día del Trabajador"]);
    const past = await run(
      hoursAction,
      post(hoursPath(mine.uuid), { intent: "special", date: "2020-01-01", closed: "on" }),
      OWNER,
      {
        businessId: mine.uuid,
      },
    );
    expect(past.status).toBe(400);
    expect(today > "2020-01-01").toBe(true);
    const asked = await run(
      hoursAction,
      post(hoursPath(mine.uuid), { intent: "special-delete", date: future }),
      OWNER,
      {
        businessId: mine.uuid,
      },
    );
    expect(asked.data?.confirmDate).toBe(future);
    expect(
      await database().db.select().from(businessSpecialHours).where(eq(businessSpecialHours.date, future)),
    ).not.toEqual([]);
    const removed = await run(
      hoursAction,
      post(hoursPath(mine.uuid), { intent: "special-delete", date: future, confirmed: "yes" }),
      OWNER,
      {
        businessId: mine.uuid,
      },
    );
    expect(removed.status).toBe(302);
    const again = await run(
      hoursAction,
      post(hoursPath(mine.uuid), { intent: "special-delete", date: future, confirmed: "yes" }),
      OWNER,
      {
        businessId: mine.uuid,
      },
    );
    expect(again.status).toBe(404);
  });

  it("answers a holiday in one tap: open as usual copies the weekday, closed closes it", async () => {
    const today = buenosAiresDateKey(TEST_NOW);
    const holiday = HOLIDAYS.find((h) => h.date > today)!;
    const page = await run(
      holidayLoader,
      new Request(`${ORIGIN}${hoursPath(mine.uuid)}/feriado/${holiday.date}`),
      OWNER,
      {
        businessId: mine.uuid,
        date: holiday.date,
      },
    );
    expect(page.status).toBe(200);
    const open = await run(
      holidayAction,
      post(`${hoursPath(mine.uuid)}/feriado/${holiday.date}`, { choice: "open" }),
      OWNER,
      {
        businessId: mine.uuid,
        date: holiday.date,
      },
    );
    expect(open.status).toBe(302);
    expect(open.location).toBe(hoursPath(mine.uuid));
    const closed = await run(
      hoursAction,
      post(hoursPath(mine.uuid), { intent: "holiday", date: holiday.date, choice: "closed" }),
      OWNER,
      {
        businessId: mine.uuid,
      },
    );
    expect(closed.status).toBe(302);
    const rows = await database()
      .db.select()
      .from(businessSpecialHours)
      .where(and(eq(businessSpecialHours.businessUuid, mine.uuid), eq(businessSpecialHours.date, holiday.date)));
    expect(rows).toEqual([expect.objectContaining({ isClosed: true, name: holiday.name })]);
    // Not a listed day, or another owner: refused.
    expect(
      (await run(holidayLoader, new Request(`${ORIGIN}/x`), OWNER, { businessId: mine.uuid, date: "2026-11-26" }))
        .status,
    ).toBe(404);
    expect(
      (
        await run(holidayAction, post("/x", { choice: "closed" }), OTHER_OWNER, {
          businessId: mine.uuid,
          date: holiday.date,
        })
      ).status,
    ).toBe(403);
  });
});
