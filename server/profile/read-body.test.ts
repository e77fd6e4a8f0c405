import { describe, expect, it } from "vitest";
import { BadBodyError, BodyTooLargeError, readBodyBytes, readFormData } from "./read-body.ts";

function streamOf(chunks: number[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const size of chunks) controller.enqueue(new Uint8Array(size));
      controller.close();
    },
  });
}

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request("http://localhost/profile", { method: "POST", headers, body, duplex: "half" } as RequestInit);

describe("readBodyBytes", () => {
  it("reads a body within the limit", async () => {
    expect((await readBodyBytes(post(streamOf([3, 4])), 10)).byteLength).toBe(7);
  });

  it("refuses a declared Content-Length over the limit without reading", async () => {
    const request = post(streamOf([1]), { "content-length": "11" });
    await expect(readBodyBytes(request, 10)).rejects.toBeInstanceOf(BodyTooLargeError);
  });

  it("refuses a body without a length once it grows past the limit", async () => {
    await expect(readBodyBytes(post(streamOf([6, 6])), 10)).rejects.toBeInstanceOf(BodyTooLargeError);
  });

  it("reads an empty body", async () => {
    expect((await readBodyBytes(new Request("http://localhost/"), 10)).byteLength).toBe(0);
  });
});

describe("readFormData", () => {
  it("parses urlencoded and multipart bodies", async () => {
    const urlencoded = await readFormData(
      post("intent=name&fullName=Ana", { "content-type": "application/x-www-form-urlencoded" }),
      1000,
    );
    expect(urlencoded.get("fullName")).toBe("Ana");
    const form = new FormData();
    form.append("intent", "avatar");
    form.append("avatar", new File([new Uint8Array([1, 2])], "a.png", { type: "image/png" }));
    const multipart = await readFormData(new Request("http://localhost/", { method: "POST", body: form }), 10_000);
    expect(multipart.get("avatar")).toBeInstanceOf(File);
  });

  it("answers BadBodyError for a body that is not a form", async () => {
    await expect(readFormData(post("{}", { "content-type": "application/json" }), 1000)).rejects.toBeInstanceOf(
      BadBodyError,
    );
  });
});
