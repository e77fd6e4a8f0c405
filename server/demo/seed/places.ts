/** Real street names and plausible coordinates for the two cities, plus local phone numbers. */
import type { Rng } from "./random.ts";

export type City = "Villa María" | "Villa Nueva";

interface Street {
  name: string;
  /** Relative frequency: the main boulevards hold more shops. */
  weight: number;
  maxNumber: number;
}

const VILLA_MARIA_STREETS: Street[] = [
  { name: "Bv. España", weight: 6, maxNumber: 1900 },
  { name: "Bv. Sarmiento", weight: 5, maxNumber: 2200 },
  { name: "Av. San Martín", weight: 4, maxNumber: 1400 },
  { name: "Buenos Aires", weight: 5, maxNumber: 2000 },
  { name: "Mendoza", weight: 4, maxNumber: 1800 },
  { name: "Santa Fe", weight: 4, maxNumber: 1700 },
  { name: "Entre Ríos", weight: 4, maxNumber: 1900 },
  { name: "Corrientes", weight: 3, maxNumber: 1600 },
  { name: "Tucumán", weight: 3, maxNumber: 1700 },
  { name: "La Rioja", weight: 3, maxNumber: 1500 },
  { name: "Catamarca", weight: 3, maxNumber: 1700 },
  { name: "Jujuy", weight: 2, maxNumber: 1800 },
  { name: "Salta", weight: 2, maxNumber: 1500 },
  { name: "Chile", weight: 2, maxNumber: 1300 },
  { name: "Alvear", weight: 2, maxNumber: 900 },
  { name: "Rivadavia", weight: 3, maxNumber: 1600 },
  { name: "Sobremonte", weight: 2, maxNumber: 1400 },
  { name: "Int. Peña", weight: 3, maxNumber: 1800 },
  { name: "Lisandro de la Torre", weight: 2, maxNumber: 1300 },
  { name: "Bv. Alvear", weight: 3, maxNumber: 1200 },
  { name: "Av. Presidente Perón", weight: 4, maxNumber: 2900 },
  { name: "Mitre", weight: 3, maxNumber: 1200 },
  { name: "Santiago del Estero", weight: 2, maxNumber: 1500 },
  { name: "Porfirio Seppey", weight: 2, maxNumber: 1700 },
  { name: "Güemes", weight: 2, maxNumber: 1400 },
  { name: "Bv. Vélez Sarsfield", weight: 3, maxNumber: 1100 },
  { name: "General Paz", weight: 3, maxNumber: 1300 },
  { name: "Carlos Pellegrini", weight: 2, maxNumber: 1600 },
  { name: "Av. Arturo Jauretche", weight: 1, maxNumber: 2400 },
];

const VILLA_NUEVA_STREETS: Street[] = [
  { name: "Bv. Colón", weight: 5, maxNumber: 1200 },
  { name: "Sabattini", weight: 3, maxNumber: 900 },
  { name: "Mendoza", weight: 3, maxNumber: 800 },
  { name: "San Juan", weight: 2, maxNumber: 700 },
  { name: "Independencia", weight: 3, maxNumber: 900 },
  { name: "Rivadavia", weight: 2, maxNumber: 800 },
  { name: "Sarmiento", weight: 2, maxNumber: 900 },
  { name: "9 de Julio", weight: 2, maxNumber: 700 },
  { name: "Belgrano", weight: 2, maxNumber: 800 },
  { name: "Córdoba", weight: 3, maxNumber: 1000 },
];

const BOUNDS: Record<City, { lat: [number, number]; lng: [number, number] }> = {
  "Villa María": { lat: [-32.42, -32.39], lng: [-63.27, -63.22] },
  "Villa Nueva": { lat: [-32.44, -32.425], lng: [-63.26, -63.24] },
};

export interface Place {
  city: City;
  street: string;
  address: string;
  latitude: number;
  longitude: number;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

export function randomPlace(rng: Rng, city: City): Place {
  const streets = city === "Villa María" ? VILLA_MARIA_STREETS : VILLA_NUEVA_STREETS;
  const street = rng.weighted(streets.map((s) => [s, s.weight] as const));
  // Most shops sit in the first blocks; a few further out.
  const number = Math.max(
    15,
    Math.round(rng.chance(0.7) ? rng.int(50, Math.min(1200, street.maxNumber)) : rng.int(100, street.maxNumber)),
  );
  const suffix = rng.chance(0.06) ? `, local ${rng.int(1, 12)}` : "";
  const b = BOUNDS[city];
  return {
    city,
    street: street.name,
    address: `${street.name} ${number}${suffix}`,
    latitude: round6(rng.bell(b.lat[0], b.lat[1])),
    longitude: round6(rng.bell(b.lng[0], b.lng[1])),
  };
}

/** A fixed line, e.g. "0353 452-1234". */
export function landline(rng: Rng, city: City): string {
  const prefixes = city === "Villa María" ? ["452", "453", "454", "461", "462", "463", "465"] : ["491", "492", "493"];
  return `0353 ${rng.pick(prefixes)}-${rng.digits(4)}`;
}

/** A mobile as dialled locally, e.g. "0353 15 412-3456", and its WhatsApp form "5493534123456". */
export function mobile(rng: Rng): { local: string; whatsapp: string } {
  const first = rng.pick(["4", "5", "6"]);
  const rest = rng.digits(6);
  const seven = `${first}${rest}`;
  return {
    local: `0353 15 ${seven.slice(0, 3)}-${seven.slice(3)}`,
    whatsapp: `549353${seven}`,
  };
}
