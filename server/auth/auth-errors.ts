/**
 * Better Auth answers in English with a stable error code. People see Spanish: this module turns a
 * code (or a status) into the sentence the auth screens show. Messages our own hooks produce (the
 * validation rules, the rate limit) are Spanish already and pass through unchanged.
 */
import { MESSAGES } from "#core/account-validation.ts";

export const UNEXPECTED_ERROR_MESSAGE = "Ocurrió un error inesperado. Por favor, intenta de nuevo.";
export const GOOGLE_FALLBACK_MESSAGE = "No se pudo iniciar sesión con Google. Por favor, intenta de nuevo.";
export const EMAIL_NOT_VERIFIED_MESSAGE =
  "Tu cuenta todavía no está confirmada. Abrí el enlace que te enviamos por email o pedí uno nuevo.";
export const INVALID_LINK_MESSAGE = "El enlace no es válido o ya se usó. Pedí uno nuevo.";
export const EXPIRED_LINK_MESSAGE = "El enlace venció. Pedí uno nuevo.";

export const WRONG_CURRENT_PASSWORD = "La contraseña actual no es correcta.";
const TOO_MANY_ATTEMPTS_MESSAGE = "Demasiados intentos. Esperá unos minutos y volvé a probar.";
const SIGN_IN_AGAIN = "Tu sesión venció. Volvé a iniciar sesión y probá de nuevo.";

/** The one map from Better Auth's codes to what people read, for /auth and /profile alike. */
const BY_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "Email o contraseña incorrectos.",
  EMAIL_NOT_VERIFIED: EMAIL_NOT_VERIFIED_MESSAGE,
  USER_ALREADY_EXISTS: "Ya existe una cuenta con ese email. Iniciá sesión o usá otro email.",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "Ya existe una cuenta con ese email. Iniciá sesión o usá otro email.",
  PASSWORD_TOO_SHORT: MESSAGES.passwordShort,
  PASSWORD_TOO_LONG: MESSAGES.passwordLong,
  INVALID_EMAIL: MESSAGES.email,
  // Better Auth raises it only when checking the current password (changing it on /profile).
  INVALID_PASSWORD: WRONG_CURRENT_PASSWORD,
  INVALID_TOKEN: INVALID_LINK_MESSAGE,
  TOKEN_EXPIRED: EXPIRED_LINK_MESSAGE,
  TOO_MANY_ATTEMPTS: TOO_MANY_ATTEMPTS_MESSAGE,
  USER_NOT_FOUND: "No encontramos una cuenta con ese email.",
  USER_EMAIL_NOT_FOUND: "No encontramos una cuenta con ese email.",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "Tu cuenta no tiene contraseña: ingresá con Google.",
  EMAIL_ALREADY_VERIFIED: "Tu email ya está confirmado. Ya podés iniciar sesión.",
  EMAIL_MISMATCH: "El email no coincide con el de tu cuenta.",
  FAILED_TO_CREATE_USER: "No pudimos crear tu cuenta. Probá de nuevo en unos minutos.",
  FAILED_TO_CREATE_SESSION: "No pudimos iniciar tu sesión. Probá de nuevo en unos minutos.",
  FAILED_TO_GET_SESSION: "No pudimos leer tu sesión. Iniciá sesión de nuevo.",
  SESSION_EXPIRED: SIGN_IN_AGAIN,
  SESSION_NOT_FRESH: "Por seguridad, volvé a iniciar sesión y probá de nuevo.",
  UNAUTHORIZED: SIGN_IN_AGAIN,
  INVALID_ORIGIN: "La solicitud no vino de Vilma. Recargá la página y probá de nuevo.",
  MISSING_OR_NULL_ORIGIN: "La solicitud no vino de Vilma. Recargá la página y probá de nuevo.",
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: "La solicitud no vino de Vilma. Recargá la página y probá de nuevo.",
  INVALID_CALLBACK_URL: "La dirección de regreso no es válida.",
  INVALID_REDIRECT_URL: "La dirección de regreso no es válida.",
  VALIDATION_ERROR: "Revisá los datos del formulario.",
  EMAIL_PASSWORD_SIGN_UP_DISABLED: "El registro con email no está disponible por ahora.",
  VERIFICATION_EMAIL_NOT_ENABLED: "No podemos enviar emails de confirmación por ahora.",
};

