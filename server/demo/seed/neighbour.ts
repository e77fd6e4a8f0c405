/**
 * The demo neighbour (vecino@vilma.test) as someone who has used Vilma for a while: favourites in
 * several categories, three reviews of their own, and notifications of the kinds a neighbour gets,
 * the newest two unread. Businesses are the demo owner's never (their statistics, reviews and
 * notifications have tests of their own) and never the first listed ones the browser tests open.
 */
import { notificationIdForKey } from "../../notifications/create-notifications.ts";
import type { Database } from "../../platform/db/client.ts";
import * as schema from "../../platform/db/schema.ts";
import { pickOwnedBusinesses } from "./accounts.ts";
import type { SeedBusiness } from "./businesses.ts";

const NEIGHBOUR = "demo-vecino";
const DAY = 86_400_000;
const FAVOURITES = 6;

const REVIEWS = [
  { rating: 5, comment: "Atención de diez y precios razonables. Ya vine varias veces y siempre igual de bien." },
  { rating: 4, comment: "Muy buena atención. Un poco de espera el sábado a la mañana, pero vale la pena." },
  { rating: 5, comment: "Me resolvieron todo en el momento. Lo recomiendo a cualquier vecino." },
];

export interface NeighbourActivity {
  favorites: number;
  reviews: number;
  notifications: number;
}

export async function seedNeighbourActivity(
  db: Database,
  now: Date,
  businesses: SeedBusiness[],
): Promise<NeighbourActivity> {
  const owned = new Set(pickOwnedBusinesses(businesses).map((b) => b.row.uuid));
  // One per parent category, from well down the list: a neighbour's favourites are varied.
  const picked: SeedBusiness[] = [];
  const parents = new Set<string>();
  for (const b of businesses.slice(20)) {
    if (b.row.status !== "active" || owned.has(b.row.uuid) || parents.has(b.parentSlug)) continue;
    parents.add(b.parentSlug);
    picked.push(b);
    if (picked.length === FAVOURITES) break;
  }
  if (picked.length === 0) return { favorites: 0, reviews: 0, notifications: 0 };
  const at = (days: number) => new Date(now.getTime() - days * DAY);

  await db
    .insert(schema.favorites)
    .values(picked.map((b, i) => ({ userId: NEIGHBOUR, businessUuid: b.row.uuid, createdAt: at(40 - i * 5) })))
    .onConflictDoNothing();

  const reviewed = picked.slice(0, REVIEWS.length);
  await db.insert(schema.businessReviews).values(
    reviewed.map((b, i) => ({
      businessUuid: b.row.uuid,
      userId: NEIGHBOUR,
      rating: REVIEWS[i]!.rating,
      comment: REVIEWS[i]!.comment,
      createdAt: at(30 - i * 9),
      updatedAt: at(30 - i * 9),
    })),
  );

  const [first, second, third] = picked;
  const notices = [
    first && {
      key: `demo.neighbour.favorite:${first.row.uuid}`,
      type: "favorite_update",
      title: `Nueva promoción en ${first.row.name}`,
      message: "Esta semana: 15% de descuento pagando con QR.",
      link: `/${first.row.slug}`,
      isRead: false,
      createdAt: at(0.2),
    },
    second && {
      key: `demo.neighbour.hours:${second.row.uuid}`,
      type: "favorite_update",
      title: `${second.row.name} actualizó sus horarios`,
      message: "Mirá los nuevos horarios antes de ir.",
      link: `/${second.row.slug}`,
      isRead: false,
      createdAt: at(1.5),
    },
    third && {
      key: `demo.neighbour.recommendation:${third.row.uuid}`,
      type: "recommendation",
      title: `Te puede interesar: ${third.row.name}`,
      message: "Vecinos que guardaron tus favoritos también lo eligen.",
      link: `/${third.row.slug}`,
      isRead: true,
      createdAt: at(6),
    },
    {
      key: "demo.neighbour.welcome",
      type: "other",
      title: "¡Bienvenido a Vilma, Martín!",
      message: "Guardá tus comercios favoritos y te avisamos cuando publiquen promociones.",
      link: "/favorites",
      isRead: true,
      createdAt: at(60),
    },
  ].filter((n) => Boolean(n)) as {
    key: string;
    type: string;
    title: string;
    message: string;
    link: string;
    isRead: boolean;
    createdAt: Date;
  }[];
  await db
    .insert(schema.userNotifications)
    .values(notices.map(({ key, ...row }) => ({ id: notificationIdForKey(key), userId: NEIGHBOUR, ...row })));

  return { favorites: picked.length, reviews: reviewed.length, notifications: notices.length };
}
