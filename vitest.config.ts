import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

/** Mail written to disk and the generated auth secret go to a scratch folder, never ./data. */
const scratchDataDir = path.join(os.tmpdir(), `vilma-vitest-${process.pid}`);

/**
 * Unit tests (pure rules) run once. Integration tests (`*.int.test.ts`, server code against a real
 * database) run on PGlite always, and again on PostgreSQL when DATABASE_URL is set (as in CI).
 */
const integration = (kind: "pglite" | "postgres") => ({
  test: {
    name: `int-${kind}`,
    include: ["server/**/*.int.test.ts", "app/**/*.int.test.ts", "tests/**/*.int.test.ts"],
    // One scratch folder per database kind: both projects run at once and count their own e-mails.
    env: { TEST_DB_KIND: kind, NODE_ENV: "test", DATA_DIR: `${scratchDataDir}-${kind}` },
    globalSetup: ["tests/setup/global-db.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "app/**/*.test.ts",
            "core/**/*.test.ts",
            "tooling/**/*.test.ts",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          exclude: ["**/*.int.test.ts", "node_modules/**"],
          env: { NODE_ENV: "test" },
        },
      },
      {
        // React components of the shared kit, rendered in a DOM stand-in.
        test: {
          name: "components",
          include: ["app/**/*.test.tsx"],
          environment: "happy-dom",
          env: { NODE_ENV: "test" },
        },
      },
      integration("pglite"),
      ...(process.env.DATABASE_URL ? [integration("postgres")] : []),
    ],
  },
});
