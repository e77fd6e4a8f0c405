/**
 * "Sumá tu comercio": the rules a new business must meet before it waits for an admin, on both
 * sides. The place comes from the pin (the address looked up, then dragged), from "Usar mi
 * ubicación" or, without JavaScript, from the address alone: coordinates are optional here, both
 * or neither, and inside the map's area (MAP_BOUNDS, the pin's own rule). A form without them is
 * located on the server (server/claims/registration-place.ts). Weekly hours are one opening per
 * day, or closed; a close earlier than the open crosses midnight.
 */

import { z } from "#core/zod.ts";
import { DAY_NAMES } from "./bank-promotions.ts";
import { businessContactFields, MAP_BOUNDS } from "./business-profile-form.ts";
import { CITIES, type City } from "./cities.ts";
import { cleanMultiline } from "./claim-form.ts";
import { parseTimeToMinutes } from "./opening-hours.ts";
import { normalizeTimeText } from "./time-text.ts";

export const BUSINESS_TYPE_OPTIONS = [
  { value: "commerce", label: "Comercio (local, negocio)" },
  { value: "professional", label: "Profesional (consultorio, estudio)" },
  { value: "service", label: "Servicio (oficio, a domicilio)" },
] as const;
export type BusinessTypeValue = (typeof BUSINESS_TYPE_OPTIONS)[number]["value"];

/** Monday first, as people read a week; values are day_of_week (0 = Sunday). */
export const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 0].map((day) => ({
  day,
  label: (DAY_NAMES[day] ?? "").replace(/^./, (c) => c.toUpperCase()),
}));

export const REGISTRATION_LIMITS = {
  nameMin: 2,
  nameMax: 120,
  descriptionMax: 1000,
  addressMin: 5,
  addressMax: 200,
} as const;

export const REGISTRATION_MESSAGES = {
  nameShort: `El nombre debe tener al menos ${REGISTRATION_LIMITS.nameMin} caracteres`,
  nameLong: `El nombre no puede tener más de ${REGISTRATION_LIMITS.nameMax} caracteres`,
  category: "Elegí una categoría",
  businessType: "Elegí el tipo de comercio",
  descriptionLong: `La descripción no puede tener más de ${REGISTRATION_LIMITS.descriptionMax} caracteres`,
  addressShort: "Ingresá la dirección (calle y número)",
  addressLong: `La dirección no puede tener más de ${REGISTRATION_LIMITS.addressMax} caracteres`,
  city: "Elegí Villa María o Villa Nueva",
  latitude: "Ingresá la latitud (por ejemplo −32.4075)",
  longitude: "Ingresá la longitud (por ejemplo −63.2436)",
  outside: "La ubicación queda fuera de Villa María y Villa Nueva: revisá los números",
  bothCoordinates: "Cargá la latitud y la longitud, o dejá las dos vacías para ubicarlo por la dirección",
  openTime: "Ingresá la hora de apertura",
  closeTime: "Ingresá la hora de cierre",
  sameTimes: "La hora de cierre no puede ser igual a la de apertura",
} as const;

export interface RegistrationHoursDay {
  dayOfWeek: number;
  closed: boolean;
  /** "HH:MM" when open. */
  open: string | null;
  close: string | null;
}

export interface RegistrationInput {
  name: string;
  categoryId: number;
  businessType: BusinessTypeValue;
  description: string | null;
  address: string;
  city: City;
  latitude: number;
  longitude: number;
  phoneNumber: string | null;
  whatsappNumber: string | null;
  email: string | null;
  websiteUrl: string | null;
  hours: RegistrationHoursDay[];
}

/** What the form gives: the place may still be missing (the server then looks the address up). */
export type RegistrationForm = Omit<RegistrationInput, "latitude" | "longitude"> & {
  latitude: number | null;
  longitude: number | null;
};

const text = (value: unknown) => (typeof value === "string" ? value : "");
const oneLine = (value: unknown) =>
  text(value)
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/** "−32,4075" or "-32.4075" → −32.4075 (commas are decimal points here; a typed minus sign too). */
function coordinate(message: string, min: number, max: number) {
  return z.preprocess(
    (v) => {
      const raw = oneLine(v).replace(/[−–]/g, "-").replace(",", ".");
      if (!raw) return undefined;
      return /^-?\d{1,3}(\.\d+)?$/.test(raw) ? Number(raw) : Number.NaN;
    },
    z
      .number({ error: message })
      .refine((n) => Number.isFinite(n), message)
      .refine((n) => n >= min && n <= max, REGISTRATION_MESSAGES.outside)
      .optional(),
  );
}

