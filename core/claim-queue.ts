/** The admin's claims queue: its lists' sorts and filters (the page and the server read the same). */
import { CITIES } from "./cities.ts";
import { defineList, type ListParams } from "./list-params.ts";

export const CLAIM_QUEUE_STATUSES = ["pending", "approved", "rejected"] as const;
/** A registration's state as the queue names it: waiting, published, or refused. */
export const REGISTRATION_STATES = ["pending", "active", "rejected"] as const;

export const CLAIMS_QUEUE = defineList({
  sorts: { created: "desc", business: "asc" },
  defaultSort: "created",
  filters: { status: { values: CLAIM_QUEUE_STATUSES } },
});
export type ClaimsQueueParams = ListParams<keyof typeof CLAIMS_QUEUE.sorts, "status">;

export const REGISTRATIONS_QUEUE = defineList({
  sorts: { created: "desc", name: "asc" },
  defaultSort: "created",
  filters: { status: { values: REGISTRATION_STATES }, city: { values: CITIES } },
});
export type RegistrationsQueueParams = ListParams<keyof typeof REGISTRATIONS_QUEUE.sorts, "status" | "city">;
