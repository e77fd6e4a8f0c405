import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pollFolder } from "#server/platform/storage/testing/poll-folder.ts";

// Mail goes to this file's own folder: set before the config is first read.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vilma-mail-"));
process.env.DATA_DIR = dataDir;
delete process.env.SMTP_URL;
const { readStoredMail, sendMail } = await import("./send-mail.ts");
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// 200 messages, each flushed to disk (fsync) twice: seconds on a busy machine.
describe("mail written to DATA_DIR/mail", () => {
  it("a reader polling during 200 concurrent sends never meets a half-written message", async () => {
    const readers = await Promise.all(
      [1, 2].map(() => pollFolder(path.join(dataDir, "mail"), { completeKey: "sentAt" })),
    );
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        sendMail({
          to: "lector@example.com",
          subject: `Mensaje ${i}`,
          text: `Confirmá tu cuenta: https://vilma.test/c/${i}\n${"texto ".repeat(20_000)}`,
          html: `<p>${"texto ".repeat(20_000)}</p>`,
        }),
      ),
    );
    const results = await Promise.all(readers.map((r) => r.stop()));
    expect(results.flatMap((r) => r.partial)).toEqual([]);
    expect(results.reduce((sum, r) => sum + r.racing, 0)).toBeGreaterThan(0);
    const mails = await readStoredMail("lector@example.com");
    expect(mails).toHaveLength(200);
    expect(new Set(mails.map((m) => m.links[0])).size).toBe(200);
  }, 30_000);
});
