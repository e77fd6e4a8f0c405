/**
 * The site's settings as the admin edits them (/admin/settings): social links, analytics ids,
 * contact, bank-transfer details, each an `app_settings` row. Saving writes every key in one
 * transaction with one `settings.update` audit row (the changed keys before and after) and drops
 * the cached public settings (one of the public caches), so every instance shows the change at once.
 */
import { inArray, sql } from "drizzle-orm";
import { SETTING_KEYS, type SettingField, type SettingsFormValues } from "#core/settings-form.ts";
import { type AuditEntry, recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { appSettings } from "../platform/db/schema.ts";

export type SiteSettings = Record<SettingField, string>;

const FIELDS = Object.keys(SETTING_KEYS) as SettingField[];

export async function getSiteSettings(db?: Database): Promise<SiteSettings> {
  const d = db ?? (await getDb());
  const rows = await d
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(inArray(appSettings.key, Object.values(SETTING_KEYS)));
  const byKey = new Map(rows.map((r) => [r.key, r.value ?? ""]));
  return Object.fromEntries(FIELDS.map((f) => [f, byKey.get(SETTING_KEYS[f]) ?? ""])) as SiteSettings;
}

/** Saves every field (empty = not configured); returns the keys that changed. */
export async function saveSiteSettings(input: SettingsFormValues, actor: AuditEntry["actor"]): Promise<string[]> {
  const db = await getDb();
  const changed = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const before = await getSiteSettings(t);
    const after = Object.fromEntries(FIELDS.map((f) => [f, (input[f] ?? "").trim()])) as SiteSettings;
    const keys = FIELDS.filter((f) => before[f] !== after[f]);
    if (keys.length === 0) return keys;
    const now = new Date();
    await t
      .insert(appSettings)
      .values(keys.map((f) => ({ key: SETTING_KEYS[f], value: after[f], updatedAt: now })))
      .onConflictDoUpdate({
        target: appSettings.key,
        set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
      });
    await recordAudit(t, {
      actor,
      action: "settings.update",
      entity: { type: "settings", id: "site" },
      before: Object.fromEntries(keys.map((f) => [SETTING_KEYS[f], before[f]])),
      after: Object.fromEntries(keys.map((f) => [SETTING_KEYS[f], after[f]])),
    });
    return keys;
  });
  await clearPublicCaches();
  return changed.map((f) => SETTING_KEYS[f]);
}
