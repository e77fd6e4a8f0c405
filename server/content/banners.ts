/**
 * Banners: the admin's list and changes (/admin/content/banners, each audited in its transaction)
 * and the public read (`activeBanners`), cached per placement and dropped on every change so an
 * edit shows at once on every instance. A banner shows while it is active and today is within its
 * dates (Buenos Aires days: from the start of the first to the end of the last).
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { BannerFormValues } from "#core/banner-form.ts";
import { BANNER_PLACEMENTS, type BannerPlacement, MAX_BANNERS_PER_PAGE } from "#core/content-links.ts";
import { fail, ok, type Result } from "#core/errors.ts";
import { IMAGE_PRESETS } from "#core/image-rules.ts";
import { defineList, type ListPage, type ListParams } from "#core/list-params.ts";
import { toDateKey, toInstant } from "#core/time-zone.ts";
import type { AuditEntry } from "../platform/audit/record-audit.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches, createTtlCache } from "../platform/cache/ttl-cache.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { listQuery } from "../platform/db/list-query.ts";
import { paginate } from "../platform/db/paginate.ts";
import { banners } from "../platform/db/schema.ts";
import { deleteStoredImage, storeImage } from "../platform/media/stored-image.ts";

type Actor = AuditEntry["actor"];

export const BANNERS_LIST = defineList({
  sorts: { position: "asc", title: "asc", created: "desc" },
  defaultSort: "position",
  filters: { placement: { values: BANNER_PLACEMENTS }, state: { values: ["active", "inactive"] } },
});
export type BannersListParams = ListParams<keyof typeof BANNERS_LIST.sorts, "placement" | "state">;

export interface AdminBannerRow {
  id: number;
  title: string;
  subtitle: string | null;
  imageUrl: string | null;
  linkUrl: string | null;
  placement: string;
  position: number;
  isActive: boolean;
  /** "yyyy-MM-dd" in Buenos Aires, or null (no limit). */
  startDate: string | null;
  endDate: string | null;
}

const columns = {
  id: banners.id,
  title: banners.title,
  subtitle: banners.subtitle,
  imageUrl: banners.imageUrl,
  linkUrl: banners.linkUrl,
  placement: banners.placement,
  position: banners.position,
  isActive: banners.isActive,
  startsAt: banners.startsAt,
  endsAt: banners.endsAt,
};
type Row = { [K in keyof typeof columns]: (typeof banners.$inferSelect)[K] };

const toAdminRow = (r: Row): AdminBannerRow => ({
  id: r.id,
  title: r.title,
  subtitle: r.subtitle,
  imageUrl: r.imageUrl,
  linkUrl: r.linkUrl,
  placement: r.placement,
  position: r.position,
  isActive: r.isActive,
  startDate: r.startsAt ? toDateKey(r.startsAt) : null,
  endDate: r.endsAt ? toDateKey(r.endsAt) : null,
});

const snapshot = (r: AdminBannerRow) => ({ ...r });

const bannerList = listQuery(BANNERS_LIST, {
  search: [banners.title, sql`coalesce(${banners.subtitle}, '')`],
  sorts: {
    position: (dir) => [asc(banners.placement), dir(banners.position)],
    title: [banners.title],
    created: [banners.createdAt],
  },
  filters: {
    placement: (placements) => inArray(banners.placement, placements),
    state: ([state]) => eq(banners.isActive, state === "active"),
  },
  tiebreak: asc(banners.id),
});

export async function listBanners(params: BannersListParams): Promise<ListPage<AdminBannerRow>> {
  const db = await getDb();
  const { where, orderBy } = bannerList.query(params);
  return paginate(params, {
    count: () => db.$count(banners, where),
    rows: async ({ limit, offset }) =>
      (
        await db
          .select(columns)
          .from(banners)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
      ).map(toAdminRow),
  });
}

export async function getBanner(id: number): Promise<AdminBannerRow | null> {
  const db = await getDb();
  const [row] = await db.select(columns).from(banners).where(eq(banners.id, id)).limit(1);
  return row ? toAdminRow(row) : null;
}

