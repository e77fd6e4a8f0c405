/** The visitor actions (leads) of /admin/analytics, in the order its tables, charts and CSV show them. */
export const LEAD_FIGURES = [
  { key: "calls", label: "Llamadas" },
  { key: "whatsappClicks", label: "WhatsApp" },
  { key: "websiteClicks", label: "Sitio web" },
  { key: "emailClicks", label: "E-mail" },
  { key: "directionsClicks", label: "Cómo llegar" },
] as const;

export type LeadKey = (typeof LEAD_FIGURES)[number]["key"];
