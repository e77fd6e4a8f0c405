/**
 * Mercado Pago subscriptions (preapproval) through its REST API: create one, read one (the truth
 * about its status: a webhook only says "look again"), change its status, and read an authorized
 * payment (a renewal) to learn its preapproval. Offered only when the access token and the webhook
 * secret are both configured. The base URL is configurable: tests use tests/mercadopago/server.ts.
 */
import { z } from "#core/zod.ts";
import { getConfig } from "../platform/config.ts";

const TIMEOUT_MS = 10_000;

export function isMercadoPagoEnabled(config = getConfig()): boolean {
  return Boolean(config.MERCADOPAGO_ACCESS_TOKEN && config.MERCADOPAGO_WEBHOOK_SECRET);
}

export const PREAPPROVAL_STATUSES = ["pending", "authorized", "paused", "cancelled"] as const;

const PreapprovalSchema = z.object({
  id: z.string().min(1).max(100),
  status: z.enum(PREAPPROVAL_STATUSES),
  external_reference: z.string().nullish(),
  init_point: z.string().url().nullish(),
  next_payment_date: z.string().nullish(),
  date_created: z.string().nullish(),
  auto_recurring: z
    .object({
      frequency: z.number(),
      frequency_type: z.string(),
      transaction_amount: z.number(),
      currency_id: z.string(),
    })
    .partial()
    .nullish(),
});
export type Preapproval = z.infer<typeof PreapprovalSchema>;

const AuthorizedPaymentSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  preapproval_id: z.string().min(1),
  status: z.string().nullish(),
});

export class MercadoPagoError extends Error {
  readonly status: number | null;
  constructor(message: string, status: number | null) {
    super(message);
    this.name = "MercadoPagoError";
    this.status = status;
  }
}

async function call<T>(method: string, path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
  const config = getConfig();
  if (!isMercadoPagoEnabled(config)) throw new MercadoPagoError("Mercado Pago no está configurado", null);
  const url = new URL(
    path,
    config.MERCADOPAGO_API_URL.endsWith("/") ? config.MERCADOPAGO_API_URL : `${config.MERCADOPAGO_API_URL}/`,
  );
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        authorization: `Bearer ${config.MERCADOPAGO_ACCESS_TOKEN}`,
        "content-type": "application/json",
        accept: "application/json",
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new MercadoPagoError(`Mercado Pago no respondió: ${(error as Error).message}`, null);
  }
  if (!response.ok) throw new MercadoPagoError(`Mercado Pago respondió ${response.status}`, response.status);
  const parsed = schema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new MercadoPagoError("Mercado Pago respondió algo inesperado", response.status);
  return parsed.data;
}

export interface NewPreapproval {
  reason: string;
  externalReference: string;
  payerEmail: string;
  amountArs: number;
  frequencyMonths: number;
  backUrl: string;
}

export function createPreapproval(input: NewPreapproval): Promise<Preapproval> {
  return call("POST", "preapproval", PreapprovalSchema, {
    reason: input.reason,
    external_reference: input.externalReference,
    payer_email: input.payerEmail,
    auto_recurring: {
      frequency: input.frequencyMonths,
      frequency_type: "months",
      transaction_amount: input.amountArs,
      currency_id: "ARS",
    },
    back_url: input.backUrl,
    status: "pending",
  });
}

export function getPreapproval(id: string): Promise<Preapproval> {
  return call("GET", `preapproval/${encodeURIComponent(id)}`, PreapprovalSchema);
}

export function setPreapprovalStatus(id: string, status: "cancelled" | "paused" | "authorized"): Promise<Preapproval> {
  return call("PUT", `preapproval/${encodeURIComponent(id)}`, PreapprovalSchema, { status });
}

export async function getAuthorizedPaymentPreapproval(paymentId: string): Promise<string> {
  const payment = await call("GET", `authorized_payments/${encodeURIComponent(paymentId)}`, AuthorizedPaymentSchema);
  return payment.preapproval_id;
}