// Read as the hours editor reads them ("930", "9.30" → "09:30"): the field is the same 24 h text field.
const time = (message: string) =>
  z.preprocess(
    (v) => {
      const typed = oneLine(v);
      return typed ? (normalizeTimeText(typed) ?? typed) : undefined;
    },
    z
      .string()
      .refine((s) => parseTimeToMinutes(s) !== null && /^\d{2}:\d{2}$/.test(s), message)
      .optional(),
  );

const hourFields = Object.fromEntries(
  WEEK_DAYS.flatMap(({ day }) => [
    [`closed${day}`, z.preprocess((v) => v === "on" || v === "true", z.boolean())],
    [`open${day}`, time(REGISTRATION_MESSAGES.openTime)],
    [`close${day}`, time(REGISTRATION_MESSAGES.closeTime)],
  ]),
) as Record<string, z.ZodType<boolean | string | undefined>>;

/** The schema, given the ids of the categories a business may take (the active ones). */
export function registrationFormSchema(categoryIds: readonly number[]) {
  return z
    .object({
      name: z.preprocess(
        oneLine,
        z
          .string({ error: REGISTRATION_MESSAGES.nameShort })
          .min(REGISTRATION_LIMITS.nameMin, REGISTRATION_MESSAGES.nameShort)
          .max(REGISTRATION_LIMITS.nameMax, REGISTRATION_MESSAGES.nameLong),
      ),
      categoryId: z.preprocess(
        (v) => (/^\d{1,9}$/.test(oneLine(v)) ? Number(oneLine(v)) : undefined),
        z
          .number({ error: REGISTRATION_MESSAGES.category })
          .refine((id) => categoryIds.includes(id), REGISTRATION_MESSAGES.category),
      ),
      businessType: z.enum(BUSINESS_TYPE_OPTIONS.map((o) => o.value) as [BusinessTypeValue, ...BusinessTypeValue[]], {
        error: REGISTRATION_MESSAGES.businessType,
      }),
      description: z.preprocess(
        (v) => cleanMultiline(text(v)) || undefined,
        z.string().max(REGISTRATION_LIMITS.descriptionMax, REGISTRATION_MESSAGES.descriptionLong).optional(),
      ),
      address: z.preprocess(
        oneLine,
        z
          .string({ error: REGISTRATION_MESSAGES.addressShort })
          .min(REGISTRATION_LIMITS.addressMin, REGISTRATION_MESSAGES.addressShort)
          .max(REGISTRATION_LIMITS.addressMax, REGISTRATION_MESSAGES.addressLong),
      ),
      city: z.enum(CITIES, { error: REGISTRATION_MESSAGES.city }),
      latitude: coordinate(REGISTRATION_MESSAGES.latitude, MAP_BOUNDS.minLat, MAP_BOUNDS.maxLat),
      longitude: coordinate(REGISTRATION_MESSAGES.longitude, MAP_BOUNDS.minLng, MAP_BOUNDS.maxLng),
      // The same reading as the profile editor: stored as the public page links to them.
      ...businessContactFields(),
      ...hourFields,
    })
    .superRefine((form, ctx) => {
      const values = form as Record<string, unknown>;
      if ((form.latitude === undefined) !== (form.longitude === undefined)) {
        const missing = form.latitude === undefined ? "latitude" : "longitude";
        ctx.addIssue({ code: "custom", path: [missing], message: REGISTRATION_MESSAGES.bothCoordinates });
      }
      for (const { day } of WEEK_DAYS) {
        if (values[`closed${day}`]) continue;
        const open = values[`open${day}`];
        const close = values[`close${day}`];
        if (!open) ctx.addIssue({ code: "custom", path: [`open${day}`], message: REGISTRATION_MESSAGES.openTime });
        if (!close) ctx.addIssue({ code: "custom", path: [`close${day}`], message: REGISTRATION_MESSAGES.closeTime });
        if (open && close && open === close) {
          ctx.addIssue({ code: "custom", path: [`close${day}`], message: REGISTRATION_MESSAGES.sameTimes });
        }
      }
    })
    .transform((form): RegistrationForm => {
      const values = form as Record<string, unknown>;
      return {
        name: form.name,
        categoryId: form.categoryId,
        businessType: form.businessType,
        description: form.description ?? null,
        address: form.address,
        city: form.city,
        latitude: form.latitude ?? null,
        longitude: form.longitude ?? null,
        phoneNumber: form.phoneNumber ?? null,
        whatsappNumber: form.whatsappNumber ?? null,
        email: form.email ?? null,
        websiteUrl: form.websiteUrl ?? null,
        hours: WEEK_DAYS.map(({ day }) => {
          const closed = Boolean(values[`closed${day}`]);
          return {
            dayOfWeek: day,
            closed,
            open: closed ? null : (values[`open${day}`] as string),
            close: closed ? null : (values[`close${day}`] as string),
          };
        }),
      };
    });
}
