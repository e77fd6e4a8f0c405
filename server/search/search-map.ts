import { and, between, inArray, isNotNull, sql } from "drizzle-orm";
import { type Bbox, clusterPoints, type MapAnswer, type MapPoint } from "#core/map-clusters.ts";
import { getDb } from "../db/client.ts";
import { businesses } from "../db/schema.ts";
import { type SearchPageParams, searchBusinessUuids } from "./search-businesses.ts";

/** uuids per `in (…)` list: far below any driver's parameter limit. */
const CHUNK = 5_000;

/**
 * The /search map (GET /api/search/map): the businesses the SAME search finds (searchBusinessUuids,
 * the page's parameters) that have coordinates inside the view's box, as points when few and as grid
 * clusters otherwise (clusterPoints, core/map-clusters.ts).
 */
export async function searchMap(
  params: SearchPageParams,
  view: { bbox: Bbox; zoom: number },
  options: { now?: Date } = {},
): Promise<MapAnswer> {
  const { bbox } = view;
  const inBox = and(
    isNotNull(businesses.latitude),
    isNotNull(businesses.longitude),
    between(businesses.latitude, bbox.south, bbox.north),
    between(businesses.longitude, bbox.west, bbox.east),
  );
  const uuids = await searchBusinessUuids(params, {
    now: options.now,
    within: sql`select ${businesses.uuid} from ${businesses} where ${inBox}`,
  });
  const db = await getDb();
  const points: MapPoint[] = [];
  for (let i = 0; i < uuids.length; i += CHUNK) {
    const rows = await db
      .select({
        uuid: businesses.uuid,
        slug: businesses.slug,
        name: businesses.name,
        latitude: businesses.latitude,
        longitude: businesses.longitude,
      })
      .from(businesses)
      .where(inArray(businesses.uuid, uuids.slice(i, i + CHUNK)));
    for (const row of rows) {
      if (row.latitude != null && row.longitude != null)
        points.push({ ...row, latitude: row.latitude, longitude: row.longitude });
    }
  }
  // A stable order (the grid does not depend on it; the points list does).
  points.sort((a, b) => a.name.localeCompare(b.name, "es") || a.uuid.localeCompare(b.uuid));
  return clusterPoints(points, view.zoom);
}
