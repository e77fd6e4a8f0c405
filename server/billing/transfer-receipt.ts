/**
 * A bank transfer's receipt, from the owner's upload to the admin's decision. The owner of the
 * business (checked by the caller with requireManagedBusiness; the subscription must be that
 * business's pending transfer) uploads a picture or a PDF: pictures go through the one image
 * pipeline (WebP, metadata gone), PDFs are kept once their bytes say they are whole PDFs; both live
 * in the private store, read back only by the admin's route. A new upload replaces the previous one.
 * The admin then activates the plan (activateTransfer → applyTransition, and an e-mail here) or
 * refuses the receipt with a reason: the request keeps waiting and the owner is told in the app and
 * by e-mail, so they can upload another.
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { fail, ok, type Result } from "#core/errors.ts";
import { formatDate } from "#core/format.ts";
import { RECEIPT_MAX_BYTES, RECEIPT_MESSAGES } from "#core/transfer-receipt-form.ts";
import { cleanFileName, isCompletePdf, looksLikePdf } from "../claims/proof-files.ts";
import { createNotifications } from "../notifications/create-notifications.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { businesses, businessSubscriptions, plans, type TransferReceiptFile } from "../platform/db/schema.ts";
import { logger } from "../platform/logger.ts";
import { transferConfirmedMail, transferReceiptRejectedMail } from "../platform/mail/templates.ts";
import { storeImage } from "../platform/media/stored-image.ts";
import { getPrivateStorage } from "../platform/storage/private-storage.ts";
import { mailOrigin, ownerContacts, sendAll } from "./billing-schedule.ts";
import { selectSubscriptionRows } from "./subscription-rows.ts";

async function deleteReceiptFile(file: TransferReceiptFile | null | undefined): Promise<void> {
  if (!file) return;
  try {
    await getPrivateStorage().delete(file.key);
  } catch (error) {
    logger.warn({ err: error, key: file.key }, "no se pudo borrar un comprobante de transferencia");
  }
}

/** Checks the bytes and stores them privately; nothing is stored when they are refused. */
async function storeReceipt(file: File, folder: string): Promise<Result<TransferReceiptFile>> {
  if (file.size > RECEIPT_MAX_BYTES) return fail("payload_too_large", RECEIPT_MESSAGES.fileTooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength === 0) return fail("validation", RECEIPT_MESSAGES.fileRequired);
  if (bytes.byteLength > RECEIPT_MAX_BYTES) return fail("payload_too_large", RECEIPT_MESSAGES.fileTooLarge);
  const storage = getPrivateStorage();
  if (looksLikePdf(bytes)) {
    if (!isCompletePdf(bytes)) return fail("validation", RECEIPT_MESSAGES.pdfBroken);
    const key = `${folder}/receipt-${randomBytes(8).toString("hex")}.pdf`;
    await storage.put(key, bytes, "application/pdf");
    return ok({ key, kind: "pdf", name: cleanFileName(file.name, "pdf"), bytes: bytes.byteLength });
  }
  const image = await storeImage(bytes, "proof", folder, storage);
  if (!image.ok) {
    const { code, message } = image.problem;
    return fail("validation", code === "validation" ? message : `${RECEIPT_MESSAGES.fileKind} (${message}).`);
  }
  return ok({ key: image.value.key, kind: "image", name: cleanFileName(file.name, "image"), bytes: bytes.byteLength });
}

/** The owner's upload, for a pending transfer of this business only. */
export async function uploadTransferReceipt(input: {
  businessUuid: string;
  subscriptionId: number;
  file: File;
  actor: { id: string; ip?: string | null };
  now: Date;
}): Promise<Result<null>> {
  const db = await getDb();
  const waiting = and(
    eq(businessSubscriptions.id, input.subscriptionId),
    eq(businessSubscriptions.businessUuid, input.businessUuid),
    eq(businessSubscriptions.status, "pending"),
    eq(businessSubscriptions.paymentMethod, "transfer"),
  );
  const [before] = await db.select({ id: businessSubscriptions.id }).from(businessSubscriptions).where(waiting);
  if (!before) return fail("conflict", RECEIPT_MESSAGES.notWaiting);
  const stored = await storeReceipt(input.file, `receipts/${input.subscriptionId}`);
  if (!stored.ok) return stored;
  const file = stored.value;
  const replaced = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    // Locked and checked again: the admin may have decided while the file was being read.
    const [row] = await tx
      .select({ receipt: businessSubscriptions.receipt })
      .from(businessSubscriptions)
      .where(waiting)
      .for("update");
    if (!row) return { ok: false as const };
    await tx
      .update(businessSubscriptions)
      .set({
        receipt: file,
        receiptUploadedAt: input.now,
        receiptRejectedAt: null,
        receiptRejectReason: null,
        updatedAt: input.now,
      })
      .where(eq(businessSubscriptions.id, input.subscriptionId));
    await recordAudit(tx, {
      actor: input.actor,
      action: "subscription.receipt_upload",
      entity: { type: "subscription", id: input.subscriptionId },
      before: row.receipt ? { receipt: row.receipt.name } : null,
      after: { receipt: file.name, kind: file.kind, bytes: file.bytes },
    });
    return { ok: true as const, previous: row.receipt };
  });
  if (!replaced.ok) {
    await deleteReceiptFile(file);
    return fail("conflict", RECEIPT_MESSAGES.notWaiting);
  }
  await deleteReceiptFile(replaced.previous);
  return ok(null);
}

