/**
 * "Datos personales": the full name lives in profiles.full_name (what the app shows) and in Better
 * Auth's users.name (what its e-mails greet); both are written so they never disagree.
 */
import { eq } from "drizzle-orm";
import { fullNameSchema } from "#core/account-validation.ts";
import { fail, ok, type Result } from "#core/errors.ts";
import { getAuth } from "../platform/auth/auth.ts";
import { getDb } from "../platform/db/client.ts";
import { profiles } from "../platform/db/schema.ts";
import { describeAuthError } from "./auth-error.ts";

export const PROFILE_UPDATE_FALLBACK = "Error desconocido al actualizar perfil";

export async function updateProfileName(
  userId: string,
  headers: Headers,
  rawName: unknown,
): Promise<Result<{ fullName: string }>> {
  const parsed = fullNameSchema.safeParse(rawName);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? PROFILE_UPDATE_FALLBACK;
    return fail("validation", message, { fullName: message });
  }
  const fullName = parsed.data;
  try {
    // Through Better Auth (with the caller's cookie): it updates the account of whoever is signed in.
    const auth = await getAuth();
    await auth.api.updateUser({ body: { name: fullName }, headers });
  } catch (error) {
    return fail("bad_request", describeAuthError(error, PROFILE_UPDATE_FALLBACK).message);
  }
  const db = await getDb();
  await db.update(profiles).set({ fullName, updatedAt: new Date() }).where(eq(profiles.id, userId));
  return ok({ fullName });
}
