/**
 * profiles.theme_preference: the spec's "update profiles by id (theme_preference alone)". Written by
 * the theme toggle (POST /api/profile/theme, retried with backoff by the browser) and by the
 * profile page's "Apariencia" form without JavaScript.
 */
import { eq } from "drizzle-orm";
import { THEME_PREFERENCES, type ThemePreference } from "#core/theme.ts";
import { z } from "#core/zod.ts";
import { getDb } from "../platform/db/client.ts";
import { profiles } from "../platform/db/schema.ts";

export const THEME_MESSAGE = "Elegí un tema: claro, oscuro o sistema.";

export const themePreferenceSchema = z.enum(THEME_PREFERENCES, { error: THEME_MESSAGE });

export const themeBodySchema = z.object({ preference: themePreferenceSchema }, { error: THEME_MESSAGE });

export async function saveThemePreference(userId: string, preference: ThemePreference): Promise<void> {
  const db = await getDb();
  await db.update(profiles).set({ themePreference: preference, updatedAt: new Date() }).where(eq(profiles.id, userId));
}
