/**
 * The magazine's article generator, its pure half: the directory context it sends, the request
 * (system and user messages), and reading the model's answer. The model is asked for JSON
 * {title, excerpt, body}; the body is Markdown in Argentine Spanish (voseo) that names only the
 * businesses in the context. What comes back is checked before it becomes a draft.
 */
import { z } from "#core/zod.ts";

export interface AiBusinessContext {
  name: string;
  /** The business's page on Vilma ("/heladeria-x"): the article links to it. */
  path: string;
  category: string | null;
  address: string | null;
  city: string;
  rating: number | null;
  reviewCount: number;
  /** "lunes": "09:00–13:00, 16:00–20:00" or "cerrado". */
  hours: Record<string, string>;
  promotions: { title: string; benefit: string | null; until: string }[];
}

export interface AiArticleContext {
  topic: string;
  site: string;
  /** "yyyy-MM-dd" in Buenos Aires. */
  today: string;
  businesses: AiBusinessContext[];
}

export const AI_SYSTEM_PROMPT = [
  "Sos redactor del Magazine de Vilma, la guía de comercios de Villa María y Villa Nueva (Córdoba, Argentina).",
  "Escribí en español rioplatense con voseo (vos, encontrá, aprovechá), tono cercano y útil, sin exagerar.",
  "Usá SOLO los comercios del contexto JSON que te pasamos: no inventes comercios, direcciones, horarios, precios ni promociones.",
  "Si un dato no está en el contexto, no lo menciones. Enlazá cada comercio que nombres con su campo path, en Markdown: [Nombre](/path).",
  'Respondé únicamente con un objeto JSON: {"title": "…", "excerpt": "…", "body": "…"}; body en Markdown con subtítulos ## y sin título #.',
].join(" ");

export function aiUserMessage(context: AiArticleContext): string {
  return `Tema del artículo: ${context.topic}\n\nContexto (datos de Vilma, JSON):\n${JSON.stringify(context)}`;
}

export const aiArticleSchema = z.object({
  title: z.string().trim().min(5).max(140),
  excerpt: z.string().trim().max(300).optional().nullable(),
  body: z.string().trim().min(80).max(60_000),
});
export type AiArticle = z.output<typeof aiArticleSchema>;

/**
 * The article inside a Chat Completions answer, or null when it is not there or not usable (no
 * choices, a content that is not our JSON, a body too short). Tolerates a ```json fence.
 */
export function readAiAnswer(answer: unknown): AiArticle | null {
  const content = (answer as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message
    ?.content;
  if (typeof content !== "string") return null;
  const text = content
    .trim()
    .replace(/^```(?:json)?\s*/i, "")
    .replace(/\s*```$/, "");
  try {
    const parsed = aiArticleSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const STOPWORDS = new Set(
  "las los una unos unas del con por para que mas más mejores mejor como donde dónde cual cuál cuales este esta estos estas sus todo toda todos todas abiertas abiertos abierto abierta hay muy entre sobre desde hasta sin son ser villa maria maría nueva ciudad guia guía".split(
    " ",
  ),
);

/** The words of a topic worth searching for ("las mejores heladerías abiertas los domingos" → heladerías, domingos). */
export function topicWords(topic: string): string[] {
  const words = topic
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 4 && !STOPWORDS.has(w));
  return [...new Set(words)].slice(0, 6);
}
