/** Builds the demo businesses: names, places, contact data, payment flags, Google data, status, premium. */
import { isValidSlug, slugify } from "#core/slug.ts";
import type * as schema from "../../platform/db/schema.ts";
import { ALL_DAY_NAMES, BRANDS, NAME_HINTS } from "./brands.ts";
import { type BusinessType, CATEGORY_TREE, type ChildCategory, type HoursProfile } from "./categories.ts";
import { DESCRIPTIONS, EXTRA_SENTENCES, NAME_DESCRIPTIONS } from "./descriptions.ts";
import { BUSINESS_NAMES } from "./names.ts";
import { type City, landline, mobile, randomPlace } from "./places.ts";
import type { Rng } from "./random.ts";
import { addMs, DAY } from "./time.ts";

export type BusinessRow = typeof schema.businesses.$inferInsert;
export type BusinessStatus = "pending" | "approved" | "rejected" | "active" | "inactive" | "suspended";

export interface SeedBusiness {
  row: BusinessRow & { uuid: string; slug: string; name: string; city: City; status: BusinessStatus; createdAt: Date };
  category: ChildCategory | null;
  /** The category the business was built from, even when its category_id is left empty on purpose. */
  sourceCategory: ChildCategory;
  parentSlug: string;
  profile: HoursProfile;
  allDay: boolean;
  brandSlug: string | null;
  /** Premium bookkeeping, read by subscriptions. */
  subscription: "active" | "expired" | null;
}

