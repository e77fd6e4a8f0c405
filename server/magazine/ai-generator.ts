/**
 * The magazine's article generator (/admin/magazine/ai-generator): gathers what the directory knows
 * about a topic (businesses found by search, their category, hours, rating and live promotions, a
 * compact JSON), asks an OpenAI-compatible Chat Completions API for an article, and saves the answer
 * as a DRAFT (a person reviews and publishes it). Any failure is a Spanish message and nothing saved.
 */
import { and, asc, gte, inArray, isNull, lte } from "drizzle-orm";
import {
  AI_SYSTEM_PROMPT,
  type AiArticleContext,
  type AiBusinessContext,
  aiUserMessage,
  readAiAnswer,
  topicWords,
} from "#core/ai-article.ts";
import { buenosAiresDateKey } from "#core/time-zone.ts";
import type { AuditEntry } from "../platform/audit/record-audit.ts";
import { getConfig } from "../platform/config.ts";
import { getDb } from "../platform/db/client.ts";
import { businessHours, businessPromotions } from "../platform/db/schema.ts";
import { logger } from "../platform/logger.ts";
import type { BusinessCardData } from "../public-business/cards.ts";
import { searchBusinesses } from "../search/search-businesses.ts";
import { createDraftPost } from "./create-draft-post.ts";

export interface AiApi {
  url: string;
  key: string;
  model: string;
  timeoutMs: number;
}

/** The API from the environment, or null when AI_API_URL or AI_API_KEY is missing. */
export function aiApiFromConfig(config = getConfig()): AiApi | null {
  if (!config.AI_API_URL || !config.AI_API_KEY) return null;
  return {
    url: config.AI_API_URL.replace(/\/+$/, ""),
    key: config.AI_API_KEY,
    model: config.AI_MODEL,
    timeoutMs: config.AI_TIMEOUT_MS,
  };
}

const MAX_BUSINESSES = 12;
const DAYS = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"];

/** Businesses for the topic: the whole topic first, then each of its words, best first, no repeats. */
async function businessesFor(topic: string, now: Date): Promise<BusinessCardData[]> {
  const found = new Map<string, BusinessCardData>();
  for (const q of [topic, ...topicWords(topic)]) {
    if (found.size >= MAX_BUSINESSES) break;
    const result = await searchBusinesses(new URLSearchParams({ q }), { now });
    for (const b of result.items) if (found.size < MAX_BUSINESSES && !found.has(b.uuid)) found.set(b.uuid, b);
  }
  return [...found.values()];
}

const hhmm = (t: string | null) => (t ?? "").slice(0, 5);

/** The directory's own data on a topic, as the model receives it. */
export async function gatherArticleContext(topic: string, now: Date = new Date()): Promise<AiArticleContext> {
  const cards = await businessesFor(topic, now);
  const uuids = cards.map((c) => c.uuid);
  const db = await getDb();
  const [hours, promotions] = uuids.length
    ? await Promise.all([
        db
          .select()
          .from(businessHours)
          .where(inArray(businessHours.businessUuid, uuids))
          .orderBy(asc(businessHours.dayOfWeek), asc(businessHours.timeSlotIndex)),
        db
          .select({
            businessUuid: businessPromotions.businessUuid,
            title: businessPromotions.title,
            benefit: businessPromotions.discountBenefit,
            endDate: businessPromotions.endDate,
          })
          .from(businessPromotions)
          .where(
            and(
              inArray(businessPromotions.businessUuid, uuids),
              lte(businessPromotions.startDate, now),
              gte(businessPromotions.endDate, now),
              isNull(businessPromotions.pausedAt),
            ),
          )
          .orderBy(asc(businessPromotions.endDate))
          .limit(40),
      ])
    : [[], []];
  const businesses: AiBusinessContext[] = cards.map((c) => {
    const week: Record<string, string> = {};
    for (const h of hours.filter((h) => h.businessUuid === c.uuid)) {
      const day = DAYS[h.dayOfWeek] as string;
      const slot = h.isClosed ? "cerrado" : `${hhmm(h.openTime)}–${hhmm(h.closeTime)}`;
      week[day] = week[day] && week[day] !== "cerrado" && slot !== "cerrado" ? `${week[day]}, ${slot}` : slot;
    }
    return {
      name: c.name,
      path: `/${c.slug}`,
      category: c.category?.name ?? null,
      address: c.address,
      city: c.city,
      rating: c.rating === null ? null : Math.round(c.rating * 10) / 10,
      reviewCount: c.reviewCount,
      hours: week,
      promotions: promotions
        .filter((p) => p.businessUuid === c.uuid)
        .slice(0, 3)
        .map((p) => ({ title: p.title, benefit: p.benefit, until: buenosAiresDateKey(p.endDate) })),
    };
  });
  return { topic, site: "Vilma (Villa María y Villa Nueva)", today: buenosAiresDateKey(now), businesses };
}

