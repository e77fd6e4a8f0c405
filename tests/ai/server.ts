/**
 * A local stand-in for an OpenAI-compatible Chat Completions API, for the magazine's article
 * generator. POST /chat/completions checks the bearer key and answers an article built from the
 * directory context it received (the businesses of the JSON in the user message, each linked), so a
 * test that finds those names in the draft proves the context was sent. It can be told to fail:
 * POST /__test/fail {"mode": "500" | "401" | "timeout" | "bad-json", "times"?: n}. GET /__test/last
 * is the last request's body; GET /__test/health answers ok.
 *
 * Run on its own: `node tests/ai/server.ts` (AI_PORT, default 3255; AI_HOST; AI_KEY).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { closeServer, runAsProcess } from "#tests/setup/stand-in.ts";

export const DEFAULT_AI_PORT = 3255;
export const STANDIN_AI_KEY = "vilma-ai-standin-key";

export type AiFailure = "500" | "401" | "timeout" | "bad-json";

export interface AiStandIn {
  url: string;
  fail(mode: AiFailure, times?: number): void;
  /** The last /chat/completions body (parsed), or null. */
  lastRequest(): unknown;
  requests(): number;
  stop(): Promise<void>;
}

interface ContextBusiness {
  name: string;
  path: string;
  category: string | null;
  hours?: Record<string, string>;
  rating?: number | null;
}

function articleFrom(messages: { role: string; content: string }[]) {
  const user = messages.find((m) => m.role === "user")?.content ?? "";
  const topic = /^Tema del artículo: (.*)$/m.exec(user)?.[1]?.trim() ?? "un tema";
  const json = user.slice(user.indexOf("{"));
  const context = JSON.parse(json) as { businesses: ContextBusiness[] };
  const sections = context.businesses.map((b) => {
    const sunday = b.hours?.domingo ? ` Los domingos: ${b.hours.domingo}.` : "";
    const rating = b.rating ? ` Tiene ${b.rating} estrellas.` : "";
    return `## ${b.name}\n\nEn [${b.name}](${b.path}) (${b.category ?? "comercio"}) te atienden bien.${sunday}${rating}`;
  });
  const title = `Guía: ${topic.charAt(0).toUpperCase()}${topic.slice(1)}`.slice(0, 140);
  return {
    title,
    excerpt: `Elegimos ${context.businesses.length} lugares de Vilma para ${topic}.`,
    body: `Armamos esta guía con los datos de Vilma sobre ${topic}. Mirá cada ficha antes de ir.\n\n${sections.join("\n\n")}`,
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startAiStandIn(options: { port?: number; host?: string; key?: string } = {}): Promise<AiStandIn> {
  const key = options.key ?? STANDIN_AI_KEY;
  let failure: { mode: AiFailure; times: number } | null = null;
  let last: unknown = null;
  let count = 0;
  const hanging = new Set<ServerResponse>();

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(typeof body === "string" ? body : JSON.stringify(body));
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    if (req.method === "GET" && url.pathname === "/__test/health") return send(res, 200, { ok: true });
    if (req.method === "GET" && url.pathname === "/__test/last") return send(res, 200, last);
    if (req.method === "POST" && url.pathname === "/__test/fail") {
      const body = JSON.parse((await readBody(req)) || "{}") as { mode?: AiFailure; times?: number };
      failure = body.mode ? { mode: body.mode, times: body.times ?? 1 } : null;
      return send(res, 200, { ok: true });
    }
    if (req.method !== "POST" || url.pathname !== "/chat/completions") return send(res, 404, { error: "not found" });
    const raw = await readBody(req);
    count++;
    if (req.headers.authorization !== `Bearer ${key}`) {
      return send(res, 401, { error: { message: "Incorrect API key provided", type: "invalid_request_error" } });
    }
    let body: { model?: string; messages?: { role: string; content: string }[] };
    try {
      body = JSON.parse(raw);
    } catch {
      return send(res, 400, { error: { message: "bad json" } });
    }
    last = body;
    if (failure && failure.times > 0) {
      const { mode } = failure;
      failure.times--;
      if (failure.times === 0) failure = null;
      if (mode === "timeout") {
        hanging.add(res);
        res.on("close", () => hanging.delete(res));
        return;
      }
      if (mode === "401") return send(res, 401, { error: { message: "Incorrect API key provided" } });
      if (mode === "bad-json") return send(res, 200, "{ esto no es json");
      return send(res, 500, { error: { message: "The server had an error" } });
    }
    if (!Array.isArray(body.messages)) return send(res, 400, { error: { message: "messages is required" } });
    const article = articleFrom(body.messages);
    return send(res, 200, {
      id: `chatcmpl-standin-${count}`,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model: body.model ?? "stand-in",
      choices: [{ index: 0, message: { role: "assistant", content: JSON.stringify(article) }, finish_reason: "stop" }],
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://${options.host ?? "127.0.0.1"}:${port}`,
    fail(mode, times = 1) {
      failure = { mode, times };
    },
    lastRequest: () => last,
    requests: () => count,
    stop: async () => {
      for (const res of hanging) res.destroy();
      await closeServer(server);
    },
  };
}

runAsProcess(
  import.meta.url,
  () =>
    startAiStandIn({
      port: Number(process.env.AI_PORT ?? DEFAULT_AI_PORT),
      host: process.env.AI_HOST ?? "127.0.0.1",
      key: process.env.AI_KEY ?? STANDIN_AI_KEY,
    }),
  (s) => `Stand-in de la API de IA en ${s.url}`,
);
