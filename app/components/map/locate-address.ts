/** The browser side of GET /api/geocode: an address and its town → where the pin goes. */
import type { City } from "#core/cities.ts";
import { isErrorBody } from "#core/errors.ts";
import type { GeocodeOutcome } from "#core/geocoding.ts";

export const GEOCODE_API = "/api/geocode";

/** A refusal (signed out, too many) or a network failure reads as "could not search", with its words. */
export type LocateAnswer = GeocodeOutcome | { status: "refused"; message: string };

export async function locateAddress(address: string, city: City, signal?: AbortSignal): Promise<LocateAnswer> {
  try {
    const response = await fetch(`${GEOCODE_API}?${new URLSearchParams({ address, city })}`, {
      headers: { accept: "application/json" },
      signal,
    });
    const body: unknown = await response.json().catch(() => null);
    if (response.ok && body && typeof body === "object" && "status" in body) return body as GeocodeOutcome;
    if (isErrorBody(body)) return { status: "refused", message: body.error.message };
    return { status: "unreachable" };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { status: "unreachable" };
  }
}
