/**
 * A local stand-in for Mercado Pago's subscriptions (preapproval), for tests and for trying the
 * flow on a laptop. It speaks the part of the API Vilma uses, with a bearer-token check:
 *   POST /preapproval, GET /preapproval/:id, PUT /preapproval/:id, GET /authorized_payments/:id
 * and shows a checkout page at each preapproval's init_point where "Pagar" authorizes it, sends the
 * app a SIGNED webhook (x-signature as Mercado Pago documents it, computed here independently of
 * the app's code) and goes back to the back_url.
 *
 * Its clock can move (POST /__test/clock {"advanceDays": n}): each authorized preapproval whose next
 * payment falls due is charged (a renewal, with its webhook) or, when its renewals were set to be
 * declined (POST /__test/preapproval/:id/renewals {"outcome": "decline"}), cancelled (with its
 * webhook). GET /__test/preapproval/:id and GET /__test/webhooks read the state.
 *
 * Run on its own: `node tests/mercadopago/server.ts` (MP_PORT, default 3259; MP_HOST; MP_APP_URL, the
 * app that receives webhooks; MP_ACCESS_TOKEN; MP_WEBHOOK_SECRET).
 */
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { closeServer, runAsProcess } from "#tests/setup/stand-in.ts";

export const DEFAULT_MP_PORT = 3259;
export const STANDIN_ACCESS_TOKEN = "TEST-vilma-standin-token";
export const STANDIN_WEBHOOK_SECRET = "vilma-standin-webhook-secret";

const DAY = 86_400_000;

export interface StandinPreapproval {
  id: string;
  status: "pending" | "authorized" | "paused" | "cancelled";
  reason: string;
  external_reference: string;
  payer_email: string;
  back_url: string;
  init_point: string;
  date_created: string;
  last_modified: string;
  next_payment_date: string | null;
  auto_recurring: {
    frequency: number;
    frequency_type: "months" | "days";
    transaction_amount: number;
    currency_id: string;
  };
  summarized: { charged_quantity: number; charged_amount: number; last_charged_date: string | null };
  /** Stand-in only: what the next renewals do. */
  renewals: "approve" | "decline";
}

export interface SentWebhook {
  topic: string;
  dataId: string;
  requestId: string;
  status: number | null;
  at: string;
}

