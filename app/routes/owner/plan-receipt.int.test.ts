/**
 * A transfer's receipt: only the owner of the business, for its own pending transfer, may upload
 * one; its bytes decide (a picture made WebP, a whole PDF; nothing else, nothing over 8 MB) and it
 * lands in the private store. The admin opens it, refuses it with a reason (the request keeps
 * waiting, the owner is told in the app and by e-mail) or activates the plan through
 * applyTransition (the owner is told in the app and by e-mail).
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AppError } from "#core/errors.ts";
import { RECEIPT_MAX_BYTES, RECEIPT_MESSAGES } from "#core/transfer-receipt-form.ts";
import { activateTransfer } from "#server/billing/activate-transfer.ts";
import {
  getTransferReceiptFile,
  rejectTransferReceipt,
  uploadTransferReceipt,
} from "#server/billing/transfer-receipt.ts";
import { auditTrail } from "#server/platform/audit/record-audit.ts";
import {
  businesses,
  businessSubscriptions,
  plans,
  profiles,
  userNotifications,
  userRoles,
  users,
} from "#server/platform/db/schema.ts";
import { readStoredMail } from "#server/platform/mail/send-mail.ts";
import { getPrivateStorage } from "#server/platform/storage/private-storage.ts";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { pngOf } from "#tests/setup/images.ts";
import { contextWithUser, testUser } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { loader as receiptLoader } from "../admin/subscription-receipt.ts";
import { action as adminAction } from "../admin/subscriptions.tsx";
import { action as planAction, loader as planLoader } from "./plan.tsx";

const database = setupTestDatabase();
const ORIGIN = "http://localhost:3000";
const ADMIN = testUser("demo-admin", { role: "admin", isAdmin: true });
const pdf = (body = "1 0 obj << >> endobj\n") => new TextEncoder().encode(`%PDF-1.4\n${body}trailer\n%%EOF\n`);

/** A business of its own with one owner (an address no other test writes to) and a pending transfer. */
async function pendingTransfer() {
  const { db } = database();
  const tag = randomUUID().slice(0, 8);
  const ownerId = `receipt-owner-${tag}`;
  const email = `duena-${tag}@example.com`;
  await db.insert(users).values({ id: ownerId, email, name: "Dueña", emailVerified: true });
  await db.insert(profiles).values({ id: ownerId, email, fullName: "Dueña" });
  const [business] = await db
    .insert(businesses)
    .values({ name: `Kiosco ${tag}`, slug: `kiosco-${tag}`, status: "active" })
    .returning({ uuid: businesses.uuid, name: businesses.name });
  await db.insert(userRoles).values({ userId: ownerId, role: "business_owner", businessUuid: business!.uuid });
  const [plan] = await db.select({ id: plans.id, name: plans.name }).from(plans).where(eq(plans.slug, "destacado"));
  const [sub] = await db
    .insert(businessSubscriptions)
    .values({
      businessUuid: business!.uuid,
      planId: plan!.id,
      status: "pending",
      isActive: false,
      paymentMethod: "transfer",
      requestedBy: ownerId,
      amountArs: 18_000,
      startDate: TEST_NOW,
      endDate: new Date(TEST_NOW.getTime() + 30 * 86_400_000),
    })
    .returning({ id: businessSubscriptions.id });
  const owner = testUser(ownerId, { role: "business_owner", isBusinessOwner: true, email });
  return { business: business!, owner, email, subscriptionId: sub!.id, planName: plan!.name };
}

async function row(id: number) {
  const [r] = await database().db.select().from(businessSubscriptions).where(eq(businessSubscriptions.id, id));
  return r!;
}

async function answerOf(run: () => Promise<unknown>): Promise<{ status: number; body: unknown }> {
  try {
    const out = await run();
    if (out instanceof Response) return { status: out.status, body: null };
    const init = out as { init?: { status?: number }; data?: unknown; type?: string };
    if (init?.type === "DataWithResponseInit") return { status: init.init?.status ?? 200, body: init.data };
    return { status: 200, body: out };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: null };
    const init = thrown as { init?: { status?: number }; type?: string };
    if (init?.type === "DataWithResponseInit") return { status: init.init?.status ?? 500, body: null };
    if (thrown instanceof AppError) return { status: thrown.status, body: null };
    throw thrown;
  }
}

function postReceipt(
  user: ReturnType<typeof testUser> | null,
  businessUuid: string,
  fields: Record<string, string | File>,
) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  const request = new Request(`${ORIGIN}/mi-comercio/${businessUuid}/plan`, { method: "POST", body });
  return answerOf(() =>
    planAction({
      request,
      context: contextWithUser(user, { now: TEST_NOW }),
      params: { businessId: businessUuid },
    } as never),
  );
}

