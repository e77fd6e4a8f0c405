import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeCsv } from "#core/csv.ts";
import { dutyWindowForDay } from "#core/pharmacy-duty.ts";
import { keepDemoRota } from "#server/demo/keep-demo-rota.ts";
import { planDutyImport, runDutyImport } from "#server/import/duty-import.ts";
import { getImportJob, uploadImportFile } from "#server/import/import-jobs.ts";
import {
  auditLog,
  businesses,
  favorites,
  jobs,
  pharmacyDuties,
  searchAnalytics,
  userNotifications,
  users,
} from "#server/platform/db/schema.ts";
import { createLocalPrivateStorage, setPrivateStorage } from "#server/platform/storage/private-storage.ts";
import { loadBusinessCards } from "#server/public-business/cards.ts";
import { getPublicBusiness } from "#server/public-business/get-public-business.ts";
import { noResultQueries } from "#server/search-index/search-queries.ts";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { notifyDuties, setDutyAlerts } from "./duty-alerts.ts";
import { publicDutyRota } from "./duty-rota.ts";
import { adminRota } from "./list-duties-for-admin.ts";
import { pharmacyChoices } from "./list-pharmacy-choices.ts";
import { setDutyDay } from "./set-duty-day.ts";

const database = setupTestDatabase();
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "vilma-duty-import-"));
  setPrivateStorage(createLocalPrivateStorage(dir));
});
afterAll(() => {
  setPrivateStorage(undefined);
  fs.rmSync(dir, { recursive: true, force: true });
});

// TEST_NOW is Saturday 21 Nov 2026, 15:00 in Córdoba: Saturday's duties (08:00 → Sunday 08:00) are on.
const SATURDAY = "2026-11-21";
const ADMIN = { id: "demo-admin", ip: "203.0.113.9" };

describe("the public rota", () => {
  it("puts one pharmacy per city on duty now first, open by the one rule, then the coming days", async () => {
    const groups = await publicDutyRota(TEST_NOW);
    const now = groups[0]!;
    expect(now.key).toBe("now");
    expect(now.duties.map((d) => d.city)).toEqual(["Villa María", "Villa Nueva"]);
    for (const d of now.duties) {
      expect(d.dutyDate).toBe(SATURDAY);
      expect(d.roundTheClock).toBe(true);
      expect(d.card.onDuty).toBe(true);
      expect(d.card.isOpen).toBe(true);
    }
    expect(groups[1]!.title).toBe("Mañana, domingo 22/11");
    expect(groups[1]!.duties).toHaveLength(2);
  });

  it("keeps a pharmacy open through the night of its duty, and says so on its page", async () => {
    const [duty] = (await publicDutyRota(TEST_NOW))[0]!.duties;
    const night = new Date("2026-11-22T06:00:00.000Z"); // Sunday 03:00 in Córdoba
    const [card] = await loadBusinessCards([duty!.businessUuid], night);
    expect(card).toMatchObject({ isOpen: true, onDuty: true });
    const page = (await getPublicBusiness(duty!.businessUuid, { now: night }))!;
    expect(page.duties.some((d) => d.startsAt === dutyWindowForDay(SATURDAY)!.startsAt.toISOString())).toBe(true);
    // A pharmacy not on duty that night is closed at 03:00.
    const others = (await pharmacyChoices()).filter((p) => p.uuid !== duty!.businessUuid && p.city === duty!.city);
    const cards = await loadBusinessCards(
      others.map((p) => p.uuid),
      night,
    );
    expect(cards.filter((c) => c.onDuty)).toEqual([]);
  });
});

