/**
 * Backups of the whole app: every table of the database plus the uploaded files, for PGlite and
 * PostgreSQL alike (`npm run db:backup`, `npm run db:restore`).
 *
 * A logical dump through the app's own connection rather than pg_dump: the same code serves both
 * databases (PGlite has no pg_dump), and it never meets a pg_dump older than the server. Each table
 * is read with row_to_json inside one REPEATABLE READ, READ ONLY transaction (one consistent
 * snapshot, while the server keeps running on PostgreSQL) and written as JSON Lines; a restore
 * turns the lines back into rows with json_populate_recordset, which parses every column with the
 * type's own input function, so timestamps, arrays, jsonb and numbers come back exactly.
 *
 * A backup is one folder, DATA_DIR/backups/<timestamp>/:
 *   manifest.json        what is inside: tables in foreign-key order with row counts and SHA-256,
 *                        sequences, migrations applied, upload files with sizes and SHA-256
 *   data/<table>.jsonl   one row per line
 *   uploads/…            a copy of DATA_DIR/uploads
 * It is written under a hidden temporary name and renamed into place when complete (files through
 * writeFileAtomic), so a folder with a manifest is always a whole backup.
 *
 * A restore checks every checksum first and refuses, in Spanish, a backup that doesn't match; then,
 * in one transaction, empties every table and loads the backup (parents before children), and puts
 * the sequences back; then swaps the uploads folder. It replaces ALL data: the database may be
 * empty (it is migrated first) or in use, and ends up exactly as the backup.
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { syncDirectory, writeFileAtomic } from "#server/platform/storage/write-file-atomic.ts";
import type { Database, DatabaseHandle } from "../client.ts";

export const BACKUP_FORMAT = "vilma-backup/1";

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  database: DatabaseHandle["kind"];
  /** Drizzle migrations applied when the backup was made (hashes, oldest first). */
  migrations: string[];
  /** In foreign-key order: a table comes after every table it references. */
  tables: { name: string; columns: string[]; rows: number; file: string; sha256: string }[];
  sequences: { name: string; lastValue: number | null }[];
  files: { path: string; bytes: number; sha256: string }[];
}

/** A refusal to show as is (Spanish): a damaged or foreign backup. */
export class BackupError extends Error {}

type Executor = Pick<Database, "execute">;

async function rows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

/**
 * Tables derived from others by triggers, left out of backups: restoring their sources writes them
 * again (search_documents: migration 0009). Restoring them as well would duplicate those rows.
 */
const DERIVED_TABLES = new Set(["search_documents"]);

async function publicTables(db: Executor): Promise<string[]> {
  const list = await rows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return list.map((r) => r.name).filter((name) => !DERIVED_TABLES.has(name));
}

