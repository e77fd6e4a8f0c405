/**
 * The owner's profile editor (/mi-comercio/{id}/perfil): every field of the specification's
 * Business an owner may change. Status, premium, slug and the google_* fields are not here, so a
 * crafted form cannot reach them. Both the page (Conform) and the action parse with this schema.
 *
 * Contact details are normalised as they are read (core/contact-links.ts): what the schema outputs
 * is what gets stored and linked to.
 */
import { CITIES, type City } from "#core/cities.ts";
import { arsAmountSchema } from "#core/money.ts";
import { z } from "#core/zod.ts";
import {
  normalizePhone,
  normalizeSocial,
  normalizeWebsite,
  normalizeWhatsapp,
  SOCIAL_LABELS,
  type SocialNetwork,
  whatsappForInput,
} from "./contact-links.ts";

export const PROFILE_NAME_MIN = 2;
export const PROFILE_NAME_MAX = 120;
export const PROFILE_DESCRIPTION_MAX = 2000;
export const PROFILE_ADDRESS_MAX = 200;
export const PROFILE_SERVICE_AREA_MAX = 200;
export const PROFILE_CERTIFICATIONS_MAX = 10;
export const PROFILE_CERTIFICATION_MAX = 120;
export const PROFILE_YEARS_MAX = 80;
/** $ 10.000.000 per hour: anything above is a typo. */
export const PROFILE_HOURLY_RATE_MAX = 10_000_000 * 100;

export const PROFILE_BUSINESS_TYPES = ["commerce", "professional", "service"] as const;
export const BUSINESS_TYPE_LABELS: Record<(typeof PROFILE_BUSINESS_TYPES)[number], string> = {
  commerce: "Comercio",
  professional: "Profesional",
  service: "Servicio (oficios, técnicos)",
};

export const PAYMENT_OPTIONS = [
  { value: "credit", label: "Tarjeta de crédito" },
  { value: "debit", label: "Tarjeta de débito" },
  { value: "qr", label: "Pago con QR" },
  { value: "transfer", label: "Transferencia" },
] as const;
export const AMENITY_OPTIONS = [
  { value: "delivery", label: "Delivery propio" },
  { value: "pedidosya", label: "Estamos en PedidosYa" },
  { value: "parking", label: "Estacionamiento" },
  { value: "accessibility", label: "Acceso para sillas de ruedas" },
] as const;

/**
 * Where a pin may go: a generous box around Villa María and Villa Nueva (both around −32.42, −63.24),
 * wide enough for the outskirts and the rural routes around them.
 */
export const MAP_BOUNDS = { minLat: -32.65, maxLat: -32.2, minLng: -63.5, maxLng: -63.0 } as const;

export const PROFILE_MESSAGES = {
  nameShort: `El nombre debe tener al menos ${PROFILE_NAME_MIN} caracteres`,
  nameLong: `El nombre no puede tener más de ${PROFILE_NAME_MAX} caracteres`,
  descriptionLong: `La descripción no puede tener más de ${PROFILE_DESCRIPTION_MAX} caracteres`,
  category: "Elegí una categoría de la lista",
  businessType: "Elegí el tipo de negocio",
  serviceAreaLong: `La zona no puede tener más de ${PROFILE_SERVICE_AREA_MAX} caracteres`,
  years: `Ingresá los años de experiencia como un número entre 0 y ${PROFILE_YEARS_MAX}`,
  hourlyRateCents: "Ingresá el valor por hora en pesos, sin centavos",
  certificationsMany: `Podés cargar hasta ${PROFILE_CERTIFICATIONS_MAX} certificaciones, una por línea`,
  certificationLong: `Cada certificación puede tener hasta ${PROFILE_CERTIFICATION_MAX} caracteres`,
  addressLong: `La dirección no puede tener más de ${PROFILE_ADDRESS_MAX} caracteres`,
  city: "Elegí Villa María o Villa Nueva",
  latitude: "Ingresá una latitud válida, por ejemplo -32,4075",
  longitude: "Ingresá una longitud válida, por ejemplo -63,2405",
  outOfArea: "La ubicación tiene que estar en Villa María, Villa Nueva o sus alrededores",
  bothCoordinates: "Cargá la latitud y la longitud, o dejá las dos vacías",
  phone: "Ingresá un teléfono argentino con código de área, por ejemplo 0353 452-1234",
  whatsapp: "Ingresá un celular con código de área, por ejemplo 353 412-3456",
  email: "Ingresá un e-mail válido, por ejemplo hola@micomercio.com.ar",
  website: "Ingresá la dirección de tu sitio, por ejemplo micomercio.com.ar",
  socialInvalid: (network: string) => `Ingresá tu usuario (@usuario) o el enlace a tu perfil de ${network}`,
  socialOtherSite: (network: string) => `Ese enlace no es de ${network}`,
} as const;

