/** Banks and wallets with their weekly promotions (promociones bancarias). */
import { DEMO_BANKS } from "#server/platform/media/demo-svg.ts";
import type * as schema from "../../platform/db/schema.ts";
import type { Rng } from "./random.ts";
import { addCivilDays, addDays, baDate, baInstant } from "./time.ts";

export interface BankSeed {
  name: string;
  slug: string;
  websiteUrl: string;
  termsUrl: string;
}

export const BANKS: BankSeed[] = [
  {
    name: "Banco de Córdoba (Bancor)",
    slug: "bancor",
    websiteUrl: "https://www.bancor.com.ar",
    termsUrl: "https://www.bancor.com.ar/beneficios",
  },
  {
    name: "Banco Nación",
    slug: "nacion",
    websiteUrl: "https://www.bna.com.ar",
    termsUrl: "https://www.bna.com.ar/Personas/Beneficios",
  },
  {
    name: "Banco Santander",
    slug: "santander",
    websiteUrl: "https://www.santander.com.ar",
    termsUrl: "https://www.santander.com.ar/personas/beneficios",
  },
  {
    name: "Banco Galicia",
    slug: "galicia",
    websiteUrl: "https://www.galicia.ar",
    termsUrl: "https://www.galicia.ar/personas/beneficios",
  },
  {
    name: "BBVA",
    slug: "bbva",
    websiteUrl: "https://www.bbva.com.ar",
    termsUrl: "https://www.bbva.com.ar/beneficios.html",
  },
  {
    name: "Banco Macro",
    slug: "macro",
    websiteUrl: "https://www.macro.com.ar",
    termsUrl: "https://www.macro.com.ar/beneficios",
  },
  {
    name: "Naranja X",
    slug: "naranja-x",
    websiteUrl: "https://www.naranjax.com",
    termsUrl: "https://www.naranjax.com/promociones",
  },
  {
    name: "Mercado Pago",
    slug: "mercado-pago",
    websiteUrl: "https://www.mercadopago.com.ar",
    termsUrl: "https://www.mercadopago.com.ar/promociones",
  },
];

export function bankColor(slug: string): string {
  return DEMO_BANKS[slug]?.color ?? "#1e3a8a";
}

type Card = "credito" | "debito" | "prepaga";

interface BankPromoSeed {
  bank: string;
  title: string;
  discountText: string;
  percent: number | null;
  days: number[];
  cards: Card[];
  cap: number | null;
  category: string | null;
  /** Scope "marca": the brand's slug (instead of a category). */
  brand?: string;
  /** Scope "comercios": the businesses' slugs. */
  businesses?: string[];
  /** Weekdays counted from the seed's own weekday (0 = the seed's day), so the demo always has some today. */
  daysFromSeed?: number[];
  conditions: string;
  featured?: boolean;
  timing?: "expired" | "future";
}

const CD: Card[] = ["credito", "debito"];

