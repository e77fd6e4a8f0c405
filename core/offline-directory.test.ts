import { describe, expect, it } from "vitest";
import {
  type DirectoryBusiness,
  decodeDirectory,
  encodeDirectory,
  packWeekly,
  searchDirectory,
  unpackWeekly,
} from "./offline-directory.ts";
import { isOpenAt } from "./opening-hours.ts";
import { dutyWindowForDay } from "./pharmacy-duty.ts";

// Saturday 2026-11-21, 15:00 in Buenos Aires (UTC-3).
const SATURDAY_3PM = new Date("2026-11-21T18:00:00.000Z");
const SATURDAY_11PM = new Date("2026-11-22T02:00:00.000Z");

function business(overrides: Partial<DirectoryBusiness>): DirectoryBusiness {
  return {
    name: "Comercio",
    slug: "comercio",
    category: "Farmacias",
    address: "San Martín 100",
    city: "Villa María",
    phone: "0353 452-0000",
    latitude: -32.41234,
    longitude: -63.24012,
    logoUrl: "/media/demo/logo/comercio.svg",
    weekly: [],
    special: [],
    bankPromotions: [],
    ...overrides,
  };
}

const weekdays = (open: string, close: string) =>
  [1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, openTime: open, closeTime: close, isClosed: false }));

const saturdays = {
  bankName: "Banco Galicia",
  discountText: "20% de reintegro",
  title: "20% en cafeterías",
  daysOfWeek: [6],
  validFrom: "2026-11-01",
  validTo: "2026-11-30",
};

const list: DirectoryBusiness[] = [
  business({ name: "Farmacia del Centro", slug: "farmacia-del-centro", weekly: weekdays("08:00:00", "20:00:00") }),
  business({ name: "Farmacia Nocturna", slug: "farmacia-nocturna", weekly: weekdays("20:00", "08:00") }),
  business({
    name: "Pizzería Don Luis",
    slug: "pizzeria-don-luis",
    category: "Pizzerías",
    city: "Villa Nueva",
    phone: null,
    latitude: null,
    longitude: null,
    logoUrl: null,
    weekly: [
      ...weekdays("12:00", "15:30"),
      { dayOfWeek: 0, openTime: "20:00", closeTime: "23:30", isClosed: false },
      { dayOfWeek: 0, openTime: null, closeTime: null, isClosed: true },
    ],
  }),
  business({
    name: "Farmacia Cerrada por Inventario",
    slug: "farmacia-inventario",
    weekly: weekdays("08:00", "20:00"),
    special: [
      { date: "2026-11-21", openTime: null, closeTime: null, isClosed: true },
      { date: "2026-11-10", openTime: null, closeTime: null, isClosed: true },
      { date: "2026-12-25", openTime: "09:00", closeTime: "13:00", isClosed: false },
    ],
  }),
  business({ name: "Sin horarios", slug: "sin-horarios", category: null, address: null }),
  business({
    name: "Café con tarjeta",
    slug: "cafe-con-tarjeta",
    category: "Cafeterías",
    bankPromotions: [
      { ...saturdays, daysOfWeek: [6] },
      { ...saturdays, bankName: "Banco Nación", discountText: "10% de descuento", daysOfWeek: [] },
    ],
  }),
];

