/**
 * A bank transfer's receipt: what the owner may upload (a picture or a PDF, up to 8 MB) and the
 * admin's refusal with its reason. The bytes are checked on the server
 * (server/billing/transfer-receipt.ts); here only the presence, the size and the words.
 */
import { z } from "#core/zod.ts";

export const RECEIPT_MAX_BYTES = 8 * 1024 * 1024;
/** What the file picker offers; the server decides by the bytes, never by this. */
export const RECEIPT_ACCEPT = "image/jpeg,image/png,image/webp,application/pdf";
export const RECEIPT_REJECT_REASON_MIN = 5;
export const RECEIPT_REJECT_REASON_MAX = 300;

export const RECEIPT_MESSAGES = {
  fileRequired: "Elegí el comprobante: una foto o captura (JPG, PNG o WebP) o un PDF.",
  fileTooLarge: "El comprobante pesa más de 8 MB. Subí una captura o un PDF más liviano.",
  fileKind: "El comprobante tiene que ser una foto o captura (JPG, PNG o WebP) o un PDF.",
  pdfBroken: "El PDF está incompleto o dañado. Descargalo de nuevo desde tu banco y subilo otra vez.",
  notWaiting: "Ese pedido ya no espera una transferencia.",
  reasonShort: `Contale al dueño por qué (al menos ${RECEIPT_REJECT_REASON_MIN} caracteres).`,
  reasonLong: `El motivo no puede tener más de ${RECEIPT_REJECT_REASON_MAX} caracteres.`,
} as const;

const id = z.coerce
  .number({ error: "Elegí una suscripción." })
  .int("Elegí una suscripción.")
  .positive("Elegí una suscripción.")
  .max(2_147_483_647, "Elegí una suscripción.");

export const receiptUploadSchema = z.object({
  intent: z.literal("receipt"),
  subscriptionId: id,
  receipt: z.preprocess(
    (v) => (v instanceof File && v.size > 0 ? v : undefined),
    z
      .instanceof(File, { error: RECEIPT_MESSAGES.fileRequired })
      .refine((f) => f.size <= RECEIPT_MAX_BYTES, RECEIPT_MESSAGES.fileTooLarge),
  ),
});

export const receiptRejectSchema = z.object({
  intent: z.literal("reject-receipt"),
  subscriptionId: id,
  reason: z
    .string({ error: RECEIPT_MESSAGES.reasonShort })
    .trim()
    .min(RECEIPT_REJECT_REASON_MIN, RECEIPT_MESSAGES.reasonShort)
    .max(RECEIPT_REJECT_REASON_MAX, RECEIPT_MESSAGES.reasonLong),
});
