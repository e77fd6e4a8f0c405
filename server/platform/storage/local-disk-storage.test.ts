import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalDiskStorage } from "./local-disk-storage.ts";
import { pollFolder } from "./testing/poll-folder.ts";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "vilma-storage-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("local disk storage", () => {
  const storage = createLocalDiskStorage(root);

  it("writes a file under its key and answers its /uploads URL", async () => {
    const stored = await storage.put("avatars/abc-123.webp", new Uint8Array([1, 2, 3]), "image/webp");
    expect(stored).toEqual({ key: "avatars/abc-123.webp", url: "/uploads/avatars/abc-123.webp" });
    expect([...fs.readFileSync(path.join(root, "avatars", "abc-123.webp"))]).toEqual([1, 2, 3]);
    expect(fs.readdirSync(path.join(root, "avatars"))).toEqual(["abc-123.webp"]);
  });

  it("a reader of the uploads folder never sees a half-written file during 200 concurrent uploads", async () => {
    const reader = await pollFolder(path.join(root, "lote"), { completeKey: "end" });
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        storage.put(`lote/${i}.json`, Buffer.from(JSON.stringify({ i, bytes: "x".repeat(200_000), end: true })), "x"),
      ),
    );
    const { partial, racing } = await reader.stop();
    expect(partial).toEqual([]);
    expect(racing).toBeGreaterThan(0);
    expect(fs.readdirSync(path.join(root, "lote"))).toHaveLength(200);
  }, 30_000);

  it("deletes, and deleting a missing file is harmless", async () => {
    await storage.put("avatars/borrar.webp", new Uint8Array([9]), "image/webp");
    await storage.delete("avatars/borrar.webp");
    expect(fs.existsSync(path.join(root, "avatars", "borrar.webp"))).toBe(false);
    await expect(storage.delete("avatars/borrar.webp")).resolves.toBeUndefined();
  });

  it.each([
    "../secreto.txt",
    "avatars/../../x.webp",
    "/etc/passwd",
    "avatars/.webp",
    "avatars\\x.webp",
    "a b.webp",
    "",
  ])("refuses the unsafe key %j", async (key) => {
    await expect(storage.put(key, new Uint8Array([1]), "image/webp")).rejects.toThrow(/Clave de archivo inválida/);
    await expect(storage.delete(key)).rejects.toThrow(/Clave de archivo inválida/);
  });

  it.each([
    ["/uploads/avatars/abc-1.webp", "avatars/abc-1.webp"],
    ["/uploads/avatars/../../etc/passwd", null],
    ["https://lh3.googleusercontent.com/a/foto", null],
    ["/media/demo/logo/x.svg", null],
    ["/uploads/", null],
    [null, null],
    [undefined, null],
  ])("keyFromUrl(%j) = %j", (url, key) => {
    expect(storage.keyFromUrl(url)).toBe(key);
  });

  it("reads a file back, null when there is none (the private store is this one under another prefix)", async () => {
    await storage.put("avatars/leer.webp", new Uint8Array([4, 5]), "image/webp");
    expect([...((await storage.read("avatars/leer.webp")) ?? [])]).toEqual([4, 5]);
    expect(await storage.read("avatars/no-existe.webp")).toBeNull();
    expect(await storage.read("../secreto.txt")).toBeNull();
  });
});