describe("the compact format", () => {
  it("round-trips every field the offline page shows", () => {
    const decoded = decodeDirectory(JSON.parse(JSON.stringify(encodeDirectory(list, "2026-11-21"))));
    expect(decoded).toHaveLength(list.length);
    const pizza = decoded!.find((b) => b.slug === "pizzeria-don-luis")!;
    expect(pizza).toMatchObject({
      name: "Pizzería Don Luis",
      category: "Pizzerías",
      city: "Villa Nueva",
      phone: null,
      latitude: null,
      logoUrl: null,
    });
    const centro = decoded!.find((b) => b.slug === "farmacia-del-centro")!;
    expect(centro.latitude).toBeCloseTo(-32.41234, 5);
    expect(centro.longitude).toBeCloseTo(-63.24012, 5);
    expect(centro.address).toBe("San Martín 100");
    expect(decoded!.find((b) => b.slug === "sin-horarios")).toMatchObject({
      category: null,
      address: null,
      weekly: [],
    });
  });

  it("keeps the same open/closed answer as the original hours, every hour of a week", () => {
    const decoded = decodeDirectory(encodeDirectory(list, "2026-11-21"))!;
    for (let hour = 0; hour < 24 * 7; hour++) {
      const at = new Date(SATURDAY_3PM.getTime() + hour * 3600_000 + 17 * 60_000);
      list.forEach((original, i) => {
        const inWindow = original.special.filter((s) => s.date >= "2026-11-21" && s.date <= "2026-12-04");
        expect(isOpenAt(decoded[i]!.weekly, decoded[i]!.special, at), `${original.slug} ${at.toISOString()}`).toBe(
          isOpenAt(original.weekly, inWindow, at),
        );
      });
    }
  });

  it("shares weekly schedules and keeps only the coming special days", () => {
    const doc = encodeDirectory(list, "2026-11-21");
    expect(doc.h.length).toBe(3); // centro and inventario share theirs; "sin horarios" has none
    const inventario = doc.b.find((row) => row[1] === "farmacia-inventario")!;
    expect(inventario[10]).toBe("20261121x");
    expect(doc.c).toEqual(["Farmacias", "Pizzerías", "Cafeterías"]);
    expect(doc.t).toEqual(["Villa María", "Villa Nueva"]);
  });

  it("drops closed and incomplete slots, which never open", () => {
    const packed = packWeekly([
      { dayOfWeek: 2, openTime: "09:00:00", closeTime: "13:00:00", isClosed: false },
      { dayOfWeek: 3, openTime: "09:00", closeTime: "13:00", isClosed: true },
      { dayOfWeek: 4, openTime: null, closeTime: "13:00", isClosed: false },
    ]);
    expect(packed).toBe("209001300");
    expect(unpackWeekly(packed)).toMatchObject([{ dayOfWeek: 2, openTime: "09:00", closeTime: "13:00" }]);
  });

  it("carries each business's bank promotions once in a table", () => {
    const doc = encodeDirectory(list, "2026-11-21");
    expect(doc.k).toHaveLength(2);
    expect(doc.b.find((row) => row[1] === "cafe-con-tarjeta")![11]).toBe("0,1");
    expect(doc.b.find((row) => row[1] === "sin-horarios")![11]).toBe("");
    const cafe = decodeDirectory(JSON.parse(JSON.stringify(doc)))!.find((b) => b.slug === "cafe-con-tarjeta")!;
    expect(cafe.bankPromotions).toEqual(list.at(-1)!.bankPromotions);
  });

  it("refuses a document of another shape", () => {
    expect(decodeDirectory(null)).toBeNull();
    expect(decodeDirectory({ v: 99, c: [], t: [], h: [], b: [] })).toBeNull();
    expect(decodeDirectory({ v: 2, c: [], t: [], h: [], k: [], b: [["x"]] })).toBeNull();
    // A phone's copy of the first format is refused (the refresher fetches the new one).
    expect(decodeDirectory({ v: 1, c: [], t: [], h: [], b: [] })).toBeNull();
  });
});