describe("the admin's correction of one day", () => {
  it("puts another pharmacy on duty that day in that city, with the audit row, and refuses a non-pharmacy", async () => {
    const { db } = database();
    const day = "2026-11-25";
    const [before] = await adminRota(day, day).then((r) => r.filter((d) => d.city === "Villa Nueva"));
    const other = (await pharmacyChoices()).find((p) => p.city === "Villa Nueva" && p.uuid !== before!.businessUuid)!;
    const done = await setDutyDay(
      { city: "Villa Nueva", date: day, pharmacy: other.uuid, start: "09:00", end: "23:00" },
      ADMIN,
    );
    expect(done).toEqual({ ok: true, value: false });
    const after = (await adminRota(day, day)).filter((d) => d.city === "Villa Nueva");
    expect(after.map((d) => d.businessUuid)).toEqual([other.uuid]);
    expect(after[0]!.startsAt.toISOString()).toBe("2026-11-25T12:00:00.000Z");
    expect(after[0]!.endsAt.toISOString()).toBe("2026-11-26T02:00:00.000Z");
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "pharmacy_duty.set_day"), eq(auditLog.entityId, `Villa Nueva|${day}`)));
    expect(audit).toBeDefined();

    const [notPharmacy] = await db
      .select({ uuid: businesses.uuid })
      .from(businesses)
      .where(eq(businesses.slug, "la-tablita"));
    const refused = await setDutyDay(
      {
        city: "Villa Nueva",
        date: day,
        pharmacy: notPharmacy?.uuid ?? "00000000-0000-4000-8000-000000000000",
        start: "08:00",
        end: "08:00",
      },
      ADMIN,
    );
    expect(refused.ok).toBe(false);
    expect((await adminRota(day, day)).filter((d) => d.city === "Villa Nueva").map((d) => d.businessUuid)).toEqual([
      other.uuid,
    ]);
  });
});

describe("the rota import", () => {
  it("matches pharmacies by name or address in their city, with a dry run, and a second run changes nothing", async () => {
    const pharmacies = await pharmacyChoices();
    const vm = pharmacies.filter((p) => p.city === "Villa María");
    const [a, b] = vm;
    const file = [
      ["Fecha", "Farmacia", "Localidad", "Dirección", "Desde", "Hasta"],
      ["01/12/2026", a!.name.toUpperCase(), "Villa María", "", "", ""],
      ["01/12/2026", a!.name, "villa maria", "", "", ""],
      ["02/12/2026", "Otro nombre", "Villa María", b!.address ?? "", "9", "21 hs"],
      ["03/12/2026", "Farmacia Que No Existe", "Villa María", "", "", ""],
      ["31/02/2026", a!.name, "Villa María", "", "", ""],
      ["04/12/2026", a!.name, "Córdoba", "", "", ""],
    ];
    const upload = await uploadImportFile(
      "duties",
      { id: "demo-admin" },
      { name: "turnos-diciembre.csv", bytes: new TextEncoder().encode(writeCsv(file, ";")) },
    );
    if (!upload.ok) throw new Error(upload.problem.message);
    const job = (await getImportJob("duties", upload.value.jobId))!;
    expect(job.details.mapping).toMatchObject({ name: 1, date: 0, city: 2, address: 3, start: 4, end: 5 });
    const plan = await planDutyImport(upload.value.jobId, { mode: "create-update", mapping: job.details.mapping });
    expect(plan.counts).toEqual({ create: 2, update: 0, unchanged: 0, skip: 1, reject: 3, duplicate: 0 });
    expect(plan.rows.map((r) => r.messages[0] ?? r.outcome)).toEqual([
      "create",
      "La misma farmacia y el mismo día ya están en la fila 2",
      "create",
      "No hay ninguna farmacia «Farmacia Que No Existe» en Villa María (por nombre o dirección)",
      "Fecha inválida: escribila como 28/11/2026 o 2026-11-28",
      "La ciudad tiene que ser Villa María o Villa Nueva",
    ]);
    // The dry run wrote nothing.
    const { db } = database();
    const dec = (date: string) =>
      db
        .select()
        .from(pharmacyDuties)
        .where(and(eq(pharmacyDuties.dutyDate, date), eq(pharmacyDuties.city, "Villa María")));
    const seededFirst = await dec("2026-12-01");
    await db.update(jobs).set({ status: "running" }).where(eq(jobs.id, upload.value.jobId));
    await runDutyImport(upload.value.jobId);
    expect((await getImportJob("duties", upload.value.jobId))!.status).toBe("done");
    const first = await dec("2026-12-01");
    expect(first.map((d) => d.businessUuid)).toContain(a!.uuid);
    expect(first.length).toBe(
      seededFirst.some((d) => d.businessUuid === a!.uuid) ? seededFirst.length : seededFirst.length + 1,
    );
    const second = (await dec("2026-12-02")).find((d) => d.businessUuid === b!.uuid)!;
    expect(second.startsAt.toISOString()).toBe("2026-12-02T12:00:00.000Z");
    expect(second.endsAt.toISOString()).toBe("2026-12-03T00:00:00.000Z");

    // Again: everything there is unchanged.
    const again = await uploadImportFile(
      "duties",
      { id: "demo-admin" },
      { name: "turnos-diciembre.csv", bytes: new TextEncoder().encode(writeCsv(file.slice(0, 4), ";")) },
    );
    if (!again.ok) throw new Error(again.problem.message);
    const replan = await planDutyImport(again.value.jobId, {
      mode: "create-update",
      mapping: (await getImportJob("duties", again.value.jobId))!.details.mapping,
    });
    expect(replan.counts).toMatchObject({ create: 0, unchanged: 2, skip: 1 });
  });
});

