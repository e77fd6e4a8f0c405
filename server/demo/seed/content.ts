/** Site-wide content: app settings, home banners, quick-access links and the legal pages. */

import { PRIVACY_BODY, PRIVACY_TITLE, TERMS_BODY, TERMS_TITLE } from "../../content/legal-texts.ts";
import type * as schema from "../../platform/db/schema.ts";
import { addDays } from "./time.ts";

export function appSettings(now: Date): (typeof schema.appSettings.$inferInsert)[] {
  const settings: Record<string, string> = {
    social_facebook: "https://www.facebook.com/vilma.villamaria",
    social_instagram: "https://www.instagram.com/vilma.villamaria/",
    // Empty = not configured: the footer hides the link and no script is loaded.
    social_twitter: "",
    google_analytics_id: "",
    google_tag_manager_id: "",
    facebook_pixel_id: "",
    // The footer's contact (/admin/settings).
    contact_email: "hola@vilma.com.ar",
    contact_phone: "0353 400-0000",
    contact_whatsapp: "353 412-0000",
    contact_address: "Bv. España 250, Villa María, Córdoba",
  };
  return Object.entries(settings).map(([key, value]) => ({ key, value, updatedAt: now }));
}

export function banners(now: Date): (typeof schema.banners.$inferInsert)[] {
  return [
    {
      title: "Las ofertas de la semana, en un solo lugar",
      subtitle: "Descuentos de comercios de Villa María y Villa Nueva y las promos de tu banco.",
      imageUrl: "/media/demo/banner/home-ofertas.svg",
      linkUrl: "/ofertas",
      placement: "home",
      position: 0,
      isActive: true,
      createdAt: addDays(now, -40),
    },
    {
      title: "¿Tenés un comercio? Sumalo a Vilma",
      subtitle: "Publicá tu ficha gratis y llegá a más vecinos.",
      imageUrl: "/media/demo/banner/home-sumate.svg",
      linkUrl: "/pricing",
      placement: "home",
      position: 1,
      isActive: true,
      createdAt: addDays(now, -40),
    },
    {
      title: "Farmacias de turno",
      subtitle: "Encontrá la farmacia abierta más cerca tuyo, a cualquier hora.",
      imageUrl: "/media/demo/banner/home-farmacias.svg",
      linkUrl: "/search?category=farmacias",
      placement: "home",
      position: 2,
      isActive: true,
      startsAt: addDays(now, -10),
      endsAt: addDays(now, 60),
      createdAt: addDays(now, -10),
    },
    {
      title: "¿Qué día conviene pagar con tu banco?",
      subtitle: "Todas las promociones bancarias de la semana, día por día.",
      imageUrl: "/media/demo/banner/ofertas-bancos.svg",
      linkUrl: "/ofertas?tab=bancos",
      placement: "ofertas",
      position: 0,
      isActive: true,
      startsAt: addDays(now, -3),
      endsAt: addDays(now, 30),
      createdAt: addDays(now, -3),
    },
    {
      title: "Guía de verano: pileta, río y helado",
      subtitle: "Se publica en enero.",
      imageUrl: "/media/demo/banner/magazine-verano.svg",
      linkUrl: "/magazine",
      placement: "magazine",
      position: 0,
      // Not active yet: the admin list shows an inactive one.
      isActive: false,
      createdAt: addDays(now, -1),
    },
  ];
}

export function quickAccessLinks(): (typeof schema.quickAccessLinks.$inferInsert)[] {
  return [
    { label: "Farmacias de turno", icon: "Pill", url: "/farmacias-de-turno", position: 0 },
    { label: "Ofertas", icon: "Ticket", url: "/ofertas", position: 1 },
    { label: "Bancos", icon: "Building", url: "/ofertas?tab=bancos", position: 2 },
    { label: "Magazine", icon: "BookOpen", url: "/magazine", position: 3 },
    { label: "Delivery", icon: "Truck", url: "/search?q=delivery", position: 4 },
    { label: "Profesionales", icon: "Briefcase", url: "/search?category=profesionales", position: 5 },
  ];
}

export function contentPages(now: Date): (typeof schema.contentPages.$inferInsert)[] {
  const updatedAt = addDays(now, -12);
  return [
    {
      slug: "terminos-y-condiciones",
      title: TERMS_TITLE,
      body: TERMS_BODY,
      isPublished: true,
      // The demo site's admin has read them (a fresh install's have not: the launch checklist asks).
      reviewedAt: updatedAt,
      createdAt: addDays(now, -400),
      updatedAt,
    },
    {
      slug: "privacidad",
      title: PRIVACY_TITLE,
      body: PRIVACY_BODY,
      isPublished: true,
      reviewedAt: updatedAt,
      createdAt: addDays(now, -400),
      updatedAt,
    },
  ];
}