/** Creates (id null) or updates a banner; a new picture goes through the one image pipeline. */
export async function saveBanner(
  id: number | null,
  input: BannerFormValues,
  actor: Actor,
): Promise<Result<{ id: number }>> {
  const db = await getDb();
  const before = id === null ? null : await getBanner(id);
  if (id !== null && !before) return fail("not_found");
  let imageUrl = before?.imageUrl ?? null;
  let stored: string | null = null;
  if (input.image && input.image.size > 0) {
    const image = await storeImage(new Uint8Array(await input.image.arrayBuffer()), "banner", "banners");
    if (!image.ok) return fail("validation", image.problem.message, { image: image.problem.message });
    imageUrl = image.value.url;
    stored = image.value.url;
  }
  const values = {
    title: input.title,
    subtitle: input.subtitle ?? null,
    linkUrl: input.linkUrl ?? null,
    placement: input.placement,
    isActive: input.isActive === "on",
    startsAt: input.startDate ? toInstant(input.startDate, "start") : null,
    endsAt: input.endDate ? toInstant(input.endDate, "end") : null,
    imageUrl,
  };
  const savedId = await db.transaction(async (tx) => {
    let rowId: number;
    if (id === null) {
      const [last] = await tx
        .select({ max: sql<number>`coalesce(max(${banners.position}), -1)`.mapWith(Number) })
        .from(banners)
        .where(eq(banners.placement, input.placement));
      const [row] = await tx
        .insert(banners)
        .values({ ...values, position: (last?.max ?? -1) + 1 })
        .returning({ id: banners.id });
      rowId = row!.id;
    } else {
      await tx.update(banners).set(values).where(eq(banners.id, id));
      rowId = id;
    }
    const [after] = await tx.select(columns).from(banners).where(eq(banners.id, rowId));
    await recordAudit(tx as unknown as Database, {
      actor,
      action: id === null ? "banner.create" : "banner.update",
      entity: { type: "banner", id: rowId },
      before: before ? snapshot(before) : null,
      after: snapshot(toAdminRow(after!)),
    });
    return rowId;
  });
  if (stored && before?.imageUrl && before.imageUrl !== stored) await deleteStoredImage(before.imageUrl);
  await clearPublicCaches();
  return ok({ id: savedId });
}

export async function deleteBanner(id: number, actor: Actor): Promise<AdminBannerRow | null> {
  const db = await getDb();
  const before = await getBanner(id);
  if (!before) return null;
  await db.transaction(async (tx) => {
    await tx.delete(banners).where(eq(banners.id, id));
    await recordAudit(tx as unknown as Database, {
      actor,
      action: "banner.delete",
      entity: { type: "banner", id },
      before: snapshot(before),
    });
  });
  await deleteStoredImage(before.imageUrl);
  await clearPublicCaches();
  return before;
}

export async function toggleBanner(id: number, actor: Actor): Promise<AdminBannerRow | null> {
  const db = await getDb();
  const before = await getBanner(id);
  if (!before) return null;
  await db.transaction(async (tx) => {
    await tx.update(banners).set({ isActive: !before.isActive }).where(eq(banners.id, id));
    await recordAudit(tx as unknown as Database, {
      actor,
      action: "banner.update",
      entity: { type: "banner", id },
      before: { isActive: before.isActive },
      after: { isActive: !before.isActive },
    });
  });
  await clearPublicCaches();
  return { ...before, isActive: !before.isActive };
}

/**
 * Swaps a banner with its neighbour in the same placement ("Subir" / "Bajar"); positions are
 * renumbered 0…n-1 first so equal positions never make a move do nothing. False at an end.
 */
export async function moveBanner(id: number, direction: "up" | "down", actor: Actor): Promise<boolean | null> {
  const db = await getDb();
  const target = await getBanner(id);
  if (!target) return null;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: banners.id })
      .from(banners)
      .where(eq(banners.placement, target.placement))
      .orderBy(asc(banners.position), asc(banners.id));
    const order = rows.map((r) => r.id);
    const at = order.indexOf(id);
    const to = direction === "up" ? at - 1 : at + 1;
    if (to < 0 || to >= order.length) return false;
    [order[at], order[to]] = [order[to] as number, order[at] as number];
    for (const [position, rowId] of order.entries()) {
      await tx.update(banners).set({ position }).where(eq(banners.id, rowId));
    }
    await recordAudit(tx as unknown as Database, {
      actor,
      action: "banner.move",
      entity: { type: "banner", id },
      before: { position: at },
      after: { position: to },
    });
    await clearPublicCaches();
    return true;
  });
}

/** What the public Banner component draws. */
export interface PublicBanner {
  id: number;
  title: string;
  subtitle: string | null;
  imageUrl: string | null;
  linkUrl: string | null;
  width: number;
  height: number;
}

/** At most this many per page: one, or a small row that scrolls sideways without JavaScript. */

const bannerCache = createTtlCache<(PublicBanner & { startsAt: number | null; endsAt: number | null })[]>({
  ttlMs: 5 * 60_000,
  maxEntries: BANNER_PLACEMENTS.length,
});

/** The banners a public page shows now, in their order (cached; dates checked on every read). */
export async function activeBanners(placement: BannerPlacement, now: Date = new Date()): Promise<PublicBanner[]> {
  const candidates = await bannerCache.get(placement, async () => {
    const db = await getDb();
    const rows = await db
      .select(columns)
      .from(banners)
      .where(and(eq(banners.placement, placement), eq(banners.isActive, true)))
      .orderBy(asc(banners.position), asc(banners.id))
      .limit(50);
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      subtitle: r.subtitle,
      imageUrl: r.imageUrl,
      linkUrl: r.linkUrl,
      width: IMAGE_PRESETS.banner.width,
      height: IMAGE_PRESETS.banner.height,
      startsAt: r.startsAt?.getTime() ?? null,
      endsAt: r.endsAt?.getTime() ?? null,
    }));
  });
  const t = now.getTime();
  return candidates
    .filter((b) => (b.startsAt === null || b.startsAt <= t) && (b.endsAt === null || b.endsAt >= t))
    .slice(0, MAX_BANNERS_PER_PAGE)
    .map(({ startsAt: _s, endsAt: _e, ...banner }) => banner);
}
