/**
 * How the admin timelines name what happened: one Spanish phrase per audit action
 * ("<entity>.<verb>", as `recordAudit` writes it) and per field a snapshot may hold. A new action
 * adds its line here; an unknown one is shown as written, never hidden.
 */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  "business.activate": "Publicó el comercio",
  "business.reject": "Rechazó el comercio",
  "business.register": "Sumó el comercio",
  "business.create": "Creó el comercio",
  "business.update": "Editó el comercio",
  "business.status": "Cambió el estado",
  "business.owner_assign": "Asignó un dueño",
  "business.owner_remove": "Quitó un dueño",
  "business.import_create": "Creó el comercio por importación",
  "business.import_update": "Actualizó el comercio por importación",
  "business.profile_update": "Editó el perfil",
  "business.hours_update": "Cambió los horarios",
  "business.special_hours_set": "Cargó un horario especial",
  "business.special_hours_delete": "Quitó un horario especial",
  "business.logo_upload": "Subió el logo",
  "business.logo_remove": "Quitó el logo",
  "business.banner_upload": "Subió el banner",
  "business.banner_remove": "Quitó el banner",
  "business.photo_add": "Agregó una foto",
  "business.photo_alt": "Describió una foto",
  "business.photo_delete": "Borró una foto",
  "business.photo_move": "Reordenó las fotos",
  "claim.create": "Pidió administrar el comercio",
  "claim.approve": "Aprobó un reclamo",
  "claim.reject": "Rechazó un reclamo",
  "promotion.create": "Creó la promoción",
  "promotion.update": "Editó la promoción",
  "promotion.delete": "Borró la promoción",
  "promotion.pause": "Pausó la promoción",
  "promotion.resume": "Reanudó la promoción",
  "promotion.end": "Terminó la promoción",
  "promotion.feature": "Destacó la promoción",
  "promotion.unfeature": "Dejó de destacar la promoción",
  "review.reply_create": "Respondió una reseña",
  "review.reply_update": "Editó una respuesta",
  "review.reply_delete": "Borró una respuesta",
  "review.hide": "Ocultó la reseña",
  "review.restore": "Volvió a mostrar la reseña",
  "review.delete": "Borró la reseña",
  "subscription.request": "Pidió un plan",
  "subscription.activate": "Activó la suscripción",
  "subscription.renew": "Renovó la suscripción",
  "subscription.pause": "Pausó la suscripción",
  "subscription.cancel": "Canceló la suscripción",
  "subscription.revoke": "Revocó la suscripción",
  "subscription.expire": "Venció la suscripción",
  "plan.create": "Creó el plan",
  "plan.update": "Editó el plan",
  "plan.delete": "Borró el plan",
  "trending_term.hide": "Ocultó una búsqueda de las tendencias",
  "search.synonym_create": "Agregó un sinónimo de búsqueda",
  "search.synonym_update": "Editó un sinónimo de búsqueda",
  "search.synonym_delete": "Borró un sinónimo de búsqueda",
  "search.category_link_create": "Apuntó una búsqueda a una categoría",
  "search.category_link_update": "Cambió la categoría de una búsqueda",
  "search.category_link_delete": "Dejó de apuntar una búsqueda a una categoría",
  "search.index_rebuild": "Reconstruyó el índice de búsqueda",
  "user.ban": "Suspendió la cuenta",
  "user.unban": "Reactivó la cuenta",
  "user.role": "Cambió el rol",
};

/** A field of a snapshot as the timeline names it; unknown keys are shown as they are. */
export const AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: "Nombre",
  slug: "Dirección web",
  status: "Estado",
  description: "Descripción",
  address: "Dirección",
  city: "Ciudad",
  phoneNumber: "Teléfono",
  whatsappNumber: "WhatsApp",
  email: "Email",
  websiteUrl: "Sitio web",
  categoryId: "Categoría",
  brandId: "Marca",
  isPremium: "Premium",
  premiumLevel: "Nivel premium",
  latitude: "Latitud",
  longitude: "Longitud",
  title: "Título",
  startDate: "Desde",
  endDate: "Hasta",
  isFeatured: "Destacada",
  pausedAt: "Pausada",
  role: "Rol",
  roles: "Roles",
  banned: "Suspendida",
  banReason: "Motivo de la suspensión",
  reason: "Motivo",
};

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

export function auditFieldLabel(field: string): string {
  return AUDIT_FIELD_LABELS[field] ?? field;
}

/** A snapshot value as one short line: "—" for nothing, "Sí"/"No", long text cut at 80 characters. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Sí" : "No";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
