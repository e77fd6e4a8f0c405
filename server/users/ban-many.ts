/**
 * The list's bulk bar: each ticked person through the one ban (server/users/ban.ts), one after the
 * other, each its own transaction and audit row; refusals (the admin themself, the last admin,
 * an unknown id) are counted, not thrown.
 */
import { AppError } from "#core/errors.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { banUser, unbanUser } from "./ban.ts";

export interface ManyOutcome {
  done: number;
  failed: number;
  /** The first refusal's Spanish message. */
  firstMessage: string | null;
}

async function each(ids: string[], act: (id: string) => Promise<unknown>): Promise<ManyOutcome> {
  const outcome: ManyOutcome = { done: 0, failed: 0, firstMessage: null };
  for (const id of new Set(ids)) {
    try {
      await act(id);
      outcome.done++;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcome.failed++;
      outcome.firstMessage ??= error.code === "not_found" ? "Una de las cuentas ya no existe." : error.message;
    }
  }
  return outcome;
}

export function banMany(actor: AuditActor, ids: string[], reason: string): Promise<ManyOutcome> {
  return each(ids, (id) => banUser(id, reason, actor));
}

export function unbanMany(actor: AuditActor, ids: string[]): Promise<ManyOutcome> {
  return each(ids, (id) => unbanUser(id, actor));
}
