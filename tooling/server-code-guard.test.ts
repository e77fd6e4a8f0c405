import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { serverCodeGuard } from "./server-code-guard.ts";

/** A tiny project with a server/ folder, built for the browser the way the app is. */
const root = fs.mkdtempSync(path.join(os.tmpdir(), "vilma-guard-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

write("server/secret.ts", 'export interface Row { id: number }\nexport const DATABASE_PASSWORD = "hunter2";\n');
write("app/leaks.ts", 'import { DATABASE_PASSWORD } from "../server/secret.ts";\nconsole.log(DATABASE_PASSWORD);\n');
write(
  "app/types-only.ts",
  'import type { Row } from "../server/secret.ts";\nconst row: Row = { id: 1 };\nconsole.log(row);\n',
);

function buildEntry(entry: string) {
  return build({
    root,
    logLevel: "silent",
    configFile: false,
    plugins: [serverCodeGuard({ serverDir: path.join(root, "server") })],
    build: { write: false, lib: { entry: path.join(root, entry), formats: ["es"], fileName: "out" } },
  });
}

describe("server code guard", () => {
  it("fails the client build when a value from server/ reaches a browser chunk", async () => {
    await expect(buildEntry("app/leaks.ts")).rejects.toThrow(
      /Server code reached the browser bundle:\n {2}server\/secret\.ts/,
    );
  });

  it("lets type-only imports through: they leave no code behind", async () => {
    await expect(buildEntry("app/types-only.ts")).resolves.toBeDefined();
  });
});
