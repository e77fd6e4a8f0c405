import { and, between, isNotNull, sql } from "drizzle-orm";
import { type Bbox, clusterPoints, type MapAnswer, type MapPoint } from "#core/map-clusters.ts";
import type { SearchPageParams } from "#core/search-url.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses } from "../platform/db/schema.ts";
import { searchBusinessUuids } from "./search-businesses.ts";

/**
 * The /search map (GET /api/search/map): the businesses the SAME search finds (searchBusinessUuids,
 * the page's parameters) that have coordinates inside the view's box, as points when few and as grid
 * clusters otherwise (clusterPoints, core/map-clusters.ts).
 */
const BY_NAME = new Intl.Collator("es");

type Coordinates = { latitude: number | null; longitude: number | null };

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
  // One array parameter, joined (a list of 10,000 bound values is slow to send and plan, and
  // `= any(array)` compares every row with every element).
  const result =
    uuids.length === 0
      ? { rows: [] }
      : await db.execute(
          sql`select b.uuid, b.slug, b.name, b.latitude, b.longitude from ${businesses} b join unnest(${`{${uuids.join(",")}}`}::uuid[]) as m(id) on b.uuid = m.id`,
        );
  const rows = (result as unknown as { rows: (Omit<MapPoint, "latitude" | "longitude"> & Coordinates)[] }).rows;
  const points: MapPoint[] = [];
  for (const row of rows) {
    if (row.latitude != null && row.longitude != null)
      points.push({ ...row, latitude: row.latitude, longitude: row.longitude });
  }
  const answer = clusterPoints(points, view.zoom);
  // A stable order for what is drawn one by one (the grid itself does not depend on order).
  answer.points.sort((a, b) => BY_NAME.compare(a.name, b.name) || a.uuid.localeCompare(b.uuid));
  return answer;
}