describe("the admin's search screen", () => {
  it("says a «farmacia de turno» that found nothing now leads to the duty page, not that a synonym fixed it", async () => {
    const { db } = database();
    const at = new Date(TEST_NOW.getTime() - 3_600_000);
    await db.insert(searchAnalytics).values([
      { searchQuery: "Farmacias de turno", resultsCount: 0, clientHash: "duty-a", createdAt: at },
      { searchQuery: "farmacias de turno", resultsCount: 0, clientHash: "duty-b", createdAt: at },
    ]);
    const rows = await noResultQueries({ start: new Date(TEST_NOW.getTime() - 86_400_000), end: TEST_NOW });
    expect(rows.find((r) => r.query === "farmacias de turno")).toMatchObject({
      clients: 2,
      resultsNow: 0,
      leadsTo: "/farmacias-de-turno",
    });
  });
});

describe("duty alerts", () => {
  it("tells the people who asked, once per duty, when their favourite pharmacy goes on duty", async () => {
    const { db } = database();
    const [duty] = (await publicDutyRota(TEST_NOW))[0]!.duties;
    const [person] = await db.select({ id: users.id }).from(users).where(eq(users.id, "demo-vecino"));
    await db.insert(favorites).values({ userId: person!.id, businessUuid: duty!.businessUuid }).onConflictDoNothing();
    // Not asked: nothing.
    const before = await db.select().from(userNotifications).where(eq(userNotifications.userId, person!.id));
    await notifyDuties(TEST_NOW);
    expect(await db.select().from(userNotifications).where(eq(userNotifications.userId, person!.id))).toHaveLength(
      before.length,
    );
    expect(await setDutyAlerts(person!.id, duty!.businessUuid, true)).toEqual({ ok: true });
    expect(await notifyDuties(TEST_NOW)).toBeGreaterThanOrEqual(1);
    expect(await notifyDuties(TEST_NOW)).toBe(0);
    const [note] = await db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, person!.id), eq(userNotifications.title, `${duty!.name} está de turno`)));
    expect(note?.message).toContain("De hoy 08:00 a mañana 08:00");
    // Not a pharmacy, or not a favourite: refused.
    const [other] = await db
      .select({ uuid: businesses.uuid })
      .from(businesses)
      .where(eq(businesses.status, "active"))
      .limit(1);
    expect((await setDutyAlerts(person!.id, "00000000-0000-4000-8000-000000000000", true)).ok).toBe(false);
    expect(other).toBeDefined();
  });
});

describe("the demo's rota", () => {
  it("stays current: a month after the seed both cities still have a pharmacy on duty, and a second run adds nothing", async () => {
    const later = new Date(TEST_NOW.getTime() + 30 * 86_400_000);
    expect(await keepDemoRota(later)).toBeGreaterThan(0);
    expect(await keepDemoRota(later)).toBe(0);
    const now = (await publicDutyRota(later))[0]!;
    expect(now.key).toBe("now");
    expect(now.duties.map((d) => d.city)).toEqual(["Villa María", "Villa Nueva"]);
  });
});
