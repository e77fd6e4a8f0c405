import { describe, expect, it } from "vitest";
import { parseSubmission } from "./forms.ts";
import { broadcastSchema, isInternalPath } from "./notification-broadcast-form.ts";

describe("isInternalPath", () => {
  it("takes paths of this site only", () => {
    for (const ok of ["/", "/ofertas", "/la-esquina?x=1#y", "/buscar?q=caf%C3%A9"])
      expect(isInternalPath(ok)).toBe(true);
    for (const bad of [
      "https://evil.example",
      "//evil.example",
      "/\\evil",
      "ofertas",
      "/a b",
      "javascript:alert(1)",
      `/${"a".repeat(200)}`,
    ]) {
      expect(isInternalPath(bad)).toBe(false);
    }
  });
});

describe("broadcastSchema", () => {
  const parse = (fields: Record<string, string>) =>
    parseSubmission(
      new URLSearchParams({ title: "Hola", message: "Un aviso", type: "other", ...fields }),
      broadcastSchema,
    );
  it("asks for the field its audience needs", () => {
    expect(parse({ audience: "all" }).status).toBe("success");
    expect(parse({ audience: "user" }).reply().error?.email).toEqual(["Escribí el e-mail de la persona."]);
    expect(parse({ audience: "category_favorites", categoryId: "x" }).reply().error?.categoryId).toEqual([
      "Elegí la categoría.",
    ]);
    const ok = parse({ audience: "user", email: " Vecino@Vilma.test " });
    expect(ok.status === "success" && ok.value.email).toBe("vecino@vilma.test");
  });
  it("refuses an app-only type and an unknown audience", () => {
    const reply = parse({ type: "subscription", audience: "todos" }).reply();
    expect(reply.error?.type).toEqual(["Elegí un tipo."]);
    expect(reply.error?.audience).toEqual(["Elegí a quiénes se la mandás."]);
  });
});
