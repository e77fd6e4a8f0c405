/**
 * The whole data model of Vilma. Later features add behaviour, not tables.
 * Column names are snake_case in SQL (drizzle `casing: "snake_case"`), camelCase in TypeScript.
 * Only PostgreSQL 15 features: CI runs PostgreSQL 15, PGlite is 18.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { BANK_PROMOTION_SCOPES, type BankPromotionScopeKind } from "#core/bank-promotion-scope.ts";
import { REFUND_METHODS } from "#core/billing-form.ts";
import { BUSINESS_LEAD_TYPES } from "#core/business-leads.ts";
import { CITIES } from "#core/cities.ts";
import { ROW_OUTCOMES } from "#core/csv-import.ts";
import { NOTIFICATION_TYPES } from "#core/notifications.ts";
import { RESERVED_SLUGS } from "#core/slug.ts";
import { SUGGESTION_KINDS, SUGGESTION_STATUSES } from "#core/suggestions.ts";

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} IN (${values.map((v) => `'${v}'`).join(", ")})`);

const slugChecks = (table: string) => [check(`${table}_slug_format`, sql.raw(`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`))];

export const BUSINESS_STATUSES = ["pending", "approved", "rejected", "active", "inactive", "suspended"] as const;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];
export const ROLES = ["admin", "business_owner", "user"] as const;
export type Role = (typeof ROLES)[number];
export const THEME_PREFERENCES = ["light", "dark", "system"] as const;

export const PROMOTION_EVENT_TYPES = ["view", "click", "coupon_copy"] as const;
export const BUSINESS_TYPES = ["commerce", "professional", "service"] as const;
export const CARD_TYPES = ["credito", "debito", "prepaga"] as const;

// ---------------------------------------------------------------------------
// Accounts (the first four follow Better Auth's model; profiles and roles follow the spec)

export const users = pgTable("users", {
  id: text().primaryKey(),
  name: text().notNull(),
  email: text().notNull().unique(),
  emailVerified: boolean().notNull().default(false),
  image: text(),
  /** Suspended by an administrator (server/users/ban.ts): no sign-in, no session. Better Auth's admin-plugin names. */
  banned: boolean().notNull().default(false),
  banReason: text(),
  bannedAt: timestamp({ withTimezone: true }),
  /** The second step at sign-in is on (Better Auth's two-factor plugin; decision 26). */
  twoFactorEnabled: boolean().notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text().primaryKey(),
    token: text().notNull().unique(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("accounts_user_idx").on(t.userId),
    uniqueIndex("accounts_provider_account_uq").on(t.providerId, t.accountId),
  ],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/**
 * A person's authenticator app (Better Auth's `twoFactor` model, decision 26): the TOTP secret and the
 * recovery codes, both encrypted with the auth secret. `verified` is false between "Activar" and the
 * first right code; one row per person.
 */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text().primaryKey(),
    secret: text().notNull(),
    backupCodes: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verified: boolean().notNull().default(true),
    /** Better Auth's own lockout counters; Vilma turns that lockout off and throttles like sign-in. */
    failedVerificationCount: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex("two_factors_user_uq").on(t.userId)],
);

