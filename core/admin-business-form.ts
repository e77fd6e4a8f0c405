/**
 * The admin's businesses (/admin/businesses and its new, edit and special-hours screens): the
 * list's sorts and filters, the status change (one or many, with a reason), the admin's business
 * form (the owner's fields plus name and slug, brand, status and Google's data) and the choice of
 * businesses for special hours across many. The page and the server read the same definitions.
 */
import {
  type BusinessProfileInput,
  businessProfileShape,
  profileFormDefaults,
  refineCoordinates,
  toProfileInput,
} from "./business-profile-form.ts";
import { CITIES } from "./cities.ts";
import { defineList, type ListParams } from "./list-params.ts";
import { isReservedSlug, SLUG_PATTERN } from "./slug.ts";
import { isUuid } from "./uuid.ts";
import { z } from "./zod.ts";

/** The spec's six statuses (the database's CHECK has the same list). */
export const ADMIN_BUSINESS_STATUSES = ["pending", "approved", "rejected", "active", "inactive", "suspended"] as const;
export type AdminBusinessStatus = (typeof ADMIN_BUSINESS_STATUSES)[number];

/** Statuses that hide a business and need a reason the owners read. */
export const STATUSES_NEEDING_REASON: readonly AdminBusinessStatus[] = ["rejected", "inactive", "suspended"];
export const needsReason = (status: string) => (STATUSES_NEEDING_REASON as readonly string[]).includes(status);

/** Statuses whose page (`/{slug}`) a visitor may open (lists and search only show "active"). */
export const PUBLIC_DETAIL_STATUSES = ["active", "approved"] as const satisfies readonly AdminBusinessStatus[];
export const isPublicStatus = (status: string) => (PUBLIC_DETAIL_STATUSES as readonly string[]).includes(status);

export const STATUS_REASON_MAX = 500;
export const SLUG_MAX = 120;

export const ADMIN_BUSINESS_MESSAGES = {
  reason: "Escribí el motivo: los dueños lo van a leer",
  reasonLong: `El motivo puede tener hasta ${STATUS_REASON_MAX} caracteres`,
  status: "Elegí un estado de la lista",
  ids: "Elegí al menos un comercio",
  idsMany: (max: number) => `Elegí como máximo ${max} comercios a la vez`,
  slug: "Usá sólo minúsculas, números y guiones, por ejemplo panaderia-del-centro",
  slugReserved: "Esa dirección es de Vilma: elegí otra",
  slugTaken: "Ya hay un comercio con esa dirección: elegí otra",
  brand: "Elegí una marca de la lista",
  googleRating: "Ingresá una calificación entre 0 y 5, por ejemplo 4,5",
  googleReviews: "Ingresá la cantidad de reseñas como un número entero",
  googleUrl: "Ingresá un enlace que empiece con https://",
  googleText: "Puede tener hasta 200 caracteres",
  specialName: "Escribí un nombre, por ejemplo Feriado o Farmacia de turno",
  noMatch: "Elegí al menos un comercio de la lista",
} as const;

/** The list: every business, searched by name, slug, address or phone. */
export function adminBusinessesList(choices: { categories: readonly string[]; brands: readonly string[] }) {
  return defineList({
    sorts: { name: "asc", created: "desc", updated: "desc", status: "asc" },
    defaultSort: "created",
    filters: {
      status: { values: ADMIN_BUSINESS_STATUSES, multiple: true },
      city: { values: CITIES },
      category: { values: choices.categories },
      brand: { values: choices.brands },
      premium: { values: ["si", "no"] },
      owner: { values: ["si", "no"] },
    },
  });
}
export type AdminBusinessesParams = ListParams<
  "name" | "created" | "updated" | "status",
  "status" | "city" | "category" | "brand" | "premium" | "owner"
>;

const text = (v: unknown) => (typeof v === "string" ? v.replace(/\p{Cc}/gu, " ").trim() : "");
const uuid = z.string().refine(isUuid, "El comercio no es válido.");

const reasonField = z.preprocess(
  (v) => text(v) || undefined,
  z.string().max(STATUS_REASON_MAX, ADMIN_BUSINESS_MESSAGES.reasonLong).optional(),
);

function requireReason(form: { status: string; reason?: string | undefined }, ctx: z.RefinementCtx) {
  if (needsReason(form.status) && !form.reason) {
    ctx.addIssue({ code: "custom", path: ["reason"], message: ADMIN_BUSINESS_MESSAGES.reason });
  }
}

