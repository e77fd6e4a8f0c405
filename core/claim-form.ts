/**
 * "¿Es tu comercio?": what a person must tell us to claim a business, on both sides (the form
 * checks it before sending, the action again). The files' kinds are decided on the server from
 * their bytes (server/claims/proof-files.ts); here only their number and size.
 */
import { z } from "#core/zod.ts";
import { requiredPhoneField } from "./phone.ts";

export const CLAIM_ROLE_OPTIONS = [
  { value: "owner", label: "Dueño/a" },
  { value: "manager", label: "Encargado/a" },
  { value: "employee", label: "Empleado/a con autorización" },
  { value: "other", label: "Otro" },
] as const;
export type ClaimRole = (typeof CLAIM_ROLE_OPTIONS)[number]["value"];

export function claimRoleLabel(role: string): string {
  return CLAIM_ROLE_OPTIONS.find((o) => o.value === role)?.label ?? "Otro";
}

export const CLAIM_PROOF_TEXT_MIN = 20;
export const CLAIM_PROOF_TEXT_MAX = 2000;
export const CLAIM_PROOF_MAX_FILES = 3;
/** Each file, image or PDF. */
export const CLAIM_PROOF_MAX_BYTES = 8 * 1024 * 1024;
/** For the file picker only (a hint): the server decides by the bytes. */
export const CLAIM_PROOF_ACCEPT = "image/jpeg,image/png,image/webp,image/heic,application/pdf";
/** The largest post the form may make: the files plus room for the text fields and multipart framing. */
export const CLAIM_FORM_MAX_BYTES = CLAIM_PROOF_MAX_FILES * CLAIM_PROOF_MAX_BYTES + 256 * 1024;

export const CLAIM_FORM_MESSAGES = {
  role: "Elegí tu relación con el comercio",
  proofShort: `Contanos un poco más (al menos ${CLAIM_PROOF_TEXT_MIN} caracteres)`,
  proofLong: `El texto no puede tener más de ${CLAIM_PROOF_TEXT_MAX} caracteres`,
  tooManyFiles: `Podés adjuntar hasta ${CLAIM_PROOF_MAX_FILES} archivos`,
  fileTooLarge: "Cada archivo puede pesar hasta 8 MB",
  fileKind: "Adjuntá imágenes (JPG, PNG, WebP o HEIC) o un PDF",
  pdfBroken: "El PDF no se puede leer: exportalo de nuevo y volvé a adjuntarlo",
} as const;

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** Line breaks stay; other control characters never belong in text we show. */
export function cleanMultiline(value: string): string {
  return value.replace(/\p{Cc}/gu, (c) => (c === "\n" ? c : c === "\t" ? " " : "")).trim();
}

/** The chosen files (an empty picker sends nothing, or an empty file), always as a list. */
const fileList = z.preprocess(
  (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]).filter((f) => f instanceof File && f.size > 0),
  z
    .array(z.file())
    .max(CLAIM_PROOF_MAX_FILES, CLAIM_FORM_MESSAGES.tooManyFiles)
    .refine((files) => files.every((f) => f.size <= CLAIM_PROOF_MAX_BYTES), CLAIM_FORM_MESSAGES.fileTooLarge),
);

export const claimFormSchema = z.object({
  role: z.enum(CLAIM_ROLE_OPTIONS.map((o) => o.value) as [ClaimRole, ...ClaimRole[]], {
    error: CLAIM_FORM_MESSAGES.role,
  }),
  contactPhone: requiredPhoneField(),
  proofText: z.preprocess(
    (v) => cleanMultiline(text(v)),
    z
      .string({ error: CLAIM_FORM_MESSAGES.proofShort })
      .min(CLAIM_PROOF_TEXT_MIN, CLAIM_FORM_MESSAGES.proofShort)
      .max(CLAIM_PROOF_TEXT_MAX, CLAIM_FORM_MESSAGES.proofLong),
  ),
  proofFiles: fileList,
});

export type ClaimFormValue = z.output<typeof claimFormSchema>;

/** An admin's decision on a claim or a registration. The reason is required to reject. */
export const DECISION_REASON_MAX = 1000;
export const DECISION_MESSAGES = {
  reasonRequired: "Escribí el motivo del rechazo: se lo mandamos a la persona",
  reasonLong: `El motivo no puede tener más de ${DECISION_REASON_MAX} caracteres`,
  decision: "Elegí aprobar o rechazar",
} as const;

export const decisionFormSchema = z
  .object({
    decision: z.enum(["approve", "reject"], { error: DECISION_MESSAGES.decision }),
    reason: z.preprocess(
      (v) => cleanMultiline(text(v)) || undefined,
      z.string().max(DECISION_REASON_MAX, DECISION_MESSAGES.reasonLong).optional(),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.decision === "reject" && !value.reason) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: DECISION_MESSAGES.reasonRequired });
    }
  });
