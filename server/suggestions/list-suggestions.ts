/**
 * Reading "Sugerir un cambio": the owner's screen (pending first, then the last decided ones) and the
 * admins' queue: pending suggestions for listings nobody owns, and every pending closure (only an
 * admin may close a business).
 */
import { and, desc, eq, notExists, or, sql } from "drizzle-orm";
import type { SuggestionKind, SuggestionStatus } from "#core/suggestions.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses, businessSuggestions, userRoles, users } from "../platform/db/schema.ts";

export interface SuggestionRow {
  id: number;
  businessUuid: string;
  businessName: string;
  businessSlug: string;
  kind: SuggestionKind;
  proposedValue: string | null;
  note: string | null;
  status: SuggestionStatus;
  authorName: string;
  /** What the business shows now for that detail (to compare with the proposal). */
  current: string | null;
  createdAt: string;
  decidedAt: string | null;
}

const columns = {
  id: businessSuggestions.id,
  businessUuid: businessSuggestions.businessUuid,
  businessName: businesses.name,
  businessSlug: businesses.slug,
  kind: businessSuggestions.kind,
  proposedValue: businessSuggestions.proposedValue,
  note: businessSuggestions.note,
  status: businessSuggestions.status,
  authorName: users.name,
  phone: businesses.phoneNumber,
  address: businesses.address,
  createdAt: businessSuggestions.createdAt,
  decidedAt: businessSuggestions.decidedAt,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]["_"]["data"] } & {
  phone: string | null;
  address: string | null;
  decidedAt: Date | null;
};

const toSuggestion = ({ phone, address, ...r }: Row): SuggestionRow => ({
  ...r,
  kind: r.kind as SuggestionKind,
  status: r.status as SuggestionStatus,
  current: r.kind === "phone" ? phone : r.kind === "address" ? address : null,
  createdAt: r.createdAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
});

export async function businessSuggestionsFor(businessUuid: string): Promise<SuggestionRow[]> {
  const db = await getDb();
  const rows = await db
    .select(columns)
    .from(businessSuggestions)
    .innerJoin(businesses, eq(businesses.uuid, businessSuggestions.businessUuid))
    .innerJoin(users, eq(users.id, businessSuggestions.userId))
    .where(eq(businessSuggestions.businessUuid, businessUuid))
    .orderBy(sql`(${businessSuggestions.status} = 'pending') desc`, desc(businessSuggestions.createdAt))
    .limit(100);
  return (rows as Row[]).map(toSuggestion);
}

export async function adminSuggestionQueue(): Promise<SuggestionRow[]> {
  const db = await getDb();
  const unowned = notExists(
    db
      .select({ one: sql`1` })
      .from(userRoles)
      .where(and(eq(userRoles.businessUuid, businessSuggestions.businessUuid), eq(userRoles.role, "business_owner"))),
  );
  const rows = await db
    .select(columns)
    .from(businessSuggestions)
    .innerJoin(businesses, eq(businesses.uuid, businessSuggestions.businessUuid))
    .innerJoin(users, eq(users.id, businessSuggestions.userId))
    .where(and(eq(businessSuggestions.status, "pending"), or(unowned, eq(businessSuggestions.kind, "closed"))))
    .orderBy(desc(businessSuggestions.createdAt))
    .limit(200);
  return (rows as Row[]).map(toSuggestion);
}
