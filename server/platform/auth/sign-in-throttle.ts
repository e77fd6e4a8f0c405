/**
 * Sign-in throttling (decision 18). Three counters in `rate_limits`, so every instance agrees:
 *
 * - **pair** (account + IP): the first PAIR_FREE_FAILURES wrong passwords are free, then each attempt
 *   waits twice as long as the one before (1 s, 2 s, 4 s… up to PAIR_MAX_DELAY_S). A right password
 *   resets it. It slows one guesser down without touching the same account from another address.
 * - **ip** failures across accounts: IP_FAILURES_PER_HOUR wrong passwords an hour, whatever the
 *   account (credential stuffing tries one password on many accounts).
 * - **account** failures across addresses: ACCOUNT_FAILURES_PER_DAY a day from addresses that never
 *   signed this account in. One address cannot reach it (the pair delay lets it try ~40 a day), and
 *   the person's own addresses (a right password there in the last KNOWN_IP_DAYS) are never counted
 *   nor refused by it: an attacker cannot lock the real person out.
 *
 * Every attempt is counted before the password is checked (one atomic statement per counter, so a
 * burst of concurrent requests cannot all slip past a stale read) and handed back afterwards when
 * the password turned out right: only wrong passwords stay counted.
 *
 * The second step (decision 26) is throttled the same way with its own counters, keyed by the
 * person's id: a wrong authenticator or recovery code counts as a wrong password does, and its
 * account cap is tighter (SECOND_STEP_ACCOUNT_FAILURES_PER_DAY), because whoever reaches it already
 * has the password.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";

export const PAIR_FREE_FAILURES = 5;
export const PAIR_BASE_DELAY_S = 1;
export const PAIR_MAX_DELAY_S = 3600;
/** A pair left alone this long starts over. */
export const PAIR_RESET_S = 24 * 3600;
export const IP_FAILURES_PER_HOUR = 20;
export const ACCOUNT_FAILURES_PER_DAY = 100;
export const KNOWN_IP_DAYS = 30;
/** Wrong second-step codes a day on one account from addresses that never passed it (decision 26). */
export const SECOND_STEP_ACCOUNT_FAILURES_PER_DAY = 20;

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

export interface ThrottleKeys {
  pair: string;
  ip: string;
  account: string;
  known: string;
}

interface ThrottlePolicy {
  keys: ThrottleKeys;
  ipFailuresPerHour: number;
  accountFailuresPerDay: number;
}

export const throttleKeys = (email: string, ip: string): ThrottleKeys => {
  const account = email.trim().toLowerCase();
  return {
    pair: `signin-pair:${account}:${ip}`,
    ip: `signin-ip-failures:${ip}`,
    account: `signin-account-failures:${account}`,
    known: `signin-known:${account}:${ip}`,
  };
};

/** The second step's counters: the person is known by id (the code's form carries no e-mail). */
export const secondStepKeys = (userId: string, ip: string): ThrottleKeys => ({
  pair: `2fa-pair:${userId}:${ip}`,
  ip: `2fa-ip-failures:${ip}`,
  account: `2fa-account-failures:${userId}`,
  known: `2fa-known:${userId}:${ip}`,
});

/** Seconds the pair must wait after `failures` wrong passwords (0 while they are free). */
export function pairDelaySeconds(failures: number): number {
  if (failures < PAIR_FREE_FAILURES) return 0;
  return Math.min(PAIR_MAX_DELAY_S, PAIR_BASE_DELAY_S * 2 ** Math.min(failures - PAIR_FREE_FAILURES, 30));
}

/** The delay in SQL, same formula (the exponent is capped so power() never overflows). */
const pairDelayMsSql = (countColumn: ReturnType<typeof sql>) =>
  sql`least(${PAIR_MAX_DELAY_S * 1000}, ${PAIR_BASE_DELAY_S * 1000} * power(2, least(${countColumn} - ${PAIR_FREE_FAILURES}, 30)))`;

/** Counts one attempt on a fixed window if it still has room; null when admitted, else seconds to wait. */
async function claimWindow(db: Database, key: string, max: number, windowMs: number, now: number) {
  const claimed = rowsOf<{ count: number }>(
    await db.execute(sql`
      insert into rate_limits (id, key, count, last_request) values (gen_random_uuid()::text, ${key}, 1, ${now})
      on conflict (key) do update set
        count = case when rate_limits.last_request <= ${now - windowMs} then 1 else rate_limits.count + 1 end,
        last_request = case when rate_limits.last_request <= ${now - windowMs} then ${now} else rate_limits.last_request end
      where rate_limits.last_request <= ${now - windowMs} or rate_limits.count < ${max}
      returning count`),
  );
  if (claimed.length) return null;
  const [row] = rowsOf<{ last_request: string | number }>(
    await db.execute(sql`select last_request from rate_limits where key = ${key}`),
  );
  return Math.max(1, Math.ceil((Number(row?.last_request ?? now) + windowMs - now) / 1000));
}