export const rateLimits = pgTable("rate_limits", {
  id: text().primaryKey(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  lastRequest: bigint({ mode: "number" }).notNull(),
});

export const profiles = pgTable(
  "profiles",
  {
    id: text()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text().notNull(),
    fullName: text(),
    avatarUrl: text(),
    themePreference: text().notNull().default("system"),
    /** When the person closed the owner dashboard's "activá la verificación en dos pasos" card. */
    twoFactorPromptDismissedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [check("profiles_theme_check", inList("theme_preference", THEME_PREFERENCES))],
);

export const userRoles = pgTable(
  "user_roles",
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text().notNull().default("user"),
    businessUuid: uuid().references(() => businesses.uuid, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("user_roles_role_check", inList("role", ROLES)),
    index("user_roles_user_idx").on(t.userId),
    // Who owns a business (the admin list's owner column and "has an owner" filter, claims).
    index("user_roles_business_idx").on(t.businessUuid),
    uniqueIndex("user_roles_unique").on(t.userId, t.role, t.businessUuid),
  ],
);

// ---------------------------------------------------------------------------
// Directory

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * A category's or bank's name as search matches it (server/search/matching-ids.ts): its full-text
 * document and its folded form (for typos), stored so no search recomputes them for every row.
 */
const searchableName = () => ({
  searchDocument: tsvector().notNull().generatedAlwaysAs(sql`to_tsvector('spanish', f_unaccent(lower(name)))`),
  foldedName: text().notNull().generatedAlwaysAs(sql`f_unaccent(lower(name))`),
});

export const categories = pgTable(
  "categories",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    description: text(),
    /** "lucide" (icon holds a lucide icon name), "emoji" (icon holds the emoji) or "image" (icon_url). */
    iconType: text().notNull().default("lucide"),
    icon: text(),
    iconUrl: text(),
    color: text().notNull().default("#2563eb"),
    isActive: boolean().notNull().default(true),
    isFeatured: boolean().notNull().default(false),
    position: integer().notNull().default(0),
    parentId: integer().references((): AnyPgColumn => categories.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    ...searchableName(),
  },
  (t) => [
    ...slugChecks("categories"),
    check("categories_icon_type_check", inList("icon_type", ["lucide", "emoji", "image"])),
    index("categories_active_position_idx").on(t.isActive, t.position),
    index("categories_parent_idx").on(t.parentId),
  ],
);

/** A chain or franchise with several branches (each branch is a business). */
export const brands = pgTable(
  "brands",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    description: text(),
    logoUrl: text(),
    websiteUrl: text(),
    createdAt: createdAt(),
  },
  () => [...slugChecks("brands")],
);

export const businesses = pgTable(
  "businesses",
  {
    uuid: uuid().primaryKey().defaultRandom(),
    id: serial().notNull().unique(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    description: text(),
    address: text(),
    city: text().notNull().default("Villa María"),
    phoneNumber: text(),
    whatsappNumber: text(),
    email: text(),
    websiteUrl: text(),
    logoUrl: text(),
    bannerUrl: text(),
    categoryId: integer().references(() => categories.id, { onDelete: "set null" }),
    brandId: integer().references(() => brands.id, { onDelete: "set null" }),
    isPremium: boolean().notNull().default(false),
    premiumLevel: integer().notNull().default(0),
    status: text().notNull().default("pending"),
    facebookUrl: text(),
    instagramUrl: text(),
    tiktokUrl: text(),
    youtubeUrl: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    googlePlaceId: text(),
    googleRating: numeric({ precision: 2, scale: 1, mode: "number" }),
    googleReviewsCount: integer(),
    googlePlaceName: text(),
    googlePlaceUrl: text(),
    isOnPedidosya: boolean().notNull().default(false),
    acceptsCredit: boolean().notNull().default(false),
    acceptsDebit: boolean().notNull().default(false),
    acceptsQr: boolean().notNull().default(false),
    acceptsTransfer: boolean().notNull().default(false),
    hasDelivery: boolean().notNull().default(false),
    hasParking: boolean().notNull().default(false),
    hasAccessibility: boolean().notNull().default(false),
    businessType: text().notNull().default("commerce"),
    serviceArea: text(),
    yearsExperience: integer(),
    /** Pesos per hour, for professionals and services. */
    hourlyRate: integer(),
    acceptsEmergencyCalls: boolean().notNull().default(false),
    certifications: text().array(),
    /** Who registered it through "Sumá tu comercio" (null: loaded by an admin, seeded or imported). */
    submittedBy: text().references(() => users.id, { onDelete: "set null" }),
    /** The admin's reason for the last registration or status decision (shown to the submitter when rejected). */
    reviewNote: text(),
    /** The business's id in the spreadsheet it was imported from: a re-import updates instead of duplicating. */
    externalId: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...slugChecks("businesses"),
    uniqueIndex("businesses_external_id_uq").on(t.externalId).where(sql`external_id IS NOT NULL`),
    check("businesses_slug_not_reserved", sql.raw(`slug NOT IN (${RESERVED_SLUGS.map((s) => `'${s}'`).join(", ")})`)),
    check("businesses_status_check", inList("status", BUSINESS_STATUSES)),
    check("businesses_type_check", inList("business_type", BUSINESS_TYPES)),
    check("businesses_city_check", inList("city", CITIES)),
    check("businesses_google_rating_check", sql`google_rating IS NULL OR google_rating BETWEEN 0 AND 5`),
    check("businesses_latitude_check", sql`latitude IS NULL OR latitude BETWEEN -90 AND 90`),
    check("businesses_longitude_check", sql`longitude IS NULL OR longitude BETWEEN -180 AND 180`),
    index("businesses_status_created_idx").on(t.status, t.createdAt.desc()),
    index("businesses_category_idx").on(t.categoryId, t.status),
    index("businesses_premium_idx").on(t.status, t.isPremium, t.premiumLevel.desc()),
    index("businesses_brand_idx").on(t.brandId),
    index("businesses_submitted_by_idx").on(t.submittedBy),
    // Folded-name "contains" (LIKE) for the admin screens; search itself reads search_documents.
    index("businesses_name_trgm_idx").using("gin", sql`f_unaccent(lower(name)) gin_trgm_ops`),
    // The admin list's orders (/admin/businesses): a page of 20 in any order without sorting 10,000 rows.
    index("businesses_lower_name_idx").on(sql`lower(name)`, t.id),
    index("businesses_status_name_idx").on(t.status, sql`lower(name)`, t.id),
    index("businesses_created_idx").on(t.createdAt, t.id),
    index("businesses_updated_idx").on(t.updatedAt, t.id),
    // The admin list's search (server/businesses/business-search.ts adminSearchText): name, slug,
    // address and the phones' digits in one folded text, so "contains" is one trigram index scan.
    index("businesses_admin_search_trgm_idx").using(
      "gin",
      sql`f_unaccent(lower(name || ' ' || slug || ' ' || coalesce(address, '') || ' ' || regexp_replace(coalesce(phone_number, '') || ' ' || coalesce(whatsapp_number, ''), '[^0-9 ]', '', 'g'))) gin_trgm_ops`,
    ),
  ],
);

export const businessHours = pgTable(
  "business_hours",
  {
    id: serial().primaryKey(),
    businessUuid: uuid()
      .notNull()
      .references(() => businesses.uuid, { onDelete: "cascade" }),
    dayOfWeek: integer().notNull(),
    openTime: time(),
    closeTime: time(),
    isClosed: boolean().notNull().default(false),
    timeSlotIndex: integer().notNull().default(0),
    crossesMidnight: boolean().notNull().default(false),
  },
  (t) => [
    check("business_hours_day_check", sql`day_of_week BETWEEN 0 AND 6`),
    check("business_hours_times_check", sql`is_closed OR (open_time IS NOT NULL AND close_time IS NOT NULL)`),
    uniqueIndex("business_hours_slot_uq").on(t.businessUuid, t.dayOfWeek, t.timeSlotIndex),
  ],
);

export const businessSpecialHours = pgTable(
  "business_special_hours",
  {
    id: serial().primaryKey(),
    businessUuid: uuid()
      .notNull()
      .references(() => businesses.uuid, { onDelete: "cascade" }),
    date: date().notNull(),
    name: text(),
    openTime: time(),
    closeTime: time(),
    isClosed: boolean().notNull().default(false),
  },
  (t) => [
    check("business_special_hours_times_check", sql`is_closed OR (open_time IS NOT NULL AND close_time IS NOT NULL)`),
    index("business_special_hours_business_date_idx").on(t.businessUuid, t.date),
  ],
);

/**
 * Farmacias de turno: the rota. One row = one pharmacy on duty for its city from `starts_at` to
 * `ends_at` (usually 08:00 one day to 08:00 the next, Córdoba time); `duty_date` is the rota day the
 * duty starts (what the association's CSV and the admin's correction name). The rules are in
 * `core/pharmacy-duty.ts`, the data rules in `server/pharmacy-duties/`.
 */
export const pharmacyDuties = pgTable(
  "pharmacy_duties",
  {
    id: serial().primaryKey(),
    businessUuid: uuid()
      .notNull()
      .references(() => businesses.uuid, { onDelete: "cascade" }),
    city: text().notNull(),
    dutyDate: date().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("pharmacy_duties_window_check", sql`ends_at > starts_at`),
    check("pharmacy_duties_city_check", inList("city", CITIES)),
    uniqueIndex("pharmacy_duties_business_day_idx").on(t.businessUuid, t.dutyDate),
    index("pharmacy_duties_ends_idx").on(t.endsAt),
    index("pharmacy_duties_city_day_idx").on(t.city, t.dutyDate),
  ],
);

/** The owner's photo gallery (at most 10 per business, enforced by server/listing/business-photos.ts). */
export const businessPhotos = pgTable(
  "business_photos",
  {
    id: serial().primaryKey(),
    businessUuid: uuid()
      .notNull()
      .references(() => businesses.uuid, { onDelete: "cascade" }),
    url: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    position: integer().notNull(),
    altText: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check("business_photos_size_check", sql`width > 0 AND height > 0`),
    index("business_photos_business_position_idx").on(t.businessUuid, t.position),
  ],
);

export const businessReviews = pgTable(
  "business_reviews",
  {
    id: serial().primaryKey(),
    businessUuid: uuid()
      .notNull()
      .references(() => businesses.uuid, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer().notNull(),
    comment: text(),
    /** The business's one public reply (written by an owner of the business or an admin). */
    ownerReply: text(),
    ownerReplyAt: timestamp({ withTimezone: true }),
    ownerReplyBy: text().references(() => users.id, { onDelete: "set null" }),
    /** Hidden by a moderator: not public, not in the rating; the author sees `hiddenReason`. */
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenReason: text(),
    hiddenBy: text().references(() => users.id, { onDelete: "set null" }),
    /** Open reports (review_reports without resolved_at), kept in step by the report and the moderation. */
    openReportsCount: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("business_reviews_rating_check", sql`rating BETWEEN 1 AND 5`),
    index("business_reviews_reported_idx").on(t.openReportsCount).where(sql`open_reports_count > 0`),
    uniqueIndex("business_reviews_user_business_uq").on(t.userId, t.businessUuid),
    index("business_reviews_business_created_idx").on(t.businessUuid, t.createdAt.desc()),
  ],
);

/** A signed-in person says a review breaks the rules: one report per person and review. */
export const reviewReports = pgTable(
  "review_reports",
  {
    id: serial().primaryKey(),
    reviewId: integer()
      .notNull()
      .references(() => businessReviews.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text().notNull(),
    details: text(),
    /** Set when a moderator decided on the review (hid, restored, deleted or dismissed the reports). */
    resolvedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("review_reports_review_user_uq").on(t.reviewId, t.userId),
    index("review_reports_open_idx").on(t.reviewId).where(sql`resolved_at IS NULL`),
  ],
);

export const favorites = pgTable(
  "favorites",
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    businessUuid: uuid()
      .notNull()
      .references(() => businesses.uuid, { onDelete: "cascade" }),
    createdAt: createdAt(),
    /** Opt-in: tell this person when this pharmacy is on duty (server/pharmacy-duties/duty-alerts.ts). */
    dutyAlerts: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.businessUuid] }), index("favorites_business_idx").on(t.businessUuid)],
);

