/** What a change to a brand answers: its id and a name for the toast, or why not (and under which field). */
export type BrandOutcome = { ok: true; id: number; name: string } | { ok: false; field?: string; message: string };
