// THROWAWAY probe: sequential latency per URL on one server.
import path from "node:path";
import { snapshotBuild } from "./build-snapshot.ts";
import { prepareDatabase } from "./databases.ts";
import { startServer } from "./server-process.ts";
const root = path.resolve(import.meta.dirname, "..");
const [db = "pglite", dataset = "seed"] = process.argv.slice(2);
const build = await snapshotBuild(root, path.join(root, "bench/results/probe-app"));
const prep = await prepareDatabase(db as never, dataset as never, { postgresUrl: "postgres://postgres@127.0.0.1:5432/postgres", vacuumPglite: !!process.env.BENCH_VACUUM, onDispose: () => () => {} });
const server = await startServer({ script: path.join(root, "server.ts"), cwd: build.cwd, env: { ...prep.serverEnv, ...(process.env.PROBE_LOG ? { LOG_LEVEL: "debug" } : {}) }, logFile: "/tmp/bt/probe-server.log" });
try {
  for (const p of ["/api/search?q=farmacia", "/api/search?q=farmcia", "/api/search?q=2x1", "/api/search?q=zzzz", "/", `/${prep.slugs[0]}`, "/healthz"]) {
    const times: number[] = [];
    for (let i = 0; i < 15; i++) {
      const t = performance.now();
      const r = await fetch(server.baseUrl + p);
      await r.arrayBuffer();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.log(`${p.padEnd(28)} min ${times[0]!.toFixed(1)} median ${times[7]!.toFixed(1)} max ${times[14]!.toFixed(1)} ms`);
  }
} finally {
  await server.stop();
  await prep.dispose();
  build.remove();
}
