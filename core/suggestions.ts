/**
 * "Sugerir un cambio" on a business page: what a visitor may say is wrong, the labels and the
 * messages. No zod here (the business page's chunk); the server's check is suggestion-input.ts.
 */
export const SUGGESTION_KINDS = ["phone", "hours", "address", "closed"] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];
export const SUGGESTION_STATUSES = ["pending", "accepted", "rejected"] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

export const SUGGESTION_KIND_LABELS: Record<SuggestionKind, string> = {
  phone: "El teléfono está mal",
  hours: "Los horarios están mal",
  address: "La dirección está mal",
  closed: "Cerró definitivamente",
};
/** What the proposed value's field asks for, per kind (closing takes none). */
export const SUGGESTION_VALUE_LABELS: Record<Exclude<SuggestionKind, "closed">, string> = {
  phone: "Teléfono correcto",
  hours: "Horarios correctos",
  address: "Dirección correcta",
};

export const SUGGESTION_VALUE_MAX = 200;
export const SUGGESTION_NOTE_MAX = 500;
export const SUGGEST_LIMIT = { window: 3600, max: 5 };

export const SUGGESTION_MESSAGES = {
  kind: "Elegí qué está mal.",
  phoneValue: "Escribí el teléfono correcto con característica (ej.: 353 412-3456).",
  addressValue: "Escribí la dirección correcta.",
  hoursValue: "Contanos los horarios correctos.",
  valueLong: `El dato propuesto no puede tener más de ${SUGGESTION_VALUE_MAX} caracteres.`,
  noteLong: `La nota no puede tener más de ${SUGGESTION_NOTE_MAX} caracteres.`,
  control: "El texto tiene caracteres que no se pueden guardar. Revisalo y probá de nuevo.",
  sent: "Gracias: le pasamos tu sugerencia al comercio. Te avisamos qué deciden.",
  sentAdmin: "Gracias: le pasamos tu sugerencia a Vilma. Te avisamos qué decidimos.",
  already: "Ya sugeriste este cambio; todavía lo están revisando.",
  ownBusiness: "Es tu comercio: cambialo desde Mi comercio.",
  business: "Ese comercio no está publicado.",
  notFound: "Esa sugerencia ya no está.",
  decided: "Esa sugerencia ya fue resuelta.",
  failed: "No pudimos mandar la sugerencia. Probá de nuevo.",
} as const;

/** The one line that says what "Aceptar" does for each kind (shown beside the button, and true). */
export const ACCEPT_LABELS: Record<SuggestionKind, string> = {
  phone: "Aceptar y cambiar el teléfono",
  address: "Aceptar y cambiar la dirección",
  hours: "Aceptar y corregir los horarios",
  closed: "Aceptar y dar de baja el comercio",
};

export type SuggestionResponse = { ok: true; message: string } | { ok: false; error: string };