// ---------------------------------------------------------------------------
// Plans, subscriptions, claims

export const plans = pgTable(
  "plans",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    description: text(),
    /** Whole pesos (ARS). */
    priceArs: integer().notNull(),
    period: text().notNull().default("monthly"),
    features: text().array().notNull().default(sql`'{}'::text[]`),
    premiumLevel: integer().notNull().default(0),
    /** Whether businesses on this plan may mark promotions "destacada". */
    includesFeaturedPromotions: boolean().notNull().default(false),
    isHighlighted: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  () => [
    ...slugChecks("plans"),
    check("plans_price_check", sql`price_ars >= 0`),
    check("plans_period_check", inList("period", ["monthly", "yearly"])),
  ],
);

export const SUBSCRIPTION_STATUSES = ["pending", "authorized", "paused", "cancelled", "expired"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const PAYMENT_METHODS = ["mercadopago", "transfer"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A bank transfer's receipt: a picture (made WebP) or a PDF, in the private store, never under /uploads. */
export interface TransferReceiptFile {
  key: string;
  kind: "image" | "pdf";
  /** The owner's file name, cleaned, for the admin's download. */
  name: string;
  bytes: number;
}

/**
 * One paid period (or a request for one) of a business's plan. `is_active` is the spec's flag: the
 * subscription grants premium between its dates. It is written only by server/billing/transitions.ts,
 * in step with `status` (the CHECK below) and with businesses.is_premium / premium_level.
 */
export const businessSubscriptions = pgTable(
  "business_subscriptions",
  {
    id: serial().primaryKey(),
    businessUuid: uuid()
      .notNull()
      .references(() => businesses.uuid, { onDelete: "cascade" }),
    planId: integer().references(() => plans.id, { onDelete: "restrict" }),
    isActive: boolean().notNull().default(true),
    status: text().notNull().default("authorized"),
    paymentMethod: text().notNull().default("transfer"),
    /** Mercado Pago's preapproval id. */
    providerId: text().unique(),
    /** Where Mercado Pago's checkout waits for the owner (while pending). */
    checkoutUrl: text(),
    requestedBy: text().references(() => users.id, { onDelete: "set null" }),
    /** Whole pesos per period, as agreed when subscribing. */
    amountArs: integer().notNull().default(0),
    startDate: timestamp({ withTimezone: true }).notNull(),
    endDate: timestamp({ withTimezone: true }).notNull(),
    paymentReference: text(),
    /** When it was first paid (null: never; a request cancelled before paying). */
    activatedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /**
     * A transfer's receipt the owner uploaded (private store, server/billing/transfer-receipt.ts),
     * while the request waits; an admin opens it and activates the plan or refuses the receipt.
     */
    receipt: jsonb().$type<TransferReceiptFile>(),
    receiptUploadedAt: timestamp({ withTimezone: true }),
    /** The admin refused the receipt (the request still waits for another one): when and why. */
    receiptRejectedAt: timestamp({ withTimezone: true }),
    receiptRejectReason: text(),
    /** "Botón de arrepentimiento": the confirmation number given to the owner, and when. */
    revocationCode: text().unique(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("business_subscriptions_dates_check", sql`end_date >= start_date`),
    check("business_subscriptions_status_check", inList("status", SUBSCRIPTION_STATUSES)),
    check("business_subscriptions_method_check", inList("payment_method", PAYMENT_METHODS)),
    check("business_subscriptions_amount_check", sql`amount_ars >= 0`),
    // Authorized always grants; pending and expired never; paused and cancelled keep the paid period.
    check(
      "business_subscriptions_active_check",
      sql`(status = 'authorized' AND is_active) OR (status IN ('pending', 'expired') AND NOT is_active) OR status IN ('paused', 'cancelled')`,
    ),
    check("business_subscriptions_provider_check", sql`provider_id IS NULL OR payment_method = 'mercadopago'`),
    index("business_subscriptions_business_idx").on(t.businessUuid, t.isActive),
    index("business_subscriptions_status_idx").on(t.status, t.createdAt.desc()),
    index("business_subscriptions_end_idx").on(t.endDate),
  ],
);

/**
 * Money given back for a revoked subscription (botón de arrepentimiento), as an admin recorded it
 * (server/billing/refunds.ts): how much, the Buenos Aires day it was paid, how. A revocation is
 * owed while its refunds add up to less than the subscription's amount.
 */
export const subscriptionRefunds = pgTable(
  "subscription_refunds",
  {
    id: serial().primaryKey(),
    subscriptionId: integer()
      .notNull()
      .references(() => businessSubscriptions.id, { onDelete: "cascade" }),
    /** Whole pesos. */
    amountArs: integer().notNull(),
    paidOn: date().notNull(),
    method: text().notNull(),
    note: text(),
    recordedBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("subscription_refunds_amount_check", sql`amount_ars > 0`),
    check("subscription_refunds_method_check", inList("method", REFUND_METHODS)),
    index("subscription_refunds_subscription_idx").on(t.subscriptionId),
  ],
);

/** Mercado Pago notifications already handled (x-request-id): a replay changes nothing. */
export const mercadopagoNotifications = pgTable("mercadopago_notifications", {
  requestId: text().primaryKey(),
  topic: text().notNull(),
  dataId: text().notNull(),
  receivedAt: createdAt(),
});

export const CLAIM_STATUSES = ["pending", "approved", "rejected"] as const;
/** The claimant's relation to the business (labels in core/claim-form.ts). */
export const CLAIM_ROLES = ["owner", "manager", "employee", "other"] as const;

/** One proof file of a claim, kept in the private store (server/platform/storage/private-storage.ts), never under /uploads. */
export interface ClaimProofFile {
  key: string;
  kind: "image" | "pdf";
  /** The name the person's file had (for the admin's download), cleaned. */
  name: string;
  bytes: number;
  width?: number;
  height?: number;
}
export const claims = pgTable(
  "claims",
  {
    id: serial().primaryKey(),
    businessUuid: uuid()
      .notNull()
      .references(() => businesses.uuid, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text().notNull().default("pending"),
    role: text().notNull().default("owner"),
    /** The proof in the claimant's words. */
    message: text(),
    contactPhone: text(),
    proof: jsonb().$type<ClaimProofFile[]>().notNull().default([]),
    reviewedBy: text().references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewNote: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check("claims_status_check", inList("status", CLAIM_STATUSES)),
    check("claims_role_check", inList("role", CLAIM_ROLES)),
    index("claims_status_idx").on(t.status, t.createdAt),
    index("claims_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("claims_one_pending_uq").on(t.businessUuid, t.userId).where(sql`status = 'pending'`),
  ],
);

// ---------------------------------------------------------------------------
// Promotions

export const businessPromotions = pgTable(
  "business_promotions",
  {
    id: uuid().primaryKey().defaultRandom(),
    businessUuid: uuid()
      .notNull()
      .references(() => businesses.uuid, { onDelete: "cascade" }),
    title: text().notNull(),
    description: text(),
    discountBenefit: text(),
    imageUrl: text(),
    couponCode: text(),
    terms: text(),
    startDate: timestamp({ withTimezone: true }).notNull(),
    endDate: timestamp({ withTimezone: true }).notNull(),
    isFeatured: boolean().notNull().default(false),
    /** Set while the owner holds the promotion back: not live (core/promotions.ts isPromotionLive). */
    pausedAt: timestamp({ withTimezone: true }),
    viewsCount: integer().notNull().default(0),
    clicksCount: integer().notNull().default(0),
    couponCopiesCount: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("business_promotions_dates_check", sql`end_date >= start_date`),
    index("business_promotions_active_idx").on(t.endDate, t.startDate),
    index("business_promotions_business_idx").on(t.businessUuid, t.endDate),
  ],
);

export const promotionEvents = pgTable(
  "promotion_events",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    promotionId: uuid()
      .notNull()
      .references(() => businessPromotions.id, { onDelete: "cascade" }),
    eventType: text().notNull(),
    referrer: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check("promotion_events_type_check", inList("event_type", PROMOTION_EVENT_TYPES)),
    index("promotion_events_promotion_idx").on(t.promotionId, t.createdAt),
  ],
);

/**
 * One row per visitor, promotion, event kind and hour that was counted: the primary key makes a
 * repeat (or a concurrent duplicate, or the same visitor on another instance) insert nothing, so
 * the counters grow by at most one per visitor per hour. Rows older than a few hours are pruned.
 */
export const promotionEventVisits = pgTable(
  "promotion_event_visits",
  {
    /** The signed-in user's id, or a keyed hash of IP + user agent with a daily salt: never the IP. */
    visitorHash: text().notNull(),
    promotionId: uuid()
      .notNull()
      .references(() => businessPromotions.id, { onDelete: "cascade" }),
    eventType: text().notNull(),
    hourBucket: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({
      name: "promotion_event_visits_pk",
      columns: [t.visitorHash, t.promotionId, t.eventType, t.hourBucket],
    }),
    index("promotion_event_visits_hour_idx").on(t.hourBucket),
  ],
);

export const banks = pgTable(
  "banks",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    logoUrl: text(),
    color: text().notNull().default("#1e3a8a"),
    websiteUrl: text(),
    ...searchableName(),
  },
  () => [...slugChecks("banks")],
);

export const bankPromotions = pgTable(
  "bank_promotions",
  {
    id: serial().primaryKey(),
    bankId: integer()
      .notNull()
      .references(() => banks.id, { onDelete: "cascade" }),
    title: text().notNull(),
    discountText: text().notNull(),
    discountPercent: integer(),
    /** 0 = Sunday … 6 = Saturday; empty means every day. */
    daysOfWeek: integer().array().notNull().default(sql`'{}'::int[]`),
    cardTypes: text().array().notNull().default(sql`'{}'::text[]`),
    /** Refund cap in whole pesos; null means no cap. */
    capArs: integer(),
    validFrom: date().notNull(),
    validTo: date().notNull(),
    conditions: text(),
    termsUrl: text(),
    /**
     * Where it applies (core/bank-promotion-scope.ts): "todos", "categoria" (category_id; a main
     * category covers its subcategories), "marca" (brand_id) or "comercios" (bank_promotion_businesses).
     */
    scope: text().$type<BankPromotionScopeKind>().notNull().default("todos"),
    categoryId: integer().references(() => categories.id, { onDelete: "set null" }),
    brandId: integer().references(() => brands.id, { onDelete: "set null" }),
    isFeatured: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check("bank_promotions_scope_check", inList("scope", BANK_PROMOTION_SCOPES)),
    check("bank_promotions_dates_check", sql`valid_to >= valid_from`),
    check("bank_promotions_percent_check", sql`discount_percent IS NULL OR discount_percent BETWEEN 1 AND 100`),
    check("bank_promotions_days_check", sql`days_of_week <@ ARRAY[0,1,2,3,4,5,6]`),
    index("bank_promotions_bank_idx").on(t.bankId, t.validTo),
  ],
);

/** The businesses of a bank promotion whose scope is "comercios". */
export const bankPromotionBusinesses = pgTable(
  "bank_promotion_businesses",
  {
    bankPromotionId: integer()
      .notNull()
      .references(() => bankPromotions.id, { onDelete: "cascade" }),
    businessUuid: uuid()
      .notNull()
      .references(() => businesses.uuid, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ name: "bank_promotion_businesses_pk", columns: [t.bankPromotionId, t.businessUuid] }),
    index("bank_promotion_businesses_business_idx").on(t.businessUuid),
  ],
);

export const SEARCH_DOCUMENT_KINDS = ["business", "business_promotion", "bank_promotion"] as const;

/**
 * What search reads (server/search/): one row per business, business promotion and bank promotion,
 * whatever its status or dates, with the text it is found by, its full-text document and folded
 * label (generated), and the fields search filters and ranks on. Written ONLY by the triggers of
 * migration 0009 (every writer of the three tables, imports and restores included, keeps it in
 * step; a business's edit refreshes its promotions' rows too) and by `rebuild_search_documents()`
 * (the admin's "Reconstruir índice"). Deleting a source row deletes its document (foreign keys).
 * Derived data: backups leave it out and restores rebuild it through the same triggers.
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    /** The business (kind business), or the promotion's business (kind business_promotion). */
    businessUuid: uuid().references(() => businesses.uuid, { onDelete: "cascade" }),
    promotionId: uuid()
      .unique()
      .references(() => businessPromotions.id, { onDelete: "cascade" }),
    bankPromotionId: integer()
      .unique()
      .references(() => bankPromotions.id, { onDelete: "cascade" }),
    /** The searched text: name and description, or title and benefit / discount text. */
    content: text().notNull(),
    /** What ranks a hit (word similarity with the query): the business's name or the title. */
    label: text().notNull(),
    /** Business promotions: their business's name and description (a promotion is found by its business too). */
    businessContent: text(),
    /** What a hit shows besides the label: the business's slug and logo (businesses and their promotions)… */
    slug: text(),
    logoUrl: text(),
    /** …and the benefit (business promotions) or the discount (bank promotions). */
    detail: text(),
    /** The content's lexemes, as PostgreSQL's Spanish configuration makes them: what the search index matches. */
    document: tsvector().notNull().generatedAlwaysAs(sql`to_tsvector('spanish', f_unaccent(content))`),
    /** The label accent-free and lowercase: ranked by word similarity, typos matched by trigrams (in memory). */
    foldedLabel: text().notNull().generatedAlwaysAs(sql`f_unaccent(lower(label))`),
    categoryId: integer(),
    bankId: integer(),
    /** The business's status (kinds business and business_promotion). */
    status: text(),
    /** The business's premium standing (kinds business and business_promotion). */
    isPremium: boolean().notNull().default(false),
    premiumLevel: integer().notNull().default(0),
    isFeatured: boolean().notNull().default(false),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    pausedAt: timestamp({ withTimezone: true }),
    validFrom: date(),
    validTo: date(),
  },
  (t) => [
    check("search_documents_kind_check", inList("kind", SEARCH_DOCUMENT_KINDS)),
    // The refresh functions find a business's documents by it. Searches read the whole table into
    // each instance's index (server/search/engine/) and need no other index here.
    index("search_documents_business_idx").on(t.businessUuid),
  ],
);

