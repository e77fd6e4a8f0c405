/** `npm run db:seed`: migrates and loads the demo data into an empty database. */
import { getDatabaseHandle } from "../../platform/db/client.ts";
import { isDatabaseSeeded, seedDemoData } from "./index.ts";

const handle = await getDatabaseHandle();
await handle.migrate();
if (await isDatabaseSeeded(handle.db)) {
  console.log("La base ya tiene datos: no se cargó nada.");
} else {
  const summary = await seedDemoData(handle.db);
  console.log("Datos de demostración cargados:", summary);
}
await handle.close();
