/** "Sugerir un cambio" as the server checks it (core/suggestions.ts holds the words and limits). */
import { isArgentinePhone } from "./phone.ts";
import {
  SUGGESTION_KINDS,
  SUGGESTION_MESSAGES,
  SUGGESTION_NOTE_MAX,
  SUGGESTION_VALUE_MAX,
  type SuggestionKind,
} from "./suggestions.ts";

export interface SuggestionInput {
  kind: SuggestionKind;
  proposedValue: string | null;
  note: string | null;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const clean = (v: unknown) => (typeof v === "string" ? v.replace(/\r\n?/g, "\n").trim() : "");

export type SuggestionParse =
  | { ok: true; value: SuggestionInput }
  | { ok: false; field: "kind" | "proposedValue" | "note"; message: string };

/** The form's fields: kind, proposedValue (required for phone, address and hours), note (optional). */
export function parseSuggestion(fields: Record<string, unknown>): SuggestionParse {
  const kind = clean(fields.kind);
  if (!(SUGGESTION_KINDS as readonly string[]).includes(kind)) {
    return { ok: false, field: "kind", message: SUGGESTION_MESSAGES.kind };
  }
  const k = kind as SuggestionKind;
  const value = clean(fields.proposedValue);
  const note = clean(fields.note);
  if (value.length > SUGGESTION_VALUE_MAX)
    return { ok: false, field: "proposedValue", message: SUGGESTION_MESSAGES.valueLong };
  if (note.length > SUGGESTION_NOTE_MAX) return { ok: false, field: "note", message: SUGGESTION_MESSAGES.noteLong };
  if (CONTROL.test(value)) return { ok: false, field: "proposedValue", message: SUGGESTION_MESSAGES.control };
  if (CONTROL.test(note)) return { ok: false, field: "note", message: SUGGESTION_MESSAGES.control };
  if (k === "phone" && !isArgentinePhone(value))
    return { ok: false, field: "proposedValue", message: SUGGESTION_MESSAGES.phoneValue };
  if (k === "address" && value.length < 4)
    return { ok: false, field: "proposedValue", message: SUGGESTION_MESSAGES.addressValue };
  if (k === "hours" && value.length < 3)
    return { ok: false, field: "proposedValue", message: SUGGESTION_MESSAGES.hoursValue };
  return { ok: true, value: { kind: k, proposedValue: k === "closed" ? null : value, note: note || null } };
}
