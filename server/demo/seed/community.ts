/**
 * "Novedades", questions and "Sugerir un cambio" on the demo owner's first business: two posts
 * still visible (one ending soon), a question the business answered and one waiting for it, and a
 * suggestion (a new phone) from a neighbour waiting in "Sugerencias"; one more (an address) on a
 * listing nobody owns, for the admins' queue. Dates are relative to
 * the seed's `now`; keep-demo-current.ts publishes the posts again once they have expired.
 */
import type { Database } from "../../platform/db/client.ts";
import * as schema from "../../platform/db/schema.ts";
import { pickOwnedBusinesses } from "./accounts.ts";
import type { SeedBusiness } from "./businesses.ts";
import type { UserRow } from "./reviews.ts";

const DAY = 86_400_000;
export const DEMO_POSTS = [
  {
    body: "¡Llegó la nueva temporada! Pasá a conocer lo nuevo: hay ofertas de lanzamiento toda la semana.",
    days: 20,
    ago: 2,
  },
  { body: "El lunes cerramos por inventario. El martes te esperamos en el horario de siempre.", days: 6, ago: 1 },
] as const;

export async function seedCommunity(
  db: Database,
  now: Date,
  businesses: SeedBusiness[],
  users: UserRow[],
): Promise<{ posts: number; questions: number; suggestions: number }> {
  const owned = pickOwnedBusinesses(businesses);
  const [business] = owned;
  // A listing nobody owns, well down the list: its suggestion waits in the admins' queue.
  const unowned = businesses
    .slice(30)
    .find((b) => b.row.status === "active" && !owned.some((o) => o.row.uuid === b.row.uuid));
  const [asker, suggester] = users;
  if (!business || !asker || !suggester) return { posts: 0, questions: 0, suggestions: 0 };
  const uuid = business.row.uuid;
  const at = (days: number) => new Date(now.getTime() - days * DAY);

  await db.insert(schema.businessPosts).values(
    DEMO_POSTS.map((p) => ({
      businessUuid: uuid,
      body: p.body,
      visibleUntil: new Date(now.getTime() + p.days * DAY),
      createdBy: "demo-comercio",
      createdAt: at(p.ago),
    })),
  );

  const [answered] = await db
    .insert(schema.businessQuestions)
    .values({ businessUuid: uuid, userId: "demo-vecino", body: "¿Hacen envíos a Villa Nueva?", createdAt: at(6) })
    .returning({ id: schema.businessQuestions.id });
  await db.insert(schema.businessQuestions).values([
    {
      businessUuid: uuid,
      questionId: answered!.id,
      userId: "demo-comercio",
      byBusiness: true,
      body: "¡Sí! Hacemos envíos a Villa Nueva de lunes a sábado. Pedilo por WhatsApp.",
      createdAt: at(5),
    },
    { businessUuid: uuid, userId: asker.id, body: "¿Se puede pagar con Mercado Pago?", createdAt: at(1) },
  ]);

  await db.insert(schema.businessSuggestions).values([
    {
      businessUuid: uuid,
      userId: suggester.id,
      kind: "phone",
      proposedValue: "353 452-1234",
      note: "Llamé al número de la página y no existe; en la vidriera figura este.",
      createdAt: at(2),
    },
    ...(unowned
      ? [
          {
            businessUuid: unowned.row.uuid,
            userId: asker.id,
            kind: "address",
            proposedValue: "Bv. España 1250",
            note: "Se mudaron a la vuelta hace un mes.",
            createdAt: at(3),
          },
        ]
      : []),
  ]);
  return { posts: DEMO_POSTS.length, questions: 3, suggestions: unowned ? 2 : 1 };
}
