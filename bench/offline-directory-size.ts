/**
 * `node bench/offline-directory-size.ts`: the offline directory's size (core/offline-directory.ts) as
 * the phone downloads it, raw and gzip (the compression middleware's default level), on the demo
 * data and with 10,000 more businesses (the bench's bulk seed), in a throwaway in-memory PGlite.
 */
import { gzipSync } from "node:zlib";
import { seedBulk } from "#server/demo/seed/bulk.ts";
import { seedDemoData } from "#server/demo/seed/index.ts";
import { buildOfflineDirectory } from "#server/directory/offline-directory.ts";
import { openDatabase, setDatabaseHandle } from "#server/platform/db/client.ts";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function measure(label: string) {
  const started = performance.now();
  const answer = await buildOfflineDirectory();
  const ms = performance.now() - started;
  const raw = Buffer.byteLength(answer.body);
  const gzip = gzipSync(answer.body).length;
  console.log(
    `${label}: ${answer.count} comercios activos, ${kb(raw)} sin comprimir, ${kb(gzip)} gzip ` +
      `(${(gzip / answer.count).toFixed(0)} B por comercio), armado en ${ms.toFixed(0)} ms`,
  );
}

const handle = await openDatabase({ kind: "pglite" });
setDatabaseHandle(handle);
await handle.migrate();
await seedDemoData(handle.db, { now: new Date() });
await measure("demo");
await seedBulk(handle.db, { businesses: 10_000, promotions: 0 });
await measure("demo + 10.000");
await handle.close();
