/** Chains and franchises: each brand has two or three branches (each branch is a business). */
import type { City } from "./places.ts";

export interface BranchSeed {
  name: string;
  city: City;
  /** Street the branch is on (must be a real street of `city`, see places.ts). */
  street: string;
  number: number;
  allDay?: boolean;
}

export interface BrandSeed {
  name: string;
  slug: string;
  description: string;
  websiteUrl: string;
  categorySlug: string;
  branches: BranchSeed[];
}

export const BRANDS: BrandSeed[] = [
  {
    name: "Farmacias Ctalamochita",
    slug: "farmacias-ctalamochita",
    description:
      "Cadena de farmacias de la región, con perfumería, dermocosmética y atención a todas las obras sociales.",
    websiteUrl: "https://www.farmaciasctalamochita.com.ar",
    categorySlug: "farmacias",
    branches: [
      { name: "Farmacia Ctalamochita Centro", city: "Villa María", street: "Bv. España", number: 312, allDay: true },
      { name: "Farmacia Ctalamochita Bv. Sarmiento", city: "Villa María", street: "Bv. Sarmiento", number: 1485 },
      { name: "Farmacia Ctalamochita Villa Nueva", city: "Villa Nueva", street: "Bv. Colón", number: 240 },
    ],
  },
  {
    name: "Tostadero Café",
    slug: "tostadero-cafe",
    description: "Cafeterías de especialidad que tuestan su propio grano; pastelería casera y brunch.",
    websiteUrl: "https://www.tostaderocafe.com.ar",
    categorySlug: "cafeterias",
    branches: [
      { name: "Tostadero Café Bv. España", city: "Villa María", street: "Bv. España", number: 655 },
      { name: "Tostadero Café Jauretche", city: "Villa María", street: "Av. Arturo Jauretche", number: 1420 },
    ],
  },
  {
    name: "Supermercados La Cuenca",
    slug: "supermercados-la-cuenca",
    description:
      "Supermercados de capitales locales, con carnicería, panadería propia y productos de la cuenca lechera.",
    websiteUrl: "https://www.supermercadoslacuenca.com.ar",
    categorySlug: "supermercados",
    branches: [
      { name: "Supermercado La Cuenca Centro", city: "Villa María", street: "Buenos Aires", number: 1150 },
      { name: "Supermercado La Cuenca Perón", city: "Villa María", street: "Av. Presidente Perón", number: 2230 },
      { name: "Supermercado La Cuenca Villa Nueva", city: "Villa Nueva", street: "Córdoba", number: 455 },
    ],
  },
  {
    name: "Helados Dolce Nonna",
    slug: "helados-dolce-nonna",
    description: "Helado artesanal con recetas de la nonna piamontesa, desde 1994.",
    websiteUrl: "https://www.dolcenonna.com.ar",
    categorySlug: "heladerias",
    branches: [
      { name: "Dolce Nonna Mitre", city: "Villa María", street: "Mitre", number: 380 },
      { name: "Dolce Nonna Villa Nueva", city: "Villa Nueva", street: "Independencia", number: 512 },
    ],
  },
];

/** Names that say where the business is: keep city and street consistent with the name. */
export const NAME_HINTS: Record<string, { city: City; street?: string }> = {
  "Pizzería La Esquina de Mitre": { city: "Villa María", street: "Mitre" },
  "La Lomitería de Seppey": { city: "Villa María", street: "Porfirio Seppey" },
  "Ferretería Industrial Seppey": { city: "Villa María", street: "Porfirio Seppey" },
  "Farmacia Sarmiento": { city: "Villa María", street: "Bv. Sarmiento" },
  "Farmacia Lisandro": { city: "Villa María", street: "Lisandro de la Torre" },
  "Farmacia San Martín": { city: "Villa María", street: "Av. San Martín" },
  "Farmacia Belgrano": { city: "Villa Nueva", street: "Belgrano" },
  "Panadería y Confitería Rivadavia": { city: "Villa María", street: "Rivadavia" },
  "Óptica Mitre": { city: "Villa María", street: "Mitre" },
  "Estación de Servicio Perón": { city: "Villa María", street: "Av. Presidente Perón" },
  "Consultorios Médicos Santa Fe": { city: "Villa María", street: "Santa Fe" },
  "Café del Bulevar": { city: "Villa María", street: "Bv. España" },
  "Burger Bulevar": { city: "Villa María", street: "Bv. Sarmiento" },
  "Car Wash Bulevar": { city: "Villa María", street: "Bv. Vélez Sarsfield" },
  "Farmacia del Bulevar": { city: "Villa María", street: "Bv. Alvear" },
  "Maxikiosco 24 Horas Bulevar": { city: "Villa María", street: "Bv. España" },
  "Hotel del Bulevar": { city: "Villa María", street: "Bv. Sarmiento" },
  "Gym Costanera": { city: "Villa María", street: "Bv. Vélez Sarsfield" },
  "El Fogón de la Costanera": { city: "Villa María", street: "Bv. Vélez Sarsfield" },
  "Comedor El Ferroviario": { city: "Villa María", street: "Av. San Martín" },
  "Café Ferrocarril": { city: "Villa María", street: "Av. San Martín" },
  "Estación de Servicio Ruta 9": { city: "Villa María", street: "Av. Presidente Perón" },
  "Cabañas Costa del Río": { city: "Villa Nueva", street: "Sabattini" },
  "Farmacia Nueva Pasteur": { city: "Villa María", street: "Catamarca" },
};

/** Businesses open 24 h every day regardless of their category's usual pattern. */
export const ALL_DAY_NAMES = new Set([
  "Farmacia Del Puente",
  "Maxikiosco 24 Horas Bulevar",
  "Gomería 24 hs La Ruta",
  "Cerrajero 24 hs Paredes",
]);
