/** /admin/users: every account with its role, state, sign-up date and how many businesses it owns. */
import { eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { USERS_LIST, type UserRole, type UserState, type UsersListParams, userState } from "#core/admin-users.ts";
import type { ListPage } from "#core/list-params.ts";
import { getDb } from "../platform/db/client.ts";
import { listQuery } from "../platform/db/list-query.ts";
import { paginate } from "../platform/db/paginate.ts";
import { userRoles, users } from "../platform/db/schema.ts";

export interface UserListRow {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  state: UserState;
  banReason: string | null;
  businesses: number;
  createdAt: string;
}

const hasRole = (role: string) =>
  sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = ${role})`;

/** The strongest role: admin, else business owner, else neighbour. */
export const roleOf = sql<UserRole>`case when ${hasRole("admin")} then 'admin' when ${hasRole("business_owner")} then 'business_owner' else 'user' end`;

const stateCondition: Record<UserState, SQL> = {
  banned: sql`${users.banned}`,
  unconfirmed: sql`not ${users.banned} and not ${users.emailVerified}`,
  active: sql`not ${users.banned} and ${users.emailVerified}`,
};

const userList = listQuery(USERS_LIST, {
  search: [users.name, users.email],
  sorts: { created: [users.createdAt], name: [users.name] },
  filters: {
    role: (roles) => inArray(sql`(${roleOf})`, roles),
    state: (states) => or(...states.map((s) => sql`(${stateCondition[s as UserState]})`)),
  },
  tiebreak: users.id,
});

export async function listUsers(params: UsersListParams): Promise<ListPage<UserListRow>> {
  const db = await getDb();
  const { where, orderBy } = userList.query(params);
  // Spelled out: drizzle leaves a lone table's columns unqualified in a select list, and "id" would
  // then be user_roles.id inside the subquery.
  const owned = sql<number>`(select count(*)::int from user_roles ur where ur.user_id = "users"."id" and ur.role = 'business_owner' and ur.business_uuid is not null)`;
  const page = await paginate(params, {
    count: () => db.$count(users, where),
    rows: ({ limit, offset }) =>
      db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          emailVerified: users.emailVerified,
          banned: users.banned,
          banReason: users.banReason,
          role: roleOf,
          businesses: owned,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  return {
    ...page,
    rows: page.rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      role: r.role,
      state: userState(r),
      banReason: r.banReason,
      businesses: Number(r.businesses),
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** Used by tests and the detail: does this id name an account? */
export async function userExists(id: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return Boolean(row);
}