describe("transfer receipts", () => {
  it("the owner uploads a picture for their pending transfer: WebP in the private store, the plan page says so", async () => {
    const { business, owner, subscriptionId } = await pendingTransfer();
    const photo = new File([new Uint8Array(await pngOf(900, 1600))], "captura banco.png", { type: "image/png" });
    const answer = await postReceipt(owner, business.uuid, {
      intent: "receipt",
      subscriptionId: String(subscriptionId),
      receipt: photo,
    });
    expect(answer.status).toBe(302);
    const after = await row(subscriptionId);
    expect(after.receipt).toMatchObject({ kind: "image", name: "captura banco.webp" });
    expect(after.receipt!.key.startsWith(`receipts/${subscriptionId}/`)).toBe(true);
    const bytes = await getPrivateStorage().read(after.receipt!.key);
    expect(new TextDecoder().decode(bytes!.subarray(8, 12))).toBe("WEBP");
    expect(after.status).toBe("pending");

    const page = await answerOf(() =>
      planLoader({
        request: new Request(`${ORIGIN}/mi-comercio/${business.uuid}/plan`),
        context: contextWithUser(owner, { now: TEST_NOW }),
        params: { businessId: business.uuid },
      } as never),
    );
    const billing = (page.body as { billing: { pending: { receipt: { name: string } | null } } }).billing;
    expect(billing.pending.receipt?.name).toBe("captura banco.webp");
    expect(
      (await auditTrail(database().db, { type: "subscription", id: subscriptionId })).map((a) => a.action),
    ).toContain("subscription.receipt_upload");
  });

  it("refuses another owner, a plain user and an anonymous visitor, changing nothing", async () => {
    const { business, subscriptionId } = await pendingTransfer();
    const other = await pendingTransfer();
    const file = () => new File([pdf()], "comprobante.pdf", { type: "application/pdf" });
    const fields = () => ({ intent: "receipt", subscriptionId: String(subscriptionId), receipt: file() });
    expect((await postReceipt(other.owner, business.uuid, fields())).status).toBe(403);
    expect((await postReceipt(testUser("demo-vecino"), business.uuid, fields())).status).toBe(403);
    expect([302, 401]).toContain((await postReceipt(null, business.uuid, fields())).status);
    // Their own business in the URL, this business's subscription in the form: not theirs to touch.
    const crossed = await postReceipt(other.owner, other.business.uuid, fields());
    expect(crossed.status).toBe(409);
    expect((await row(subscriptionId)).receipt).toBeNull();
  });

  it("the bytes decide: a whole PDF is kept, a cut PDF, a text file, a tiny picture and 8 MB+ are refused", async () => {
    const { business, owner, subscriptionId } = await pendingTransfer();
    const send = (file: File) =>
      uploadTransferReceipt({
        businessUuid: business.uuid,
        subscriptionId,
        file,
        actor: { id: owner.id },
        now: TEST_NOW,
      });
    const cut = new File([new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\n")], "cortado.pdf");
    expect(await send(cut)).toMatchObject({ ok: false, problem: { message: RECEIPT_MESSAGES.pdfBroken, status: 400 } });
    const text = new File(["hola, te transferí"], "comprobante.pdf", { type: "application/pdf" });
    expect(await send(text)).toMatchObject({ ok: false, problem: { status: 400 } });
    const tiny = new File([new Uint8Array(await pngOf(100, 80))], "mini.png", { type: "image/png" });
    expect(await send(tiny)).toMatchObject({ ok: false, problem: { status: 400 } });
    const huge = new File([new Uint8Array(RECEIPT_MAX_BYTES + 1)], "enorme.pdf");
    expect(await send(huge)).toMatchObject({
      ok: false,
      problem: { message: RECEIPT_MESSAGES.fileTooLarge, status: 413 },
    });
    expect((await row(subscriptionId)).receipt).toBeNull();

    expect(await send(new File([pdf()], "transferencia.pdf"))).toEqual({ ok: true, value: null });
    const first = (await row(subscriptionId)).receipt!;
    expect(first).toMatchObject({ kind: "pdf", name: "transferencia.pdf" });
    // Another upload replaces it, and the first file is gone.
    expect(await send(new File([pdf("2 0 obj << >> endobj\n")], "otra.pdf"))).toEqual({ ok: true, value: null });
    expect((await row(subscriptionId)).receipt?.name).toBe("otra.pdf");
    expect(await getPrivateStorage().read(first.key)).toBeNull();

    // The form without a file says what to choose.
    const empty = await postReceipt(owner, business.uuid, {
      intent: "receipt",
      subscriptionId: String(subscriptionId),
    });
    expect(empty.status).toBe(400);
    expect((empty.body as { receiptError: string }).receiptError).toBe(RECEIPT_MESSAGES.fileRequired);
  });

  it("only an admin opens the receipt; as a download for a PDF, never cached, nothing runs", async () => {
    const { business, owner, subscriptionId } = await pendingTransfer();
    await uploadTransferReceipt({
      businessUuid: business.uuid,
      subscriptionId,
      file: new File([pdf()], "comprobante.pdf"),
      actor: { id: owner.id },
      now: TEST_NOW,
    });
    const open = (user: ReturnType<typeof testUser> | null, id = String(subscriptionId)) =>
      answerOf(async () =>
        receiptLoader({
          request: new Request(`${ORIGIN}/admin/subscriptions/${id}/comprobante`),
          context: contextWithUser(user),
          params: { subscriptionId: id },
        } as never),
      );
    expect((await open(owner)).status).toBe(403);
    expect([302, 401]).toContain((await open(null)).status);
    expect((await open(ADMIN, "999999999")).status).toBe(404);
    expect((await open(ADMIN, "1;drop")).status).toBe(404);
    const request = new Request(`${ORIGIN}/admin/subscriptions/${subscriptionId}/comprobante`);
    const response = (await receiptLoader({
      request,
      context: contextWithUser(ADMIN),
      params: { subscriptionId: String(subscriptionId) },
    } as never)) as Response;
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
    expect(new TextDecoder().decode(new Uint8Array(await response.arrayBuffer())).startsWith("%PDF-")).toBe(true);
  });

  it("the admin refuses it with a reason: the request still waits, the owner is told in the app and by e-mail", async () => {
    const { db } = database();
    const { business, owner, email, subscriptionId } = await pendingTransfer();
    await uploadTransferReceipt({
      businessUuid: business.uuid,
      subscriptionId,
      file: new File([pdf()], "comprobante.pdf"),
      actor: { id: owner.id },
      now: TEST_NOW,
    });
    const key = (await getTransferReceiptFile(subscriptionId))!.key;
    // Through the admin's screen: a missing reason changes nothing; a non-admin never gets there.
    const post = (user: ReturnType<typeof testUser>, fields: Record<string, string>) =>
      answerOf(() =>
        adminAction({
          request: new Request(`${ORIGIN}/admin/subscriptions`, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams(fields),
          }),
          context: contextWithUser(user, { now: TEST_NOW }),
          params: {},
        } as never),
      );
    expect(
      (await post(owner, { intent: "reject-receipt", subscriptionId: String(subscriptionId), reason: "No llegó nada" }))
        .status,
    ).toBe(403);
    expect(
      (await post(ADMIN, { intent: "reject-receipt", subscriptionId: String(subscriptionId), reason: "" })).status,
    ).toBe(302);
    expect((await row(subscriptionId)).receipt).not.toBeNull();
    const reason = "El monto no coincide con el del plan.";
    expect(
      (await post(ADMIN, { intent: "reject-receipt", subscriptionId: String(subscriptionId), reason })).status,
    ).toBe(302);

    const after = await row(subscriptionId);
    expect(after).toMatchObject({ status: "pending", receipt: null, receiptRejectReason: reason });
    expect(await getPrivateStorage().read(key)).toBeNull();
    const told = await db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, owner.id), eq(userNotifications.type, "subscription")));
    expect(told.map((n) => n.title)).toEqual(["No pudimos confirmar tu transferencia"]);
    expect(told[0]!.message).toContain(reason);
    const mails = await readStoredMail(email);
    expect(mails.map((m) => m.subject)).toEqual([`No pudimos confirmar tu transferencia para ${business.name}`]);
    expect(mails[0]!.text).toContain(reason);
    // Nothing left to refuse.
    expect(await rejectTransferReceipt({ adminId: ADMIN.id, subscriptionId, reason, now: TEST_NOW })).toMatchObject({
      ok: false,
    });
  });

  it("the admin activates the plan: applyTransition makes it active and premium, the owner is told in the app and by e-mail", async () => {
    const { db } = database();
    const { business, owner, email, subscriptionId, planName } = await pendingTransfer();
    await uploadTransferReceipt({
      businessUuid: business.uuid,
      subscriptionId,
      file: new File([pdf()], "comprobante.pdf"),
      actor: { id: owner.id },
      now: TEST_NOW,
    });
    const outcome = await activateTransfer({
      adminId: ADMIN.id,
      subscriptionId,
      startDate: "2026-11-20",
      endDate: "2026-12-20",
      now: TEST_NOW,
    });
    expect(outcome.ok).toBe(true);
    expect(await row(subscriptionId)).toMatchObject({ status: "authorized", isActive: true });
    const [b] = await db
      .select({ isPremium: businesses.isPremium })
      .from(businesses)
      .where(eq(businesses.uuid, business.uuid));
    expect(b?.isPremium).toBe(true);
    const told = await db.select().from(userNotifications).where(eq(userNotifications.userId, owner.id));
    expect(told.map((n) => n.title)).toContain(`Tu plan ${planName} está activo`);
    expect((await readStoredMail(email)).map((m) => m.subject)).toEqual([
      `Confirmamos tu transferencia: ${planName} está activo`,
    ]);
    // The upload is closed once the request is no longer waiting.
    expect(
      await uploadTransferReceipt({
        businessUuid: business.uuid,
        subscriptionId,
        file: new File([pdf()], "tarde.pdf"),
        actor: { id: owner.id },
        now: TEST_NOW,
      }),
    ).toMatchObject({ ok: false, problem: { message: RECEIPT_MESSAGES.notWaiting, status: 409 } });
  });
});
