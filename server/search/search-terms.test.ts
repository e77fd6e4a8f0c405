import { describe, expect, it } from "vitest";
import { foldForSearch } from "#core/search-text.ts";
import { prepareSearchTerms } from "./search-terms.ts";

describe("prepareSearchTerms", () => {
  it("folds case and accents and makes each word a group of its own", () => {
    expect(prepareSearchTerms("Café Ñandú")).toEqual({
      words: ["cafe", "nandu"],
      text: "cafe nandu",
      groups: [[["cafe"]], [["nandu"]]],
      linkedCategoryIds: [],
      fuzzyWords: ["cafe", "nandu"],
    });
  });

  it("keeps only letters and digits, so no query syntax gets through", () => {
    expect(prepareSearchTerms("farm:* & | ! ('x')")?.words).toEqual(["farm", "x"]);
    expect(prepareSearchTerms("'); drop table businesses; --")?.words).toEqual(["drop", "table", "businesses"]);
    expect(prepareSearchTerms("24hs 7/11")?.words).toEqual(["24hs", "7", "11"]);
    for (const q of ["%_\\", "🍕🍕", "!!", "::*", "--"]) expect(prepareSearchTerms(q), q).toBeNull();
  });

  it("uses trigram typo matching only for words of 4 or more characters", () => {
    expect(prepareSearchTerms("la pizeria de juan")?.fuzzyWords).toEqual(["pizeria", "juan"]);
    expect(prepareSearchTerms("ca")?.fuzzyWords).toEqual([]);
  });

  it("caps the number of words", () => {
    expect(prepareSearchTerms("a b c d e f g h i j k")?.words).toHaveLength(8);
  });

  it("folds like f_unaccent(lower())", () => {
    expect(foldForSearch("ÁÉÍÓÚÜÑ àèç")).toBe("aeiouun aec");
  });
});
