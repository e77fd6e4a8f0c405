import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3_STANDIN_CREDENTIALS, type S3Standin, startS3Standin } from "#tests/s3/server.ts";
import { getConfig } from "../config.ts";
import {
  createS3PrivateStorage,
  createS3Storage,
  S3Error,
  type S3Options,
  s3Folder,
  s3OptionsFrom,
} from "./s3-storage.ts";

let standin: S3Standin;
let options: S3Options;
const BUCKET = "vilma-test";

beforeAll(async () => {
  standin = await startS3Standin();
  options = { endpoint: standin.url, bucket: BUCKET, ...S3_STANDIN_CREDENTIALS };
});
afterAll(() => standin.stop());

const bytes = (text: string) => new TextEncoder().encode(text);

describe("createS3Storage (public files, path-style, signed)", () => {
  it("puts a file under public/ with its type and 7 days of cache, and answers /uploads/{key}", async () => {
    const storage = createS3Storage(options);
    const stored = await storage.put("avatars/ana-1a2b.webp", bytes("webp!"), "image/webp");
    expect(stored).toEqual({ key: "avatars/ana-1a2b.webp", url: "/uploads/avatars/ana-1a2b.webp" });
    const object = standin.object(BUCKET, "public/avatars/ana-1a2b.webp");
    expect(object?.bytes.toString()).toBe("webp!");
    expect(object?.contentType).toBe("image/webp");
    expect(object?.cacheControl).toBe("public, max-age=604800");
  });

  it("reads a public file back through fetchPublic, with validators and conditional answers", async () => {
    const storage = createS3Storage(options);
    await storage.put("logos/x-1.webp", bytes("logo"), "image/webp");
    const answer = await storage.fetchPublic("logos/x-1.webp", { method: "GET", headers: new Headers() });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe("logo");
    const etag = answer.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    const again = await storage.fetchPublic("logos/x-1.webp", {
      method: "GET",
      headers: new Headers({ "if-none-match": etag }),
    });
    expect(again.status).toBe(304);
    const missing = await storage.fetchPublic("logos/none.webp", { method: "HEAD", headers: new Headers() });
    expect(missing.status).toBe(404);
  });

  it("deletes a file, and deleting it twice is harmless", async () => {
    const storage = createS3Storage(options);
    await storage.put("gallery/g-1.webp", bytes("g"), "image/webp");
    await storage.delete("gallery/g-1.webp");
    expect(standin.object(BUCKET, "public/gallery/g-1.webp")).toBeUndefined();
    await expect(storage.delete("gallery/g-1.webp")).resolves.toBeUndefined();
  });

  it("maps its own URLs back to keys, S3_PUBLIC_URL's when set, and nothing else", () => {
    const served = createS3Storage(options);
    expect(served.keyFromUrl("/uploads/avatars/a-1.webp")).toBe("avatars/a-1.webp");
    expect(served.keyFromUrl("https://lh3.googleusercontent.com/a/photo")).toBeNull();
    expect(served.keyFromUrl("/uploads/../private/x.pdf")).toBeNull();
    expect(served.keyFromUrl(null)).toBeNull();
    const cdn = createS3Storage(options, "https://cdn.example.com/vilma/");
    expect(cdn.keyFromUrl("https://cdn.example.com/vilma/avatars/a-1.webp")).toBe("avatars/a-1.webp");
    expect(cdn.keyFromUrl("/uploads/avatars/a-1.webp")).toBeNull();
  });

  it("hands out S3_PUBLIC_URL/{key} when the bucket's public folder has an address", async () => {
    const cdn = createS3Storage(options, "https://cdn.example.com/vilma");
    const stored = await cdn.put("banners/b-1.webp", bytes("b"), "image/webp");
    expect(stored.url).toBe("https://cdn.example.com/vilma/banners/b-1.webp");
  });

  it("refuses a key that could leave its folder before sending anything", async () => {
    const storage = createS3Storage(options);
    await expect(storage.put("../private/x.webp", bytes("x"), "image/webp")).rejects.toThrow(
      /Clave de archivo inválida/,
    );
  });
});

