/** What the admin's actions on a subscription answer: the toast's words. */
export type AdminOutcome = { ok: true; message: string } | { ok: false; message: string };