// ---------------------------------------------------------------------------
// Content

export const banners = pgTable(
  "banners",
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    subtitle: text(),
    imageUrl: text(),
    linkUrl: text(),
    placement: text().notNull().default("home"),
    position: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("banners_placement_idx").on(t.placement, t.isActive, t.position)],
);

export const contentPages = pgTable(
  "content_pages",
  {
    id: serial().primaryKey(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    /** Markdown. */
    body: text().notNull(),
    isPublished: boolean().notNull().default(true),
    /**
     * When an admin last saved the page (terms and privacy: the launch checklist asks for it). Null
     * for the default text an install starts with, which nobody has read yet.
     */
    reviewedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [...slugChecks("content_pages")],
);

export const quickAccessLinks = pgTable("quick_access_links", {
  id: serial().primaryKey(),
  label: text().notNull(),
  icon: text(),
  url: text().notNull(),
  position: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
});

export const POST_STATUSES = ["draft", "published"] as const;
export const magazinePosts = pgTable(
  "magazine_posts",
  {
    id: serial().primaryKey(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    excerpt: text(),
    /** Markdown; rendered and sanitised on the server. */
    body: text().notNull(),
    coverUrl: text(),
    authorName: text(),
    authorId: text().references(() => users.id, { onDelete: "set null" }),
    category: text(),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    status: text().notNull().default("draft"),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...slugChecks("magazine_posts"),
    check("magazine_posts_status_check", inList("status", POST_STATUSES)),
    index("magazine_posts_published_idx").on(t.status, t.publishedAt.desc()),
  ],
);

// ---------------------------------------------------------------------------
// Support, events, analytics, settings, notifications, audit

export const SUPPORT_STATUSES = ["open", "in_progress", "closed"] as const;
export const supportTickets = pgTable(
  "support_tickets",
  {
    id: serial().primaryKey(),
    userId: text().references(() => users.id, { onDelete: "set null" }),
    businessUuid: uuid().references(() => businesses.uuid, { onDelete: "set null" }),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    status: text().notNull().default("open"),
    priority: text().notNull().default("normal"),
    /** Where it came from: the footer's "Contacto" form or an owner's area. */
    source: text().notNull().default("contact"),
    assignedTo: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("support_tickets_status_check", inList("status", SUPPORT_STATUSES)),
    check("support_tickets_source_check", inList("source", ["contact", "owner"])),
    check("support_tickets_priority_check", inList("priority", ["low", "normal", "high"])),
    index("support_tickets_status_idx").on(t.status, t.createdAt),
  ],
);

export const supportMessages = pgTable(
  "support_messages",
  {
    id: serial().primaryKey(),
    ticketId: integer()
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    authorId: text().references(() => users.id, { onDelete: "set null" }),
    body: text().notNull(),
    /** Written by the site's staff (a reply, sent by e-mail) rather than by the person who asked. */
    fromStaff: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("support_messages_ticket_idx").on(t.ticketId, t.createdAt)],
);

/** The event bus's outbox: written in the same transaction as the change, consumed by workers. */
export const domainEvents = pgTable(
  "domain_events",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    type: text().notNull(),
    aggregateType: text().notNull(),
    aggregateId: text().notNull(),
    payload: jsonb().notNull().default({}),
    status: text().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** A failed attempt's back-off: the event is not tried again before this. */
    nextAttemptAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    processedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check("domain_events_status_check", inList("status", ["pending", "processed", "failed"])),
    index("domain_events_pending_idx").on(t.status, t.id),
    index("domain_events_aggregate_idx").on(t.aggregateType, t.aggregateId),
  ],
);

/** One row per business per day (Buenos Aires date). */
export const businessAnalytics = pgTable(
  "business_analytics",
  {
    businessUuid: uuid()
      .notNull()
      .references(() => businesses.uuid, { onDelete: "cascade" }),
    date: date().notNull(),
    pageViews: integer().notNull().default(0),
    /** Leads: at most one per visitor, business, kind and hour (business_lead_visits decides). */
    calls: integer().notNull().default(0),
    whatsappClicks: integer().notNull().default(0),
    websiteClicks: integer().notNull().default(0),
    emailClicks: integer().notNull().default(0),
    directionsClicks: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessUuid, t.date] }), index("business_analytics_date_idx").on(t.date)],
);

