/**
 * The admin's site settings (/admin/settings): social links, analytics ids, the site's contact and
 * the bank account owners pay plans to by transfer. Each key is an `app_settings` row; an empty
 * field stores "" (not configured). The bank checks are the official ones: a CBU/CVU's two check
 * digits and a CUIT's verifier.
 */
import { parseGoogleAnalyticsId, parsePixelId, parseTagManagerId } from "#core/analytics.ts";
import { optionalPhoneField } from "#core/phone.ts";
import { z } from "#core/zod.ts";

/** The form's field → the app_settings key it is stored under. */
export const SETTING_KEYS = {
  socialFacebook: "social_facebook",
  socialInstagram: "social_instagram",
  socialTwitter: "social_twitter",
  googleAnalyticsId: "google_analytics_id",
  googleTagManagerId: "google_tag_manager_id",
  facebookPixelId: "facebook_pixel_id",
  contactEmail: "contact_email",
  contactPhone: "contact_phone",
  contactWhatsapp: "contact_whatsapp",
  contactAddress: "contact_address",
  bankName: "bank_transfer_bank",
  bankHolder: "bank_transfer_holder",
  bankCbu: "bank_transfer_cbu",
  bankAlias: "bank_transfer_alias",
  bankCuit: "bank_transfer_cuit",
  billingEmail: "billing_email",
} as const;
export type SettingField = keyof typeof SETTING_KEYS;

const digits = (value: string) => value.replace(/[\s.-]/g, "");

function checkDigit(body: string, weights: number[]): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[i]) * (weights[i % weights.length] as number);
  return (10 - (sum % 10)) % 10;
}

/** A CBU or CVU: 22 digits whose 8th and 22nd are the check digits of the two blocks. */
export function isValidCbu(value: string): boolean {
  const v = digits(value);
  if (!/^\d{22}$/.test(v)) return false;
  const first = checkDigit(v.slice(0, 7), [7, 1, 3, 9]);
  const second = checkDigit(v.slice(8, 21), [3, 9, 7, 1]);
  return first === Number(v[7]) && second === Number(v[21]);
}

/** A CUIT/CUIL: 11 digits, the last the mod-11 verifier of the first ten. */
export function isValidCuit(value: string): boolean {
  const v = digits(value);
  if (!/^\d{11}$/.test(v)) return false;
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(v[i]), 0);
  const verifier = 11 - (sum % 11);
  const expected = verifier === 11 ? 0 : verifier;
  return expected !== 10 && expected === Number(v[10]);
}

const optionalText = (max: number) => z.string().trim().max(max, `Hasta ${max} caracteres`).optional();
const socialUrl = (host: RegExp, example: string) =>
  z
    .string()
    .trim()
    .max(200, "Hasta 200 caracteres")
    .refine((v) => {
      try {
        const url = new URL(v);
        return url.protocol === "https:" && host.test(url.hostname);
      } catch {
        return false;
      }
    }, `Pegá la dirección completa, como ${example}`)
    .optional();
const emailField = z.email("Escribí un e-mail válido (nombre@dominio.com)").max(120).optional();

export const settingsFormSchema = z.object({
  socialFacebook: socialUrl(/(^|\.)facebook\.com$/, "https://www.facebook.com/tu.pagina"),
  socialInstagram: socialUrl(/(^|\.)instagram\.com$/, "https://www.instagram.com/tu.cuenta"),
  socialTwitter: socialUrl(/(^|\.)(twitter|x)\.com$/, "https://x.com/tu_cuenta"),
  googleAnalyticsId: z
    .string()
    .trim()
    .toUpperCase()
    .refine(
      (v) => /^G-/.test(v) && parseGoogleAnalyticsId(v) !== undefined,
      "Un id de GA4: G- y letras o números (G-ABC123XYZ)",
    )
    .optional(),
  googleTagManagerId: z
    .string()
    .trim()
    .toUpperCase()
    .refine(
      (v) => parseTagManagerId(v) !== undefined,
      "Un contenedor de Tag Manager: GTM- y letras o números (GTM-ABC123)",
    )
    .optional(),
  facebookPixelId: z
    .string()
    .trim()
    .refine((v) => parsePixelId(v) !== undefined, "Sólo números (de 6 a 20 dígitos)")
    .optional(),
  contactEmail: emailField,
  contactPhone: optionalPhoneField(),
  contactWhatsapp: optionalPhoneField("Ingresá un WhatsApp válido con característica (ej.: 353 412-3456)"),
  contactAddress: optionalText(160),
  bankName: optionalText(80),
  bankHolder: optionalText(120),
  bankCbu: z
    .string()
    .trim()
    .refine(isValidCbu, "Un CBU o CVU tiene 22 números y sus dígitos verificadores; revisalo")
    .transform(digits)
    .optional(),
  bankAlias: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9.-]{6,20}$/, "Un alias tiene de 6 a 20 letras, números, puntos o guiones")
    .optional(),
  bankCuit: z
    .string()
    .trim()
    .refine(isValidCuit, "Un CUIT tiene 11 números y su dígito verificador (20-12345678-6); revisalo")
    .optional(),
  billingEmail: emailField,
});
export type SettingsFormValues = z.output<typeof settingsFormSchema>;