/** "Cambiar estado": one business (`ids` once) or the ticked ones, a status and (when it hides) a reason. */
export function statusChangeSchema(maxIds: number) {
  return z
    .object({
      ids: z.preprocess(
        (v) => (Array.isArray(v) ? v : v == null || v === "" ? [] : [v]),
        z.array(uuid).min(1, ADMIN_BUSINESS_MESSAGES.ids).max(maxIds, ADMIN_BUSINESS_MESSAGES.idsMany(maxIds)),
      ),
      status: z.enum(ADMIN_BUSINESS_STATUSES, { error: ADMIN_BUSINESS_MESSAGES.status }),
      reason: reasonField,
    })
    .superRefine(requireReason)
    .transform((form) => ({
      ids: [...new Set(form.ids.map((id) => id.toLowerCase()))],
      status: form.status,
      reason: form.reason ?? null,
    }));
}
export type StatusChange = z.output<ReturnType<typeof statusChangeSchema>>;

const optionalText = (max: number, message: string) =>
  z.preprocess((v) => text(v) || undefined, z.string().max(max, message).optional());

/** What the admin's form writes besides the owner's fields. */
export interface AdminBusinessInput extends BusinessProfileInput {
  /** null: made from the name when saved. */
  slug: string | null;
  brandId: number | null;
  googlePlaceId: string | null;
  googlePlaceName: string | null;
  googlePlaceUrl: string | null;
  googleRating: number | null;
  googleReviewsCount: number | null;
}

/** The create form also sets the status (and the reason when it hides the business). */
export interface NewBusinessInput extends AdminBusinessInput {
  status: AdminBusinessStatus;
  reason: string | null;
}

function adminShape({ categoryIds, brandIds }: { categoryIds: readonly number[]; brandIds: readonly number[] }) {
  return {
    ...businessProfileShape({ categoryIds }),
    slug: z.preprocess(
      (v) => text(v).toLowerCase() || undefined,
      z
        .string()
        .max(SLUG_MAX, ADMIN_BUSINESS_MESSAGES.slug)
        .regex(SLUG_PATTERN, ADMIN_BUSINESS_MESSAGES.slug)
        .refine((s) => !isReservedSlug(s), ADMIN_BUSINESS_MESSAGES.slugReserved)
        .optional(),
    ),
    brandId: z.preprocess(
      (v) => (text(v) === "" ? undefined : /^\d{1,9}$/.test(text(v)) ? Number(text(v)) : -1),
      z
        .number()
        .refine((id) => brandIds.includes(id), ADMIN_BUSINESS_MESSAGES.brand)
        .optional(),
    ),
    googlePlaceId: optionalText(200, ADMIN_BUSINESS_MESSAGES.googleText),
    googlePlaceName: optionalText(200, ADMIN_BUSINESS_MESSAGES.googleText),
    googlePlaceUrl: z.preprocess(
      (v) => text(v) || undefined,
      z
        .string()
        .max(500, ADMIN_BUSINESS_MESSAGES.googleUrl)
        .refine((u) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(u), ADMIN_BUSINESS_MESSAGES.googleUrl)
        .optional(),
    ),
    googleRating: z.preprocess((v) => {
      const t = text(v).replace(",", ".");
      if (!t) return undefined;
      return /^\d(\.\d)?$/.test(t) ? Number(t) : Number.NaN;
    }, z
      .number({ error: ADMIN_BUSINESS_MESSAGES.googleRating })
      .min(0, ADMIN_BUSINESS_MESSAGES.googleRating)
      .max(5, ADMIN_BUSINESS_MESSAGES.googleRating)
      .optional()),
    googleReviewsCount: z.preprocess((v) => {
      const t = text(v).replace(/\./g, "");
      if (!t) return undefined;
      return /^\d{1,9}$/.test(t) ? Number(t) : Number.NaN;
    }, z
      .number({ error: ADMIN_BUSINESS_MESSAGES.googleReviews })
      .int(ADMIN_BUSINESS_MESSAGES.googleReviews)
      .optional()),
  };
}

type AdminShapeOutput = z.output<z.ZodObject<ReturnType<typeof adminShape>>>;

function toAdminInput(form: AdminShapeOutput): AdminBusinessInput {
  return {
    ...toProfileInput(form),
    slug: form.slug ?? null,
    brandId: form.brandId ?? null,
    googlePlaceId: form.googlePlaceId ?? null,
    googlePlaceName: form.googlePlaceName ?? null,
    googlePlaceUrl: form.googlePlaceUrl ?? null,
    googleRating: form.googleRating ?? null,
    googleReviewsCount: form.googleReviewsCount ?? null,
  };
}

export interface AdminFormChoices {
  categoryIds: readonly number[];
  brandIds: readonly number[];
}

/** The edit form (Datos): every field of the business but its status, which has its own form. */
export function adminBusinessSchema(choices: AdminFormChoices) {
  return z.object(adminShape(choices)).superRefine(refineCoordinates).transform(toAdminInput);
}