describe("createS3PrivateStorage", () => {
  it("keeps files under private/, with a marker instead of a URL, and reads them back", async () => {
    const storage = createS3PrivateStorage(options);
    const stored = await storage.put("claims/c-1/proof.pdf", bytes("%PDF"), "application/pdf");
    expect(stored.url).toBe("private:claims/c-1/proof.pdf");
    expect(standin.object(BUCKET, "private/claims/c-1/proof.pdf")).toBeDefined();
    expect(new TextDecoder().decode((await storage.read("claims/c-1/proof.pdf")) ?? new Uint8Array())).toBe("%PDF");
    expect(storage.keyFromUrl(stored.url)).toBe("claims/c-1/proof.pdf");
    await storage.delete("claims/c-1/proof.pdf");
    expect(await storage.read("claims/c-1/proof.pdf")).toBeNull();
    expect(await storage.read("../public/x.webp")).toBeNull();
  });

  it("is never reachable through the public store", async () => {
    await createS3PrivateStorage(options).put("claims/c-2/id.jpg", bytes("dni"), "image/jpeg");
    const publicStore = createS3Storage(options);
    const answer = await publicStore.fetchPublic("claims/c-2/id.jpg", { method: "GET", headers: new Headers() });
    expect(answer.status).toBe(404);
  });
});

describe("the stand-in checks every signature", () => {
  it("refuses a request signed with the wrong secret (403 SignatureDoesNotMatch), and stores nothing", async () => {
    const before = standin.refused();
    const wrong = s3Folder({ ...options, secretAccessKey: "not-the-secret-0123456789" }, "public");
    const error = await wrong.put("avatars/bad-1.webp", bytes("x"), "image/webp").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3Error);
    expect((error as S3Error).status).toBe(403);
    expect((error as S3Error).message).toContain("SignatureDoesNotMatch");
    expect(standin.object(BUCKET, "public/avatars/bad-1.webp")).toBeUndefined();
    expect(standin.refused()).toBe(before + 1);
  });

  it("refuses an unknown access key, another region and an unsigned request", async () => {
    const unknown = s3Folder({ ...options, accessKeyId: "SOMEONEELSE" }, "public");
    await expect(unknown.read("avatars/a.webp")).rejects.toThrow(/403 \(InvalidAccessKeyId\)/);
    const region = s3Folder({ ...options, region: "sa-east-1" }, "public");
    await expect(region.read("avatars/a.webp")).rejects.toThrow(/403 \(SignatureDoesNotMatch\)/);
    const anonymous = await fetch(`${standin.url}/${BUCKET}/public/avatars/ana-1a2b.webp`);
    expect(anonymous.status).toBe(403);
  });

  it("refuses a body that is not the one signed", async () => {
    // The signature covers X-Amz-Content-Sha256; a proxy that changed the bytes is caught.
    const { AwsClient } = await import("aws4fetch");
    const client = new AwsClient({ ...S3_STANDIN_CREDENTIALS, service: "s3", retries: 0 });
    const response = await client.fetch(`${standin.url}/${BUCKET}/public/x/y.webp`, {
      method: "PUT",
      headers: { "x-amz-content-sha256": "0".repeat(64) },
      body: "other bytes",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("XAmzContentSHA256Mismatch");
  });
});

describe("s3OptionsFrom / the configuration", () => {
  const all = {
    S3_BUCKET: "vilma-fotos",
    S3_ENDPOINT: "https://s3.example.com/",
    S3_REGION: "auto",
    S3_ACCESS_KEY_ID: "AKIA",
    S3_SECRET_ACCESS_KEY: "secret",
  };

  it("is null without S3_* (files stay in DATA_DIR)", () => {
    expect(s3OptionsFrom(getConfig({}))).toBeNull();
  });

  it("reads the five variables, the endpoint as an origin", () => {
    expect(s3OptionsFrom(getConfig(all))).toEqual({
      endpoint: "https://s3.example.com",
      bucket: "vilma-fotos",
      region: "auto",
      accessKeyId: "AKIA",
      secretAccessKey: "secret",
    });
  });

  it("refuses some of them without the others, naming what is missing in Spanish", () => {
    const { S3_REGION: _, ...partial } = all;
    expect(() => getConfig(partial)).toThrow(
      /S3_REGION="": falta \(S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van todas juntas/,
    );
    expect(() => getConfig({ S3_PUBLIC_URL: "https://cdn.example.com" })).toThrow(
      /S3_PUBLIC_URL=.*sólo sirve junto con las variables S3_\*|S3_PUBLIC_URL: sólo sirve/,
    );
  });

  it("refuses an endpoint with a path and a bucket name S3 would refuse", () => {
    expect(() => getConfig({ ...all, S3_ENDPOINT: "https://s3.example.com/bucket" })).toThrow(
      /S3_ENDPOINT=.*: el origen del servicio/,
    );
    expect(() => getConfig({ ...all, S3_BUCKET: "Fotos_Vilma" })).toThrow(
      /S3_BUCKET="Fotos_Vilma": un nombre de bucket/,
    );
  });

  it("never echoes the secret in its message", () => {
    const { S3_BUCKET: _, ...partial } = all;
    expect(() => getConfig(partial)).not.toThrow(/secret/);
  });
});
