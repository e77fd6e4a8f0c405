/**
 * The admin's queue in /admin/claims: claims ("Reclamos") and new businesses ("Comercios nuevos"),
 * pending ones first, then the decided ones newest first; searched by business name (or the
 * person's), filtered by status, a page at a time.
 */
import { type AnyColumn, and, asc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import {
  CLAIMS_QUEUE,
  type ClaimsQueueParams,
  REGISTRATIONS_QUEUE,
  type RegistrationsQueueParams,
} from "#core/claim-queue.ts";
import type { ListPage } from "#core/list-params.ts";
import { getDb } from "../platform/db/client.ts";
import { type Direction, listQuery } from "../platform/db/list-query.ts";
import { paginate } from "../platform/db/paginate.ts";
import { businesses, categories, claims, users } from "../platform/db/schema.ts";

export { CLAIMS_QUEUE, REGISTRATIONS_QUEUE };

export interface ClaimQueueRow {
  id: number;
  status: string;
  role: string;
  businessUuid: string;
  businessName: string;
  personName: string;
  personEmail: string;
  files: number;
  createdAt: string;
}

/** Waiting ones first whatever the sort: they are the queue's work. */
const pendingFirst = (status: AnyColumn, then: AnyColumn) => (dir: Direction) => [
  asc(sql`case when ${status} = 'pending' then 0 else 1 end`),
  dir(then),
];

const claimList = listQuery(CLAIMS_QUEUE, {
  search: [businesses.name, users.name],
  sorts: {
    created: pendingFirst(claims.status, claims.createdAt),
    business: pendingFirst(claims.status, businesses.name),
  },
  filters: { status: (statuses) => inArray(claims.status, statuses) },
  tiebreak: claims.id,
});

export async function listClaimsQueue(params: ClaimsQueueParams): Promise<ListPage<ClaimQueueRow>> {
  const db = await getDb();
  const { where, orderBy } = claimList.query(params);
  const page = await paginate(params, {
    count: async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(claims)
        .innerJoin(businesses, eq(businesses.uuid, claims.businessUuid))
        .innerJoin(users, eq(users.id, claims.userId))
        .where(where);
      return Number(row?.n ?? 0);
    },
    rows: ({ limit, offset }) =>
      db
        .select({
          id: claims.id,
          status: claims.status,
          role: claims.role,
          businessUuid: claims.businessUuid,
          businessName: businesses.name,
          personName: users.name,
          personEmail: users.email,
          proof: claims.proof,
          createdAt: claims.createdAt,
        })
        .from(claims)
        .innerJoin(businesses, eq(businesses.uuid, claims.businessUuid))
        .innerJoin(users, eq(users.id, claims.userId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  return {
    ...page,
    rows: page.rows.map(({ proof, createdAt, ...row }) => ({
      ...row,
      files: proof.length,
      createdAt: createdAt.toISOString(),
    })),
  };
}

export interface RegistrationQueueRow {
  uuid: string;
  name: string;
  status: string;
  city: string;
  categoryName: string | null;
  submitterName: string | null;
  createdAt: string;
}

const registrationList = listQuery(REGISTRATIONS_QUEUE, {
  search: [businesses.name],
  sorts: {
    created: pendingFirst(businesses.status, businesses.createdAt),
    name: pendingFirst(businesses.status, businesses.name),
  },
  filters: {
    status: (statuses) => inArray(businesses.status, statuses),
    city: (cities) => inArray(businesses.city, cities),
  },
  tiebreak: businesses.id,
});

/** Every business waiting for a decision, and the ones people registered (decided or not). */
const registrations = or(eq(businesses.status, "pending"), isNotNull(businesses.submittedBy));

export async function listRegistrationsQueue(
  params: RegistrationsQueueParams,
): Promise<ListPage<RegistrationQueueRow>> {
  const db = await getDb();
  const { where: narrowed, orderBy } = registrationList.query(params);
  const where = and(registrations, narrowed);
  const page = await paginate(params, {
    count: () => db.$count(businesses, where),
    rows: ({ limit, offset }) =>
      db
        .select({
          uuid: businesses.uuid,
          name: businesses.name,
          status: businesses.status,
          city: businesses.city,
          categoryName: categories.name,
          submitterName: users.name,
          createdAt: businesses.createdAt,
        })
        .from(businesses)
        .leftJoin(categories, eq(categories.id, businesses.categoryId))
        .leftJoin(users, eq(users.id, businesses.submittedBy))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  return { ...page, rows: page.rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}

/** The tabs' numbers: what still waits for a decision. */
export async function countPending(): Promise<{ claims: number; registrations: number }> {
  const db = await getDb();
  const [claimCount, registrationCount] = await Promise.all([
    db.$count(claims, eq(claims.status, "pending")),
    db.$count(businesses, eq(businesses.status, "pending")),
  ]);
  return { claims: claimCount, registrations: registrationCount };
}
