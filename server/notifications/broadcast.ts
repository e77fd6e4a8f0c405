/**
 * Notifications an administrator sends to many people (/admin/send-notifications): who an audience
 * is and how many, and the "notification.broadcast" event's handler (the send itself is
 * send-broadcast.ts), which writes one user_notifications row
 * per recipient in batches and marks the broadcast sent.
 *
 * A broadcast's notifications have ids of their own shape: "b40adca5", the broadcast id in 8 hex
 * digits, then 16 hex digits of md5(user id). The same broadcast and person always give the same id,
 * so a re-run inserts nothing twice; and one broadcast's rows are a range of the primary key, so
 * counting who read it, or leaving broadcasts out of the app's own notifications, is an index range.
 */
import { createHash } from "node:crypto";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { ListPage } from "#core/list-params.ts";
import {
  BROADCAST_AUDIENCE_LABELS,
  BROADCASTS_LIST,
  type BroadcastAudience,
  type BroadcastInput,
  type BroadcastsListParams,
} from "#core/notification-broadcast-form.ts";
import { z } from "#core/zod.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { listQuery } from "../platform/db/list-query.ts";
import { paginate } from "../platform/db/paginate.ts";
import {
  businesses,
  categories,
  favorites,
  notificationBroadcasts,
  userNotifications,
  users,
} from "../platform/db/schema.ts";
import { type EventHandler, PermanentEventError } from "../platform/events/types.ts";

/** The first 8 hex digits of every broadcast notification's id. */
export const BROADCAST_ID_PREFIX = "b40adca5";
/** Recipients written per statement: 10,000 people are ten inserts, not one that times out. */
export const BROADCAST_BATCH = 1_000;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const prefixOf = (broadcastId: SQL | number) =>
  sql`(${BROADCAST_ID_PREFIX}::text || lpad(to_hex((${broadcastId})::int), 8, '0'))`;
/** The id range of one broadcast's notifications (an index range of user_notifications). */
const idRange = (broadcastId: SQL | number) =>
  sql`${userNotifications.id} between (${prefixOf(broadcastId)} || '0000000000000000')::uuid and (${prefixOf(broadcastId)} || 'ffffffffffffffff')::uuid`;
const anyBroadcastRange = sql`${userNotifications.id} between ${`${BROADCAST_ID_PREFIX}-0000-0000-0000-000000000000`}::uuid and ${`${BROADCAST_ID_PREFIX}-ffff-ffff-ffff-ffffffffffff`}::uuid`;

export interface AudienceRef {
  audience: BroadcastAudience;
  /** The business uuid, category id or user id (null for everyone). */
  ref: string | null;
}

/** The people an audience names, as a condition on `users` (suspended accounts are left out). */
function audienceWhere({ audience, ref }: AudienceRef): SQL {
  const active = eq(users.banned, false);
  switch (audience) {
    case "all":
      return active;
    case "user":
      return and(active, eq(users.id, ref ?? "")) as SQL;
    case "business_favorites":
      return and(
        active,
        sql`exists (select 1 from ${favorites} f where f.user_id = ${users.id} and f.business_uuid = ${ref}::uuid)`,
      ) as SQL;
    case "category_favorites":
      // The category or any of its subcategories.
      return and(
        active,
        sql`exists (select 1 from ${favorites} f join ${businesses} b on b.uuid = f.business_uuid
          left join ${categories} c on c.id = b.category_id
          where f.user_id = ${users.id} and (b.category_id = ${Number(ref)} or c.parent_id = ${Number(ref)}))`,
      ) as SQL;
  }
}

/**
 * A fingerprint of what the preview showed (text, link, type and the resolved audience): sending
 * checks it, so what goes out is what the administrator saw.
 */
export function previewKey(input: BroadcastInput, target: AudienceRef): string {
  const shown = [input.title, input.message, input.link ?? "", input.type, target.audience, target.ref ?? ""];
  return createHash("sha256").update(JSON.stringify(shown)).digest("hex").slice(0, 32);
}

export async function countRecipients(db: Database, target: AudienceRef): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(audienceWhere(target));
  return Number(row?.n ?? 0);
}

export type ResolvedAudience =
  | { ok: true; target: AudienceRef; name: string }
  | { ok: false; field: "businessUuid" | "categoryId" | "email"; message: string };

