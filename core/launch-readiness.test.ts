import { describe, expect, it } from "vitest";
import { type LaunchFacts, launchChecklist } from "./launch-readiness.ts";

const FRESH: LaunchFacts = {
  contact: { email: false, phone: false, whatsapp: false, address: false },
  reviewedLegalPages: [],
  bankTransfer: { holder: false, cuit: false, cbu: false, alias: false, email: false },
  categories: 0,
  publicBusinesses: 0,
  mail: false,
  publicUrl: false,
};

const READY: LaunchFacts = {
  contact: { email: true, phone: true, whatsapp: false, address: true },
  reviewedLegalPages: ["terminos-y-condiciones", "privacidad"],
  bankTransfer: { holder: true, cuit: true, cbu: false, alias: true, email: true },
  categories: 12,
  publicBusinesses: 40,
  mail: true,
  publicUrl: true,
};

describe("launchChecklist", () => {
  it("on a fresh install lists everything as missing, each with where it is fixed", () => {
    const items = launchChecklist(FRESH);
    expect(items.map((i) => [i.id, i.done, i.href])).toEqual([
      ["contact", false, "/admin/settings#contacto"],
      ["terminos-y-condiciones", false, "/admin/content/pages/terminos-y-condiciones"],
      ["privacidad", false, "/admin/content/pages/privacidad"],
      ["bank-transfer", false, "/admin/settings#transferencia"],
      ["categories", false, "/admin/categories"],
      ["businesses", false, "/admin/businesses/bulk-import"],
      ["mail", false, null],
      ["public-url", false, null],
    ]);
    expect(items[0]!.detail).toBe(
      "Falta el e-mail, un teléfono o WhatsApp y la dirección. El pie de cada página muestra sólo lo que cargues.",
    );
    expect(items[3]!.detail).toMatch(/^Falta el titular, el CUIT, el CBU o el alias y el e-mail para comprobantes:/);
  });

  it("is all done on a site ready to launch", () => {
    expect(launchChecklist(READY).filter((i) => !i.done)).toEqual([]);
  });

  it("needs the contact e-mail, one legal page at a time, and every transfer detail", () => {
    const items = launchChecklist({
      ...READY,
      contact: { email: false, phone: true, whatsapp: true, address: true },
      reviewedLegalPages: ["privacidad"],
      bankTransfer: { ...READY.bankTransfer, cuit: false },
    });
    expect(items.filter((i) => !i.done).map((i) => i.id)).toEqual([
      "contact",
      "terminos-y-condiciones",
      "bank-transfer",
    ]);
    expect(items.find((i) => i.id === "bank-transfer")!.detail).toMatch(/^Falta el CUIT:/);
  });
});
