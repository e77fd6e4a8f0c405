/** What a change to the bank promotions or the banks answers. */
export type CatalogOutcome = { ok: true; id: number; name: string } | { ok: false; field?: string; message: string };