/** Counts one attempt of the pair if its delay has passed; null when admitted, else seconds to wait. */
async function claimPair(db: Database, key: string, now: number) {
  const resetBefore = now - PAIR_RESET_S * 1000;
  const claimed = rowsOf<{ count: number }>(
    await db.execute(sql`
      insert into rate_limits (id, key, count, last_request) values (gen_random_uuid()::text, ${key}, 1, ${now})
      on conflict (key) do update set
        count = case when rate_limits.last_request <= ${resetBefore} then 1 else rate_limits.count + 1 end,
        last_request = ${now}
      where rate_limits.last_request <= ${resetBefore}
        or rate_limits.count < ${PAIR_FREE_FAILURES}
        or rate_limits.last_request + ${pairDelayMsSql(sql`rate_limits.count`)} <= ${now}
      returning count`),
  );
  if (claimed.length) return null;
  const [row] = rowsOf<{ count: number; last_request: string | number }>(
    await db.execute(sql`select count, last_request from rate_limits where key = ${key}`),
  );
  const failures = Number(row?.count ?? 0);
  const wait = Number(row?.last_request ?? now) + pairDelaySeconds(failures) * 1000 - now;
  return Math.max(1, Math.ceil(wait / 1000));
}

async function giveBack(db: Database, key: string) {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
}

async function isKnownAddress(db: Database, key: string, now: number) {
  const rows = rowsOf<{ n: number }>(
    await db.execute(
      sql`select 1 as n from rate_limits where key = ${key} and last_request > ${now - KNOWN_IP_DAYS * DAY_MS}`,
    ),
  );
  return rows.length > 0;
}

export type ThrottleOutcome = { allowed: true; claim: SignInClaim } | { allowed: false; retryAfter: number };

export interface SignInClaim {
  keys: ThrottleKeys;
  /** The counters this attempt was added to (handed back unless the password was wrong). */
  counted: string[];
}

/** Before checking a password: admits the attempt (counting it) or says how long to wait. */
export function admitSignIn(db: Database, email: string, ip: string, now = Date.now()): Promise<ThrottleOutcome> {
  return admitAttempt(
    db,
    {
      keys: throttleKeys(email, ip),
      ipFailuresPerHour: IP_FAILURES_PER_HOUR,
      accountFailuresPerDay: ACCOUNT_FAILURES_PER_DAY,
    },
    now,
  );
}

/** Before checking a second-step code (authenticator or recovery): the same rules, its own counters. */
export function admitSecondStep(db: Database, userId: string, ip: string, now = Date.now()): Promise<ThrottleOutcome> {
  return admitAttempt(
    db,
    {
      keys: secondStepKeys(userId, ip),
      ipFailuresPerHour: IP_FAILURES_PER_HOUR,
      accountFailuresPerDay: SECOND_STEP_ACCOUNT_FAILURES_PER_DAY,
    },
    now,
  );
}

async function admitAttempt(db: Database, policy: ThrottlePolicy, now: number): Promise<ThrottleOutcome> {
  const { keys } = policy;
  const counted: string[] = [];
  const refuse = async (retryAfter: number): Promise<ThrottleOutcome> => {
    for (const key of counted) await giveBack(db, key);
    return { allowed: false, retryAfter };
  };

  const ipWait = await claimWindow(db, keys.ip, policy.ipFailuresPerHour, HOUR_MS, now);
  if (ipWait !== null) return refuse(ipWait);
  counted.push(keys.ip);

  if (!(await isKnownAddress(db, keys.known, now))) {
    const accountWait = await claimWindow(db, keys.account, policy.accountFailuresPerDay, DAY_MS, now);
    if (accountWait !== null) return refuse(accountWait);
    counted.push(keys.account);
  }

  const pairWait = await claimPair(db, keys.pair, now);
  if (pairWait !== null) return refuse(pairWait);
  counted.push(keys.pair);
  return { allowed: true, claim: { keys, counted } };
}

/**
 * After the password (or the second step's code) was checked. A wrong one stays counted. A right one hands the attempt back,
 * clears the pair's delay and remembers the address as the person's own; any other answer (a bad
 * request, an unconfirmed e-mail) only hands it back.
 */
export async function settleSignIn(
  db: Database,
  claim: SignInClaim,
  outcome: "wrong-password" | "signed-in" | "other",
  now = Date.now(),
): Promise<void> {
  if (outcome === "wrong-password") return;
  const { keys } = claim;
  for (const key of claim.counted) {
    if (key === keys.pair && outcome === "signed-in") continue;
    await giveBack(db, key);
  }
  if (outcome !== "signed-in") return;
  await db.execute(sql`delete from rate_limits where key = ${keys.pair}`);
  await db.execute(sql`
    insert into rate_limits (id, key, count, last_request) values (gen_random_uuid()::text, ${keys.known}, 1, ${now})
    on conflict (key) do update set last_request = ${now}`);
}

/** How long each kind of row is worth keeping (the known addresses live longest). */
export const throttleRetention = { knownPrefixes: ["signin-known:", "2fa-known:"], knownMs: KNOWN_IP_DAYS * DAY_MS };

/** After a second-step code was checked: the same bookkeeping ("signed-in" = the code was right). */
export const settleSecondStep = settleSignIn;
