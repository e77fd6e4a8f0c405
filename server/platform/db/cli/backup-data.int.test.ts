import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "#server/platform/db/client.ts";
import { adminUrl } from "#tests/setup/global-db.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { BackupError, createBackup, listBackups, restoreBackup } from "./backup-data.ts";

const source = setupTestDatabase();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "vilma-backup-"));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** An empty database of the same kind as the test's (no schema: the restore migrates it). */
async function freshDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_KIND !== "postgres") {
    const handle = await openDatabase({ kind: "pglite" });
    cleanups.push(() => handle.close());
    return handle;
  }
  const base = process.env.DATABASE_URL as string;
  const name = `vilma_t_restore_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl(base) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const handle = await openDatabase({ kind: "postgres", url: adminUrl(base, name), max: 2 });
  cleanups.push(async () => {
    await handle.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  return handle;
}

async function query<T>(handle: DatabaseHandle, text: string): Promise<T[]> {
  return ((await handle.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}

/**
 * Derived by triggers from other tables (backup-data.ts leaves it out; a restore writes it again):
 * compared by content, without its own ids, which depend on the order rows were written in.
 */
const DERIVED = "search_documents";

/** Every table's rows (as JSON text, sorted) and every sequence's position. */
async function snapshot(handle: DatabaseHandle) {
  const tables = await query<{ name: string }>(
    handle,
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  const data: Record<string, string[]> = {};
  for (const { name } of tables) {
    const json = name === DERIVED ? "(to_jsonb(t) - 'id')" : "to_jsonb(t)";
    const rows = await query<{ r: string }>(handle, `select ${json}::text as r from "${name}" t`);
    data[name] = rows.map((row) => row.r).sort();
  }
  const sequences = await query<{ name: string; v: string | null }>(
    handle,
    `select sequencename as name, last_value::text as v from pg_sequences where schemaname = 'public' and sequencename <> '${DERIVED}_id_seq' order by 1`,
  );
  return { data, sequences };
}

function filesUnder(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!fs.existsSync(root)) return out;
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out[path.relative(root, full)] = fs.readFileSync(full).toString("base64");
  }
  return out;
}

function writeUploads(root: string, files: Record<string, Uint8Array>) {
  for (const [relative, bytes] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    fs.writeFileSync(path.join(root, relative), bytes);
  }
}

describe("db:backup and db:restore", () => {
  const backupsDir = path.join(scratch, "backups");
  const uploadsDir = path.join(scratch, "uploads");
  let backupDir = "";
  let before: Awaited<ReturnType<typeof snapshot>>;

  it("restores every table row by row, the sequences and the uploads into a fresh database", async () => {
    const db = source();
    // Data the seed lacks: text with quotes, line breaks and accents.
    await db.db.execute(
      sql`insert into app_settings (key, value) values ('prueba-copia', ${JSON.stringify({ texto: 'Él dijo "hola"\nchau', n: 1.25 })})
          on conflict (key) do nothing`,
    );
    writeUploads(uploadsDir, {
      "avatars/uno.webp": randomBytes(5000),
      "logos/dos.png": randomBytes(123),
      ".a-medio-escribir.webp.abc.tmp": randomBytes(10),
    });
    before = await snapshot(db);
    const tablesWithRows = Object.values(before.data).filter((rows) => rows.length > 0).length;
    expect(tablesWithRows).toBeGreaterThan(10);

    const made = await createBackup(db, { backupsDir, uploadsDir });
    backupDir = made.dir;
    expect(await listBackups(backupsDir)).toEqual([path.basename(made.dir)]);
    expect(fs.readdirSync(backupsDir)).toEqual([path.basename(made.dir)]);
    expect(made.manifest.tables.map((t) => t.name).sort()).toEqual(
      Object.keys(before.data)
        .filter((name) => name !== DERIVED)
        .sort(),
    );
    expect(before.data[DERIVED]?.length).toBeGreaterThan(0);
    for (const table of made.manifest.tables) expect(table.rows, table.name).toBe(before.data[table.name]?.length);
    // Half-written uploads are not data.
    expect(made.manifest.files.map((f) => f.path)).toEqual(["uploads/avatars/uno.webp", "uploads/logos/dos.png"]);

    const fresh = await freshDatabase();
    const restoredUploads = path.join(scratch, "restored", "uploads");
    await restoreBackup(fresh, { dir: made.dir, uploadsDir: restoredUploads });
    const after = await snapshot(fresh);
    expect(Object.keys(after.data)).toEqual(Object.keys(before.data));
    for (const [table, rows] of Object.entries(before.data)) expect(after.data[table], table).toEqual(rows);
    expect(after.sequences).toEqual(before.sequences);
    const { ".a-medio-escribir.webp.abc.tmp": _partial, ...whole } = filesUnder(uploadsDir);
    expect(filesUnder(restoredUploads)).toEqual(whole);
    console.log(
      `copia ${fresh.kind}: ${made.manifest.tables.length} tablas (${tablesWithRows} con filas), ` +
        `${made.manifest.tables.reduce((s, t) => s + t.rows, 0)} filas, ${made.manifest.files.length} archivos: idénticas tras restaurar`,
    );

    // The restored database keeps working: a new row takes the next id, not one already used.
    const [next] = await query<{ id: number }>(
      fresh,
      "insert into categories (name, slug) values ('Nueva tras restaurar', 'nueva-tras-restaurar') returning id",
    );
    const maxBefore = Math.max(...(before.data.categories ?? []).map((r) => (JSON.parse(r) as { id: number }).id));
    expect(next?.id).toBeGreaterThan(maxBefore);
  });

  it("restoring into a database in use replaces all its data with the backup's", async () => {
    const db = source();
    await db.db.execute(sql`delete from favorites`);
    await db.db.execute(sql`update businesses set name = 'Cambiado después de la copia'`);
    await db.db.execute(sql`insert into app_settings (key, value) values ('posterior', '1')`);
    writeUploads(uploadsDir, { "avatars/posterior.webp": randomBytes(10) });

    await restoreBackup(db, { dir: backupDir, uploadsDir });
    const after = await snapshot(db);
    for (const [table, rows] of Object.entries(before.data)) expect(after.data[table], table).toEqual(rows);
    expect(Object.keys(filesUnder(uploadsDir)).sort()).toEqual(["avatars/uno.webp", "logos/dos.png"]);
  });

  it("refuses, in Spanish and before changing anything, a backup whose checksums don't match", async () => {
    const db = source();
    const damaged = path.join(scratch, "dañada");
    fs.cpSync(backupDir, damaged, { recursive: true });
    const users = path.join(damaged, "data", "users.jsonl");
    fs.writeFileSync(users, fs.readFileSync(users, "utf8").replace(/@/, "#"));
    await db.db.execute(sql`insert into app_settings (key, value) values ('marca', '1')`);

    const refusal = restoreBackup(db, { dir: damaged, uploadsDir });
    await expect(refusal).rejects.toBeInstanceOf(BackupError);
    await expect(refusal).rejects.toThrow(/dañada: la suma de verificación de data\/users\.jsonl no coincide/);
    const [mark] = await query<{ n: number }>(db, "select count(*)::int as n from app_settings where key = 'marca'");
    expect(mark?.n).toBe(1);

    const damagedUpload = path.join(scratch, "subida-dañada");
    fs.cpSync(backupDir, damagedUpload, { recursive: true });
    fs.appendFileSync(path.join(damagedUpload, "uploads", "logos", "dos.png"), "x");
    await expect(restoreBackup(db, { dir: damagedUpload, uploadsDir })).rejects.toThrow(
      /suma de verificación de uploads\/logos\/dos\.png no coincide/,
    );
    fs.rmSync(path.join(damagedUpload, "uploads", "avatars", "uno.webp"));
    await expect(restoreBackup(db, { dir: damagedUpload, uploadsDir })).rejects.toThrow(/incompleta: falta/);
  });
});