/**
 * One row per visitor, business, kind (a lead type, or "search" for arriving from a search) and hour
 * that was counted: like promotion_event_visits, the primary key makes a repeat insert nothing, so a
 * visitor adds at most one of each per hour. Pruned after a few hours.
 */
export const businessLeadVisits = pgTable(
  "business_lead_visits",
  {
    /** The signed-in user's id, or a keyed hash of IP + user agent with a daily salt: never the IP. */
    visitorHash: text().notNull(),
    businessUuid: uuid()
      .notNull()
      .references(() => businesses.uuid, { onDelete: "cascade" }),
    kind: text().notNull(),
    hourBucket: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: "business_lead_visits_pk", columns: [t.visitorHash, t.businessUuid, t.kind, t.hourBucket] }),
    check("business_lead_visits_kind_check", inList("kind", [...BUSINESS_LEAD_TYPES, "search"])),
    index("business_lead_visits_hour_idx").on(t.hourBucket),
  ],
);

/** The searches that led visitors to a business: per Buenos Aires day, the normalised query and how many. */
export const businessSearchReferrals = pgTable(
  "business_search_referrals",
  {
    businessUuid: uuid()
      .notNull()
      .references(() => businesses.uuid, { onDelete: "cascade" }),
    date: date().notNull(),
    query: text().notNull(),
    visits: integer().notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.businessUuid, t.date, t.query] }),
    check("business_search_referrals_query_check", sql`char_length(query) BETWEEN 1 AND 60`),
    index("business_search_referrals_date_idx").on(t.date),
  ],
);

