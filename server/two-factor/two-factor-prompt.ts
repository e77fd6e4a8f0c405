/**
 * The owner dashboard's suggestion (decision 26): "Activá la verificación en dos pasos", shown to a
 * business owner without it until they turn it on or close the card (kept in their profile, so it
 * stays closed on every device).
 */
import { eq } from "drizzle-orm";
import type { SessionUser } from "../platform/auth/session.ts";
import { getDb } from "../platform/db/client.ts";
import { profiles } from "../platform/db/schema.ts";

export async function showsTwoFactorPrompt(user: Pick<SessionUser, "id" | "secondStep">): Promise<boolean> {
  if (user.secondStep !== "suggested") return false;
  const db = await getDb();
  const [row] = await db
    .select({ dismissedAt: profiles.twoFactorPromptDismissedAt })
    .from(profiles)
    .where(eq(profiles.id, user.id));
  return !row?.dismissedAt;
}

export async function dismissTwoFactorPrompt(userId: string, now: Date): Promise<void> {
  const db = await getDb();
  await db.update(profiles).set({ twoFactorPromptDismissedAt: now }).where(eq(profiles.id, userId));
}
