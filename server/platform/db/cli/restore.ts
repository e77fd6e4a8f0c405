/**
 * `npm run db:restore -- <copia>`: replaces ALL the data of the configured database and
 * DATA_DIR/uploads with a backup made by `npm run db:backup`. <copia> is a backup folder, or its
 * name under DATA_DIR/backups; `--ultima` takes the newest. The database may be empty (it is
 * migrated first) or in use; after the restore it holds exactly the backup's rows. A backup whose
 * checksums don't match is refused before anything changes. Stop the server first (PGlite can only
 * be open in one process; on PostgreSQL the server would keep serving from caches meanwhile).
 */
import fs from "node:fs";
import path from "node:path";
import { getConfig } from "../../config.ts";
import { uploadsDirectory } from "../../storage/storage.ts";
import { getDatabaseHandle } from "../client.ts";
import { BackupError, listBackups, restoreBackup } from "./backup-data.ts";

const backupsDir = path.join(getConfig().dataDir, "backups");
const argument = process.argv[2];
const available = await listBackups(backupsDir);

if (!argument) {
  console.error(
    "Indicá qué copia restaurar: npm run db:restore -- <carpeta> (o --ultima).\n" +
      (available.length
        ? `Copias en ${backupsDir}:\n${available.map((n) => `  ${n}`).join("\n")}`
        : `No hay copias en ${backupsDir}.`),
  );
  process.exit(1);
}

const chosen = argument === "--ultima" ? available[0] : argument;
if (!chosen) {
  console.error(`No hay copias en ${backupsDir}.`);
  process.exit(1);
}
const dir = fs.existsSync(path.resolve(chosen)) ? path.resolve(chosen) : path.join(backupsDir, chosen);

const handle = await getDatabaseHandle();
try {
  const manifest = await restoreBackup(handle, { dir, uploadsDir: uploadsDirectory() });
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `Copia restaurada en ${handle.kind}: ${dir}\n` +
      `  ${manifest.tables.length} tablas, ${rows} filas, ${manifest.files.length} archivos subidos.`,
  );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
