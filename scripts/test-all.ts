/**
 * `npm test`: everything a change can break, in order: types, lint, unit and integration tests
 * (PGlite, and PostgreSQL when DATABASE_URL is set, some through the production build), and the browser suite.
 */
import { spawnSync } from "node:child_process";

const steps: [string, string[]][] = [
  ["Tipos", ["npm", "run", "typecheck"]],
  ["Lint", ["npm", "run", "lint"]],
  // The build comes first: route-level integration tests drive the built app's request handler.
  ["Build", ["npx", "react-router", "build"]],
  ["Unitarios e integración", ["npx", "vitest", "run"]],
  ["End-to-end (Chromium)", ["npx", "playwright", "test"]],
];

const only = process.argv.slice(2);
let failed = 0;
for (const [name, [command, ...args]] of steps) {
  if (only.length && !only.some((o) => name.toLowerCase().includes(o.toLowerCase()))) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}: ${[command, ...args].join(" ")}`);
  const result = spawnSync(command!, args, { stdio: "inherit", env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✗ ${name} falló (${seconds} s)`);
    failed++;
    break;
  }
  console.log(`✓ ${name} (${seconds} s)`);
}
process.exit(failed ? 1 : 0);