/** The composer's choice as stored (audience, ref) with its name, or which field is wrong. */
export async function resolveAudience(db: Database, input: BroadcastInput): Promise<ResolvedAudience> {
  switch (input.audience) {
    case "all":
      return { ok: true, target: { audience: "all", ref: null }, name: BROADCAST_AUDIENCE_LABELS.all };
    case "business_favorites": {
      const [row] = await db
        .select({ uuid: businesses.uuid, name: businesses.name })
        .from(businesses)
        .where(eq(businesses.uuid, input.businessUuid ?? ""));
      if (!row) return { ok: false, field: "businessUuid", message: "Ese comercio no existe." };
      return {
        ok: true,
        target: { audience: "business_favorites", ref: row.uuid },
        name: `Quienes siguen a ${row.name}`,
      };
    }
    case "category_favorites": {
      const [row] = await db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(eq(categories.id, Number(input.categoryId)));
      if (!row) return { ok: false, field: "categoryId", message: "Esa categoría no existe." };
      return {
        ok: true,
        target: { audience: "category_favorites", ref: String(row.id) },
        name: `Quienes siguen comercios de ${row.name}`,
      };
    }
    case "user": {
      const [row] = await db
        .select({ id: users.id, name: users.name, email: users.email, banned: users.banned })
        .from(users)
        .where(sql`lower(${users.email}) = ${input.email ?? ""}`);
      if (!row) return { ok: false, field: "email", message: "No hay ninguna cuenta con ese e-mail." };
      if (row.banned) return { ok: false, field: "email", message: "Esa cuenta está suspendida." };
      return { ok: true, target: { audience: "user", ref: row.id }, name: `${row.name} (${row.email})` };
    }
  }
}

/**
 * Writes the broadcast's notifications, `batchSize` recipients per statement (keyset by user id),
 * and marks it sent with its number of recipients. Running it again inserts nothing new and counts
 * the same. Returns the recipients and the number of batches.
 */
export async function deliverBroadcast(
  db: Database,
  broadcastId: number,
  options: { batchSize?: number } = {},
): Promise<{ recipients: number; batches: number } | null> {
  const batchSize = Math.max(1, Math.floor(options.batchSize ?? BROADCAST_BATCH));
  const [broadcast] = await db.select().from(notificationBroadcasts).where(eq(notificationBroadcasts.id, broadcastId));
  if (!broadcast) return null;
  const target = { audience: broadcast.audience as BroadcastAudience, ref: broadcast.audienceRef };
  let after = "";
  let recipients = 0;
  let batches = 0;
  for (;;) {
    const result = await db.execute(sql`
      with batch as (
        select ${users.id} as id from ${users}
        where ${audienceWhere(target)} and ${users.id} > ${after}
        order by ${users.id} limit ${batchSize}
      ), written as (
        insert into ${userNotifications} (id, user_id, type, title, message, link)
        select (${prefixOf(broadcast.id)} || left(md5(batch.id), 16))::uuid, batch.id,
          ${broadcast.type}, ${broadcast.title}, ${broadcast.message}, ${broadcast.link}
        from batch
        on conflict (id) do nothing
      )
      select count(*)::int as n, max(id) as last from batch`);
    const row = rowsOf<{ n: number; last: string | null }>(result)[0];
    const n = Number(row?.n ?? 0);
    if (n > 0) batches++;
    recipients += n;
    if (n < batchSize || !row?.last) break;
    after = row.last;
  }
  await db
    .update(notificationBroadcasts)
    .set({ status: "sent", recipients, sentAt: broadcast.sentAt ?? sql`now()` })
    .where(eq(notificationBroadcasts.id, broadcast.id));
  return { recipients, batches };
}

const Payload = z.object({ broadcastId: z.number().int().positive() });

export const onNotificationBroadcast: EventHandler = async (db, event) => {
  const payload = Payload.safeParse(event.payload);
  if (!payload.success) throw new PermanentEventError("payload inválido: se esperaba { broadcastId: número }");
  const delivered = await deliverBroadcast(db, payload.data.broadcastId);
  if (!delivered) throw new PermanentEventError(`la notificación ${payload.data.broadcastId} no existe`);
};

// ---------------------------------------------------------------------------
// What the administration reads: /admin/notifications.

export interface BroadcastRow {
  id: number;
  type: string;
  title: string;
  message: string;
  link: string | null;
  audience: BroadcastAudience;
  audienceName: string;
  status: string;
  recipients: number;
  readCount: number;
  sentByName: string | null;
  createdAt: string;
  sentAt: string | null;
}

const broadcastList = listQuery(BROADCASTS_LIST, {
  search: [notificationBroadcasts.title, notificationBroadcasts.message],
  sorts: {
    created: [notificationBroadcasts.createdAt],
    title: [notificationBroadcasts.title],
    recipients: [notificationBroadcasts.recipients],
  },
  filters: {
    type: (types) => inArray(notificationBroadcasts.type, types),
    audience: (audiences) => inArray(notificationBroadcasts.audience, audiences),
    state: (states) => inArray(notificationBroadcasts.status, states),
  },
  tiebreak: notificationBroadcasts.id,
});

