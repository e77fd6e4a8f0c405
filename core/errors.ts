/**
 * The one failure shape of the product. Every action and API route that refuses something answers
 * a Problem: a stable code, the HTTP status it maps to, the Spanish sentence a person reads and,
 * for forms, the first message per field. Isomorphic, so the browser reads what the server sent.
 */

export const ERROR_STATUS = {
  bad_request: 400,
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unexpected: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The first failing message per field, as the form shows them under the fields. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export interface Problem {
  code: ErrorCode;
  status: number;
  message: string;
  fieldErrors?: FieldErrors;
}

/** The sentences people read when nothing more precise applies. */
export const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  bad_request: "No pudimos leer el pedido. Probá de nuevo.",
  validation: "Revisá los datos del formulario.",
  unauthorized: "Tenés que iniciar sesión.",
  forbidden: "No tenés permiso para hacer esto.",
  not_found: "No encontramos lo que buscás.",
  method_not_allowed: "Método no permitido.",
  conflict: "Alguien cambió estos datos al mismo tiempo. Recargá la página y probá de nuevo.",
  gone: "Esto ya pasó.",
  payload_too_large: "El pedido es demasiado grande.",
  unsupported_media_type: "El pedido no tiene un formato que entendamos.",
  rate_limited: "Demasiados intentos. Esperá unos minutos y volvé a probar.",
  unexpected: "Ocurrió un error inesperado. Por favor, intenta de nuevo.",
  unavailable: "El servicio no está disponible en este momento. Probá de nuevo en unos minutos.",
};

/** Thrown by server code that refuses a request; the route turns it into its answer. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fieldErrors?: FieldErrors;

  constructor(code: ErrorCode, message: string = DEFAULT_MESSAGES[code], fieldErrors?: FieldErrors) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.fieldErrors = fieldErrors;
  }

  toProblem(): Problem {
    return problem(this.code, this.message, this.fieldErrors);
  }
}

export function problem(code: ErrorCode, message: string = DEFAULT_MESSAGES[code], fieldErrors?: FieldErrors): Problem {
  return fieldErrors && Object.keys(fieldErrors).length > 0
    ? { code, status: ERROR_STATUS[code], message, fieldErrors }
    : { code, status: ERROR_STATUS[code], message };
}

/** What a piece of server code gives back when refusing is part of its normal work. */
export type Result<T> = { ok: true; value: T } | { ok: false; problem: Problem };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(code: ErrorCode, message?: string, fieldErrors?: FieldErrors): Result<T> => ({
  ok: false,
  problem: problem(code, message, fieldErrors),
});

/** A JSON error body as every API route sends it: `{ error: Problem }`. */
export interface ErrorBody {
  error: Problem;
}

export function isErrorBody(value: unknown): value is ErrorBody {
  if (!value || typeof value !== "object" || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return !!error && typeof error === "object" && typeof (error as Problem).message === "string";
}
