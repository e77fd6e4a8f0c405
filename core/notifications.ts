/**
 * Notification rules shared by the bell, the /notifications page and the API (spec §2 "Notification
 * bell", §3 Notification, §4 Notification state, §7 Notifications calls, §9 constants).
 */
/** Spec §3: every notification has one of these types; anything else is shown as "other". */
export const NOTIFICATION_TYPES = [
  "new_business",
  "favorite_update",
  "recommendation",
  "promotion",
  "other",
  // The owner's: a review of their business, a claim or registration decided, their plan, a
  // promotion about to end, a holiday coming; and the reviewer's: the owner replied.
  "new_review",
  "review_reply",
  "claim_update",
  "business_update",
  "subscription",
  "promotion_ending",
  "holiday_reminder",
  // Questions on a business page (the owner: a new one; the asker: an answer) and "Sugerir un
  // cambio" (the owner: a new suggestion; the suggester: what was decided).
  "new_question",
  "question_answer",
  "new_suggestion",
  "suggestion_update",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * Where each type of notification is listed, exactly one place (the bell shows them all):
 * - "owner" (/mi-comercio/notificaciones): what Vilma tells someone as the owner of a business, or
 *   about a business they asked for: a review of it, a claim or registration decided, its plan, a
 *   promotion about to end, a holiday coming, news about the business, a question or a suggested
 *   change on it.
 * - "personal" (/notifications): what a person gets as a neighbour: their favourites' news, new
 *   businesses, recommendations, promotions, a reply to their own review or question, the fate of a
 *   change they suggested, the administration's notices.
 */
export type NotificationArea = "owner" | "personal";

export const NOTIFICATION_AREA: Record<NotificationType, NotificationArea> = {
  new_business: "personal",
  favorite_update: "personal",
  recommendation: "personal",
  promotion: "personal",
  other: "personal",
  review_reply: "personal",
  new_review: "owner",
  claim_update: "owner",
  business_update: "owner",
  subscription: "owner",
  promotion_ending: "owner",
  holiday_reminder: "owner",
  new_question: "owner",
  new_suggestion: "owner",
  question_answer: "personal",
  suggestion_update: "personal",
};

/** The types one area lists. */
export function notificationTypesOf(area: NotificationArea): NotificationType[] {
  return NOTIFICATION_TYPES.filter((type) => NOTIFICATION_AREA[type] === area);
}

/** An unknown type reads as "other", a personal one. */
export function notificationArea(type: string): NotificationArea {
  return isNotificationType(type) ? NOTIFICATION_AREA[type] : "personal";
}

/** Each area's page. */
export const NOTIFICATION_AREA_PATHS: Record<NotificationArea, string> = {
  personal: "/notifications",
  owner: "/mi-comercio/notificaciones",
};

export const NOTIFICATION_AREAS = ["personal", "owner"] as const satisfies readonly NotificationArea[];

/** What /mi-comercio/notificaciones lists. */
export const OWNER_NOTIFICATION_TYPES = notificationTypesOf("owner");

/** Spec §9: the bell fetches the 10 newest and refreshes every 30 s. */
export const RECENT_NOTIFICATIONS_LIMIT = 10;
export const NOTIFICATIONS_REFRESH_MS = 30_000;
/** The /notifications page shows this many per page. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** Spec §4: the badge shows the unread count, "9+" above this. */
export const BADGE_CAP = 9;

/** What a notification looks like once it leaves the server (JSON and loader data alike). */
export interface NotificationItem {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  /** An internal path ("/la-esquina") or null. */
  link: string | null;
  isRead: boolean;
  /** ISO 8601 instant. */
  createdAt: string;
}

export function isNotificationType(value: unknown): value is NotificationType {
  return typeof value === "string" && (NOTIFICATION_TYPES as readonly string[]).includes(value);
}

/** The badge text: nothing without unread notifications, the count up to 9, then "9+". */
export function unreadBadgeLabel(unreadCount: number): string | null {
  if (!Number.isFinite(unreadCount) || unreadCount <= 0) return null;
  return unreadCount > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(unreadCount));
}