/** What Google sign-in failures mean (Better Auth's codes plus OAuth's standard ones). */
const GOOGLE_BY_CODE: Record<string, string> = {
  state_mismatch: "La conexión con Google venció. Por favor, intenta de nuevo.",
  state_not_found: "La conexión con Google venció. Por favor, intenta de nuevo.",
  please_restart_the_process: "La conexión con Google venció. Por favor, intenta de nuevo.",
  email_not_found: "Google no compartió tu email. Probá con otra cuenta.",
  "email_doesn't_match": "El email de Google no coincide con el de tu cuenta.",
  account_not_linked: "Ya existe una cuenta con ese email. Ingresá con tu email y contraseña.",
  account_already_linked_to_different_user: "Esa cuenta de Google ya está vinculada a otro usuario.",
  signup_disabled: "No se pueden crear cuentas nuevas con Google por ahora.",
  temporarily_unavailable: "Google no está disponible en este momento. Por favor, intenta de nuevo.",
  server_error: GOOGLE_FALLBACK_MESSAGE,
};

/**
 * Messages our own hooks wrote in Spanish (server/auth/input-rules.ts, the rate limits): shown as
 * they are. Checked by text, because Better Auth's own INVALID_PASSWORD shares a code with ours.
 */
const OURS = new Set<string>(Object.values(MESSAGES));
const isOurs = (message: string) => OURS.has(message) || message.startsWith("Demasiados intentos");

export interface AuthErrorInput {
  code?: string | null;
  message?: string | null;
  status?: number | null;
}

/** The Spanish sentence for a Better Auth failure; `fallback` when nothing is known about it. */
export function translateAuthError(error: AuthErrorInput, fallback: string): string {
  const message = error.message?.trim() ?? "";
  if (message && isOurs(message)) return message;
  const byCode = error.code ? BY_CODE[error.code] : undefined;
  if (byCode) return byCode;
  if (error.status === 429) return TOO_MANY_ATTEMPTS_MESSAGE;
  if (error.status !== null && error.status !== undefined && error.status >= 500) return UNEXPECTED_ERROR_MESSAGE;
  return fallback;
}

export interface AuthFailure {
  status: number;
  code: string | null;
  /** Better Auth's own (English) message, for logs. */
  rawMessage: string | null;
}

/** Reads Better Auth's JSON error body ({ code, message }) from a failed response. */
export async function readAuthFailure(response: Response): Promise<AuthFailure> {
  let body: unknown = null;
  try {
    body = await response.clone().json();
  } catch {
    body = null;
  }
  const record = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  return {
    status: response.status,
    code: typeof record.code === "string" ? record.code : null,
    rawMessage: typeof record.message === "string" ? record.message : null,
  };
}

/**
 * What to tell someone Better Auth sent back to /auth?error=…&error_description=… after Google.
 * null means "say nothing": they cancelled on purpose, which is not an error to them.
 */
export function googleErrorMessage(error: string | null, description: string | null): string | null {
  if (!error && !description) return null;
  const text = `${error ?? ""} ${description ?? ""}`;
  if (/cancel/i.test(text)) return null;
  const known = error ? GOOGLE_BY_CODE[error.toLowerCase()] : undefined;
  if (known) return known;
  const provider = description?.trim().slice(0, 300);
  return provider || GOOGLE_FALLBACK_MESSAGE;
}

/** Why an e-mail link (confirmation, reset) could not be used. */
export function linkErrorMessage(code: string | null): string {
  return code === "TOKEN_EXPIRED" ? EXPIRED_LINK_MESSAGE : INVALID_LINK_MESSAGE;
}
