/**
 * An address becoming a pin (owner registration, the admin's "Buscar en el mapa", an import's rows
 * without coordinates): the question asked of the geocoder, what it may answer, and what each
 * answer tells the person. The geocoder itself is server/geocoding/geocoder.ts.
 */
import { CITY_CENTERS, type City } from "./cities.ts";

/**
 * What looking up an address gives: a place inside the map's area, nothing, the service failing
 * or slow, or no service configured. Only "found" carries coordinates: nothing else is guessed.
 */
export type GeocodeOutcome =
  | { status: "found"; latitude: number; longitude: number; label: string }
  | { status: "not_found" }
  | { status: "unreachable" }
  | { status: "unconfigured" };

/** Nominatim's free-form question: street and number, the town, the province and the country. */
export function geocodeQuery(address: string, city: City): string {
  return `${address.replace(/\s+/g, " ").trim()}, ${city}, Córdoba, Argentina`;
}

/** The same address typed twice (spacing, case, accents) is one question. */
export function geocodeKey(address: string, city: City): string {
  return `${city}|${address
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim()}`;
}

/** Addresses shorter than this are not worth a question (the form asks for street and number). */
export const GEOCODE_ADDRESS_MIN = 5;

/** What the person reads after a lookup; when nothing was found the pin waits at the town's centre. */
export function geocodeMessage(outcome: GeocodeOutcome, city: City): string {
  switch (outcome.status) {
    case "found":
      return "Encontramos la dirección: revisá que el pin esté en tu comercio y, si no, arrastralo.";
    case "not_found":
      return `No encontramos esa dirección en el mapa. Pusimos el pin en el centro de ${city}: arrastralo hasta tu comercio.`;
    case "unreachable":
      return `No pudimos buscar la dirección ahora. Pusimos el pin en el centro de ${city}: arrastralo hasta tu comercio.`;
    case "unconfigured":
      return `Ubicá tu comercio en el mapa: el pin empieza en el centro de ${city}, arrastralo hasta la puerta.`;
  }
}

/** Where the pin waits when the address gives no place. */
export const cityCenter = (city: City) => CITY_CENTERS[city];

/** The field message when a form arrives without a pin and the address cannot be located either. */
export const PLACE_PIN_MESSAGE =
  "No pudimos ubicar esa dirección en el mapa: revisá calle y número, o ubicá el pin en el mapa (o escribí la latitud y la longitud).";
