/**
 * What an admin needs to decide one claim or one registration: who asks (and what else they asked
 * for), the business and who owns it today, and the proof.
 */
import { and, asc, desc, eq, ne } from "drizzle-orm";
import { getDb } from "../platform/db/client.ts";
import {
  businesses,
  businessHours,
  type ClaimProofFile,
  categories,
  claims,
  userRoles,
  users,
} from "../platform/db/schema.ts";

export interface Person {
  id: string;
  name: string;
  email: string;
  createdAt: string;
}

export interface OtherRequest {
  kind: "claim" | "registration";
  /** The claim's id or the business's uuid: what the detail link needs. */
  id: string;
  businessName: string;
  status: string;
  createdAt: string;
}

async function personById(userId: string | null): Promise<Person | null> {
  if (!userId) return null;
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : null;
}

async function ownersOf(businessUuid: string): Promise<{ id: string; name: string; email: string }[]> {
  const db = await getDb();
  return db
    .selectDistinct({ id: users.id, name: users.name, email: users.email })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.role, "business_owner"), eq(userRoles.businessUuid, businessUuid)))
    .orderBy(asc(users.name));
}

/** Everything else the person asked for (claims and registrations), newest first. */
async function otherRequestsOf(
  userId: string,
  except: { claimId?: number; businessUuid?: string },
): Promise<OtherRequest[]> {
  const db = await getDb();
  const [claimRows, registrationRows] = await Promise.all([
    db
      .select({ id: claims.id, businessName: businesses.name, status: claims.status, createdAt: claims.createdAt })
      .from(claims)
      .innerJoin(businesses, eq(businesses.uuid, claims.businessUuid))
      .where(and(eq(claims.userId, userId), except.claimId ? ne(claims.id, except.claimId) : undefined))
      .orderBy(desc(claims.createdAt))
      .limit(50),
    db
      .select({
        uuid: businesses.uuid,
        name: businesses.name,
        status: businesses.status,
        createdAt: businesses.createdAt,
      })
      .from(businesses)
      .where(
        and(
          eq(businesses.submittedBy, userId),
          except.businessUuid ? ne(businesses.uuid, except.businessUuid) : undefined,
        ),
      )
      .orderBy(desc(businesses.createdAt))
      .limit(50),
  ]);
  return [
    ...claimRows.map((c) => ({
      kind: "claim" as const,
      id: String(c.id),
      businessName: c.businessName,
      status: c.status,
      createdAt: c.createdAt.toISOString(),
    })),
    ...registrationRows.map((b) => ({
      kind: "registration" as const,
      id: b.uuid,
      businessName: b.name,
      status: b.status,
      createdAt: b.createdAt.toISOString(),
    })),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export interface ClaimDetail {
  claim: {
    id: number;
    status: string;
    role: string;
    message: string | null;
    contactPhone: string | null;
    proof: ClaimProofFile[];
    reviewNote: string | null;
    reviewedAt: string | null;
    reviewerName: string | null;
    createdAt: string;
  };
  person: Person | null;
  business: {
    uuid: string;
    name: string;
    slug: string;
    status: string;
    address: string | null;
    city: string;
    phoneNumber: string | null;
  };
  owners: { id: string; name: string; email: string }[];
  others: OtherRequest[];
}

export async function getClaimDetail(claimId: number): Promise<ClaimDetail | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: claims.id,
      status: claims.status,
      role: claims.role,
      message: claims.message,
      contactPhone: claims.contactPhone,
      proof: claims.proof,
      reviewNote: claims.reviewNote,
      reviewedAt: claims.reviewedAt,
      reviewedBy: claims.reviewedBy,
      createdAt: claims.createdAt,
      userId: claims.userId,
      business: {
        uuid: businesses.uuid,
        name: businesses.name,
        slug: businesses.slug,
        status: businesses.status,
        address: businesses.address,
        city: businesses.city,
        phoneNumber: businesses.phoneNumber,
      },
    })
    .from(claims)
    .innerJoin(businesses, eq(businesses.uuid, claims.businessUuid))
    .where(eq(claims.id, claimId))
    .limit(1);
  if (!row) return null;
  const [person, reviewer, owners, others] = await Promise.all([
    personById(row.userId),
    personById(row.reviewedBy),
    ownersOf(row.business.uuid),
    otherRequestsOf(row.userId, { claimId: row.id }),
  ]);
  return {
    claim: {
      id: row.id,
      status: row.status,
      role: row.role,
      message: row.message,
      contactPhone: row.contactPhone,
      proof: row.proof,
      reviewNote: row.reviewNote,
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      reviewerName: reviewer?.name ?? null,
      createdAt: row.createdAt.toISOString(),
    },
    person,
    business: row.business,
    owners,
    others,
  };
}

/** One proof file of a claim, by its position: what the admin's download route serves. */
export async function getClaimProofFile(claimId: number, index: number): Promise<ClaimProofFile | null> {
  const db = await getDb();
  const [row] = await db.select({ proof: claims.proof }).from(claims).where(eq(claims.id, claimId)).limit(1);
  return row?.proof[index] ?? null;
}

export interface RegistrationDetail {
  business: {
    uuid: string;
    name: string;
    slug: string;
    status: string;
    description: string | null;
    businessType: string;
    categoryName: string | null;
    address: string | null;
    city: string;
    latitude: number | null;
    longitude: number | null;
    phoneNumber: string | null;
    whatsappNumber: string | null;
    email: string | null;
    websiteUrl: string | null;
    reviewNote: string | null;
    createdAt: string;
  };
  hours: { dayOfWeek: number; openTime: string | null; closeTime: string | null; isClosed: boolean }[];
  submitter: Person | null;
  owners: { id: string; name: string; email: string }[];
  others: OtherRequest[];
}

export async function getRegistrationDetail(businessUuid: string): Promise<RegistrationDetail | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      uuid: businesses.uuid,
      name: businesses.name,
      slug: businesses.slug,
      status: businesses.status,
      description: businesses.description,
      businessType: businesses.businessType,
      categoryName: categories.name,
      address: businesses.address,
      city: businesses.city,
      latitude: businesses.latitude,
      longitude: businesses.longitude,
      phoneNumber: businesses.phoneNumber,
      whatsappNumber: businesses.whatsappNumber,
      email: businesses.email,
      websiteUrl: businesses.websiteUrl,
      reviewNote: businesses.reviewNote,
      submittedBy: businesses.submittedBy,
      createdAt: businesses.createdAt,
    })
    .from(businesses)
    .leftJoin(categories, eq(categories.id, businesses.categoryId))
    .where(eq(businesses.uuid, businessUuid.toLowerCase()))
    .limit(1);
  if (!row) return null;
  const { submittedBy, createdAt, ...business } = row;
  const [hours, submitter, owners, others] = await Promise.all([
    db
      .select({
        dayOfWeek: businessHours.dayOfWeek,
        openTime: businessHours.openTime,
        closeTime: businessHours.closeTime,
        isClosed: businessHours.isClosed,
      })
      .from(businessHours)
      .where(eq(businessHours.businessUuid, row.uuid))
      .orderBy(asc(businessHours.dayOfWeek), asc(businessHours.timeSlotIndex)),
    personById(submittedBy),
    ownersOf(row.uuid),
    submittedBy ? otherRequestsOf(submittedBy, { businessUuid: row.uuid }) : Promise.resolve([]),
  ]);
  return { business: { ...business, createdAt: createdAt.toISOString() }, hours, submitter, owners, others };
}
