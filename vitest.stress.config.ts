import { defineConfig } from "vitest/config";

/**
 * `npm run test:stress` (tests/stress): load and kill -9 against the production server, minutes
 * long, so never part of `npm test`. One file, its steps in order; the server runs as a child.
 */
export default defineConfig({
  test: {
    name: "stress",
    include: ["tests/stress/**/*.stress.ts"],
    env: { NODE_ENV: "test" },
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