export async function listBroadcasts(params: BroadcastsListParams): Promise<ListPage<BroadcastRow>> {
  const db = await getDb();
  const b = notificationBroadcasts;
  const { where, orderBy } = broadcastList.query(params);
  const page = await paginate(params, {
    count: () => db.$count(b, where),
    rows: ({ limit, offset }) =>
      db
        .select({
          id: b.id,
          type: b.type,
          title: b.title,
          message: b.message,
          link: b.link,
          audience: b.audience,
          audienceRef: b.audienceRef,
          status: b.status,
          recipients: b.recipients,
          createdAt: b.createdAt,
          sentAt: b.sentAt,
          sentByName: sql<string | null>`(select name from ${users} s where s.id = ${b.sentBy})`,
          refName: sql<string | null>`case ${b.audience}
            when 'business_favorites' then (select name from ${businesses} x where x.uuid::text = ${b.audienceRef})
            when 'category_favorites' then (select name from ${categories} x where x.id::text = ${b.audienceRef})
            when 'user' then (select name || ' (' || email || ')' from ${users} x where x.id = ${b.audienceRef})
            end`,
          readCount: sql<number>`(select count(*)::int from ${userNotifications} where ${idRange(sql`${b.id}`)} and ${userNotifications.isRead})`,
        })
        .from(b)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  return {
    ...page,
    rows: page.rows.map(({ audienceRef: _ref, refName, createdAt, sentAt, ...row }) => ({
      ...row,
      audience: row.audience as BroadcastAudience,
      audienceName: audienceLabel(row.audience as BroadcastAudience, refName),
      readCount: Number(row.readCount),
      createdAt: createdAt.toISOString(),
      sentAt: sentAt?.toISOString() ?? null,
    })),
  };
}

function audienceLabel(audience: BroadcastAudience, refName: string | null): string {
  switch (audience) {
    case "all":
      return BROADCAST_AUDIENCE_LABELS.all;
    case "business_favorites":
      return `Quienes siguen a ${refName ?? "un comercio borrado"}`;
    case "category_favorites":
      return `Quienes siguen comercios de ${refName ?? "una categoría borrada"}`;
    case "user":
      return refName ?? "Una cuenta borrada";
  }
}

export interface AutomaticDay {
  /** yyyy-MM-dd in Buenos Aires. */
  day: string;
  counts: Record<string, number>;
  total: number;
}

/** What the app sent on its own (everything but broadcasts), per day and type, the last `days` days. */
export async function automaticNotificationsByDay(days = 30, now = new Date()): Promise<AutomaticDay[]> {
  const db = await getDb();
  const since = new Date(now.getTime() - days * 86_400_000);
  const result = await db.execute(sql`
    select to_char(${userNotifications.createdAt} at time zone 'America/Argentina/Buenos_Aires', 'YYYY-MM-DD') as day,
      ${userNotifications.type} as type, count(*)::int as n
    from ${userNotifications}
    where ${userNotifications.createdAt} >= ${since.toISOString()}::timestamptz and not (${anyBroadcastRange})
    group by 1, 2
    order by 1 desc, 2`);
  const byDay = new Map<string, AutomaticDay>();
  for (const row of rowsOf<{ day: string; type: string; n: number }>(result)) {
    if (!row.day || !row.type) continue;
    const entry: AutomaticDay = byDay.get(row.day) ?? { day: row.day, counts: {}, total: 0 };
    entry.counts[row.type] = Number(row.n);
    entry.total += Number(row.n);
    byDay.set(row.day, entry);
  }
  return [...byDay.values()];
}

/** The composer's pickers: businesses (active first, by name) and categories (with their parent). */
export async function broadcastPickers(): Promise<{
  businesses: { value: string; label: string }[];
  categories: { value: string; label: string }[];
}> {
  const db = await getDb();
  const [bizRows, catRows] = await Promise.all([
    db
      .select({ uuid: businesses.uuid, name: businesses.name, city: businesses.city })
      .from(businesses)
      .where(eq(businesses.status, "active"))
      .orderBy(asc(businesses.name), asc(businesses.id)),
    db.execute(sql`
      select c.id, c.name, p.name as parent from ${categories} c left join ${categories} p on p.id = c.parent_id
      order by coalesce(p.name, c.name), p.name nulls first, c.name`),
  ]);
  return {
    businesses: bizRows.map((b) => ({ value: b.uuid, label: `${b.name} (${b.city})` })),
    categories: rowsOf<{ id: number; name: string; parent: string | null }>(catRows).map((c) => ({
      value: String(c.id),
      label: c.parent ? `${c.parent} › ${c.name}` : c.name,
    })),
  };
}
