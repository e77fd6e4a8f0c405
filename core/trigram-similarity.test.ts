import { describe, expect, it } from "vitest";
import { roundScore, trigramsOf, wordSimilarity } from "./trigram-similarity.ts";

/** Figures PostgreSQL 15 answered for `word_similarity(a, b)` and `round((… + 0.5)::numeric, 1)`. */
const POSTGRES: [string, string, number, number][] = [
  ["farmcia", "farmacia del centro", 0.54545456, 1.0],
  ["farmcia", "farmacias", 0.5, 1.0],
  ["word", "two words", 0.8, 1.3],
  ["pizeria", "pizzeria napoli", 0.7, 1.2],
  ["cafe roma", "el cafe de roma", 0.7692308, 1.3],
  ["panad", "panaderia la espiga", 0.8333333, 1.3],
  ["pa", "pan y pan", 0.6666667, 1.2],
  ["galicia", "banco galicia", 1, 1.5],
  ["xyz", "abc", 0, 0.5],
  ["la esq", "pizzeria la esquina", 0.85714287, 1.4],
  ["helader", "heladeria grido helados", 0.875, 1.4],
  ["centro", "centro centro centro", 1, 1.5],
  ["2x1", "2x1 en pizzas", 1, 1.5],
  ["aaa", "aaaa aaa", 1, 1.5],
  ["farmacia del pueblo", "farmacia pueblo del centro", 1, 1.5],
  ["kiosko", "maxikiosco el kiosko", 1, 1.5],
  ["ab", "b a", 0.33333334, 0.8],
  ["verduleria", "verduras y frutas verduleria don jose", 1, 1.5],
];

describe("trigram word similarity (pg_trgm's word_similarity)", () => {
  it("pads each word with two spaces before and one after", () => {
    expect(trigramsOf("Ab c")).toEqual(["  A", " Ab", "Ab ", "  c", " c "]);
    expect(trigramsOf("--")).toEqual([]);
  });

  it.each(POSTGRES)("word_similarity(%j, %j) = %f, rounded with +0.5 to %f", (a, b, similarity, rounded) => {
    const value = wordSimilarity(a, b);
    expect(value).toBe(Math.fround(similarity));
    expect(roundScore(value + 0.5)).toBe(rounded);
  });

  it("rounds scores as numeric does: half away from zero on 15 significant digits", () => {
    expect(roundScore(1.15)).toBe(1.2);
    expect(roundScore(0.25)).toBe(0.3);
    expect(roundScore(0.2499999)).toBe(0.2);
    // A real 0.65 is 0.64999998 as a double: PostgreSQL gives 1.1 too.
    expect(roundScore(Math.fround(0.65) + 0.5)).toBe(1.1);
  });
});
