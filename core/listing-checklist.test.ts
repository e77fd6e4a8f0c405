import { describe, expect, it } from "vitest";
import { DESCRIPTION_MIN, type ListingFacts, listingChecklist } from "./listing-checklist.ts";

const empty: ListingFacts = {
  openDays: 0,
  photos: 0,
  description: null,
  whatsappNumber: null,
  paymentMethods: 0,
  promotions: 0,
};
const full: ListingFacts = {
  openDays: 6,
  photos: 3,
  description: "Panadería de barrio con facturas, pan casero y tortas por encargo.",
  whatsappNumber: "5493534123456",
  paymentMethods: 2,
  promotions: 1,
};

const doneKeys = (facts: ListingFacts) =>
  listingChecklist(facts)
    .items.filter((i) => i.done)
    .map((i) => i.key);

describe("listingChecklist", () => {
  it("a new listing has the six items to do, in order, each with what it brings and where to do it", () => {
    const list = listingChecklist(empty);
    expect(list.items.map((i) => i.key)).toEqual([
      "hours",
      "photos",
      "description",
      "whatsapp",
      "payments",
      "promotion",
    ]);
    expect(list).toMatchObject({ done: 0, total: 6, complete: false });
    for (const item of list.items) {
      expect(item.benefit.length).toBeGreaterThan(10);
      expect(item.path).not.toMatch(/^\//);
    }
    expect(list.items.find((i) => i.key === "promotion")!.path).toBe("promociones/nueva");
  });

  it("a complete listing is complete", () => {
    expect(listingChecklist(full)).toMatchObject({ done: 6, total: 6, complete: true });
  });

  it("each item follows its own fact only", () => {
    expect(doneKeys({ ...empty, openDays: 1 })).toEqual(["hours"]);
    expect(doneKeys({ ...empty, photos: 1 })).toEqual(["photos"]);
    expect(doneKeys({ ...empty, whatsappNumber: "5493534123456" })).toEqual(["whatsapp"]);
    expect(doneKeys({ ...empty, paymentMethods: 1 })).toEqual(["payments"]);
    expect(doneKeys({ ...empty, promotions: 4 })).toEqual(["promotion"]);
    expect(listingChecklist({ ...full, promotions: 0 })).toMatchObject({ done: 5, complete: false });
  });

  it("a description counts from a useful length on; blank WhatsApp is no WhatsApp", () => {
    expect(doneKeys({ ...empty, description: "Kiosco" })).toEqual([]);
    expect(doneKeys({ ...empty, description: `   ${"a".repeat(DESCRIPTION_MIN - 1)}   ` })).toEqual([]);
    expect(doneKeys({ ...empty, description: "a".repeat(DESCRIPTION_MIN) })).toEqual(["description"]);
    expect(doneKeys({ ...empty, whatsappNumber: "  " })).toEqual([]);
  });
});
