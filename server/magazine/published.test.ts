import { describe, expect, it } from "vitest";
import { readingMinutes } from "#core/format.ts";
import { toPostSummary } from "./published.ts";

const row = {
  id: 1,
  slug: "nota",
  title: "Nota",
  excerpt: "Resumen",
  coverUrl: "/media/demo/cover/nota.svg",
  category: "Guías",
  authorName: "Carla",
  publishedAt: new Date("2026-11-20T12:00:00Z"),
  body: "",
};

describe("toPostSummary", () => {
  it("counts reading time from the body at ~200 words per minute", () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `palabra${i}`).join(" ");
    expect(toPostSummary({ ...row, body: words(50) }).readingMinutes).toBe(1);
    expect(toPostSummary({ ...row, body: words(1000) }).readingMinutes).toBe(5);
    expect(toPostSummary({ ...row, body: words(1001) }).readingMinutes).toBe(6);
    // Link targets and code blocks are not words.
    const body = `${words(200)} [texto](https://example.com/a/b/c)\n\n\`\`\`\n${words(400)}\n\`\`\``;
    expect(toPostSummary({ ...row, body }).readingMinutes).toBe(readingMinutes(body));
    expect(toPostSummary({ ...row, body }).readingMinutes).toBe(2);
  });

  it("slugs the category for ?categoria= and sends dates as ISO", () => {
    const summary = toPostSummary(row);
    expect(summary.categorySlug).toBe("guias");
    expect(summary.publishedAt).toBe("2026-11-20T12:00:00.000Z");
    expect(toPostSummary({ ...row, category: null }).categorySlug).toBeNull();
    expect("body" in summary).toBe(false);
  });
});