/** The bell's accessible name: the badge alone is not read out in a useful way. */
export function bellLabel(unreadCount: number): string {
  if (!Number.isFinite(unreadCount) || unreadCount <= 0) return "Notificaciones";
  const n = Math.floor(unreadCount);
  return `Notificaciones (${n} sin leer)`;
}

export type NotificationIconName =
  | "store"
  | "heart"
  | "sparkles"
  | "tag"
  | "bell"
  | "star"
  | "message"
  | "card"
  | "calendar"
  | "clipboard"
  | "hourglass"
  | "building"
  | "question"
  | "answer"
  | "pencil"
  | "check";

/** Spec §3: each type has its own icon (lucide names; the component maps them to icons). */
const ICONS: Record<NotificationType, { icon: NotificationIconName; label: string }> = {
  new_business: { icon: "store", label: "Nuevo comercio" },
  favorite_update: { icon: "heart", label: "Novedad de un favorito" },
  recommendation: { icon: "sparkles", label: "Recomendación" },
  promotion: { icon: "tag", label: "Promoción" },
  other: { icon: "bell", label: "Aviso" },
  new_review: { icon: "star", label: "Nueva reseña" },
  review_reply: { icon: "message", label: "Respuesta a tu reseña" },
  claim_update: { icon: "clipboard", label: "Solicitud de comercio" },
  business_update: { icon: "building", label: "Tu comercio" },
  subscription: { icon: "card", label: "Tu plan" },
  promotion_ending: { icon: "hourglass", label: "Promoción por terminar" },
  holiday_reminder: { icon: "calendar", label: "Feriado próximo" },
  new_question: { icon: "question", label: "Nueva pregunta" },
  question_answer: { icon: "answer", label: "Respuesta a tu pregunta" },
  new_suggestion: { icon: "pencil", label: "Sugerencia de cambio" },
  suggestion_update: { icon: "check", label: "Tu sugerencia" },
};

/** The icon and its spoken name for a type; an unknown type gets the default ("other") one. */
export function notificationKind(type: string): { icon: NotificationIconName; label: string } {
  return isNotificationType(type) ? ICONS[type] : ICONS.other;
}

/**
 * Only links inside the site are followed: a stored "https://…" or "//evil.example" would turn a
 * notification into an open redirect. Returns the path, or null when there is nothing to follow.
 */
export function internalLink(link: string | null | undefined): string | null {
  if (!link) return null;
  const trimmed = link.trim();
  if (!trimmed.startsWith("/") || trimmed.startsWith("//") || trimmed.startsWith("/\\")) return null;
  return trimmed;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * "hace un momento", "hace 5 min", "hace 3 h", then the words of date-fns' Spanish locale
 * ("hace 2 días", "hace 3 meses", "hace 1 año"; a month is 30 days, a year 365, rounded down,
 * as formatDistanceStrict does). Written out rather than imported: date-fns' locale would add
 * ~6 KB gzip to every page of a signed-in person for a dozen words, and its day arithmetic reads
 * the machine's time zone. The unit test checks the words against date-fns. A date in the future
 * (clocks out of step) reads "hace un momento".
 */
export function formatNotificationTime(createdAt: string | Date, now: Date): string {
  const date = typeof createdAt === "string" ? new Date(createdAt) : createdAt;
  if (Number.isNaN(date.getTime())) return "";
  const seconds = Math.floor((now.getTime() - date.getTime()) / 1000);
  if (seconds < 60) return "hace un momento";
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `hace ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `hace ${hours} h`;
  const days = Math.floor(minutes / 1440);
  if (days < 30) return `hace ${plural(days, "día", "días")}`;
  if (days < 365) {
    const months = Math.floor(days / 30);
    return months === 12 ? "hace 1 año" : `hace ${plural(months, "mes", "meses")}`;
  }
  return `hace ${plural(Math.floor(days / 365), "año", "años")}`;
}