/** The create form: the same fields, and the status it starts in (pending unless chosen). */
export function newBusinessSchema(choices: AdminFormChoices) {
  return z
    .object({
      ...adminShape(choices),
      status: z.preprocess(
        (v) => text(v) || "pending",
        z.enum(ADMIN_BUSINESS_STATUSES, { error: ADMIN_BUSINESS_MESSAGES.status }),
      ),
      reason: reasonField,
    })
    .superRefine((form, ctx) => {
      refineCoordinates(form, ctx);
      requireReason(form, ctx);
    })
    .transform(
      (form): NewBusinessInput => ({ ...toAdminInput(form), status: form.status, reason: form.reason ?? null }),
    );
}

/** The admin's extra fields as the form starts them, from a stored business. */
export function adminFormDefaults(b: {
  slug: string;
  brandId: number | null;
  googlePlaceId: string | null;
  googlePlaceName: string | null;
  googlePlaceUrl: string | null;
  googleRating: number | null;
  googleReviewsCount: number | null;
}) {
  return {
    slug: b.slug,
    brandId: b.brandId == null ? "" : String(b.brandId),
    googlePlaceId: b.googlePlaceId ?? "",
    googlePlaceName: b.googlePlaceName ?? "",
    googlePlaceUrl: b.googlePlaceUrl ?? "",
    googleRating: b.googleRating == null ? "" : String(b.googleRating).replace(".", ","),
    googleReviewsCount: b.googleReviewsCount == null ? "" : String(b.googleReviewsCount),
  };
}

/** Special hours across many: which businesses (by category, brand or a search). */
export interface SpecialHoursTarget {
  category: string | null;
  brand: string | null;
  q: string;
}

export function readSpecialHoursTarget(search: URLSearchParams): SpecialHoursTarget {
  const slug = (v: string | null) => {
    const t = (v ?? "").trim().toLowerCase();
    return t && SLUG_PATTERN.test(t) && t.length <= 200 ? t : null;
  };
  return {
    category: slug(search.get("category")),
    brand: slug(search.get("brand")),
    q: (search.get("q") ?? "")
      .replace(/\p{Cc}/gu, " ")
      .trim()
      .replace(/\s+/g, " ")
      .slice(0, 100),
  };
}

/** The ticked businesses of the special-hours form: UUIDs, at least one, at most `max`. */
export function specialHoursIdsSchema(max: number) {
  return z.preprocess(
    (v) => (Array.isArray(v) ? v : v == null || v === "" ? [] : [v]),
    z.array(uuid).min(1, ADMIN_BUSINESS_MESSAGES.noMatch).max(max, ADMIN_BUSINESS_MESSAGES.idsMany(max)),
  );
}

/** An empty business as the create form starts it (the name from `?name=`, when given). */
export function blankBusinessDefaults(name = "") {
  return {
    ...profileFormDefaults({
      name: name
        .replace(/\p{Cc}/gu, " ")
        .trim()
        .slice(0, 120),
      description: null,
      categoryId: null,
      businessType: "commerce",
      serviceArea: null,
      yearsExperience: null,
      hourlyRate: null,
      acceptsEmergencyCalls: false,
      certifications: null,
      address: null,
      city: "Villa María",
      latitude: null,
      longitude: null,
      phoneNumber: null,
      whatsappNumber: null,
      email: null,
      websiteUrl: null,
      facebookUrl: null,
      instagramUrl: null,
      tiktokUrl: null,
      youtubeUrl: null,
      acceptsCredit: false,
      acceptsDebit: false,
      acceptsQr: false,
      acceptsTransfer: false,
      hasDelivery: false,
      isOnPedidosya: false,
      hasParking: false,
      hasAccessibility: false,
    }),
    slug: "",
    brandId: "",
    status: "pending",
    reason: "",
    googlePlaceId: "",
    googlePlaceName: "",
    googlePlaceUrl: "",
    googleRating: "",
    googleReviewsCount: "",
  };
}

export const OWNER_MESSAGES = {
  email: "Ingresá el e-mail de la cuenta, por ejemplo ana@ejemplo.com",
  unknown: "No hay ninguna cuenta con ese e-mail: la persona tiene que registrarse primero",
  already: "Esa persona ya es dueña de este comercio",
  user: "Elegí una persona de la lista",
} as const;

/** "Dueños": add a person by e-mail, or remove one of the owners. */
export const ownerChangeSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("owner-add"),
    email: z.preprocess(
      (v) => text(v).toLowerCase() || undefined,
      z.email({ error: OWNER_MESSAGES.email }).max(200, OWNER_MESSAGES.email),
    ),
  }),
  z.object({
    intent: z.literal("owner-remove"),
    userId: z.preprocess((v) => text(v) || undefined, z.string({ error: OWNER_MESSAGES.user }).max(200)),
  }),
]);