/** Slugs a name-derived slug must avoid (reserved routes, earlier businesses). */
export function uniqueSlug(name: string, taken: Set<string>): string {
  const base = slugify(name) || "comercio";
  let slug = base;
  for (let n = 2; taken.has(slug) || !isValidSlug(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

const SERVICE_AREAS = [
  "Villa María y Villa Nueva",
  "Villa María y Villa Nueva",
  "Todo el departamento General San Martín",
  "Villa María, Villa Nueva y zona rural",
  "Villa María, Villa Nueva, Arroyo Cabral y Tío Pujio",
];

/** Hourly (or per-visit/per-session) rate in ARS, for the categories where it makes sense. */
export const HOURLY_RATES: Record<string, [number, number]> = {
  abogados: [30000, 45000],
  contadores: [25000, 40000],
  escribanias: [35000, 45000],
  arquitectos: [30000, 45000],
  psicologos: [20000, 30000],
  kinesiologia: [15000, 22000],
  odontologos: [25000, 40000],
  "consultorios-medicos": [25000, 35000],
  electricistas: [15000, 25000],
  plomeros: [15000, 25000],
  cerrajeros: [18000, 28000],
  gasistas: [18000, 30000],
  "fletes-y-mudanzas": [20000, 35000],
  "apoyo-escolar": [15000, 20000],
  "escuelas-de-musica": [15000, 20000],
  autoescuelas: [18000, 25000],
};

function certifications(rng: Rng, slug: string): string[] | null {
  const n = (d: number) => rng.digits(d).replace(/^0/, String(rng.int(1, 9)));
  switch (slug) {
    case "electricistas":
      return [`Matrícula ERSeP ${n(4)}`, "Instalador electricista habilitado, categoría II"];
    case "gasistas":
      return [`Gasista matriculado Ecogas N° ${n(4)}`];
    case "abogados":
      return [`Colegio de Abogados de Villa María, T° ${rng.int(4, 30)} F° ${rng.int(10, 240)}`];
    case "contadores":
      return [`Consejo Profesional de Ciencias Económicas de Córdoba, Mat. 10-${n(5)}-${rng.int(1, 9)}`];
    case "escribanias":
      return [`Colegio de Escribanos de la Provincia de Córdoba, Registro N° ${rng.int(100, 780)}`];
    case "arquitectos":
      return [`Colegio de Arquitectos de la Provincia de Córdoba, Mat. ${n(4)}`];
    case "inmobiliarias":
      return [`Colegio de Corredores Públicos Inmobiliarios de Córdoba, Mat. ${n(4)}`];
    case "seguros":
      return [`Productor asesor de seguros, matrícula SSN N° ${n(5)}`];
    case "odontologos":
      return [`M.P. ${n(4)}`, ...(rng.chance(0.5) ? ["Especialista en Ortodoncia"] : [])];
    case "consultorios-medicos":
      return [`M.P. ${n(5)}`];
    case "kinesiologia":
      return [`Colegio de Kinesiólogos de la Provincia de Córdoba, M.P. ${n(4)}`];
    case "psicologos":
      return [`Colegio de Psicólogos de la Provincia de Córdoba, M.P. ${n(4)}`];
    case "veterinarias":
      return [`Colegio Médico Veterinario de la Provincia de Córdoba, M.P. ${n(4)}`];
    case "laboratorios":
      return [`Colegio de Bioquímicos de la Provincia de Córdoba, M.P. ${n(4)}`];
    case "apoyo-escolar":
      return ["Profesorado en Matemática (UNVM)"];
    case "autoescuelas":
      return ["Escuela de conductores habilitada por la Municipalidad de Villa María"];
    default:
      return null;
  }
}

/** "panaderia-la-nueva-estrella" -> "panaderialanuevaestrella": whole words, at most 24 letters. */
function baseHandle(slug: string): string {
  let compact = "";
  for (const word of slug.split("-")) {
    if (compact.length > 0 && compact.length + word.length > 24) break;
    compact += word;
  }
  return compact.slice(0, 24);
}

/** The social-media handle: sometimes with a local suffix, as people do when the name is taken. */
function handleFor(base: string, rng: Rng): string {
  return rng.chance(0.3) ? `${base}${rng.pick(["vm", "villamaria", ".vm", "_ok"])}` : base;
}

/** `index` = position of the business within its category: the first sentence rotates so neighbours differ. */
function writeDescription(rng: Rng, cat: ChildCategory, b: BusinessRow, years: number | null, index: number): string {
  const all = DESCRIPTIONS[cat.slug] ?? [cat.description];
  const override = NAME_DESCRIPTIONS[b.name ?? ""];
  let sentences: string[];
  if (typeof override === "string") {
    sentences = [override];
  } else {
    const bank = override ? override.map((i) => all[i]).filter((x): x is string => Boolean(x)) : all;
    const count = bank.length > 1 && rng.chance(0.45) ? 2 : 1;
    if (override) {
      sentences = bank.slice(0, count);
    } else {
      const first = bank[index % bank.length] as string;
      const others = bank.filter((x) => x !== first);
      sentences = [first, ...rng.sample(others, count - 1)];
    }
  }
  const extras: string[] = [];
  if (b.isOnPedidosya) extras.push(rng.pick(EXTRA_SENTENCES.pedidosya));
  else if (b.hasDelivery) extras.push(rng.pick(EXTRA_SENTENCES.delivery));
  if (b.acceptsEmergencyCalls) extras.push(rng.pick(EXTRA_SENTENCES.emergency));
  if (b.hasParking) extras.push(rng.pick(EXTRA_SENTENCES.parking));
  if (cat.businessType === "professional") extras.push(rng.pick(EXTRA_SENTENCES.appointment));
  if (years && years >= 10) extras.push(rng.pick(EXTRA_SENTENCES.experience).replace("{years}", String(years)));
  if (b.acceptsQr && b.acceptsCredit) extras.push(rng.pick(EXTRA_SENTENCES.payment));
  if (extras.length > 0 && sentences.length < 3 && rng.chance(0.75)) sentences.push(rng.pick(extras));
  return sentences.join(" ");
}

interface Draft {
  name: string;
  cat: ChildCategory;
  parentSlug: string;
  brandSlug: string | null;
  city?: City;
  street?: string;
  number?: number;
  allDay: boolean;
}

function drafts(): Draft[] {
  const list: Draft[] = [];
  for (const parent of CATEGORY_TREE) {
    for (const cat of parent.children) {
      const names = BUSINESS_NAMES[cat.slug] ?? [];
      if (names.length < cat.count) throw new Error(`Faltan nombres para ${cat.slug}`);
      for (const name of names.slice(0, cat.count)) {
        const hint = NAME_HINTS[name];
        list.push({
          name,
          cat,
          parentSlug: parent.slug,
          brandSlug: null,
          city:
            hint?.city ??
            (name.includes("Villa Nueva") ? "Villa Nueva" : name.includes("Villa María") ? "Villa María" : undefined),
          street: hint?.street,
          allDay: ALL_DAY_NAMES.has(name),
        });
      }
    }
  }
  for (const brand of BRANDS) {
    const parent = CATEGORY_TREE.find((p) => p.children.some((c) => c.slug === brand.categorySlug));
    const cat = parent?.children.find((c) => c.slug === brand.categorySlug);
    if (!parent || !cat) throw new Error(`Categoría desconocida: ${brand.categorySlug}`);
    for (const branch of brand.branches) {
      list.push({
        name: branch.name,
        cat,
        parentSlug: parent.slug,
        brandSlug: brand.slug,
        city: branch.city,
        street: branch.street,
        number: branch.number,
        allDay: branch.allDay ?? false,
      });
    }
  }
  return list;
}

/** Service businesses that go to the customer (or cover a region) and publish a service area. */
export const MOBILE_SERVICES = new Set([
  "electricistas",
  "plomeros",
  "cerrajeros",
  "gasistas",
  "fletes-y-mudanzas",
  "remises-y-taxis",
  "inmobiliarias",
  "laboratorios",
  "veterinarias",
  "autoescuelas",
]);

/** Categories where a third of the trades work at the customer's place and publish no address. */
const HOME_SERVICE = new Set(["electricistas", "plomeros", "gasistas", "fletes-y-mudanzas", "apoyo-escolar"]);
const SOCIAL_HEAVY = new Set(["gastronomia", "belleza-y-bienestar", "entretenimiento", "mascotas"]);

export function buildBusinesses(
  rng: Rng,
  now: Date,
  ids: { category: Map<string, number>; brand: Map<string, number> },
): SeedBusiness[] {
  const taken = new Set<string>();
  const perCategory = new Map<string, number>();
  const list = drafts();
  const out: SeedBusiness[] = [];

  for (const d of list) {
    const r = rng.fork(`business:${d.name}`);
    const cat = d.cat;
    const slug = uniqueSlug(d.name, taken);
    const city: City = d.city ?? (r.chance(0.75) ? "Villa María" : "Villa Nueva");
    let place = randomPlace(r, city);
    if (d.street) {
      const number = d.number ?? r.int(80, 1400);
      place = { ...place, street: d.street, address: `${d.street} ${number}` };
    }
    const homeService = HOME_SERVICE.has(cat.slug) && r.chance(0.35);
    const type: BusinessType = cat.businessType;
    const isCommerce = type === "commerce";

    const cell = mobile(r);
    const usesMobile = isCommerce ? r.chance(0.15) : r.chance(0.55);
    const phoneNumber = r.chance(0.02) ? null : usesMobile ? cell.local : landline(r, city);
    const whatsappNumber = usesMobile ? (r.chance(0.9) ? cell.whatsapp : null) : r.chance(0.62) ? cell.whatsapp : null;

    const base = baseHandle(slug);
    const handle = handleFor(base, r);
    const hasWebsite = r.chance(d.brandSlug ? 0 : 0.22);
    const brand = d.brandSlug ? BRANDS.find((b) => b.slug === d.brandSlug) : undefined;
    const websiteUrl = brand ? brand.websiteUrl : hasWebsite ? `https://www.${base}.com.ar` : null;
    const email = r.chance(0.75)
      ? websiteUrl
        ? `${r.pick(["info", "contacto", "hola", "ventas"])}@${websiteUrl.replace("https://www.", "")}`
        : `${handle.replace(/[._]/g, "")}@${r.weighted([
            ["gmail.com", 7],
            ["hotmail.com", 2],
            ["yahoo.com.ar", 1],
          ] as const)}`
      : null;
    const social = SOCIAL_HEAVY.has(d.parentSlug);
    const facebookUrl = r.chance(social ? 0.7 : 0.45) ? `https://www.facebook.com/${handle}` : null;
    const instagramUrl = r.chance(social ? 0.85 : 0.5) ? `https://www.instagram.com/${handle}/` : null;
    const tiktokUrl = r.chance(social ? 0.25 : 0.05) ? `https://www.tiktok.com/@${handle}` : null;
    const youtubeUrl = r.chance(0.04) ? `https://www.youtube.com/@${handle}` : null;

    const pedidosya = r.chance(cat.pedidosya ?? 0);
    const hasDelivery = pedidosya || r.chance(cat.delivery ?? 0);
    const acceptsDebit = isCommerce ? r.chance(0.92) : r.chance(0.35);
    const acceptsCredit = isCommerce ? r.chance(0.75) : r.chance(0.2);
    const acceptsQr = r.chance(isCommerce ? 0.85 : 0.55);
    const acceptsTransfer = r.chance(isCommerce ? 0.75 : 0.92) || !(acceptsDebit || acceptsCredit || acceptsQr);

    const withGoogle = r.chance(0.82);
    const googlePlaceId = withGoogle ? `ChIJ${r.token(23)}` : null;
    const rating = withGoogle ? Math.min(4.9, Math.max(3.2, Math.round(r.bell(3.3, 5.1) * 10) / 10)) : null;
    const popularity = d.parentSlug === "gastronomia" ? 6.5 : isCommerce ? 5.2 : 3.8;
    const reviews = withGoogle ? Math.max(3, Math.round(Math.exp(r.float(1.5, popularity)))) : null;

    const isPro = type !== "commerce";
    const years = isPro ? r.int(2, 35) : null;
    const rateRange = HOURLY_RATES[cat.slug];
    const hourlyRate = rateRange ? Math.round(r.int(rateRange[0], rateRange[1]) / 500) * 500 : null;
    const acceptsEmergencyCalls = r.chance(cat.emergency ?? 0) || (d.allDay && !isCommerce);

    const row: SeedBusiness["row"] = {
      uuid: r.uuid(),
      name: d.name,
      slug,
      description: "",
      address: homeService ? null : place.address,
      city,
      phoneNumber,
      whatsappNumber,
      email,
      websiteUrl,
      logoUrl: `/media/demo/logo/${slug}.svg`,
      // A plumber who works at people's homes has no shop front to photograph.
      bannerUrl: homeService ? null : `/media/demo/banner/${slug}.svg`,
      categoryId: ids.category.get(cat.slug) ?? null,
      brandId: d.brandSlug ? (ids.brand.get(d.brandSlug) ?? null) : null,
      isPremium: false,
      premiumLevel: 0,
      status: "active",
      facebookUrl,
      instagramUrl,
      tiktokUrl,
      youtubeUrl,
      latitude: homeService ? null : place.latitude,
      longitude: homeService ? null : place.longitude,
      googlePlaceId,
      googleRating: rating,
      googleReviewsCount: reviews,
      googlePlaceName: googlePlaceId ? (r.chance(0.3) ? `${d.name} - ${city}` : d.name) : null,
      googlePlaceUrl: googlePlaceId ? `https://www.google.com/maps/place/?q=place_id:${googlePlaceId}` : null,
      isOnPedidosya: pedidosya,
      acceptsCredit,
      acceptsDebit,
      acceptsQr,
      acceptsTransfer,
      hasDelivery,
      hasParking: r.chance(cat.parking ?? 0.12),
      hasAccessibility: r.chance(isCommerce ? 0.35 : 0.2),
      businessType: type,
      serviceArea: type === "professional" || MOBILE_SERVICES.has(cat.slug) ? r.pick(SERVICE_AREAS) : null,
      yearsExperience: years,
      hourlyRate: isPro ? hourlyRate : null,
      acceptsEmergencyCalls,
      certifications: isPro || cat.slug === "veterinarias" ? certifications(r, cat.slug) : null,
      createdAt: now,
      updatedAt: now,
    };
    const index = perCategory.get(cat.slug) ?? 0;
    perCategory.set(cat.slug, index + 1);
    row.description = writeDescription(r, cat, row, years, index);
    out.push({
      row,
      category: cat,
      sourceCategory: cat,
      parentSlug: d.parentSlug,
      profile: cat.hours,
      allDay: d.allDay,
      brandSlug: d.brandSlug,
      subscription: null,
    });
  }

  assignLifecycle(rng.fork("lifecycle"), now, out);
  return out;
}

/** Status, creation dates, premium flags and the two businesses left without category. */
function assignLifecycle(rng: Rng, now: Date, list: SeedBusiness[]): void {
  const independent = list.filter((b) => !b.brandSlug && (b.category?.count ?? 0) >= 3);
  const pool = rng.shuffle(independent);
  const plan: [BusinessStatus, number][] = [
    ["pending", 4],
    ["approved", 3],
    ["rejected", 3],
    ["suspended", 3],
    ["inactive", 3],
  ];
  const perCategory = new Map<string, number>();
  for (const [status, count] of plan) {
    for (let i = 0; i < count; i++) {
      const idx = pool.findIndex((b) => b.row.status === "active" && (perCategory.get(b.sourceCategory.slug) ?? 0) < 1);
      const b = idx >= 0 ? pool.splice(idx, 1)[0] : undefined;
      if (!b) throw new Error("No hay suficientes comercios para los estados");
      b.row.status = status;
      perCategory.set(b.sourceCategory.slug, 1);
    }
  }

  // Creation dates: spread over two years; at least 12 active ones in the last 30 days.
  const active = list.filter((b) => b.row.status === "active");
  const recent = new Set(
    rng.sample(
      active.filter((b) => !b.brandSlug),
      12,
    ),
  );
  for (const b of list) {
    let ageDays: number;
    switch (b.row.status) {
      case "pending":
        ageDays = rng.float(0.5, 12);
        break;
      case "approved":
        ageDays = rng.float(3, 25);
        break;
      case "rejected":
        ageDays = rng.float(15, 200);
        break;
      default:
        ageDays = recent.has(b) ? rng.float(0.3, 28) : b.brandSlug ? rng.float(400, 720) : rng.float(32, 725);
    }
    const createdAt = new Date(Math.floor(addMs(now, -ageDays * DAY).getTime() / 1000) * 1000);
    b.row.createdAt = createdAt;
    const sinceCreated = now.getTime() - createdAt.getTime();
    b.row.updatedAt = new Date(createdAt.getTime() + Math.floor(rng.float(0, 1) * sinceCreated * 0.8));
    if (b.row.status === "pending") {
      // Just submitted: Google data is filled in by staff later.
      b.row.googlePlaceId = null;
      b.row.googleRating = null;
      b.row.googleReviewsCount = null;
      b.row.googlePlaceName = null;
      b.row.googlePlaceUrl = null;
    }
  }

  // Premium: 30 active businesses with a live subscription, at least one per featured category.
  const candidates = rng.shuffle(active.filter((b) => b.category && !recent.has(b)));
  const premium: SeedBusiness[] = [];
  for (const cat of CATEGORY_TREE.flatMap((p) => p.children).filter((c) => c.featured)) {
    const b = candidates.find((x) => x.category?.slug === cat.slug && !premium.includes(x));
    if (b) premium.push(b);
  }
  for (const b of candidates) {
    if (premium.length >= 30) break;
    if (!premium.includes(b)) premium.push(b);
  }
  premium.forEach((b, i) => {
    b.row.isPremium = true;
    b.row.premiumLevel = i % 6 === 0 ? 3 : i % 3 === 0 ? 2 : i % 2 === 0 ? 2 : 1;
    b.subscription = "active";
    // Paying businesses keep their profile complete.
    if (!b.row.instagramUrl) b.row.instagramUrl = `https://www.instagram.com/${baseHandle(b.row.slug)}/`;
    if (!b.row.whatsappNumber) b.row.whatsappNumber = `549353${rng.pick(["4", "5", "6"])}${rng.digits(6)}`;
  });
  const rest = candidates.filter((b) => !premium.includes(b));
  // Ten with a subscription that already ended: eight already demoted, two still flagged premium.
  rest.slice(0, 10).forEach((b, i) => {
    b.subscription = "expired";
    if (i < 2) {
      b.row.isPremium = true;
      b.row.premiumLevel = 1;
    }
  });

  // Two active businesses whose category was removed ("Sin categoría").
  const uncategorized = rest
    .slice(10)
    .filter((b) => b.category && b.category.count >= 3)
    .slice(0, 2);
  for (const b of uncategorized) {
    b.row.categoryId = null;
    b.category = null;
  }
}

/**
 * About 5% of the active businesses publish no hours at all (they must show as closed): the party
 * venues, which open by appointment, plus a few that never loaded theirs.
 */
export function pickWithoutHours(rng: Rng, list: SeedBusiness[], share = 0.05): Set<SeedBusiness> {
  const active = list.filter((b) => b.row.status === "active");
  const target = Math.round(active.length * share);
  const out = new Set(list.filter((b) => b.sourceCategory.slug === "salones-de-fiestas"));
  const pool = rng.shuffle(active.filter((b) => !b.row.isPremium && !b.brandSlug && !out.has(b)));
  for (const b of pool) {
    if ([...out].filter((x) => x.row.status === "active").length >= target) break;
    out.add(b);
  }
  return out;
}
