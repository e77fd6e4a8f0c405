/**
 * Session lifetimes, bans and re-authentication (decision 18), through Better Auth's real handler
 * and the app's session read. The clock is Date only, moved by hand.
 */
import { and, eq, gt } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { callAuth, createConfirmedUser, signIn } from "#tests/setup/auth-client.ts";
import { standingClock } from "#tests/setup/clock.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { banUser } from "../../users/ban.ts";
import { auditTrail } from "../audit/record-audit.ts";
import { sessions, users } from "../db/schema.ts";
import { REAUTH_WINDOW_S } from "./reauth.ts";
import { resolveSession } from "./session.ts";
import { SESSION_ABSOLUTE_S, SESSION_IDLE_S, SESSION_RENEW_S } from "./session-lifetime.ts";

const database = setupTestDatabase();

// A clock that stands still and moves only when a test says (codes, throttles and sessions read Date).
const clock = standingClock(Date.now());
const advance = clock.advance;

const read = (cookie: string) => resolveSession(new Request("http://localhost:3000/", { headers: { cookie } }));

describe("session lifetimes", () => {
  it("ends a session left unused for the idle lifetime", async () => {
    database();
    const { cookie } = await createConfirmedUser("ociosa@example.com");
    advance(SESSION_IDLE_S - 3600);
    expect((await read(cookie)).user?.email).toBe("ociosa@example.com");
    // That read renewed it; leaving it alone for the whole idle lifetime ends it.
    advance(SESSION_IDLE_S + 1);
    expect((await read(cookie)).user).toBeNull();
  });

  it("ends a session in daily use at the absolute lifetime, and clears its cookie", async () => {
    const db = database().db;
    const { cookie, userId } = await createConfirmedUser("diaria@example.com");
    let elapsed = 0;
    while (elapsed + SESSION_RENEW_S + 60 < SESSION_ABSOLUTE_S) {
      advance(SESSION_RENEW_S + 60);
      elapsed += SESSION_RENEW_S + 60;
      expect((await read(cookie)).user?.id).toBe(userId);
    }
    advance(SESSION_ABSOLUTE_S - elapsed);
    const ended = await read(cookie);
    expect(ended.user).toBeNull();
    expect(ended.setCookies.some((c) => c.startsWith("vilma.session_token=;"))).toBe(true);
    // Its row is gone (the other one, from the confirmation link, expired unused long ago).
    const live = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date(clock.now()))));
    expect(live).toEqual([]);
  });
});

describe("banUser", () => {
  it("ends every session at once, writes the audit entry and refuses new sign-ins in Spanish", async () => {
    const db = database().db;
    const { cookie, userId } = await createConfirmedUser("baneada@example.com", "Baneada", "correcta-9x");
    const laptop = await signIn("baneada@example.com", "correcta-9x");
    expect((await read(laptop)).user?.id).toBe(userId);

    const open = await db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(open.length).toBeGreaterThanOrEqual(2);
    const { sessionsEnded } = await banUser(userId, "Publicaba estafas", { id: "demo-admin", ip: "192.0.2.1" });
    expect(sessionsEnded).toBe(open.length);
    expect((await read(cookie)).user).toBeNull();
    expect((await read(laptop)).user).toBeNull();

    const [entry] = await auditTrail(db, { type: "user", id: userId });
    expect(entry).toMatchObject({ actorId: "demo-admin", action: "user.ban" });
    expect(entry?.details.reason).toBe("Publicaba estafas");

    const again = await callAuth("/sign-in/email", { body: { email: "baneada@example.com", password: "correcta-9x" } });
    expect(again.status).toBe(403);
    expect(again.body?.message).toBe("Tu cuenta está suspendida. Si creés que es un error, escribinos.");
    expect(await db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
  });

  it("refuses on read a session that slipped in while the ban was written", async () => {
    const db = database().db;
    const { cookie, userId } = await createConfirmedUser("carrera@example.com");
    await db.update(users).set({ banned: true }).where(eq(users.id, userId));
    expect((await read(cookie)).user).toBeNull();
  });
});

describe("changing the e-mail", () => {
  it("needs a recent sign-in or the current password", async () => {
    database();
    const { cookie } = await createConfirmedUser("mudanza@example.com", "Mudanza", "correcta-9x");
    const change = (body: Record<string, unknown>) =>
      callAuth("/change-email", { body: { callbackURL: "/profile", ...body }, cookie });
    expect((await change({ newEmail: "mudanza2@example.com" })).status).toBe(200);

    advance(REAUTH_WINDOW_S + 1);
    const stale = await change({ newEmail: "mudanza3@example.com" });
    expect(stale.status).toBe(403);
    expect(stale.body?.message).toBe("Por seguridad, ingresá tu contraseña actual para cambiar el email.");
    const wrong = await change({ newEmail: "mudanza3@example.com", currentPassword: "no-es" });
    expect(wrong.status).toBe(400);
    expect(wrong.body?.message).toBe("La contraseña actual no es correcta.");
    expect((await change({ newEmail: "mudanza3@example.com", currentPassword: "correcta-9x" })).status).toBe(200);
  });
});