export const searchAnalytics = pgTable(
  "search_analytics",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    searchQuery: text().notNull(),
    resultsCount: integer(),
    /** A keyed hash of the client's IP (never the IP): trending counts distinct clients. */
    clientHash: text(),
    createdAt: createdAt(),
  },
  (t) => [index("search_analytics_created_idx").on(t.createdAt)],
);

/**
 * Words search treats as the same: a query containing `term` also looks for each of `synonyms`, and
 * with `twoWay` each synonym also looks for `term`. Terms are normalised (lowercase, no accents).
 */
export const searchSynonyms = pgTable(
  "search_synonyms",
  {
    id: serial().primaryKey(),
    term: text().notNull().unique(),
    synonyms: text().array().notNull(),
    twoWay: boolean().notNull().default(true),
    createdBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [check("search_synonyms_nonempty_check", sql`cardinality(synonyms) > 0 AND char_length(term) > 0`)],
);

/** A query (normalised) that an administrator pointed at a category: search shows that category's businesses. */
export const searchCategoryLinks = pgTable("search_category_links", {
  query: text().primaryKey(),
  categoryId: integer()
    .notNull()
    .references(() => categories.id, { onDelete: "cascade" }),
  createdBy: text().references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/** Searches an administrator took off the home page's "Búsquedas Trending" (trimmed, lowercase). */
export const hiddenTrendingTerms = pgTable("hidden_trending_terms", {
  term: text().primaryKey(),
  hiddenBy: text().references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

export const appSettings = pgTable("app_settings", {
  key: text().primaryKey(),
  value: text(),
  updatedAt: updatedAt(),
});

export const userNotifications = pgTable(
  "user_notifications",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text().notNull().default("other"),
    title: text().notNull(),
    message: text().notNull(),
    link: text(),
    isRead: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check("user_notifications_type_check", inList("type", NOTIFICATION_TYPES)),
    index("user_notifications_user_created_idx").on(t.userId, t.createdAt.desc()),
  ],
);

/** A notification an administrator sent to many people at once (the recipients' rows are in user_notifications). */
export const notificationBroadcasts = pgTable(
  "notification_broadcasts",
  {
    id: serial().primaryKey(),
    type: text().notNull().default("other"),
    title: text().notNull(),
    message: text().notNull(),
    link: text(),
    /** all, business_favorites, category_favorites or user. */
    audience: text().notNull(),
    /** The business uuid, category id or user id the audience names (null for all). */
    audienceRef: text(),
    /** pending until the event bus delivered it, then sent with the number of recipients. */
    status: text().notNull().default("pending"),
    recipients: integer().notNull().default(0),
    sentBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check("notification_broadcasts_type_check", inList("type", NOTIFICATION_TYPES)),
    check(
      "notification_broadcasts_audience_check",
      inList("audience", ["all", "business_favorites", "category_favorites", "user"]),
    ),
    check("notification_broadcasts_status_check", inList("status", ["pending", "sent", "failed"])),
    index("notification_broadcasts_created_idx").on(t.createdAt.desc()),
  ],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    actorId: text().references(() => users.id, { onDelete: "set null" }),
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text(),
    details: jsonb().notNull().default({}),
    ipAddress: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt.desc()),
    index("audit_log_entity_idx").on(t.entityType, t.entityId),
  ],
);

/** Long-running admin work (CSV imports, reindex) with progress a person can watch. */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    status: text().notNull().default("queued"),
    total: integer().notNull().default(0),
    processed: integer().notNull().default(0),
    errors: jsonb().notNull().default([]),
    /** What the job is about and what it did (an import's file, mode, counts), shaped by its kind. */
    details: jsonb().notNull().default({}),
    createdBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check("jobs_status_check", inList("status", ["queued", "running", "done", "failed"])),
    index("jobs_created_idx").on(t.createdAt.desc()),
  ],
);