/** Tables ordered so that each comes after the tables its foreign keys point at. */
async function foreignKeyOrder(db: Executor, tables: string[]): Promise<string[]> {
  const edges = await rows<{ child: string; parent: string }>(
    db,
    sql`select cl.relname as child, pl.relname as parent
        from pg_constraint c
        join pg_class cl on cl.oid = c.conrelid
        join pg_class pl on pl.oid = c.confrelid
        join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of edges) if (child !== parent) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...(parents.get(t) ?? [])].every((p) => placed.has(p)));
    if (ready.length === 0) throw new Error("Las claves foráneas forman un ciclo: no se puede ordenar la copia.");
    for (const t of ready) {
      ordered.push(t);
      placed.add(t);
    }
  }
  return ordered;
}

async function columnsOf(db: Executor, table: string): Promise<string[]> {
  const list = await rows<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
  );
  return list.map((r) => r.name);
}

async function appliedMigrations(db: Executor): Promise<string[]> {
  try {
    const list = await rows<{ hash: string }>(db, sql`select hash from drizzle.__drizzle_migrations order by id`);
    return list.map((r) => r.hash);
  } catch {
    return [];
  }
}

async function listFiles(root: string, prefix = ""): Promise<string[]> {
  let entries: import("node:fs").Dirent[];
  try {
    entries = await fs.readdir(path.join(root, prefix), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const out: string[] = [];
  for (const entry of entries) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    // Half-written uploads (writeFileAtomic's hidden temporary names) are not part of the data.
    if (entry.name.startsWith(".")) continue;
    if (entry.isDirectory()) out.push(...(await listFiles(root, relative)));
    else if (entry.isFile()) out.push(relative);
  }
  return out.sort();
}

export function backupName(now = new Date()): string {
  return now.toISOString().replace(/[:.]/g, "-");
}

/** Writes a complete backup under `backupsDir/<timestamp>` and answers its folder and manifest. */
export async function createBackup(
  handle: DatabaseHandle,
  options: { backupsDir: string; uploadsDir: string; now?: Date },
): Promise<{ dir: string; manifest: BackupManifest }> {
  const now = options.now ?? new Date();
  const name = backupName(now);
  const finalDir = path.join(options.backupsDir, name);
  const workDir = path.join(options.backupsDir, `.${name}.${randomBytes(4).toString("hex")}.tmp`);
  await fs.mkdir(path.join(workDir, "data"), { recursive: true });
  try {
    const manifest: BackupManifest = await handle.db.transaction(
      async (tx): Promise<BackupManifest> => {
        const tables = await foreignKeyOrder(tx, await publicTables(tx));
        const entries: BackupManifest["tables"] = [];
        for (const table of tables) {
          const columns = await columnsOf(tx, table);
          const list = await rows<{ r: string }>(
            tx,
            sql.raw(`select row_to_json(t)::text as r from ${ident(table)} t`),
          );
          const body = list.map((row) => `${row.r}\n`).join("");
          const file = `data/${table}.jsonl`;
          await writeFileAtomic(path.join(workDir, file), body);
          entries.push({ name: table, columns, rows: list.length, file, sha256: sha256(body) });
        }
        const sequences = await rows<{ name: string; lastValue: string | number | null }>(
          tx,
          sql`select sequencename as name, last_value as "lastValue" from pg_sequences
              where schemaname = 'public' order by sequencename`,
        );
        return {
          format: BACKUP_FORMAT,
          createdAt: now.toISOString(),
          database: handle.kind,
          migrations: await appliedMigrations(tx),
          tables: entries,
          sequences: sequences.map((s) => ({
            name: s.name,
            lastValue: s.lastValue === null ? null : Number(s.lastValue),
          })),
          files: [],
        };
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );

    for (const relative of await listFiles(options.uploadsDir)) {
      const bytes = await fs.readFile(path.join(options.uploadsDir, relative));
      const target = path.join(workDir, "uploads", relative);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await writeFileAtomic(target, bytes);
      manifest.files.push({ path: `uploads/${relative}`, bytes: bytes.length, sha256: sha256(bytes) });
    }

    await writeFileAtomic(path.join(workDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    await fs.rename(workDir, finalDir);
    await syncDirectory(options.backupsDir);
    return { dir: finalDir, manifest };
  } catch (error) {
    await fs.rm(workDir, { recursive: true, force: true });
    throw error;
  }
}

/** The complete backups in a folder, newest first (hidden, unfinished ones are left out). */
export async function listBackups(backupsDir: string): Promise<string[]> {
  const names = await fs.readdir(backupsDir).catch(() => [] as string[]);
  const complete: string[] = [];
  for (const name of names) {
    if (name.startsWith(".")) continue;
    try {
      await fs.access(path.join(backupsDir, name, "manifest.json"));
      complete.push(name);
    } catch {}
  }
  return complete.sort().reverse();
}

/** Reads and checks a backup: every file listed is there with its checksum, and every table's row count. */
export async function verifyBackup(dir: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await fs.readFile(path.join(dir, "manifest.json"), "utf8")) as BackupManifest;
  } catch {
    throw new BackupError(`No hay una copia de seguridad válida en ${dir}: falta manifest.json o está dañado.`);
  }
  if (manifest.format !== BACKUP_FORMAT) {
    throw new BackupError(`La copia de ${dir} tiene un formato desconocido (${String(manifest.format)}).`);
  }
  const check = async (relative: string, expected: string) => {
    let bytes: Buffer;
    try {
      bytes = await fs.readFile(path.join(dir, relative));
    } catch {
      throw new BackupError(`La copia de seguridad está incompleta: falta ${relative}. No se restauró nada.`);
    }
    if (sha256(bytes) !== expected) {
      throw new BackupError(
        `La copia de seguridad está dañada: la suma de verificación de ${relative} no coincide. No se restauró nada.`,
      );
    }
    return bytes;
  };
  for (const table of manifest.tables) {
    const bytes = await check(table.file, table.sha256);
    const lines = bytes.toString("utf8").split("\n").filter(Boolean).length;
    if (lines !== table.rows) {
      throw new BackupError(
        `La copia de seguridad está dañada: ${table.file} tiene ${lines} filas y el manifiesto dice ${table.rows}.`,
      );
    }
  }
  for (const file of manifest.files) await check(file.path, file.sha256);
  return manifest;
}

const BATCH_ROWS = 500;

/**
 * Replaces all the data (database and uploads) with a backup's. Checks it first; migrates the
 * target (an empty database gets the schema); refuses a backup made by a newer Vilma.
 */
export async function restoreBackup(
  handle: DatabaseHandle,
  options: { dir: string; uploadsDir: string },
): Promise<BackupManifest> {
  const manifest = await verifyBackup(options.dir);
  await handle.migrate();
  const known = new Set(await appliedMigrations(handle.db));
  const unknown = manifest.migrations.filter((hash) => !known.has(hash));
  if (unknown.length > 0) {
    throw new BackupError(
      `La copia se hizo con una versión más nueva de Vilma (${unknown.length} migraciones que esta versión no tiene). Actualizá Vilma y probá de nuevo.`,
    );
  }
  const current = await publicTables(handle.db);
  const missing = manifest.tables.map((t) => t.name).filter((t) => !current.includes(t));
  if (missing.length > 0) {
    throw new BackupError(`La copia tiene tablas que esta base no tiene (${missing.join(", ")}). No se restauró nada.`);
  }

  await handle.db.transaction(async (tx) => {
    // Every table, including any this backup predates: the result is exactly the backup.
    await tx.execute(sql.raw(`truncate ${current.map(ident).join(", ")} restart identity cascade`));
    for (const table of manifest.tables) {
      const text = await fs.readFile(path.join(options.dir, table.file), "utf8");
      const lines = text.split("\n").filter(Boolean);
      // Only the columns the backup has: a column added since gets its default.
      const columns = table.columns.map(ident).join(", ");
      const target = ident(table.name);
      for (let start = 0; start < lines.length; start += BATCH_ROWS) {
        const batch = `[${lines.slice(start, start + BATCH_ROWS).join(",")}]`;
        await tx.execute(
          sql`${sql.raw(`insert into ${target} (${columns}) select ${columns} from json_populate_recordset(null::${target}, `)}${batch}${sql.raw("::json)")}`,
        );
      }
    }
    for (const sequence of manifest.sequences) {
      const name = `public.${ident(sequence.name)}`;
      if (sequence.lastValue === null) await tx.execute(sql`select setval(${name}::regclass, 1, false)`);
      else await tx.execute(sql`select setval(${name}::regclass, ${sequence.lastValue}, true)`);
    }
  });

  await replaceUploads(options.dir, options.uploadsDir, manifest);
  return manifest;
}

/** Builds the restored uploads folder beside the live one, then swaps them with two renames. */
async function replaceUploads(backupDir: string, uploadsDir: string, manifest: BackupManifest): Promise<void> {
  const parent = path.dirname(uploadsDir);
  const suffix = randomBytes(4).toString("hex");
  const incoming = path.join(parent, `.uploads-restore-${suffix}.tmp`);
  const outgoing = path.join(parent, `.uploads-old-${suffix}.tmp`);
  await fs.mkdir(incoming, { recursive: true });
  try {
    for (const file of manifest.files) {
      const target = path.join(incoming, file.path.replace(/^uploads\//, ""));
      await fs.mkdir(path.dirname(target), { recursive: true });
      await writeFileAtomic(target, await fs.readFile(path.join(backupDir, file.path)));
    }
    const hadUploads = await fs
      .access(uploadsDir)
      .then(() => true)
      .catch(() => false);
    if (hadUploads) await fs.rename(uploadsDir, outgoing);
    await fs.rename(incoming, uploadsDir);
    await syncDirectory(parent);
    await fs.rm(outgoing, { recursive: true, force: true });
  } catch (error) {
    await fs.rm(incoming, { recursive: true, force: true });
    throw error;
  }
}
