/** The two tabs of /admin/promotions: the businesses' promotions and the banks'. */
export const PROMOTION_TABS = [
  { label: "De comercios", href: "/admin/promotions" },
  { label: "Bancarias", href: "/admin/promotions/bancarias" },
] as const;
