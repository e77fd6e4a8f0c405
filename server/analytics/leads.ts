import type { LeadKey } from "#core/admin-analytics.ts";

/** One count per visitor action on a business (LEAD_FIGURES): the day, the business and the category rows carry them. */
export type Leads = Record<LeadKey, number>;