export type PaymentOption = (typeof PAYMENT_OPTIONS)[number]["value"];
export type AmenityOption = (typeof AMENITY_OPTIONS)[number]["value"];

/** What the editor writes to the businesses row (camelCase column names). */
export interface BusinessProfileInput {
  name: string;
  description: string | null;
  categoryId: number;
  businessType: (typeof PROFILE_BUSINESS_TYPES)[number];
  serviceArea: string | null;
  yearsExperience: number | null;
  hourlyRate: number | null;
  acceptsEmergencyCalls: boolean;
  certifications: string[] | null;
  address: string | null;
  city: City;
  latitude: number | null;
  longitude: number | null;
  phoneNumber: string | null;
  whatsappNumber: string | null;
  email: string | null;
  websiteUrl: string | null;
  facebookUrl: string | null;
  instagramUrl: string | null;
  tiktokUrl: string | null;
  youtubeUrl: string | null;
  acceptsCredit: boolean;
  acceptsDebit: boolean;
  acceptsQr: boolean;
  acceptsTransfer: boolean;
  hasDelivery: boolean;
  isOnPedidosya: boolean;
  hasParking: boolean;
  hasAccessibility: boolean;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");
/** Control characters never belong in text we show; line breaks survive where `multiline`. */
const clean = (value: unknown, multiline = false) =>
  text(value)
    .replace(/\r\n?/g, "\n")
    .replace(/\p{Cc}/gu, (c) => (multiline && c === "\n" ? c : ""))
    .trim();
const list = (value: unknown) => (Array.isArray(value) ? value : value == null || value === "" ? [] : [value]);

const optionalText = (max: number, message: string, multiline = false) =>
  z.preprocess((v) => clean(v, multiline) || undefined, z.string().max(max, message).optional());

/** "-32,4075" or "-32.4075" → -32.4075; empty → undefined; anything else fails with `message`. */
const coordinate = (message: string, min: number, max: number) =>
  z.preprocess(
    (v) => {
      const t = text(v).trim().replace(",", ".");
      if (!t) return undefined;
      return /^-?\d{1,3}(\.\d{1,10})?$/.test(t) ? Number(t) : Number.NaN;
    },
    z
      .number({ error: message })
      .refine((n) => Number.isFinite(n), message)
      .refine((n) => n >= min && n <= max, PROFILE_MESSAGES.outOfArea)
      .optional(),
  );

const normalized = (normalize: (text: string) => string | null, message: string) =>
  z.preprocess(
    (v) => clean(v) || undefined,
    z
      .string()
      .max(300, message)
      .transform((value, ctx) => {
        const result = normalize(value);
        if (result === null) {
          ctx.addIssue({ code: "custom", message });
          return z.NEVER;
        }
        return result;
      })
      .optional(),
  );

const social = (network: SocialNetwork) =>
  z.preprocess(
    (v) => clean(v) || undefined,
    z
      .string()
      .max(300, PROFILE_MESSAGES.socialInvalid(SOCIAL_LABELS[network]))
      .transform((value, ctx) => {
        const result = normalizeSocial(network, value);
        if (!result.ok) {
          const label = SOCIAL_LABELS[network];
          ctx.addIssue({
            code: "custom",
            message:
              result.reason === "other_site"
                ? PROFILE_MESSAGES.socialOtherSite(label)
                : PROFILE_MESSAGES.socialInvalid(label),
          });
          return z.NEVER;
        }
        return result.url;
      })
      .optional(),
  );

/**
 * A business's phone, WhatsApp, e-mail and website as every form that writes them reads them (the
 * profile editor and "Sumá tu comercio"): normalised to what the public page links to.
 */
export function businessContactFields() {
  return {
    phoneNumber: normalized(normalizePhone, PROFILE_MESSAGES.phone),
    whatsappNumber: normalized(normalizeWhatsapp, PROFILE_MESSAGES.whatsapp),
    email: z.preprocess(
      (v) => clean(v).toLowerCase() || undefined,
      z.email({ error: PROFILE_MESSAGES.email }).max(200, PROFILE_MESSAGES.email).optional(),
    ),
    websiteUrl: normalized(normalizeWebsite, PROFILE_MESSAGES.website),
  };
}

/** The owner's fields as a zod shape: the admin's form (core/admin-business-form.ts) adds its own to these. */
export function businessProfileShape({ categoryIds }: { categoryIds: readonly number[] }) {
  return {
    name: z.preprocess(
      (v) => clean(v).replace(/\s+/g, " "),
      z
        .string({ error: PROFILE_MESSAGES.nameShort })
        .min(PROFILE_NAME_MIN, PROFILE_MESSAGES.nameShort)
        .max(PROFILE_NAME_MAX, PROFILE_MESSAGES.nameLong),
    ),
    description: optionalText(PROFILE_DESCRIPTION_MAX, PROFILE_MESSAGES.descriptionLong, true),
    categoryId: z.preprocess(
      (v) => (/^\d{1,9}$/.test(text(v)) ? Number(v) : undefined),
      z
        .number({ error: PROFILE_MESSAGES.category })
        .refine((id) => categoryIds.includes(id), PROFILE_MESSAGES.category),
    ),
    businessType: z.enum(PROFILE_BUSINESS_TYPES, { error: PROFILE_MESSAGES.businessType }),
    serviceArea: optionalText(PROFILE_SERVICE_AREA_MAX, PROFILE_MESSAGES.serviceAreaLong),
    yearsExperience: z.preprocess((v) => {
      const t = text(v).trim();
      if (!t) return undefined;
      return /^\d{1,3}$/.test(t) ? Number(t) : Number.NaN;
    }, z
      .number({ error: PROFILE_MESSAGES.years })
      .int(PROFILE_MESSAGES.years)
      .min(0, PROFILE_MESSAGES.years)
      .max(PROFILE_YEARS_MAX, PROFILE_MESSAGES.years)
      .optional()),
    hourlyRate: z.preprocess(
      (v) => text(v).trim() || undefined,
      arsAmountSchema({ min: 100, max: PROFILE_HOURLY_RATE_MAX })
        .refine((centavos) => centavos % 100 === 0, PROFILE_MESSAGES.hourlyRateCents)
        .optional(),
    ),
    acceptsEmergencyCalls: z.preprocess((v) => v === "on" || v === "true", z.boolean()),
    certifications: z.preprocess(
      (v) =>
        clean(v, true)
          .split("\n")
          .map((line) => line.replace(/^[-•*]\s*/, "").trim())
          .filter(Boolean),
      z
        .array(z.string().max(PROFILE_CERTIFICATION_MAX, PROFILE_MESSAGES.certificationLong))
        .max(PROFILE_CERTIFICATIONS_MAX, PROFILE_MESSAGES.certificationsMany),
    ),
    address: optionalText(PROFILE_ADDRESS_MAX, PROFILE_MESSAGES.addressLong),
    city: z.enum(CITIES, { error: PROFILE_MESSAGES.city }),
    latitude: coordinate(PROFILE_MESSAGES.latitude, MAP_BOUNDS.minLat, MAP_BOUNDS.maxLat),
    longitude: coordinate(PROFILE_MESSAGES.longitude, MAP_BOUNDS.minLng, MAP_BOUNDS.maxLng),
    ...businessContactFields(),
    facebookUrl: social("facebook"),
    instagramUrl: social("instagram"),
    tiktokUrl: social("tiktok"),
    youtubeUrl: social("youtube"),
    payments: z.preprocess(list, z.array(z.string())),
    amenities: z.preprocess(list, z.array(z.string())),
  };
}

type ProfileShapeOutput = z.output<z.ZodObject<ReturnType<typeof businessProfileShape>>>;

/** Latitude and longitude go together: one without the other is refused under the missing one. */
export function refineCoordinates(
  form: { latitude?: number | undefined; longitude?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  if ((form.latitude === undefined) !== (form.longitude === undefined)) {
    const path = form.latitude === undefined ? "latitude" : "longitude";
    ctx.addIssue({ code: "custom", path: [path], message: PROFILE_MESSAGES.bothCoordinates });
  }
}

/** The parsed fields as the businesses row takes them. */
export function toProfileInput(form: ProfileShapeOutput): BusinessProfileInput {
  const pays = new Set(form.payments);
  const has = new Set(form.amenities);
  const commerce = form.businessType === "commerce";
  return {
    name: form.name,
    description: form.description ?? null,
    categoryId: form.categoryId,
    businessType: form.businessType,
    // A shop has no hourly rate: the professional fields are kept only for professionals and services.
    serviceArea: commerce ? null : (form.serviceArea ?? null),
    yearsExperience: commerce ? null : (form.yearsExperience ?? null),
    hourlyRate: commerce || form.hourlyRate === undefined ? null : form.hourlyRate / 100,
    acceptsEmergencyCalls: !commerce && form.acceptsEmergencyCalls,
    certifications: commerce || form.certifications.length === 0 ? null : form.certifications,
    address: form.address ?? null,
    city: form.city,
    latitude: form.latitude ?? null,
    longitude: form.longitude ?? null,
    phoneNumber: form.phoneNumber ?? null,
    whatsappNumber: form.whatsappNumber ?? null,
    email: form.email ?? null,
    websiteUrl: form.websiteUrl ?? null,
    facebookUrl: form.facebookUrl ?? null,
    instagramUrl: form.instagramUrl ?? null,
    tiktokUrl: form.tiktokUrl ?? null,
    youtubeUrl: form.youtubeUrl ?? null,
    acceptsCredit: pays.has("credit"),
    acceptsDebit: pays.has("debit"),
    acceptsQr: pays.has("qr"),
    acceptsTransfer: pays.has("transfer"),
    hasDelivery: has.has("delivery"),
    isOnPedidosya: has.has("pedidosya"),
    hasParking: has.has("parking"),
    hasAccessibility: has.has("accessibility"),
  };
}

/**
 * The schema, given the active categories' ids (the select offers only those, and a crafted id is
 * refused like a wrong choice).
 */
export function businessProfileSchema({ categoryIds }: { categoryIds: readonly number[] }) {
  return z.object(businessProfileShape({ categoryIds })).superRefine(refineCoordinates).transform(toProfileInput);
}

/** The form's starting values from a stored business (the inverse of the transform above). */
export function profileFormDefaults(b: Omit<BusinessProfileInput, "categoryId"> & { categoryId: number | null }) {
  const coordinate = (n: number | null) => (n == null ? "" : String(n).replace(".", ","));
  return {
    name: b.name,
    description: b.description ?? "",
    categoryId: b.categoryId == null ? "" : String(b.categoryId),
    businessType: b.businessType,
    serviceArea: b.serviceArea ?? "",
    yearsExperience: b.yearsExperience == null ? "" : String(b.yearsExperience),
    hourlyRate: b.hourlyRate == null ? "" : new Intl.NumberFormat("es-AR").format(b.hourlyRate),
    acceptsEmergencyCalls: b.acceptsEmergencyCalls ? "on" : "",
    certifications: (b.certifications ?? []).join("\n"),
    address: b.address ?? "",
    city: b.city,
    latitude: coordinate(b.latitude),
    longitude: coordinate(b.longitude),
    phoneNumber: b.phoneNumber ?? "",
    whatsappNumber: whatsappForInput(b.whatsappNumber),
    email: b.email ?? "",
    websiteUrl: b.websiteUrl ?? "",
    facebookUrl: b.facebookUrl ?? "",
    instagramUrl: b.instagramUrl ?? "",
    tiktokUrl: b.tiktokUrl ?? "",
    youtubeUrl: b.youtubeUrl ?? "",
    payments: [
      b.acceptsCredit && "credit",
      b.acceptsDebit && "debit",
      b.acceptsQr && "qr",
      b.acceptsTransfer && "transfer",
    ].filter((x): x is string => Boolean(x)),
    amenities: [
      b.hasDelivery && "delivery",
      b.isOnPedidosya && "pedidosya",
      b.hasParking && "parking",
      b.hasAccessibility && "accessibility",
    ].filter((x): x is string => Boolean(x)),
  };
}

/** Whether a point is within MAP_BOUNDS (where a business's pin may go). */
export function insideMapBounds(latitude: number, longitude: number): boolean {
  return (
    latitude >= MAP_BOUNDS.minLat &&
    latitude <= MAP_BOUNDS.maxLat &&
    longitude >= MAP_BOUNDS.minLng &&
    longitude <= MAP_BOUNDS.maxLng
  );
}

/** "-32,4075" or "-32.4075" → -32.4075; anything else → null. */
export function readCoordinate(text: string): number | null {
  const t = text.trim().replace(",", ".");
  return /^-?\d{1,3}(\.\d{1,10})?$/.test(t) ? Number(t) : null;
}

/** A coordinate as the form's fields show it: six decimals, with a comma. */
export const coordinateForInput = (n: number) => n.toFixed(6).replace(".", ",");
