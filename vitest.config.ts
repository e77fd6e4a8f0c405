import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

/** Mail written to disk and the generated auth secret go to a scratch folder, never ./data. */
const scratchDataDir = path.join(os.tmpdir(), `vilma-vitest-${process.pid}`);

const ALL_INTEGRATION = ["server/**/*.int.test.ts", "app/**/*.int.test.ts", "tests/**/*.int.test.ts"];

/**
 * Tests that measure time on a real server process (draining on SIGTERM, start-up and outage
 * timeouts): they run after everything else, one database at a time, so a busy machine cannot
 * starve the server they time (a drain under three other workers' load lost requests once in three).
 */
const TIMING = ["tests/reliability/**/*.int.test.ts"];

/**
 * What the embedded database does its own way: opening, migrating, backing up and restoring its
 * folder, its extensions behind search, starting and failing as the app's default. With PostgreSQL
 * at hand these run on PGlite too; the rest of PGlite's coverage is the browser suite, whose server
 * always runs on PGlite (decision 20).
 */
const EMBEDDED_CHECKS = [
  "server/platform/db/**/*.int.test.ts",
  "server/demo/seed/**/*.int.test.ts",
  "server/search/**/*.int.test.ts",
  "server/admin/create-admin.int.test.ts",
  // (and TIMING, in projects of their own)
  // Issue 12: every admin action and its refusal, on both databases (the routes' own tests).
  "app/routes/admin/**/*.int.test.ts",
  // Issue 21: an import never holds the event loop, PGlite's statements running on it included.
  "server/import/import-pause.int.test.ts",
];

/**
 * Unit tests (pure rules) run once. Integration tests (`*.int.test.ts`, server code against a real
 * database) run once: on PostgreSQL when DATABASE_URL is set (as in CI), else on PGlite.
 */
const integration = (kind: "pglite" | "postgres", include: string[], timing = false) => ({
  test: {
    name: `${timing ? "timing" : "int"}-${kind}`,
    include,
    exclude: timing ? [] : TIMING,
    // One scratch folder per database kind: both projects run at once and count their own e-mails.
    env: { TEST_DB_KIND: kind, NODE_ENV: "test", DATA_DIR: `${scratchDataDir}-${kind}${timing ? "-timing" : ""}` },
    globalSetup: ["tests/setup/global-db.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The timing tests last: PostgreSQL's after everything else, then PGlite's (whose database
    // computes inside the server being timed) alone.
    ...(timing ? { sequence: { groupOrder: kind === "postgres" ? 1 : 2 } } : {}),
  },
});

export default defineConfig({
  test: {
    // On PostgreSQL, integration files mostly wait on the database (a process of its own): four at a
    // time on two cores took that project from 284 s to 170 s, but timing tests (a server draining on
    // SIGTERM, the payment stand-in) then ran out of time; three keep them green (decision 20). On
    // PGlite alone the database runs inside each worker, so the default (one per core) stays.
    ...(process.env.DATABASE_URL ? { maxWorkers: 3 } : {}),
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
      ...(process.env.DATABASE_URL
        ? [
            integration("postgres", ALL_INTEGRATION),
            integration("pglite", EMBEDDED_CHECKS),
            integration("postgres", TIMING, true),
            integration("pglite", TIMING, true),
          ]
        : [integration("pglite", ALL_INTEGRATION), integration("pglite", TIMING, true)]),
    ],
  },
});
