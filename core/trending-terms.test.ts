import { describe, expect, it } from "vitest";
import { parseSubmission } from "./forms.ts";
import { hideTrendingTermSchema, isShowableTrendingTerm, rankTrending, trendingTermKey } from "./trending-terms.ts";

describe("isShowableTrendingTerm", () => {
  it("keeps ordinary searches, accents, numbers and abbreviations", () => {
    for (const term of ["farmacia de turno", "Pizzería", "av. san martín 1200", "ferretería 24 hs", "s.a.", "3x2"]) {
      expect(isShowableTrendingTerm(term), term).toBe(true);
    }
  });

  it("drops links, domains and e-mails", () => {
    for (const term of [
      "http://estafa.example",
      "https://x",
      "ganá plata en www estafa",
      "www.premios",
      "premios-ya.com",
      "entrá a cobrar.com.ar ya",
      "PREMIO.NET",
      "premio . com",
      "escribí a premio@gmail",
      "t.me/premios",
      "bit.ly/abc",
    ]) {
      expect(isShowableTrendingTerm(term), term).toBe(false);
    }
  });

  it("drops phone numbers (7 or more digits, whatever separates them)", () => {
    for (const term of ["3535551234", "llamá al 353 555-1234", "(0353) 15 412 3456", "+54 9 353 4123456"]) {
      expect(isShowableTrendingTerm(term), term).toBe(false);
    }
    expect(isShowableTrendingTerm("calle 123456")).toBe(true);
  });
});

describe("rankTrending", () => {
  const from = (query: string, ...clients: string[]) => clients.map((client) => ({ query, client }));

  it("shows a term only once 3 different clients searched it", () => {
    const searches = [
      ...Array.from({ length: 100 }, () => ({ query: "PREMIO GRATIS", client: "uno" })),
      ...from("Farmacia", "a", "b"),
      ...from("pizza", "a", "b", "c", "c"),
    ];
    expect(rankTrending(searches)).toEqual([{ query: "pizza", count: 4 }]);
    expect(rankTrending([...searches, ...from(" farmacia ", "d")])).toEqual([
      { query: "pizza", count: 4 },
      { query: "farmacia", count: 3 },
    ]);
  });

  it("never shows a hidden, unsafe or anonymous-client term", () => {
    const searches = [
      ...from("pizza", "a", "b", "c"),
      ...from("ganá ya en premio.com", "a", "b", "c"),
      ...from("llamá 3535551234", "a", "b", "c"),
      { query: "viejo", client: null },
      { query: "viejo", client: null },
      { query: "viejo", client: null },
      ...from("helado", "a", "b", "c"),
    ];
    expect(rankTrending(searches, { hidden: new Set([trendingTermKey("  HELADO ")]) })).toEqual([
      { query: "pizza", count: 3 },
    ]);
  });
});

describe("hideTrendingTermSchema", () => {
  it("reads the term and refuses an empty one in Spanish", () => {
    const ok = parseSubmission(
      new URLSearchParams({ intent: "hide-trending", term: " pizza " }),
      hideTrendingTermSchema,
    );
    expect(ok.status === "success" && ok.value).toEqual({ intent: "hide-trending", term: "pizza" });
    const empty = parseSubmission(new URLSearchParams({ intent: "hide-trending", term: " " }), hideTrendingTermSchema);
    expect(empty.status).toBe("error");
    expect(empty.reply().error?.term?.[0]).toBe("Elegí una búsqueda.");
  });
});
