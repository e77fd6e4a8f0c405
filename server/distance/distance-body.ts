/**
 * The bodies of POST /api/distance and POST /api/distances, with Spanish messages for what is wrong.
 * Coordinates must be numbers in range (lat −90…90, lng −180…180); mode must be "walking".
 */
import { isLatitude, isLongitude } from "#core/geo.ts";
import { z } from "#core/zod.ts";
import { MAX_DESTINATIONS } from "./walking-distance.ts";

const lat = z
  .number({ error: "La latitud tiene que ser un número." })
  .refine(isLatitude, "La latitud tiene que estar entre -90 y 90.");
const lng = z
  .number({ error: "La longitud tiene que ser un número." })
  .refine(isLongitude, "La longitud tiene que estar entre -180 y 180.");
const point = z.object({ lat, lng }, { error: "Faltan las coordenadas (lat y lng)." });
const origin = point.extend({
  accuracy: z.number().finite().min(0).optional(),
  timestamp: z.number().finite().optional(),
});
const mode = z.literal("walking", { error: 'El único modo es "walking" (a pie).' });

export const DistanceBodySchema = z.object({ origin, destination: point, mode });

export const DistancesBodySchema = z.object({
  origin,
  destinations: z
    .array(point.extend({ id: z.string().min(1).max(64) }), { error: "Faltan los destinos." })
    .min(1, "Faltan los destinos.")
    .max(MAX_DESTINATIONS, `Pedí como mucho ${MAX_DESTINATIONS} destinos por vez.`),
  mode,
});

/** The first issue's message, e.g. "La latitud tiene que estar entre -90 y 90." */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Pedido inválido";
}