/**
 * One row of an import's file (server/import/): what the dry run decided (`outcome`, why, what
 * changes, the hours it would store as a person reads them) and, once imported, what the run did
 * (`result`) and to which business. Pages of it are what the import page lists; the cells of a row
 * left out are kept for the rejected-rows CSV. No foreign key to the business: a business deleted
 * later just loses its link.
 */
export const importRows = pgTable(
  "import_rows",
  {
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    /** The spreadsheet's row number (the header is row 1). */
    row: integer().notNull(),
    name: text().notNull(),
    outcome: text().notNull(),
    messages: jsonb().$type<string[]>().notNull().default([]),
    changes: jsonb().$type<string[]>(),
    hours: text(),
    result: text(),
    businessUuid: uuid(),
    cells: jsonb().$type<string[]>(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.row] }),
    check("import_rows_outcome_check", inList("outcome", ROW_OUTCOMES)),
    // A NULL result (not imported yet) passes: a CHECK fails only on false.
    check("import_rows_result_check", inList("result", ROW_OUTCOMES)),
  ],
);

// ---------------------------------------------------------------------------
// Novedades, preguntas y respuestas, sugerencias de cambios (issue 23; decision 33)

/** An owner's short update ("Llegó la nueva colección"), public on the business page until `visibleUntil`. */
export const businessPosts = pgTable(
  "business_posts",
  {
    id: uuid().primaryKey().defaultRandom(),
    businessUuid: uuid()
      .notNull()
      .references(() => businesses.uuid, { onDelete: "cascade" }),
    body: text().notNull(),
    imageUrl: text(),
    imageWidth: integer(),
    imageHeight: integer(),
    visibleUntil: timestamp({ withTimezone: true }).notNull(),
    createdBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("business_posts_body_check", sql`char_length(body) BETWEEN 1 AND 300`),
    check("business_posts_dates_check", sql`visible_until > created_at`),
    index("business_posts_business_idx").on(t.businessUuid, t.visibleUntil.desc()),
  ],
);