describe("the offline search", () => {
  const decoded = decodeDirectory(encodeDirectory(list, "2026-11-21"))!;

  it("finds by name or category, ignoring accents and case", () => {
    expect(searchDirectory(decoded, "pizzeria", { at: SATURDAY_3PM }).hits.map((h) => h.slug)).toEqual([
      "pizzeria-don-luis",
    ]);
    expect(searchDirectory(decoded, "PIZZERÍAS", { at: SATURDAY_3PM }).total).toBe(1);
    expect(searchDirectory(decoded, "farmacias centro", { at: SATURDAY_3PM }).hits.map((h) => h.slug)).toEqual([
      "farmacia-del-centro",
    ]);
    expect(searchDirectory(decoded, "", { at: SATURDAY_3PM }).total).toBe(list.length);
    // Folded as online search folds (core/search-synonyms.ts): accents, case and punctuation ignored.
    expect(searchDirectory(decoded, "  FARMACÍA, centro ", { at: SATURDAY_3PM }).total).toBe(1);
  });

  it("says who is open now in Buenos Aires time, open ones first", () => {
    const afternoon = searchDirectory(decoded, "farmacia", { at: SATURDAY_3PM, openNow: true });
    expect(afternoon.hits.map((h) => h.slug)).toEqual(["farmacia-del-centro"]);
    const night = searchDirectory(decoded, "farmacia", { at: SATURDAY_11PM });
    expect(night.hits.map((h) => [h.slug, h.isOpen])).toEqual([
      ["farmacia-nocturna", true],
      ["farmacia-inventario", false],
      ["farmacia-del-centro", false],
    ]);
  });

  it("says which bank promotions apply on the day it is read (Hoy con tu tarjeta)", () => {
    const saturday = searchDirectory(decoded, "café", { at: SATURDAY_3PM }).hits[0]!;
    expect(saturday.bankToday.map((p) => p.bankName)).toEqual(["Banco Galicia", "Banco Nación"]);
    // Saturday 23:00 in Buenos Aires is still Saturday; Sunday keeps only the every-day one.
    expect(searchDirectory(decoded, "café", { at: SATURDAY_11PM }).hits[0]!.bankToday).toHaveLength(2);
    const sunday = new Date(SATURDAY_3PM.getTime() + 86_400_000);
    expect(searchDirectory(decoded, "café", { at: sunday }).hits[0]!.bankToday.map((p) => p.bankName)).toEqual([
      "Banco Nación",
    ]);
    const december = new Date("2026-12-05T15:00:00.000Z");
    expect(searchDirectory(decoded, "café", { at: december }).hits[0]!.bankToday).toEqual([]);
  });

  it("limits the hits but counts them all", () => {
    const result = searchDirectory(decoded, "farmacia", { at: SATURDAY_3PM, limit: 1 });
    expect(result.hits).toHaveLength(1);
    expect(result.total).toBe(3);
  });
});

describe("the rota in the offline directory", () => {
  const duty = dutyWindowForDay("2026-11-21")!;
  const pharmacies = [
    business({ name: "Farmacia de Turno", slug: "farmacia-de-turno-sa", category: "Farmacias", duties: [duty] }),
    business({ name: "Farmacia Cerrada", slug: "farmacia-cerrada", category: "Farmacias" }),
  ];

  it("travels with the document and comes back as the same windows", () => {
    const doc = JSON.parse(JSON.stringify(encodeDirectory(pharmacies, "2026-11-21")));
    expect(doc.r).toEqual([[0, duty.startsAt.getTime() / 60_000, duty.endsAt.getTime() / 60_000]]);
    const back = decodeDirectory(doc)!;
    expect(back[0]!.duties).toEqual([{ startsAt: duty.startsAt.toISOString(), endsAt: duty.endsAt.toISOString() }]);
    expect(back[1]!.duties).toEqual([]);
  });

  it("keeps the pharmacy on duty open at night, first, and answers «farmacia de turno» with the rota", () => {
    const back = decodeDirectory(JSON.parse(JSON.stringify(encodeDirectory(pharmacies, "2026-11-21"))))!;
    const all = searchDirectory(back, "farmacia", { at: SATURDAY_11PM });
    expect(all.hits.map((h) => [h.name, h.onDuty, h.isOpen])).toEqual([
      ["Farmacia de Turno", true, true],
      ["Farmacia Cerrada", false, false],
    ]);
    expect(searchDirectory(back, "Farmacias de turno", { at: SATURDAY_11PM }).hits.map((h) => h.name)).toEqual([
      "Farmacia de Turno",
    ]);
  });
});