/** The receipt of a subscription, for the admin's route (which checks who is asking). */
export async function getTransferReceiptFile(subscriptionId: number): Promise<TransferReceiptFile | null> {
  const db = await getDb();
  const [row] = await db
    .select({ receipt: businessSubscriptions.receipt })
    .from(businessSubscriptions)
    .where(eq(businessSubscriptions.id, subscriptionId));
  return row?.receipt ?? null;
}

async function subscriptionForMail(db: Database, subscriptionId: number) {
  const [row] = await selectSubscriptionRows(db, {
    businessName: businesses.name,
    planName: plans.name,
    endDate: businessSubscriptions.endDate,
  }).where(eq(businessSubscriptions.id, subscriptionId));
  return row ?? null;
}

/**
 * The admin refuses the receipt: the request keeps waiting, the file is dropped, and the owners are
 * told why (in the app and by e-mail) so they can upload another one.
 */
export async function rejectTransferReceipt(input: {
  adminId: string;
  ip?: string | null;
  subscriptionId: number;
  reason: string;
  now: Date;
}): Promise<Result<{ message: string }>> {
  const db = await getDb();
  const outcome = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [row] = await tx
      .select({ receipt: businessSubscriptions.receipt, businessUuid: businessSubscriptions.businessUuid })
      .from(businessSubscriptions)
      .where(
        and(
          eq(businessSubscriptions.id, input.subscriptionId),
          eq(businessSubscriptions.status, "pending"),
          eq(businessSubscriptions.paymentMethod, "transfer"),
        ),
      )
      .for("update");
    if (!row?.receipt) return { ok: false as const };
    await tx
      .update(businessSubscriptions)
      .set({
        receipt: null,
        receiptRejectedAt: input.now,
        receiptRejectReason: input.reason,
        updatedAt: input.now,
      })
      .where(eq(businessSubscriptions.id, input.subscriptionId));
    await recordAudit(tx, {
      actor: { id: input.adminId, ip: input.ip },
      action: "subscription.receipt_reject",
      entity: { type: "subscription", id: input.subscriptionId },
      before: { receipt: row.receipt.name },
      after: { receipt: null },
      reason: input.reason,
    });
    const sub = await subscriptionForMail(tx, input.subscriptionId);
    const owners = await ownerContacts(tx, [row.businessUuid]);
    await createNotifications(
      tx,
      owners.map((o) => ({
        userId: o.userId,
        type: "subscription" as const,
        title: "No pudimos confirmar tu transferencia",
        message: `${sub?.businessName ?? "Tu comercio"}: ${input.reason} Subí otro comprobante.`,
        link: `/mi-comercio/${row.businessUuid}/plan`,
        key: `subscription:${input.subscriptionId}:receipt-reject:${input.now.toISOString()}:${o.userId}`,
      })),
    );
    return { ok: true as const, file: row.receipt, sub, owners };
  });
  if (!outcome.ok) return fail("conflict", "Ese pedido ya no tiene un comprobante para revisar.");
  await deleteReceiptFile(outcome.file);
  const sub = outcome.sub;
  if (sub) {
    const url = `${mailOrigin()}/mi-comercio/${sub.businessUuid}/plan`;
    await sendAll(
      outcome.owners.map((o) =>
        transferReceiptRejectedMail(o.email, o.name, {
          planName: sub.planName ?? "pedido",
          businessName: sub.businessName,
          reason: input.reason,
          url,
        }),
      ),
      "comprobante rechazado",
    );
  }
  return ok({ message: `${sub?.businessName ?? "El comercio"}: le avisamos por qué y puede subir otro.` });
}

/** After an activation by transfer (activateTransfer): the owners hear it by e-mail too. */
export async function mailTransferConfirmed(subscriptionId: number): Promise<void> {
  const db = await getDb();
  const sub = await subscriptionForMail(db, subscriptionId);
  if (!sub) return;
  const owners = await ownerContacts(db, [sub.businessUuid]);
  const url = `${mailOrigin()}/mi-comercio/${sub.businessUuid}/plan`;
  await sendAll(
    owners.map((o) =>
      transferConfirmedMail(o.email, o.name, {
        planName: sub.planName ?? "Tu plan",
        businessName: sub.businessName,
        endDate: formatDate(sub.endDate),
        url,
      }),
    ),
    "transferencia confirmada",
  );
}
