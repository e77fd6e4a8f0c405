import { BUSINESS_LEAD_TYPES } from "#core/business-leads.ts";
import { z } from "#core/zod.ts";

/** Largest body POST /api/businesses/{id}/events reads: `{"type":"directions"}` is 19 bytes. */
export const BUSINESS_EVENT_MAX_BYTES = 1024;

/** POST /api/businesses/{id}/events body: `{ "type": "call" | "whatsapp" | "website" | "email" | "directions" }`. */
export const businessEventBodySchema = z.object({ type: z.enum(BUSINESS_LEAD_TYPES) });