const PROMOS: BankPromoSeed[] = [
  // Bancor
  {
    bank: "bancor",
    title: "25% en supermercados los miércoles",
    discountText: "25% de reintegro",
    percent: 25,
    days: [3],
    cards: CD,
    cap: 15000,
    category: "supermercados",
    featured: true,
    conditions: "Con tarjetas Bancor y Cordobesa en supermercados adheridos.",
  },
  {
    bank: "bancor",
    title: "20% en farmacias los jueves",
    discountText: "20% de reintegro",
    percent: 20,
    days: [4],
    cards: CD,
    cap: 8000,
    category: "farmacias",
    conditions: "Medicamentos de venta libre, perfumería y dermocosmética.",
  },
  {
    bank: "bancor",
    title: "6 cuotas sin interés en electrodomésticos",
    discountText: "6 cuotas sin interés",
    percent: null,
    days: [],
    cards: ["credito"],
    cap: null,
    category: "electrodomesticos",
    conditions: "Con Tarjeta Cordobesa Visa y Mastercard en comercios adheridos.",
  },
  {
    bank: "bancor",
    title: "30% en heladerías los domingos",
    discountText: "30% de reintegro",
    percent: 30,
    days: [0],
    cards: ["credito"],
    cap: 6000,
    category: "heladerias",
    conditions: "Con Tarjeta Cordobesa. Válido para consumos en el local y para llevar.",
  },
  {
    bank: "bancor",
    title: "15% en combustible los sábados",
    discountText: "15% de reintegro",
    percent: 15,
    days: [6],
    cards: CD,
    cap: 5000,
    category: "estaciones-de-servicio",
    conditions: "En estaciones de servicio adheridas de la provincia.",
    timing: "expired",
  },
  // Banco Nación
  {
    bank: "nacion",
    title: "30% en supermercados los viernes",
    discountText: "30% de reintegro",
    percent: 30,
    days: [5],
    cards: CD,
    cap: 12000,
    category: "supermercados",
    featured: true,
    conditions: "Pagando con MODO BNA+ con tarjetas del Banco Nación.",
  },
  {
    bank: "nacion",
    title: "20% en combustible los domingos",
    discountText: "20% de reintegro",
    percent: 20,
    days: [0],
    cards: CD,
    cap: 6000,
    category: "estaciones-de-servicio",
    conditions: "Pagando con MODO BNA+ en estaciones adheridas.",
  },
  {
    bank: "nacion",
    title: "3 cuotas sin interés en indumentaria y calzado",
    discountText: "3 cuotas sin interés",
    percent: null,
    days: [],
    cards: ["credito"],
    cap: null,
    category: "indumentaria",
    conditions: "Con tarjetas de crédito Nativa y Banco Nación.",
  },
  {
    bank: "nacion",
    title: "25% en librerías los martes",
    discountText: "25% de reintegro",
    percent: 25,
    days: [2],
    cards: CD,
    cap: 5000,
    category: "librerias",
    conditions: "Útiles escolares, libros y papelería en librerías adheridas.",
  },
  // Santander
  {
    bank: "santander",
    title: "25% en gastronomía los jueves",
    discountText: "25% de ahorro",
    percent: 25,
    days: [4],
    cards: ["credito"],
    cap: 10000,
    category: "gastronomia",
    featured: true,
    conditions: "Con tarjetas de crédito Santander Visa y American Express en restaurantes, bares y cafés adheridos.",
  },
  {
    bank: "santander",
    title: "20% en farmacias y perfumerías los martes",
    discountText: "20% de reintegro",
    percent: 20,
    days: [2],
    cards: CD,
    cap: 7000,
    category: "farmacias",
    conditions: "No incluye medicamentos con receta.",
  },
  {
    bank: "santander",
    title: "15% en gimnasios con débito automático",
    discountText: "15% de ahorro",
    percent: 15,
    days: [],
    cards: ["debito"],
    cap: 4000,
    category: "gimnasios",
    conditions: "Adhiriendo la cuota mensual al débito automático.",
  },
  {
    bank: "santander",
    title: "35% en heladerías los fines de semana",
    discountText: "35% de reintegro",
    percent: 35,
    days: [0, 6],
    cards: ["credito"],
    cap: 5000,
    category: "heladerias",
    conditions: "En heladerías adheridas.",
    timing: "expired",
  },
  // Galicia
  {
    bank: "galicia",
    title: "20% en supermercados los sábados",
    discountText: "20% de ahorro",
    percent: 20,
    days: [6],
    cards: CD,
    cap: 10000,
    category: "supermercados",
    conditions: "Con tarjetas Galicia Visa, Mastercard y débito.",
  },
  {
    bank: "galicia",
    title: "30% en cafeterías los lunes",
    discountText: "30% de ahorro",
    percent: 30,
    days: [1],
    cards: ["credito"],
    cap: 5000,
    category: "cafeterias",
    conditions: "Con tarjetas de crédito Galicia, sumando puntos Quiero!.",
  },
  {
    bank: "galicia",
    title: "6 cuotas sin interés en ópticas",
    discountText: "6 cuotas sin interés",
    percent: null,
    days: [],
    cards: ["credito"],
    cap: null,
    category: "opticas",
    conditions: "Anteojos recetados, de sol y lentes de contacto.",
  },
  {
    bank: "galicia",
    title: "15% en combustible los miércoles",
    discountText: "15% de reintegro",
    percent: 15,
    days: [3],
    cards: CD,
    cap: 6000,
    category: "estaciones-de-servicio",
    conditions: "Pagando con la app Galicia o con tarjeta.",
  },
  // BBVA
  {
    bank: "bbva",
    title: "25% en combustible los domingos",
    discountText: "25% de reintegro",
    percent: 25,
    days: [0],
    cards: ["credito"],
    cap: 8000,
    category: "estaciones-de-servicio",
    featured: true,
    conditions: "Con tarjetas de crédito BBVA Visa y Mastercard.",
  },
  {
    bank: "bbva",
    title: "20% en pizzerías y rotiserías los viernes",
    discountText: "20% de reintegro",
    percent: 20,
    days: [5],
    cards: CD,
    cap: 6000,
    category: "pizzerias",
    conditions: "Consumos en el local, take away y delivery propio del comercio.",
  },
  {
    bank: "bbva",
    title: "15% en veterinarias y pet shops",
    discountText: "15% de reintegro",
    percent: 15,
    days: [],
    cards: CD,
    cap: 5000,
    category: "veterinarias",
    conditions: "Todos los días en comercios adheridos.",
  },
  {
    bank: "bbva",
    title: "3 cuotas sin interés en ferreterías",
    discountText: "3 cuotas sin interés",
    percent: null,
    days: [],
    cards: ["credito"],
    cap: null,
    category: "ferreterias",
    conditions: "Compras superiores a $30.000.",
  },
  // Macro
  {
    bank: "macro",
    title: "30% en supermercados los jueves",
    discountText: "30% de reintegro",
    percent: 30,
    days: [4],
    cards: CD,
    cap: 15000,
    category: "supermercados",
    featured: true,
    conditions: "Con tarjetas Macro Visa, Mastercard y débito.",
  },
  {
    bank: "macro",
    title: "20% en farmacias los lunes",
    discountText: "20% de reintegro",
    percent: 20,
    days: [1],
    cards: CD,
    cap: 6000,
    category: "farmacias",
    conditions: "En farmacias adheridas de Villa María y Villa Nueva.",
  },
  {
    bank: "macro",
    title: "25% en indumentaria los sábados",
    discountText: "25% de reintegro",
    percent: 25,
    days: [6],
    cards: ["credito"],
    cap: 10000,
    category: "indumentaria",
    conditions: "Con tarjetas de crédito Macro Selecta y Macro Visa.",
  },
  {
    bank: "macro",
    title: "35% en gastronomía toda la semana",
    discountText: "35% de reintegro",
    percent: 35,
    days: [],
    cards: ["credito"],
    cap: 12000,
    category: "gastronomia",
    conditions: "Semana Macro de la gastronomía, en comercios adheridos.",
    timing: "future",
  },
  {
    bank: "macro",
    title: "20% en librerías por la vuelta al cole",
    discountText: "20% de reintegro",
    percent: 20,
    days: [],
    cards: CD,
    cap: 5000,
    category: "librerias",
    conditions: "Útiles y textos escolares.",
    timing: "expired",
  },
  // Naranja X
  {
    bank: "naranja-x",
    title: "Plan Z: 3 cuotas sin interés en todos los comercios",
    discountText: "3 cuotas sin interés",
    percent: null,
    days: [],
    cards: ["credito"],
    cap: null,
    category: null,
    featured: true,
    conditions: "Eligiendo Plan Z al pagar con tarjeta Naranja X.",
  },
  {
    bank: "naranja-x",
    title: "25% en supermercados los martes",
    discountText: "25% de reintegro",
    percent: 25,
    days: [2],
    cards: ["credito", "prepaga"],
    cap: 8000,
    category: "supermercados",
    conditions: "Pagando con tarjeta Naranja X o con QR desde la app.",
  },
  {
    bank: "naranja-x",
    title: "20% en heladerías los viernes",
    discountText: "20% de reintegro",
    percent: 20,
    days: [5],
    cards: ["prepaga"],
    cap: 4000,
    category: "heladerias",
    conditions: "Con la tarjeta prepaga Naranja X.",
  },
  {
    bank: "naranja-x",
    title: "15% en gastronomía los domingos",
    discountText: "15% de reintegro",
    percent: 15,
    days: [0],
    cards: ["credito", "prepaga"],
    cap: 5000,
    category: "gastronomia",
    conditions: "En restaurantes, parrillas y pizzerías adheridas.",
  },
  // Mercado Pago
  {
    bank: "mercado-pago",
    title: "10% en comercios de cercanía pagando con QR",
    discountText: "10% de reintegro",
    percent: 10,
    days: [],
    cards: ["debito", "prepaga"],
    cap: 3000,
    category: null,
    featured: true,
    conditions: "Pagando con dinero en cuenta o tarjeta de débito desde la app.",
  },
  {
    bank: "mercado-pago",
    title: "20% en pizzerías los miércoles",
    discountText: "20% de reintegro",
    percent: 20,
    days: [3],
    cards: ["debito", "prepaga"],
    cap: 4000,
    category: "pizzerias",
    conditions: "Pagando con QR en el local.",
  },
  {
    bank: "mercado-pago",
    title: "15% en kioscos y almacenes los fines de semana",
    discountText: "15% de reintegro",
    percent: 15,
    days: [0, 6],
    cards: ["debito", "prepaga"],
    cap: 2000,
    category: "kioscos",
    conditions: "Pagando con QR.",
  },
  {
    bank: "mercado-pago",
    title: "Hasta 6 cuotas fijas en electro con Cuotas sin Tarjeta",
    discountText: "6 cuotas fijas",
    percent: null,
    days: [],
    cards: [],
    cap: null,
    category: "electrodomesticos",
    conditions: "Sujeto a la línea de crédito disponible en la app.",
  },
  // Promotions of one brand or of a few businesses (scopes "marca" and "comercios"), on the seed's
  // own weekday, so a business page of the demo always shows "Hoy con tu tarjeta".
  {
    bank: "galicia",
    title: "20% en Tostadero Café",
    discountText: "20% de reintegro",
    percent: 20,
    days: [],
    daysFromSeed: [0, 2, 4],
    cards: CD,
    cap: 4000,
    category: null,
    brand: "tostadero-cafe",
    conditions: "En todas las sucursales de Tostadero Café, con tarjetas Galicia.",
  },
  {
    bank: "nacion",
    title: "15% en Farmacias Ctalamochita",
    discountText: "15% de descuento",
    percent: 15,
    days: [],
    daysFromSeed: [0, 1],
    cards: ["debito"],
    cap: 6000,
    category: null,
    brand: "farmacias-ctalamochita",
    conditions: "Pagando con MODO BNA+ en las sucursales de Farmacias Ctalamochita.",
  },
  {
    bank: "santander",
    title: "3 cuotas sin interés en comercios del barrio",
    discountText: "3 cuotas sin interés",
    percent: null,
    days: [],
    cards: ["credito"],
    cap: null,
    category: null,
    businesses: ["farmacia-del-puente", "despensa-la-esquina"],
    conditions: "Con tarjetas de crédito Santander en los comercios adheridos.",
  },
];