/**
 * Questions on a business page and their answers, one table: a row without `questionId` is a
 * question, with it an answer. One table so reports and moderation treat both as one kind of thing
 * (the same hide/restore/delete as reviews, server/moderation/).
 */
export const businessQuestions = pgTable(
  "business_questions",
  {
    id: serial().primaryKey(),
    businessUuid: uuid()
      .notNull()
      .references(() => businesses.uuid, { onDelete: "cascade" }),
    questionId: integer().references((): AnyPgColumn => businessQuestions.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text().notNull(),
    /** Written by an owner of the business (or an admin) as the business: "Respuesta del comercio". */
    byBusiness: boolean().notNull().default(false),
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenReason: text(),
    hiddenBy: text().references(() => users.id, { onDelete: "set null" }),
    openReportsCount: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check("business_questions_body_check", sql`char_length(body) BETWEEN 1 AND 500`),
    check("business_questions_by_business_check", sql`NOT by_business OR question_id IS NOT NULL`),
    index("business_questions_business_idx").on(t.businessUuid, t.createdAt.desc()).where(sql`question_id IS NULL`),
    index("business_questions_question_idx").on(t.questionId, t.createdAt),
    index("business_questions_reported_idx").on(t.openReportsCount).where(sql`open_reports_count > 0`),
  ],
);

/** Reports of a question or an answer: one per person and row, like review_reports. */
export const questionReports = pgTable(
  "question_reports",
  {
    id: serial().primaryKey(),
    questionId: integer()
      .notNull()
      .references(() => businessQuestions.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text().notNull(),
    details: text(),
    resolvedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("question_reports_question_user_uq").on(t.questionId, t.userId),
    index("question_reports_open_idx").on(t.questionId).where(sql`resolved_at IS NULL`),
  ],
);

/** "Sugerir un cambio": a signed-in visitor says a detail of the listing is wrong. */
export const businessSuggestions = pgTable(
  "business_suggestions",
  {
    id: serial().primaryKey(),
    businessUuid: uuid()
      .notNull()
      .references(() => businesses.uuid, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    proposedValue: text(),
    note: text(),
    status: text().notNull().default("pending"),
    decidedBy: text().references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("business_suggestions_kind_check", inList("kind", SUGGESTION_KINDS)),
    check("business_suggestions_status_check", inList("status", SUGGESTION_STATUSES)),
    index("business_suggestions_business_idx").on(t.businessUuid, t.status, t.createdAt.desc()),
    index("business_suggestions_pending_idx").on(t.createdAt.desc()).where(sql`status = 'pending'`),
  ],
);
