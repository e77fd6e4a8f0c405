import { describe, expect, it } from "vitest";
import { AppError } from "#core/errors.ts";
import { readBodyBytes, readForm, readJson, textFields } from "./body.ts";

function streamOf(chunks: number[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const size of chunks) controller.enqueue(new Uint8Array(size).fill(97));
      controller.close();
    },
  });
}

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request("http://localhost/x", { method: "POST", headers, body, duplex: "half" } as RequestInit);

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("readBodyBytes", () => {
  it("reads a body within the limit", async () => {
    expect((await readBodyBytes(post(streamOf([3, 4])), 10)).byteLength).toBe(7);
  });

  it("refuses a declared Content-Length over the limit without reading", async () => {
    const error = await refusal(readBodyBytes(post(streamOf([1]), { "content-length": "11" }), 10));
    expect(error.status).toBe(413);
  });

  it("refuses a body without a length once it grows past the limit", async () => {
    expect((await refusal(readBodyBytes(post(streamOf([6, 6])), 10))).status).toBe(413);
  });

  it("reads an empty body", async () => {
    expect((await readBodyBytes(post(null), 10)).byteLength).toBe(0);
  });
});

describe("readForm", () => {
  const urlencoded = { "content-type": "application/x-www-form-urlencoded" };

  it("reads a urlencoded form", async () => {
    const form = await readForm(post("intent=signin&email=a%40b.c", urlencoded));
    expect(textFields(form)).toEqual({ intent: "signin", email: "a@b.c" });
  });

  it("reads a multipart form with a file", async () => {
    const body = new FormData();
    body.append("intent", "avatar");
    body.append("avatar", new File([new Uint8Array(10)], "a.png", { type: "image/png" }));
    const encoded = new Request("http://localhost/x", { method: "POST", body });
    const form = await readForm(
      post(await encoded.arrayBuffer(), { "content-type": encoded.headers.get("content-type")! }),
    );
    expect(form.get("avatar")).toBeInstanceOf(File);
    expect(textFields(form)).toEqual({ intent: "avatar" });
  });

  it("answers 415 to a body that is not a form, 400 to a broken multipart body", async () => {
    expect((await refusal(readForm(post("{}", { "content-type": "text/plain" })))).status).toBe(415);
    expect((await refusal(readForm(post("x")))).status).toBe(415);
    const broken = { "content-type": "multipart/form-data; boundary=zzz" };
    expect((await refusal(readForm(post("not multipart", broken)))).status).toBe(400);
  });

  it("refuses a form over the limit (64 KB unless the route says otherwise)", async () => {
    const big = `comment=${"a".repeat(70 * 1024)}`;
    expect((await refusal(readForm(post(big, urlencoded)))).status).toBe(413);
    expect(textFields(await readForm(post(big, urlencoded), { maxBytes: 100 * 1024 })).comment).toHaveLength(70 * 1024);
  });

  it("takes a JSON object as fields only when asked to", async () => {
    const json = { "content-type": "application/json" };
    expect((await refusal(readForm(post('{"id":"x"}', json)))).status).toBe(415);
    const form = await readForm(post('{"id":"x","n":3,"deep":{"a":1}}', json), { json: true });
    expect(textFields(form)).toEqual({ id: "x", n: "3" });
    expect((await refusal(readForm(post("[1]", json), { json: true }))).status).toBe(400);
  });
});

describe("readJson", () => {
  it("parses JSON and refuses anything else with a Spanish message", async () => {
    expect(await readJson(post('{"a":1}', { "content-type": "application/json; charset=utf-8" }))).toEqual({ a: 1 });
    const bad = await refusal(readJson(post("{", { "content-type": "application/json" })));
    expect(bad.status).toBe(400);
    expect(bad.message).toBe("El pedido no es JSON válido.");
    expect((await refusal(readJson(post('{"a":1}', { "content-type": "text/plain" })))).status).toBe(415);
  });
});