export type GenerateOutcome =
  | { ok: true; id: number; slug: string; businesses: number }
  | { ok: false; reason: "not_configured" | "no_data" | "failed"; message: string };

export const AI_MESSAGES = {
  notConfigured:
    "El generador no está configurado: definí AI_API_URL y AI_API_KEY en el entorno del servidor y reinicialo.",
  noData:
    "No encontramos comercios de Vilma sobre ese tema: probá con otras palabras (por ejemplo, un rubro o un barrio).",
  timeout: "El servicio de IA tardó demasiado en responder. Probá de nuevo en un rato; no se guardó nada.",
  unauthorized: "El servicio de IA rechazó la clave (AI_API_KEY). Revisala; no se guardó nada.",
  rateLimited: "El servicio de IA está recibiendo demasiados pedidos. Probá de nuevo en un minuto; no se guardó nada.",
  failed: "El servicio de IA no pudo escribir el artículo. Probá de nuevo en un rato; no se guardó nada.",
  unreadable: "El servicio de IA respondió algo que no es un artículo. Probá de nuevo; no se guardó nada.",
} as const;

/** Asks the API; the article or the Spanish reason it could not be had. */
async function askForArticle(api: AiApi, context: AiArticleContext) {
  let response: Response;
  try {
    response = await fetch(`${api.url}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${api.key}` },
      body: JSON.stringify({
        model: api.model,
        temperature: 0.7,
        response_format: { type: "json_object" },
        messages: [
          { role: "system", content: AI_SYSTEM_PROMPT },
          { role: "user", content: aiUserMessage(context) },
        ],
      }),
      signal: AbortSignal.timeout(api.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
    logger.warn({ err: error }, "el generador de artículos no pudo llamar a la API");
    return { ok: false as const, message: timedOut ? AI_MESSAGES.timeout : AI_MESSAGES.failed };
  }
  if (!response.ok) {
    logger.warn({ status: response.status }, "la API del generador de artículos respondió un error");
    await response.body?.cancel();
    const message =
      response.status === 401 || response.status === 403
        ? AI_MESSAGES.unauthorized
        : response.status === 429
          ? AI_MESSAGES.rateLimited
          : AI_MESSAGES.failed;
    return { ok: false as const, message };
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return { ok: false as const, message: AI_MESSAGES.unreadable };
  }
  const article = readAiAnswer(json);
  return article ? { ok: true as const, article } : { ok: false as const, message: AI_MESSAGES.unreadable };
}

/** Topic → context → API → a draft post (audited, never published). */
export async function generateArticleDraft(
  topic: string,
  author: { id: string; name: string },
  actor: AuditEntry["actor"],
  api: AiApi | null = aiApiFromConfig(),
  now: Date = new Date(),
): Promise<GenerateOutcome> {
  if (!api) return { ok: false, reason: "not_configured", message: AI_MESSAGES.notConfigured };
  const context = await gatherArticleContext(topic, now);
  if (context.businesses.length === 0) return { ok: false, reason: "no_data", message: AI_MESSAGES.noData };
  const answer = await askForArticle(api, context);
  if (!answer.ok) return { ok: false, reason: "failed", message: answer.message };
  const created = await createDraftPost(
    {
      title: answer.article.title,
      excerpt: answer.article.excerpt ?? null,
      body: answer.article.body,
      category: "Guías",
      tags: ["generado con ia"],
    },
    author,
    actor,
    `Generado con IA sobre «${topic}» con ${context.businesses.length} comercios de Vilma`,
  );
  return { ok: true, ...created, businesses: context.businesses.length };
}
