import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pollFolder } from "./testing/poll-folder.ts";
import { isTemporaryName, writeFileAtomic } from "./write-file-atomic.ts";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "vilma-atomic-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A JSON document of about `size` bytes whose end marks it complete. */
function document(index: number, size: number): string {
  return JSON.stringify({ index, padding: "x".repeat(size), end: true });
}

describe("writeFileAtomic", () => {
  it("readers polling the folder during 200 concurrent writes never see a partial file", async () => {
    const dir = path.join(root, "concurrent");
    fs.mkdirSync(dir);
    const readers = await Promise.all([1, 2].map(() => pollFolder(dir, { completeKey: "end" })));
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        writeFileAtomic(path.join(dir, `${i}.json`), document(i, 64_000 + i * 512)),
      ),
    );
    const results = await Promise.all(readers.map((r) => r.stop()));
    expect(results.flatMap((r) => r.partial)).toEqual([]);
    expect(results.reduce((sum, r) => sum + r.racing, 0)).toBeGreaterThan(0);
    const names = fs.readdirSync(dir);
    expect(names.filter(isTemporaryName)).toEqual([]);
    expect(names).toHaveLength(200);
  }, 30_000);

  it("replaces an existing file whole", async () => {
    const file = path.join(root, "replace.json");
    await writeFileAtomic(file, document(1, 10));
    await writeFileAtomic(file, document(2, 10));
    expect(JSON.parse(fs.readFileSync(file, "utf8")).index).toBe(2);
  });

  it("leaves no temporary file behind when the write fails", async () => {
    const dir = path.join(root, "fails");
    fs.mkdirSync(dir);
    // The target is a directory: the rename fails after the bytes were written.
    fs.mkdirSync(path.join(dir, "taken"));
    fs.writeFileSync(path.join(dir, "taken", "inside"), "x");
    await expect(writeFileAtomic(path.join(dir, "taken"), "nuevo")).rejects.toThrow();
    expect(fs.readdirSync(dir)).toEqual(["taken"]);
  });

  it("tells its temporary names apart from real files", () => {
    expect(isTemporaryName(".2026-mail.json.a1b2c3.tmp")).toBe(true);
    expect(isTemporaryName("2026-mail.json")).toBe(false);
    expect(isTemporaryName("avatars.tmp")).toBe(false);
  });
});