export interface MercadoPagoStandin {
  url: string;
  /** Where webhooks go (the app's origin); can change after start (tests start the app later). */
  setAppUrl(url: string): void;
  now(): Date;
  stop(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new Error("too large");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function addPeriod(from: Date, p: StandinPreapproval["auto_recurring"]): Date {
  const next = new Date(from);
  if (p.frequency_type === "days") next.setTime(next.getTime() + p.frequency * DAY);
  else next.setUTCMonth(next.getUTCMonth() + p.frequency);
  return next;
}

export async function startMercadoPagoStandin(
  options: { port?: number; host?: string; appUrl?: string; accessToken?: string; webhookSecret?: string } = {},
): Promise<MercadoPagoStandin> {
  const host = options.host ?? "127.0.0.1";
  const token = options.accessToken ?? STANDIN_ACCESS_TOKEN;
  const secret = options.webhookSecret ?? STANDIN_WEBHOOK_SECRET;
  let appUrl = options.appUrl ?? "http://127.0.0.1:3000";
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  const preapprovals = new Map<string, StandinPreapproval>();
  const payments = new Map<string, { id: string; preapproval_id: string; status: string; date: string }>();
  const webhooks: SentWebhook[] = [];
  let base = "";

  /** Signs as Mercado Pago does: HMAC-SHA256 of "id:{data.id};request-id:{x-request-id};ts:{ts};". */
  async function notify(topic: string, dataId: string) {
    const requestId = randomUUID();
    const ts = String(Math.floor(Date.now() / 1000));
    const v1 = createHmac("sha256", secret)
      .update(`id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`)
      .digest("hex");
    const url = `${appUrl}/api/webhooks/mercadopago?data.id=${encodeURIComponent(dataId)}&type=${topic}`;
    const entry: SentWebhook = { topic, dataId, requestId, status: null, at: new Date().toISOString() };
    webhooks.push(entry);
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", "x-signature": `ts=${ts},v1=${v1}`, "x-request-id": requestId },
        body: JSON.stringify({
          action: topic === "subscription_preapproval" ? "updated" : "created",
          api_version: "v1",
          type: topic,
          data: { id: dataId },
          date_created: now().toISOString(),
          live_mode: false,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      entry.status = response.status;
    } catch {
      entry.status = null;
    }
  }

  function charge(p: StandinPreapproval, at: Date) {
    const id = String(Date.now()) + String(payments.size).padStart(4, "0");
    payments.set(id, { id, preapproval_id: p.id, status: "processed", date: at.toISOString() });
    p.summarized.charged_quantity++;
    p.summarized.charged_amount += p.auto_recurring.transaction_amount;
    p.summarized.last_charged_date = at.toISOString();
    p.next_payment_date = addPeriod(at, p.auto_recurring).toISOString();
    p.last_modified = at.toISOString();
    return id;
  }

  const authorized = (req: IncomingMessage) => req.headers.authorization === `Bearer ${token}`;
  const publicView = ({ renewals: _r, ...p }: StandinPreapproval) => p;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", base);
    const parts = url.pathname.split("/").filter(Boolean);
    const method = req.method ?? "GET";

    if (parts[0] === "__test") {
      if (parts[1] === "health") return send(res, 200, { status: "ok" });
      if (parts[1] === "webhooks") return send(res, 200, webhooks);
      if (parts[1] === "clock" && method === "POST") {
        const body = JSON.parse((await readBody(req)) || "{}") as { advanceDays?: number };
        const days = Number(body.advanceDays ?? 0);
        if (!Number.isFinite(days) || days < 0 || days > 3650) return send(res, 400, { error: "advanceDays" });
        offsetMs += days * DAY;
        const at = now();
        for (const p of preapprovals.values()) {
          while (p.status === "authorized" && p.next_payment_date && new Date(p.next_payment_date) <= at) {
            if (p.renewals === "decline") {
              p.status = "cancelled";
              p.last_modified = at.toISOString();
              await notify("subscription_preapproval", p.id);
            } else {
              const paymentId = charge(p, new Date(p.next_payment_date));
              await notify("subscription_authorized_payment", paymentId);
            }
          }
        }
        return send(res, 200, { now: at.toISOString() });
      }
      if (parts[1] === "preapproval" && parts[2]) {
        const p = preapprovals.get(parts[2]);
        if (!p) return send(res, 404, { error: "not_found" });
        if (parts[3] === "renewals" && method === "POST") {
          const body = JSON.parse((await readBody(req)) || "{}") as { outcome?: string };
          if (body.outcome !== "approve" && body.outcome !== "decline") return send(res, 400, { error: "outcome" });
          p.renewals = body.outcome;
          return send(res, 200, p);
        }
        return send(res, 200, p);
      }
      return send(res, 404, { error: "not_found" });
    }

    if (parts[0] === "checkout") {
      const id = url.searchParams.get("preapproval_id") ?? "";
      const p = preapprovals.get(id);
      if (!p) {
        res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
        return res.end("Suscripción inexistente");
      }
      if (method === "POST") {
        if (p.status === "pending") {
          p.status = "authorized";
          charge(p, now());
          // As Mercado Pago does: the notification first, then the way back.
          await notify("subscription_preapproval", p.id);
        }
        const back = new URL(p.back_url);
        back.searchParams.set("preapproval_id", p.id);
        res.writeHead(303, { location: back.toString() });
        return res.end();
      }
      const amount = new Intl.NumberFormat("es-AR", { style: "currency", currency: "ARS" }).format(
        p.auto_recurring.transaction_amount,
      );
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return res.end(`<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Mercado Pago (simulado)</title></head>
<body><main><h1>Mercado Pago (simulado)</h1><p>${escapeHtml(p.reason)}</p><p>${escapeHtml(amount)} cada ${p.auto_recurring.frequency} ${p.auto_recurring.frequency_type === "months" ? "mes(es)" : "día(s)"}</p>
<p>Estado: ${p.status}</p>
<form method="post" action="/checkout/preapproval?preapproval_id=${encodeURIComponent(p.id)}"><button type="submit">Pagar</button></form></main></body></html>`);
    }

    if (!authorized(req)) return send(res, 401, { message: "invalid_token", status: 401 });

    if (parts[0] === "preapproval" && parts.length === 1 && method === "POST") {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(await readBody(req)) as Record<string, unknown>;
      } catch {
        return send(res, 400, { message: "invalid json", status: 400 });
      }
      const auto = body.auto_recurring as StandinPreapproval["auto_recurring"] | undefined;
      const missing = ["reason", "external_reference", "payer_email", "back_url"].filter(
        (k) => typeof body[k] !== "string",
      );
      if (
        missing.length > 0 ||
        !auto ||
        !(auto.transaction_amount > 0) ||
        !(auto.frequency > 0) ||
        !["months", "days"].includes(auto.frequency_type) ||
        auto.currency_id !== "ARS"
      ) {
        return send(res, 400, { message: `invalid: ${missing.join(", ") || "auto_recurring"}`, status: 400 });
      }
      const id = randomBytes(16).toString("hex");
      const created = now().toISOString();
      const p: StandinPreapproval = {
        id,
        status: "pending",
        reason: body.reason as string,
        external_reference: body.external_reference as string,
        payer_email: body.payer_email as string,
        back_url: body.back_url as string,
        init_point: `${base}/checkout/preapproval?preapproval_id=${id}`,
        date_created: created,
        last_modified: created,
        next_payment_date: null,
        auto_recurring: {
          frequency: auto.frequency,
          frequency_type: auto.frequency_type,
          transaction_amount: auto.transaction_amount,
          currency_id: auto.currency_id,
        },
        summarized: { charged_quantity: 0, charged_amount: 0, last_charged_date: null },
        renewals: "approve",
      };
      preapprovals.set(id, p);
      return send(res, 201, publicView(p));
    }
    if (parts[0] === "preapproval" && parts[1]) {
      const p = preapprovals.get(parts[1]);
      if (!p) return send(res, 404, { message: "Preapproval not found", status: 404 });
      if (method === "GET") return send(res, 200, publicView(p));
      if (method === "PUT") {
        const body = JSON.parse((await readBody(req)) || "{}") as { status?: string };
        const allowed: Record<string, string[]> = {
          cancelled: ["pending", "authorized", "paused"],
          paused: ["authorized"],
          authorized: ["paused"],
        };
        if (!body.status || !allowed[body.status]) return send(res, 400, { message: "invalid status", status: 400 });
        if (p.status !== body.status) {
          if (!allowed[body.status]!.includes(p.status)) {
            return send(res, 400, { message: `cannot go from ${p.status} to ${body.status}`, status: 400 });
          }
          p.status = body.status as StandinPreapproval["status"];
          p.last_modified = now().toISOString();
          await notify("subscription_preapproval", p.id);
        }
        return send(res, 200, publicView(p));
      }
    }
    if (parts[0] === "authorized_payments" && parts[1] && method === "GET") {
      const payment = payments.get(parts[1]);
      return payment ? send(res, 200, payment) : send(res, 404, { message: "not found", status: 404 });
    }
    return send(res, 404, { message: "not found", status: 404 });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) send(res, 400, { message: "bad request", status: 400 });
      else res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  base = `http://${host}:${port}`;
  return {
    url: base,
    setAppUrl: (url) => {
      appUrl = url;
    },
    now,
    stop: () => closeServer(server),
  };
}

runAsProcess(
  import.meta.url,
  () =>
    startMercadoPagoStandin({
      port: Number(process.env.MP_PORT ?? DEFAULT_MP_PORT),
      host: process.env.MP_HOST ?? "127.0.0.1",
      appUrl: process.env.MP_APP_URL,
      accessToken: process.env.MP_ACCESS_TOKEN,
      webhookSecret: process.env.MP_WEBHOOK_SECRET,
    }),
  (standin) => `Mercado Pago simulado en ${standin.url}`,
);