export type BankPromotionRow = typeof schema.bankPromotions.$inferInsert;

/** 15000 -> "$15.000" (Argentine thousands separator, independent of the runtime locale data). */
const pesos = (n: number) => `$${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ".")}`;

/** First day of the month `offset` months away from the month of `ymd`. */
function monthStart(ymd: string, offset: number): string {
  const y = Number(ymd.slice(0, 4));
  const m = Number(ymd.slice(5, 7)) - 1 + offset;
  const date = new Date(Date.UTC(y, m, 1));
  return date.toISOString().slice(0, 10);
}

export function buildBankPromotions(
  rng: Rng,
  now: Date,
  bankIds: Map<string, number>,
  categoryIds: Map<string, number>,
  brandIds: Map<string, number>,
): BankPromotionRow[] {
  const today = baDate(now);
  const seedWeekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  return PROMOS.map((p) => {
    const bank = BANKS.find((b) => b.slug === p.bank);
    const bankId = bankIds.get(p.bank);
    if (!bank || bankId === undefined) throw new Error(`Banco desconocido: ${p.bank}`);
    let validFrom: string;
    let validTo: string;
    if (p.timing === "expired") {
      validTo = addCivilDays(today, -rng.int(3, 25));
      validFrom = addCivilDays(validTo, -rng.int(30, 90));
    } else if (p.timing === "future") {
      validFrom = addCivilDays(today, 7);
      validTo = addCivilDays(validFrom, 6);
    } else {
      validFrom = monthStart(today, -rng.int(0, 2));
      validTo = addCivilDays(monthStart(today, rng.int(2, 3)), -1);
    }
    const announced = addDays(baInstant(validFrom, "09:00"), -rng.int(1, 5));
    const createdAt = announced.getTime() < now.getTime() ? announced : addDays(now, -1);
    const cap = p.cap ? ` Tope de reintegro: ${pesos(p.cap)} por cuenta y por mes.` : "";
    return {
      bankId,
      title: p.title,
      discountText: p.discountText,
      discountPercent: p.percent,
      daysOfWeek: p.daysFromSeed
        ? [...new Set(p.daysFromSeed.map((d) => (seedWeekday + d) % 7))].sort((a, b) => a - b)
        : p.days,
      cardTypes: p.cards,
      capArs: p.cap,
      validFrom,
      validTo,
      conditions: `${p.conditions}${cap} Promoción válida en comercios adheridos de Villa María y Villa Nueva. No acumulable con otras promociones.`,
      termsUrl: bank.termsUrl,
      scope: p.brand ? "marca" : p.businesses ? "comercios" : p.category ? "categoria" : "todos",
      categoryId: p.category ? (categoryIds.get(p.category) ?? null) : null,
      brandId: p.brand ? (brandIds.get(p.brand) ?? null) : null,
      isFeatured: p.featured ?? false,
      createdAt,
    };
  });
}

/** The businesses of the promotions of scope "comercios", by the promotion's title. */
export function bankPromotionListings(): { title: string; businessSlugs: string[] }[] {
  return PROMOS.flatMap((p) => (p.businesses ? [{ title: p.title, businessSlugs: p.businesses }] : []));
}

/** For the magazine: the current promotions, by weekday. */
export function currentBankPromos(): readonly BankPromoSeed[] {
  return PROMOS.filter((p) => !p.timing);
}

export function bankName(slug: string): string {
  return BANKS.find((b) => b.slug === slug)?.name ?? slug;
}
