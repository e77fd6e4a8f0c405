/**
 * The favourite heart's words, shared by the button and the server. Kept free of zod so every page
 * with a business card does not ship a validation library (the schema is in favorite-input.ts).
 */
export const FAVORITE_MESSAGES = {
  business: "No encontramos ese comercio.",
  intent: "No entendimos qué querías hacer con este favorito.",
  saveFailed: "No pudimos guardar tu favorito. Probá de nuevo.",
} as const;

export const FAVORITE_LABELS = { add: "Agregar a favoritos", remove: "Quitar de favoritos" } as const;
