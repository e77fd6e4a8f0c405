/**
 * "Tus solicitudes" in /mi-comercio: the person's claims and the businesses they registered, with
 * where each stands and, when refused, why.
 */
import { desc, eq } from "drizzle-orm";
import { getDb } from "../platform/db/client.ts";
import { businesses, claims } from "../platform/db/schema.ts";

export interface OwnerRequest {
  kind: "claim" | "registration";
  key: string;
  businessName: string;
  /** "/slug" when visitors can open the business's page. */
  publicPath: string | null;
  /** pending | approved | rejected (a registration's active reads as approved). */
  state: "pending" | "approved" | "rejected";
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

const PUBLIC = new Set(["active", "approved"]);

export async function listOwnerRequests(userId: string): Promise<OwnerRequest[]> {
  const db = await getDb();
  const [claimRows, registrationRows] = await Promise.all([
    db
      .select({
        id: claims.id,
        status: claims.status,
        reviewNote: claims.reviewNote,
        reviewedAt: claims.reviewedAt,
        createdAt: claims.createdAt,
        businessName: businesses.name,
        slug: businesses.slug,
        businessStatus: businesses.status,
      })
      .from(claims)
      .innerJoin(businesses, eq(businesses.uuid, claims.businessUuid))
      .where(eq(claims.userId, userId))
      .orderBy(desc(claims.createdAt))
      .limit(50),
    db
      .select({
        uuid: businesses.uuid,
        name: businesses.name,
        slug: businesses.slug,
        status: businesses.status,
        reviewNote: businesses.reviewNote,
        createdAt: businesses.createdAt,
        updatedAt: businesses.updatedAt,
      })
      .from(businesses)
      .where(eq(businesses.submittedBy, userId))
      .orderBy(desc(businesses.createdAt))
      .limit(50),
  ]);
  const requests: OwnerRequest[] = [
    ...claimRows.map((c) => ({
      kind: "claim" as const,
      key: `claim-${c.id}`,
      businessName: c.businessName,
      publicPath: PUBLIC.has(c.businessStatus) ? `/${c.slug}` : null,
      state: c.status as OwnerRequest["state"],
      reason: c.status === "rejected" ? c.reviewNote : null,
      createdAt: c.createdAt.toISOString(),
      decidedAt: c.reviewedAt?.toISOString() ?? null,
    })),
    ...registrationRows.map((b) => {
      const state: OwnerRequest["state"] =
        b.status === "pending" ? "pending" : b.status === "rejected" ? "rejected" : "approved";
      return {
        kind: "registration" as const,
        key: `registration-${b.uuid}`,
        businessName: b.name,
        publicPath: PUBLIC.has(b.status) ? `/${b.slug}` : null,
        state,
        reason: state === "rejected" ? b.reviewNote : null,
        createdAt: b.createdAt.toISOString(),
        decidedAt: state === "pending" ? null : b.updatedAt.toISOString(),
      };
    }),
  ];
  return requests.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
