import { describe, expect, it } from "vitest";
import { isPostVisible, POST_MESSAGES, postFormSchema, postVisibleUntil } from "./business-posts.ts";
import { parseSubmission } from "./forms.ts";

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe("postVisibleUntil", () => {
  it("runs through the end of the Buenos Aires day `days` days later", () => {
    // 2026-03-10 22:30 in Buenos Aires (UTC−3) is already the 11th in UTC.
    const now = new Date("2026-03-11T01:30:00Z");
    expect(postVisibleUntil(now, 7).toISOString()).toBe("2026-03-18T02:59:59.999Z");
  });

  it("is visible until that instant and not after", () => {
    const until = postVisibleUntil(new Date("2026-03-10T12:00:00Z"), 7);
    expect(isPostVisible({ visibleUntil: until }, new Date(until.getTime() - 1))).toBe(true);
    expect(isPostVisible({ visibleUntil: until }, until)).toBe(false);
  });
});

describe("postFormSchema", () => {
  it("takes a text and one of the offered durations", () => {
    const s = parseSubmission(form({ body: "  Llegó la nueva colección  ", days: "14" }), postFormSchema);
    expect(s.status).toBe("success");
    if (s.status === "success") expect(s.value).toMatchObject({ body: "Llegó la nueva colección", days: 14 });
  });

  it("refuses an empty text, a long one and a duration not offered, in Spanish", () => {
    const empty = parseSubmission(form({ body: " ", days: "7" }), postFormSchema).reply();
    expect(empty.error?.body).toEqual([POST_MESSAGES.bodyRequired]);
    const long = parseSubmission(form({ body: "a".repeat(301), days: "7" }), postFormSchema).reply();
    expect(long.error?.body).toEqual([POST_MESSAGES.bodyLong]);
    const days = parseSubmission(form({ body: "Hola", days: "9" }), postFormSchema).reply();
    expect(days.error?.days).toEqual([POST_MESSAGES.days]);
  });
});
