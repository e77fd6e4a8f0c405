/**
 * Better Auth answers in English with a stable error code. People see Spanish: this module turns a
 * code (or a status) into the sentence the auth screens show. Messages our own hooks produce (the
 * validation rules, the rate limit) are Spanish already and pass through unchanged.
 */
import { MESSAGES } from "#core/account-validation.ts";
import { DEFAULT_MESSAGES, type ErrorBody, type ErrorCode, problem } from "#core/errors.ts";
import { TWO_FACTOR_MESSAGES } from "#core/two-factor.ts";

export const UNEXPECTED_ERROR_MESSAGE = "Ocurrió un error inesperado. Por favor, intenta de nuevo.";
export const GOOGLE_FALLBACK_MESSAGE = "No se pudo iniciar sesión con Google. Por favor, intenta de nuevo.";
export const EMAIL_NOT_VERIFIED_MESSAGE =
  "Tu cuenta todavía no está confirmada. Abrí el enlace que te enviamos por email o pedí uno nuevo.";
export const INVALID_LINK_MESSAGE = "El enlace no es válido o ya se usó. Pedí uno nuevo.";
export const EXPIRED_LINK_MESSAGE = "El enlace venció. Pedí uno nuevo.";
/** A callbackURL / redirectTo that is not one of this site's paths (server/platform/auth/redirect-targets.ts). */
export const INVALID_REDIRECT_MESSAGE = "La dirección de regreso no es válida.";

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
  INVALID_CALLBACK_URL: INVALID_REDIRECT_MESSAGE,
  INVALID_REDIRECT_URL: INVALID_REDIRECT_MESSAGE,
  VALIDATION_ERROR: "Revisá los datos del formulario.",
  EMAIL_PASSWORD_SIGN_UP_DISABLED: "El registro con email no está disponible por ahora.",
  VERIFICATION_EMAIL_NOT_ENABLED: "No podemos enviar emails de confirmación por ahora.",
  // The second step (Better Auth's two-factor plugin; decision 26).
  INVALID_CODE: TWO_FACTOR_MESSAGES.wrongCode,
  INVALID_BACKUP_CODE: TWO_FACTOR_MESSAGES.wrongRecoveryCode,
  TOTP_CODE_ALREADY_USED: TWO_FACTOR_MESSAGES.usedCode,
  INVALID_TWO_FACTOR_COOKIE: TWO_FACTOR_MESSAGES.expired,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: TWO_FACTOR_MESSAGES.expired,
  ACCOUNT_TEMPORARILY_LOCKED: TOO_MANY_ATTEMPTS_MESSAGE,
  TOTP_ALREADY_ENABLED: "La verificación en dos pasos ya está activada.",
  TOTP_NOT_ENABLED: "La verificación en dos pasos no está activada.",
  TWO_FACTOR_NOT_ENABLED: "La verificación en dos pasos no está activada.",
  BACKUP_CODES_NOT_ENABLED: "La verificación en dos pasos no está activada.",
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
 * Messages our own hooks wrote in Spanish (server/platform/auth/input-rules.ts, the rate limits): shown as
 * they are. Checked by text, because Better Auth's own INVALID_PASSWORD shares a code with ours.
 */
const OURS = new Set<string>([...Object.values(MESSAGES), ...Object.values(TWO_FACTOR_MESSAGES)]);
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

/** The Problem code for an HTTP status Better Auth answered with. */
export function codeForStatus(status: number, authCode: string | null): ErrorCode {
  if (authCode === "VALIDATION_ERROR") return "validation";
  const byStatus: Partial<Record<number, ErrorCode>> = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    409: "conflict",
    413: "payload_too_large",
    415: "unsupported_media_type",
    422: "validation",
    429: "rate_limited",
    503: "unavailable",
  };
  return byStatus[status] ?? (status >= 500 ? "unexpected" : "bad_request");
}

/** Better Auth's endpoints as `[pattern, methods]`, read from `auth.api` (plugins included). */
export function authEndpointMethods(api: Record<string, unknown>): [RegExp, string[]][] {
  const endpoints: [RegExp, string[]][] = [];
  for (const endpoint of Object.values(api)) {
    const { path, options } = (endpoint ?? {}) as { path?: unknown; options?: { method?: unknown } };
    if (typeof path !== "string") continue;
    const method = options?.method;
    const methods = (Array.isArray(method) ? method : [method]).filter((m): m is string => typeof m === "string");
    const pattern = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z0-9_]+/g, "[^/]+");
    endpoints.push([new RegExp(`^${pattern}$`), methods.includes("*") ? ["GET", "POST"] : methods]);
  }
  return endpoints;
}

/**
 * What /api/auth/* answers when Better Auth refuses: the product's JSON Problem in Spanish (its
 * status, its Set-Cookie and Retry-After kept), never Better Auth's English message or its empty
 * 404. A known endpoint asked with the wrong method is a 405 with Allow.
 */
export async function spanishAuthFailure(
  response: Response,
  request: Request,
  endpoints: [RegExp, string[]][],
  basePath: string,
): Promise<Response> {
  const failure = await readAuthFailure(response);
  let status = failure.status;
  let authCode = failure.code;
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const name of ["retry-after", "www-authenticate"]) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  for (const cookie of response.headers.getSetCookie()) headers.append("set-cookie", cookie);
  if (status === 404 && !authCode) {
    const path = new URL(request.url).pathname.slice(basePath.length) || "/";
    const known = endpoints.find(([pattern]) => pattern.test(path));
    if (known && !known[1].includes(request.method)) {
      const allow = known[1].length > 0 ? known[1] : ["POST"];
      headers.set("Allow", allow.join(", "));
      const body: ErrorBody = {
        error: problem("method_not_allowed", `Método no permitido: usá ${allow.join(" o ")}.`),
      };
      return Response.json(body, { status: 405, headers });
    }
    authCode = null;
    status = 404;
  }
  const code = codeForStatus(status, authCode);
  // Better Auth's "Invalid JSON in request body" and the like carry only a generic code.
  const fallback = code === "bad_request" ? "No pudimos leer el pedido: mandá un JSON válido." : DEFAULT_MESSAGES[code];
  const message = translateAuthError({ code: authCode, message: failure.rawMessage, status }, fallback);
  const body: ErrorBody = { error: { code, status, message } };
  return Response.json(body, { status, headers });
}
