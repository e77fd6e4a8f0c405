/**
 * Two-step sign-in (decision 26): the rules both sides share. Who must, who is asked and who may
 * turn it on; how a typed code is read; the forms' fields and their Spanish messages. The codes
 * themselves are checked by Better Auth's two-factor plugin on the server.
 */
import { MESSAGES as ACCOUNT_MESSAGES, PASSWORD_MAX_LENGTH } from "./account-validation.ts";
import { z } from "./zod.ts";

export const TOTP_DIGITS = 6;
/** An authenticator's code changes every 30 seconds. */
export const TOTP_PERIOD_S = 30;
export const RECOVERY_CODE_COUNT = 10;
/** Better Auth's recovery codes: 10 letters and digits, shown as two groups of five ("aB3dE-fG5hJ"). */
export const RECOVERY_CODE_LENGTH = 10;
/** The issuer the authenticator app shows next to the account. */
export const TOTP_ISSUER = "Vilma";

export const TWO_FACTOR_MESSAGES = {
  code: `Ingresá los ${TOTP_DIGITS} números que muestra tu app de autenticación`,
  recoveryCode: "Ingresá uno de tus códigos de recuperación (por ejemplo, aB3dE-fG5hJ)",
  wrongCode: "El código no es correcto. Fijate que la hora de tu teléfono esté bien y probá con el código nuevo.",
  usedCode: "Ese código ya se usó. Esperá a que tu app muestre el siguiente y probá de nuevo.",
  wrongRecoveryCode: "Ese código de recuperación no es válido o ya lo usaste.",
  expired: "Pasó demasiado tiempo o hubo demasiados intentos. Volvé a ingresar con tu email y contraseña.",
  passwordRequired: ACCOUNT_MESSAGES.passwordRequired,
  setupExpired: "La activación no está en curso. Empezá de nuevo con tu contraseña.",
  noPassword:
    "Tu cuenta no tiene contraseña de Vilma (ingresás con Google). Creá una con «¿Olvidaste tu contraseña?» para activar la verificación en dos pasos.",
} as const;

/** What a person's account says about the second step. */
export type SecondStepStanding =
  /** It is on: every sign-in asks for a code. */
  | "on"
  /** An administrator on a real install without it: the admin area waits until it is on. */
  | "required"
  /** A business owner without it: offered, and the dashboard suggests it. */
  | "suggested"
  /** Anyone else, and an administrator on an install running the demo data. */
  | "offered";

export function secondStepStanding(person: {
  enabled: boolean;
  isAdmin: boolean;
  isBusinessOwner: boolean;
  /** The install runs the demo data (its demo accounts sign in with the README's password). */
  demoInstall: boolean;
}): SecondStepStanding {
  if (person.enabled) return "on";
  if (person.isAdmin && !person.demoInstall) return "required";
  if (person.isBusinessOwner) return "suggested";
  return "offered";
}

/** A typed authenticator code: spaces and dashes people copy along are dropped ("123 456" → "123456"). */
export function normalizeTotpCode(typed: string): string {
  return typed.replace(/[\s-]/g, "");
}

/**
 * A typed recovery code, as Better Auth stored it: surrounding and inner spaces dropped, and the
 * dash put back when it was left out ("aB3dEfG5hJ" → "aB3dE-fG5hJ"). Letters keep their case.
 */
export function normalizeRecoveryCode(typed: string): string {
  const compact = typed.replace(/\s/g, "");
  if (/^[A-Za-z0-9]{10}$/.test(compact)) return `${compact.slice(0, 5)}-${compact.slice(5)}`;
  return compact;
}

export const totpCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.code })
  .max(40, TWO_FACTOR_MESSAGES.code)
  .transform(normalizeTotpCode)
  .pipe(z.string().regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), TWO_FACTOR_MESSAGES.code));

export const recoveryCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.recoveryCode })
  .max(40, TWO_FACTOR_MESSAGES.recoveryCode)
  .transform(normalizeRecoveryCode)
  .pipe(z.string().regex(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/, TWO_FACTOR_MESSAGES.recoveryCode));

const currentPasswordSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.passwordRequired })
  .min(1, TWO_FACTOR_MESSAGES.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordLong);

/** /auth/verificacion: the authenticator's code… */
export const secondStepCodeSchema = z.object({ code: totpCodeSchema });
/** …or one recovery code. */
export const secondStepRecoverySchema = z.object({ code: recoveryCodeSchema });

/** /profile: "Activar" asks for the password (a stolen session alone cannot bind another phone). */
export const twoFactorEnableSchema = z.object({ password: currentPasswordSchema });
/** /profile: the first code from the app confirms the setup; the token proves this browser began it. */
export const twoFactorConfirmSchema = z.object({
  code: totpCodeSchema,
  setupToken: z.string().max(200).optional(),
});
/** /profile: new recovery codes, or turning it off: both with the password. */
export const twoFactorPasswordSchema = z.object({ password: currentPasswordSchema });

/** The secret as people type it into an app that cannot scan: groups of four ("ABCD EFGH …"). */
export function groupSecret(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(" ");
}

/** The base32 secret inside an otpauth:// URI (what the QR code carries), or null. */
export function secretFromTotpUri(uri: string): string | null {
  try {
    const url = new URL(uri);
    if (url.protocol !== "otpauth:") return null;
    return url.searchParams.get("secret");
  } catch {
    return null;
  }
}

/** The text file "Descargar" saves: the codes, one a line, with what they are for. */
export function recoveryCodesText(codes: readonly string[], email: string): string {
  return [
    `Vilma: códigos de recuperación de ${email}`,
    "",
    "Cada código sirve una sola vez para ingresar si no tenés tu app de autenticación.",
    "Guardalos en un lugar seguro: quien los tenga, junto con tu contraseña, puede entrar a tu cuenta.",
    "",
    ...codes,
    "",
  ].join("\n");
}
