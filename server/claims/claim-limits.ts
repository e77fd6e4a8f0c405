/** How many claims one person, and one address, may send in a day. */
import type { RateLimitRule } from "../platform/auth/rate-limit.ts";

export const CLAIMS_PER_USER: RateLimitRule = { window: 24 * 3600, max: 5 };
export const CLAIMS_PER_IP: RateLimitRule = { window: 24 * 3600, max: 20 };
export const REGISTRATIONS_PER_USER: RateLimitRule = { window: 24 * 3600, max: 5 };
export const REGISTRATIONS_PER_IP: RateLimitRule = { window: 24 * 3600, max: 20 };

export const CLAIM_RATE_MESSAGE =
  "Ya mandaste muchas solicitudes hoy. Esperá a que revisemos las que están pendientes y probá mañana.";
