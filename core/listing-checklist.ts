/**
 * "Completá tu ficha" on a business's Resumen: what a listing still lacks, each item decided from
 * what is stored (never from what the owner said they did), with what it brings and the screen
 * that completes it. When every item is done the list goes away.
 */

/** What the database says about one business, as the checklist reads it. */
export interface ListingFacts {
  /** Days of the week with an opening (not marked closed). */
  openDays: number;
  /** Pictures in its gallery. */
  photos: number;
  description: string | null;
  whatsappNumber: string | null;
  /** Payment methods ticked (card, debit, QR, transfer). */
  paymentMethods: number;
  /** Promotions it ever published (any state). */
  promotions: number;
}

export type ChecklistKey = "hours" | "photos" | "description" | "whatsapp" | "payments" | "promotion";

export interface ChecklistItem {
  key: ChecklistKey;
  label: string;
  /** What it brings the business, in one line. */
  benefit: string;
  /** The screen that completes it, under /mi-comercio/{id} ("" is the summary; "#…" an anchor). */
  path: string;
  /** The link's words. */
  action: string;
  done: boolean;
}

export interface Checklist {
  items: ChecklistItem[];
  done: number;
  total: number;
  complete: boolean;
}

/** A description shorter than this says nothing a visitor can use ("Kiosco"). */
export const DESCRIPTION_MIN = 30;

const ITEMS: readonly Omit<ChecklistItem, "done">[] = [
  {
    key: "hours",
    label: "Horarios",
    benefit: "Tu página dice si estás abierto ahora y aparecés en «Abierto ahora».",
    path: "horarios",
    action: "Cargar horarios",
  },
  {
    key: "photos",
    label: "Fotos",
    benefit: "Los comercios con fotos reciben más visitas y llamados.",
    path: "perfil#perfil-galeria",
    action: "Subir fotos",
  },
  {
    key: "description",
    label: "Descripción",
    benefit: "Contá qué ofrecés: también te encuentran por esas palabras en la búsqueda.",
    path: "perfil#perfil-datos",
    action: "Escribir la descripción",
  },
  {
    key: "whatsapp",
    label: "WhatsApp",
    benefit: "Te escriben con un toque desde tu página.",
    path: "perfil#perfil-contacto",
    action: "Agregar WhatsApp",
  },
  {
    key: "payments",
    label: "Medios de pago",
    benefit: "Quien te busca sabe antes de ir si puede pagar con tarjeta, QR o transferencia.",
    path: "perfil#perfil-servicios",
    action: "Elegir medios de pago",
  },
  {
    key: "promotion",
    label: "Primera promoción",
    benefit: "Aparecés en Ofertas y le avisamos a quienes te tienen en favoritos.",
    path: "promociones/nueva",
    action: "Publicar una promoción",
  },
];

function isDone(key: ChecklistKey, facts: ListingFacts): boolean {
  switch (key) {
    case "hours":
      return facts.openDays > 0;
    case "photos":
      return facts.photos > 0;
    case "description":
      return (facts.description ?? "").trim().length >= DESCRIPTION_MIN;
    case "whatsapp":
      return Boolean(facts.whatsappNumber?.trim());
    case "payments":
      return facts.paymentMethods > 0;
    case "promotion":
      return facts.promotions > 0;
  }
}

export function listingChecklist(facts: ListingFacts): Checklist {
  const items = ITEMS.map((item) => ({ ...item, done: isDone(item.key, facts) }));
  const done = items.filter((i) => i.done).length;
  return { items, done, total: items.length, complete: done === items.length };
}
