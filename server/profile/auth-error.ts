/**
 * Better Auth answers the profile's calls with a thrown APIError; this reads its code and message
 * and asks the one map of auth errors (server/platform/auth/auth-errors.ts) for the Spanish sentence.
 */
import { APIError } from "better-auth/api";
import { translateAuthError } from "../platform/auth/auth-errors.ts";
import { logger } from "../platform/logger.ts";

export interface AuthProblem {
  code: string | null;
  message: string;
}

export function describeAuthError(error: unknown, fallback: string): AuthProblem {
  if (error instanceof APIError) {
    const body = (error.body ?? {}) as { code?: unknown; message?: unknown };
    const code = typeof body.code === "string" ? body.code : null;
    const message = typeof body.message === "string" ? body.message : null;
    const spanish = translateAuthError({ code, message, status: error.statusCode }, fallback);
    // Unknown English text is never shown to people; it is logged to be mapped.
    if (spanish === fallback)
      logger.warn({ code, message, status: error.status }, "perfil: error de Better Auth sin traducción");
    return { code, message: spanish };
  }
  logger.error({ err: error }, "perfil: error inesperado");
  return { code: null, message: fallback };
}
