/** `npm run db:migrate`: applies pending migrations to the configured database (DATABASE_URL or DATA_DIR). */
import { getDatabaseHandle } from "../client.ts";

const handle = await getDatabaseHandle();
await handle.migrate();
await handle.close();
console.log(`Migraciones aplicadas (${handle.kind}).`);
