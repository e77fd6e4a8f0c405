/**
 * Many addresses at once (an import's dry run): each distinct address asked once, a few at a time
 * (GEOCODER_CONCURRENCY), each within the geocoder's own timeout. Waiting on the network leaves the
 * event loop free; nothing here computes for long.
 */
import type { City } from "#core/cities.ts";
import { type GeocodeOutcome, geocodeKey } from "#core/geocoding.ts";
import type { Geocoder } from "./geocoder.ts";

export interface AddressToLocate {
  address: string;
  city: City;
}

/** The outcome of each address, by geocodeKey(address, city). */
export async function locateMany(
  addresses: readonly AddressToLocate[],
  geocoder: Geocoder,
  concurrency: number,
): Promise<Map<string, GeocodeOutcome>> {
  const distinct = new Map<string, AddressToLocate>();
  for (const a of addresses) distinct.set(geocodeKey(a.address, a.city), a);
  const outcomes = new Map<string, GeocodeOutcome>();
  const queue = [...distinct.entries()];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [key, { address, city }] = next;
      outcomes.set(key, await geocoder.locate(address, city));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, queue.length)) }, worker));
  return outcomes;
}
