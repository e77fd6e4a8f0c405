/**
 * The contact form's limits and its honeypot's name, apart from its schema (core/support.ts):
 * /contacto shows them from its first download, and the schema (zod) loads only when the form is used.
 */
export const CONTACT_LIMITS = { name: 100, subject: 150, message: 4000 } as const;
/** The honeypot: a field people never see nor fill; a bot that fills it gets the same answer, and nothing is kept. */
export const HONEYPOT_FIELD = "sitio_web";
