/**
 * A time of day as a person types it into a plain text field (the hours forms use one, not the
 * native picker, which shows "04:30 p. m." in some languages and clips on a phone): "9:30", "09:30",
 * "930", "0930", "9.30", "9,30", "9h30", "9" and "09:30:00" all mean "09:30"; anything else is null.
 * Both the field (on blur) and the server read it with this.
 */
export function normalizeTimeText(value: string): string | null {
  const m = /^(\d{1,2})(?:[:.,h]?(\d{2}))?(?::\d{2})?$/i.exec(value.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2] ?? "0");
  if (h > 23 || min > 59) return null;
  return `${String(h).padStart(2, "0")}:${String(min).padStart(2, "0")}`;
}

/** The pattern the field announces (the browser checks it without JavaScript): the forms above. */
export const TIME_TEXT_PATTERN = "\\s*\\d{1,2}([:.,hH]?\\d{2})?(:\\d{2})?\\s*";
