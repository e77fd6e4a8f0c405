/** The admin's correction of one rota day (/admin/farmacias-de-turno): which pharmacy, from when to when. */
import { CITIES } from "./cities.ts";
import { normalizeDateKey } from "./time-zone.ts";
import { z } from "./zod.ts";

const time = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, message);

export const DUTY_FORM_MESSAGES = {
  city: "Elegí Villa María o Villa Nueva",
  date: "Elegí el día del turno",
  pharmacy: "Elegí la farmacia (o «Nadie» para dejar el día sin turno)",
  start: "Escribí la hora en que empieza, como 08:00",
  end: "Escribí la hora en que termina, como 08:00",
  notPharmacy: "Esa farmacia no está en Vilma en esa ciudad",
} as const;

export const dutyDayFormSchema = z.object({
  city: z.enum(CITIES, { error: DUTY_FORM_MESSAGES.city }),
  date: z
    .string({ error: DUTY_FORM_MESSAGES.date })
    .trim()
    .refine((v) => normalizeDateKey(v) === v, DUTY_FORM_MESSAGES.date),
  /** A business uuid, or "none" to leave the day without a duty in that city. */
  pharmacy: z
    .string({ error: DUTY_FORM_MESSAGES.pharmacy })
    .trim()
    .regex(/^(none|[0-9a-f-]{36})$/i, DUTY_FORM_MESSAGES.pharmacy),
  start: time(DUTY_FORM_MESSAGES.start),
  end: time(DUTY_FORM_MESSAGES.end),
});
export type DutyDayFormValues = z.output<typeof dutyDayFormSchema>;
