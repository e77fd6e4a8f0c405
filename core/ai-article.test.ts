import { describe, expect, it } from "vitest";
import { readAiAnswer, topicWords } from "./ai-article.ts";

const answer = (content: unknown) => ({ choices: [{ message: { role: "assistant", content } }] });
const body = "## Dónde ir\n\nEn [Heladería Sol](/heladeria-sol) encontrás helado artesanal los domingos a la tarde.";

describe("readAiAnswer", () => {
  it("reads the JSON article, with or without a ```json fence", () => {
    const json = JSON.stringify({ title: "Helados de domingo", excerpt: "Dónde tomar helado.", body });
    expect(readAiAnswer(answer(json))).toEqual({ title: "Helados de domingo", excerpt: "Dónde tomar helado.", body });
    expect(readAiAnswer(answer(`\`\`\`json\n${json}\n\`\`\``))?.title).toBe("Helados de domingo");
  });
  it("is null for anything else", () => {
    expect(readAiAnswer(null)).toBeNull();
    expect(readAiAnswer({ choices: [] })).toBeNull();
    expect(readAiAnswer(answer("Acá va tu artículo: …"))).toBeNull();
    expect(readAiAnswer(answer(JSON.stringify({ title: "Sin cuerpo", body: "corto" })))).toBeNull();
  });
});

describe("topicWords", () => {
  it("keeps the words worth searching", () => {
    expect(topicWords("las mejores heladerías abiertas los domingos")).toEqual(["heladerías", "domingos"]);
  });
});
