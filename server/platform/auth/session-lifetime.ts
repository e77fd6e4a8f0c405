/**
 * How long a session lives (decision 18). Idle: Better Auth's `expiresIn`, pushed forward at most
 * once per SESSION_RENEW_S while the session is used, so an unused session ends 13 to 14 days after
 * its last use. Absolute: SESSION_ABSOLUTE_S after sign-in, whatever the use (session.ts enforces
 * it on every read), after which the person signs in again.
 */
export const SESSION_IDLE_S = 14 * 24 * 3600;
export const SESSION_RENEW_S = 24 * 3600;
export const SESSION_ABSOLUTE_S = 30 * 24 * 3600;

/** Whether a session signed in at `createdAt` is past the absolute cap at `now`. */
export function pastAbsoluteLifetime(createdAt: Date | string, now = Date.now()): boolean {
  return now - new Date(createdAt).getTime() >= SESSION_ABSOLUTE_S * 1000;
}
