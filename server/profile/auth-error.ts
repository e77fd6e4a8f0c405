/**
 * Better Auth answers problems with an APIError (status, code, English message). The profile shows
 * people Spanish: our own hooks already speak Spanish (input rules, rate limits), the rest is mapped
 * here by code.
 */
import { APIError } from "better-auth/api";
import { logger } from "../logger.ts";

export const WRONG_CURRENT_PASSWORD = "La contraseña actual no es correcta.";

const SPANISH_BY_CODE: Record<string, string> = {
  INVALID_PASSWORD: WRONG_CURRENT_PASSWORD,
  CREDENTIAL_ACCOUNT_NOT_FOUND: "Tu cuenta no tiene contraseña: ingresás con Google.",
  SESSION_EXPIRED: "Tu sesión venció. Volvé a iniciar sesión y probá de nuevo.",
  SESSION_NOT_FRESH: "Por seguridad, volvé a iniciar sesión y probá de nuevo.",
  UNAUTHORIZED: "Tu sesión venció. Volvé a iniciar sesión y probá de nuevo.",
  PASSWORD_TOO_SHORT: "La contraseña debe tener al menos 6 caracteres",
  PASSWORD_TOO_LONG: "La contraseña no puede tener más de 128 caracteres",
  USER_ALREADY_EXISTS: "Ya hay una cuenta con ese email.",
};

/**
 * Codes our own before-hook (server/auth/input-rules.ts, rate limits) raises, with Spanish messages.
 * INVALID_PASSWORD is shared with Better Auth's "wrong current password": told apart by the text.
 */
const OWN_CODES = new Set(["TOO_MANY_ATTEMPTS", "INVALID_EMAIL", "INVALID_NAME", "INVALID_PASSWORD"]);
const BETTER_AUTH_WRONG_PASSWORD = "Invalid password";

export interface AuthProblem {
  code: string | null;
  message: string;
}

export function describeAuthError(error: unknown, fallback: string): AuthProblem {
  if (error instanceof APIError) {
    const body = (error.body ?? {}) as { code?: unknown; message?: unknown };
    const code = typeof body.code === "string" ? body.code : null;
    const message = typeof body.message === "string" ? body.message : null;
    const ownSpanish = code && OWN_CODES.has(code) && message && message !== BETTER_AUTH_WRONG_PASSWORD;
    if (ownSpanish) return { code, message };
    if (code && SPANISH_BY_CODE[code]) return { code, message: SPANISH_BY_CODE[code] };
    // Unknown English text is never shown to people.
    logger.warn({ code, message, status: error.status }, "perfil: error de Better Auth sin traducción");
    return { code, message: fallback };
  }
  logger.error({ err: error }, "perfil: error inesperado");
  return { code: null, message: fallback };
}
