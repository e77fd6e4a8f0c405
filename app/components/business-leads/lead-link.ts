/**
 * Reporting a click on a business's contact link (core/business-leads.ts) while the link stays a
 * real link: spread `leadLinkProps(uuid, "call")` on the `<a>`. The click (or a middle click that
 * opens it in a new tab) posts a beacon to /api/businesses/{uuid}/events; the server decides whether
 * it counts. `data-lead` names the kind for tests and for reading the markup.
 */
import type { MouseEvent } from "react";
import { postJsonBeacon } from "#app/lib/beacon.ts";
import type { BusinessLeadType } from "#core/business-leads.ts";

export function businessEventsUrl(businessUuid: string): string {
  return `/api/businesses/${encodeURIComponent(businessUuid)}/events`;
}

export function reportLead(businessUuid: string, type: BusinessLeadType): void {
  postJsonBeacon(businessEventsUrl(businessUuid), { type });
}

export function leadLinkProps(businessUuid: string, type: BusinessLeadType) {
  const report = () => reportLead(businessUuid, type);
  return {
    "data-lead": type,
    onClick: report,
    // The middle button opens the link in a new tab without a click event.
    onAuxClick: (event: MouseEvent) => {
      if (event.button === 1) report();
    },
  };
}
