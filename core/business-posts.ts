/**
 * "Novedades": an owner's short update on the business page ("Llegó la nueva colección"), with an
 * optional photo, shown for the days the owner picks and then hidden by itself (read at the
 * request's instant, no task needed). The form's schema is the owner screen's only: the public page
 * shows posts and never ships this module.
 */
import { z } from "#core/zod.ts";
import { optionalImageField } from "./image-rules.ts";
import { addDaysToDateKey, buenosAiresDateKey, toInstant } from "./time-zone.ts";

export const POST_BODY_MAX = 300;
export const POST_DURATIONS = [7, 14, 30] as const;
export type PostDuration = (typeof POST_DURATIONS)[number];
export const DEFAULT_POST_DURATION: PostDuration = 7;
/** The business page shows at most this many at once, newest first. */
export const POSTS_ON_PAGE = 3;

export const POST_MESSAGES = {
  bodyRequired: "Escribí la novedad.",
  bodyLong: `La novedad no puede tener más de ${POST_BODY_MAX} caracteres.`,
  days: "Elegí por cuántos días se muestra.",
  notFound: "Esa novedad ya no está.",
} as const;

/** Keeps line breaks, drops every other control character (they never come from a keyboard). */
function cleanText(value: unknown): unknown {
  if (typeof value !== "string") return value;
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/\p{Cc}/gu, (c) => (c === "\n" ? c : ""))
    .trim();
}

export const postFormSchema = z.object({
  body: z.preprocess(
    cleanText,
    z
      .string({ error: POST_MESSAGES.bodyRequired })
      .min(1, POST_MESSAGES.bodyRequired)
      .max(POST_BODY_MAX, POST_MESSAGES.bodyLong),
  ),
  days: z.coerce
    .number({ error: POST_MESSAGES.days })
    .refine((n): n is PostDuration => (POST_DURATIONS as readonly number[]).includes(n), POST_MESSAGES.days),
  image: optionalImageField,
});
export type PostInput = z.output<typeof postFormSchema>;

export const deletePostSchema = z.object({
  intent: z.literal("delete"),
  postId: z.uuid({ error: POST_MESSAGES.notFound }),
});

/** The last instant a post published at `now` for `days` days is shown: the end of that Buenos Aires day. */
export function postVisibleUntil(now: Date, days: number): Date {
  return toInstant(addDaysToDateKey(buenosAiresDateKey(now), days), "end")!;
}

export function isPostVisible(post: { visibleUntil: Date | string }, now: Date): boolean {
  return new Date(post.visibleUntil).getTime() > now.getTime();
}

export function postDurationLabel(days: number): string {
  return `${days} días`;
}
