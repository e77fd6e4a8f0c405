/**
 * `npm run db:backup`: a complete backup of the configured database (DATABASE_URL, or PGlite in
 * DATA_DIR) and of DATA_DIR/uploads, in DATA_DIR/backups/<timestamp> (see backup-data.ts).
 * `npm run db:backup -- <carpeta>` writes it under another folder.
 *
 * PostgreSQL: runs beside the live server (one consistent snapshot). PGlite: stop the server
 * first, a PGlite data folder can only be open in one process.
 */
import path from "node:path";
import { getConfig } from "../../config.ts";
import { uploadsDirectory } from "../../storage/storage.ts";
import { getDatabaseHandle } from "../client.ts";
import { createBackup } from "./backup-data.ts";

const backupsDir = path.resolve(process.argv[2] ?? path.join(getConfig().dataDir, "backups"));
const handle = await getDatabaseHandle();
try {
  const { dir, manifest } = await createBackup(handle, { backupsDir, uploadsDir: uploadsDirectory() });
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `Copia de seguridad lista (${handle.kind}): ${dir}\n` +
      `  ${manifest.tables.length} tablas, ${rows} filas, ${manifest.files.length} archivos subidos.`,
  );
} finally {
  await handle.close();
}
