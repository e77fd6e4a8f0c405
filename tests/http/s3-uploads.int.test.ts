/**
 * Uploads in an S3-compatible bucket, end to end: a picture posted to a real route (the profile's
 * avatar) lands in the bucket (the stand-in checks every signature), its URL is served by the real
 * server with the disk's cache headers, replacing it deletes the old object, and nothing outside
 * the bucket's public/ folder is ever served.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as profileAction } from "#app/routes/account/profile.tsx";
import { providerImageOrigins } from "#server/http-server.ts";
import { resolveSession } from "#server/platform/auth/session.ts";
import { getConfig } from "#server/platform/config.ts";
import { profiles } from "#server/platform/db/schema.ts";
import { createS3PrivateStorage, createS3Storage } from "#server/platform/storage/s3-storage.ts";
import { setStorage } from "#server/platform/storage/storage.ts";
import { S3_STANDIN_CREDENTIALS, type S3Standin, startS3Standin } from "#tests/s3/server.ts";
import { createConfirmedUser } from "#tests/setup/auth-client.ts";
import { pngOf } from "#tests/setup/images.ts";
import { setupRealServer } from "#tests/setup/real-server.ts";
import { contextWithUser } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";

const database = setupTestDatabase();
const origin = setupRealServer();
const BUCKET = "vilma-uploads";
let standin: S3Standin;

beforeAll(async () => {
  standin = await startS3Standin();
  setStorage(createS3Storage({ endpoint: standin.url, bucket: BUCKET, ...S3_STANDIN_CREDENTIALS }));
});
afterAll(async () => {
  setStorage(undefined);
  await standin?.stop();
});

async function postAvatar(cookie: string, bytes: Uint8Array) {
  const { user } = await resolveSession(new Request("http://localhost:3000/profile", { headers: { cookie } }));
  const form = new FormData();
  form.append("intent", "avatar");
  form.append("avatar", new File([bytes as BlobPart], "yo.png", { type: "image/png" }));
  const result = (await profileAction({
    request: new Request("http://localhost:3000/profile", { method: "POST", headers: { cookie }, body: form }),
    context: contextWithUser(user),
    params: {},
  } as never)) as unknown as { init?: { status?: number } };
  return result.init?.status ?? 200;
}

async function avatarOf(userId: string): Promise<string> {
  const [row] = await database().db.select().from(profiles).where(eq(profiles.id, userId));
  if (!row?.avatarUrl) throw new Error("sin avatar");
  return row.avatarUrl;
}

describe("an avatar posted to /profile with the files in a bucket", () => {
  it("lands in the bucket's public/ folder, and its /uploads URL serves the same bytes for a week", async () => {
    const { cookie, userId } = await createConfirmedUser(`s3-${Date.now().toString(36)}@example.com`);
    expect(await postAvatar(cookie, await pngOf(300, 200))).toBe(200);
    const url = await avatarOf(userId);
    expect(url).toMatch(new RegExp(`^/uploads/avatars/${userId}-[0-9a-f]{12}\\.webp$`));
    const key = url.replace(/^\/uploads\//, "");
    const object = standin.object(BUCKET, `public/${key}`);
    expect(object?.contentType).toBe("image/webp");
    expect((await sharp(object?.bytes).metadata()).width).toBe(256);

    const served = await fetch(`${origin()}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=604800");
    expect(Buffer.from(await served.arrayBuffer()).equals(object?.bytes ?? Buffer.alloc(0))).toBe(true);

    // A browser's revalidation is answered 304 without the bytes; HEAD has the headers only.
    const etag = served.headers.get("etag") ?? "";
    expect((await fetch(`${origin()}${url}`, { headers: { "if-none-match": etag } })).status).toBe(304);
    const head = await fetch(`${origin()}${url}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(object?.bytes.length));

    // A new photo replaces the old object: the old URL is gone from the bucket and from the site.
    expect(await postAvatar(cookie, await pngOf(128, 128))).toBe(200);
    const next = await avatarOf(userId);
    expect(next).not.toBe(url);
    expect(standin.object(BUCKET, `public/${key}`)).toBeUndefined();
    const gone = await fetch(`${origin()}${url}`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toBe("No encontrado.");
  });

  it("never serves a private file, a made-up key or anything but GET/HEAD", async () => {
    const privateStore = createS3PrivateStorage({ endpoint: standin.url, bucket: BUCKET, ...S3_STANDIN_CREDENTIALS });
    await privateStore.put("claims/c-1/dni.webp", new Uint8Array([1, 2, 3]), "image/webp");
    for (const path of [
      "/uploads/claims/c-1/dni.webp",
      "/uploads/../private/claims/c-1/dni.webp",
      "/uploads/%2e%2e/x.webp",
    ]) {
      const answer = await fetch(`${origin()}${path}`);
      expect(answer.status, path).toBe(404);
    }
    const post = await fetch(`${origin()}/uploads/avatars/x.webp`, { method: "POST" });
    expect(post.status).toBe(405);
    expect(await post.text()).toBe("Método no permitido: usá GET o HEAD.");
  });
});

describe("the CSP with S3_PUBLIC_URL", () => {
  it("lets pictures load from S3_PUBLIC_URL's origin, and from nowhere new without it", () => {
    const s3 = {
      S3_BUCKET: "vilma",
      S3_ENDPOINT: "https://s3.example.com",
      S3_REGION: "auto",
      S3_ACCESS_KEY_ID: "a",
      S3_SECRET_ACCESS_KEY: "b",
    };
    expect(providerImageOrigins(getConfig({ ...s3, S3_PUBLIC_URL: "https://cdn.example.com/vilma/public" }))).toContain(
      "https://cdn.example.com",
    );
    expect(providerImageOrigins(getConfig(s3))).toEqual([]);
  });
});
