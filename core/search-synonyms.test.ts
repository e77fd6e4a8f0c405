import { describe, expect, it } from "vitest";
import { parseSubmission } from "./forms.ts";
import {
  categoryLinkFormSchema,
  expandSearchWords,
  normalizeSearchPhrase,
  parseSynonymIds,
  synonymFormSchema,
  synonymMap,
  type WordGroup,
} from "./search-synonyms.ts";
import { searchWords } from "./search-text.ts";

const RULES = [
  { term: "super", synonyms: ["supermercado"], twoWay: true },
  { term: "kiosco", synonyms: ["maxikiosco"], twoWay: true },
  { term: "Farmacia de Turno", synonyms: ["farmacia"], twoWay: false },
];

/** The groups written as a prefix query: "(farmacia:* & de:* & turno:* | farmacia:*) & centro:*". */
function groupsToTsquery(groups: readonly WordGroup[]): string {
  return groups
    .map((group) => {
      const alternatives = group.map((words) => words.map((word) => `${word}:*`).join(" & "));
      return alternatives.length === 1 ? (alternatives[0] as string) : `(${alternatives.join(" | ")})`;
    })
    .join(" & ");
}

const expand = (query: string) => groupsToTsquery(expandSearchWords(searchWords(query), synonymMap(RULES)));

describe("search synonyms", () => {
  it("normalises phrases: lowercase, no accents, only letters and digits", () => {
    expect(normalizeSearchPhrase("  Café   Ñandú! ")).toBe("cafe nandu");
    expect(normalizeSearchPhrase("¿?")).toBe("");
  });

  it("expands a term into its synonyms", () => {
    expect(expand("super")).toBe("(super:* | supermercado:*)");
    expect(expand("Súper centro")).toBe("(super:* | supermercado:*) & centro:*");
  });

  it("works backwards only for two-way rules", () => {
    expect(expand("maxikiosco")).toBe("(maxikiosco:* | kiosco:*)");
    expect(expand("farmacia")).toBe("farmacia:*");
  });

  it("matches the longest phrase first", () => {
    expect(expand("farmacia de turno centro")).toBe("(farmacia:* & de:* & turno:* | farmacia:*) & centro:*");
  });

  it("leaves a query without rules as it was", () => {
    expect(expand("pizza napolitana")).toBe("pizza:* & napolitana:*");
    expect(groupsToTsquery(expandSearchWords(["pizza"], synonymMap([])))).toBe("pizza:*");
  });

  it("two-way rules join all their words", () => {
    const map = synonymMap([{ term: "auto", synonyms: ["coche", "carro"], twoWay: true }]);
    expect(map.get("coche")?.sort()).toEqual(["auto", "carro"]);
  });
});

describe("synonym form", () => {
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(entries)) data.set(k, v);
    return data;
  };

  it("normalises the term and splits the synonyms", () => {
    const result = parseSubmission(
      form({ term: " Súper ", synonyms: "Supermercado, híper\nsuper", twoWay: "on" }),
      synonymFormSchema,
    );
    expect(result.status).toBe("error");
    const ok = parseSubmission(form({ term: " Súper ", synonyms: "Supermercado, híper, HIPER" }), synonymFormSchema);
    expect(ok.status === "success" && ok.value).toEqual({
      term: "super",
      synonyms: ["supermercado", "hiper"],
      twoWay: false,
    });
  });

  it("answers in Spanish under each field", () => {
    const result = parseSubmission(form({ term: "!", synonyms: "" }), synonymFormSchema);
    expect(result.status).toBe("error");
    const errors = result.reply().error ?? {};
    expect(errors.term?.[0]).toMatch(/al menos 2/);
    expect(errors.synonyms?.[0]).toMatch(/al menos un sinónimo/);
  });

  it("needs a category for a link", () => {
    const result = parseSubmission(form({ query: "heladeria", categoryId: "" }), categoryLinkFormSchema);
    expect(result.reply().error?.categoryId?.[0]).toBe("Elegí una categoría.");
  });
});

describe("parseSynonymIds", () => {
  it("takes a page of positive ids and nothing else", () => {
    expect(parseSynonymIds(["3", "7", "3"], 20)).toEqual([3, 7]);
    expect(parseSynonymIds([], 20)).toBeNull();
    expect(parseSynonymIds(["1", "abc"], 20)).toBeNull();
    expect(parseSynonymIds(["0"], 20)).toBeNull();
    expect(parseSynonymIds(["1", "2", "3"], 2)).toBeNull();
  });
});
