/**
 * The /search map's server-side clustering and the request it reads (bbox and zoom). Pure and
 * isomorphic: the map endpoint runs it over the search's matches inside the visible box, the browser
 * only draws what comes back, so a phone never receives (or lays out) thousands of markers.
 */
import { z } from "#core/zod.ts";

/** A view's box: west, south, east, north, in degrees. */
export interface Bbox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface MapPoint {
  uuid: string;
  slug: string;
  name: string;
  latitude: number;
  longitude: number;
}

export interface MapCluster {
  count: number;
  /** The mean position of its members, where the cluster is drawn. */
  latitude: number;
  longitude: number;
  /** Its members' extent: a click zooms the map to it. */
  bounds: Bbox;
}

export type MapAnswer = { total: number; points: MapPoint[]; clusters: MapCluster[] };

/** Up to this many matches in view are sent one by one; more are grouped on a grid. */
export const MAX_SEPARATE_POINTS = 150;
/** A grid cell, in screen pixels at the requested zoom (about a marker and a half). */
export const CLUSTER_CELL_PX = 64;
/** From this zoom on (a street) every point is sent on its own. */
export const NO_CLUSTER_ZOOM = 18;
export const MIN_ZOOM = 0;
export const MAX_ZOOM = 19;

const TILE_PX = 256;

/** The largest view a request may ask for, in screen pixels per side (a 4K screen is 3840 wide). */
export const MAX_VIEW_PX = 8192;

const TOO_LARGE_MESSAGE = "El área pedida es demasiado grande para ese zoom: alejá el mapa o pedí un área menor.";
const BBOX_MESSAGE =
  "El parámetro bbox tiene que ser oeste,sur,este,norte en grados (por ejemplo -63.3,-32.45,-63.2,-32.38).";
const ZOOM_MESSAGE = `El parámetro zoom tiene que ser un número entero de ${MIN_ZOOM} a ${MAX_ZOOM}.`;

const bboxSchema = z.string({ error: BBOX_MESSAGE }).transform((value, ctx) => {
  const parts = value.split(",").map((part) => (part.trim() === "" ? Number.NaN : Number(part)));
  const [west, south, east, north] = parts as [number, number, number, number];
  const valid =
    parts.length === 4 &&
    parts.every(Number.isFinite) &&
    west >= -180 &&
    east <= 180 &&
    west < east &&
    south >= -90 &&
    north <= 90 &&
    south < north;
  if (!valid) {
    ctx.addIssue({ code: "custom", message: BBOX_MESSAGE });
    return z.NEVER;
  }
  return { west, south, east, north };
});

const zoomSchema = z.coerce
  .number({ error: ZOOM_MESSAGE })
  .int(ZOOM_MESSAGE)
  .min(MIN_ZOOM, ZOOM_MESSAGE)
  .max(MAX_ZOOM, ZOOM_MESSAGE);

export type MapViewRequest = { bbox: Bbox; zoom: number };

/**
 * `bbox=w,s,e,n&zoom=z` from a query string. A box that crosses the antimeridian is refused (Villa
 * María is far from it); a wrong or missing value gives the Spanish message of the first bad one.
 */
export function parseMapView(
  params: URLSearchParams,
): { ok: true; value: MapViewRequest } | { ok: false; message: string } {
  const bbox = bboxSchema.safeParse(params.get("bbox") ?? undefined);
  if (!bbox.success) return { ok: false, message: BBOX_MESSAGE };
  const zoom = zoomSchema.safeParse(params.get("zoom") ?? undefined);
  if (!zoom.success || params.get("zoom")?.trim() === "") return { ok: false, message: ZOOM_MESSAGE };
  // A whole country at street zoom would ask for every point one by one.
  const scale = TILE_PX * 2 ** zoom.data;
  const sw = project(bbox.data.south, bbox.data.west);
  const ne = project(bbox.data.north, bbox.data.east);
  if ((ne.x - sw.x) * scale > MAX_VIEW_PX || (sw.y - ne.y) * scale > MAX_VIEW_PX)
    return { ok: false, message: TOO_LARGE_MESSAGE };
  return { ok: true, value: { bbox: bbox.data, zoom: zoom.data } };
}

export function inBbox(point: { latitude: number; longitude: number }, bbox: Bbox): boolean {
  return (
    point.longitude >= bbox.west &&
    point.longitude <= bbox.east &&
    point.latitude >= bbox.south &&
    point.latitude <= bbox.north
  );
}

/** Web Mercator, as the tiles are drawn: x and y in 0…1 for the whole world. */
function project(latitude: number, longitude: number): { x: number; y: number } {
  const clamped = Math.max(-85.05112878, Math.min(85.05112878, latitude));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return {
    x: (longitude + 180) / 360,
    y: 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI),
  };
}

/**
 * Few points (at most MAX_SEPARATE_POINTS) or a street-level zoom: every point on its own.
 * Otherwise a grid of CLUSTER_CELL_PX-pixel cells in the map's own projection at `zoom`: a cell
 * with one point keeps it as a point, a fuller cell becomes one cluster (count, mean position,
 * extent). The grid is anchored to the world, not to the view, so panning never regroups points.
 * Order: points as given; clusters largest first.
 */
export function clusterPoints(points: readonly MapPoint[], zoom: number): MapAnswer {
  if (points.length <= MAX_SEPARATE_POINTS || zoom >= NO_CLUSTER_ZOOM) {
    return { total: points.length, points: [...points], clusters: [] };
  }
  const cell = CLUSTER_CELL_PX / (TILE_PX * 2 ** zoom);
  const cells = new Map<string, MapPoint[]>();
  for (const point of points) {
    const { x, y } = project(point.latitude, point.longitude);
    const key = `${Math.floor(x / cell)}:${Math.floor(y / cell)}`;
    const members = cells.get(key);
    if (members) members.push(point);
    else cells.set(key, [point]);
  }
  const single: MapPoint[] = [];
  const clusters: MapCluster[] = [];
  for (const members of cells.values()) {
    if (members.length === 1) {
      single.push(members[0] as MapPoint);
      continue;
    }
    let latitude = 0;
    let longitude = 0;
    const bounds: Bbox = { west: 180, south: 90, east: -180, north: -90 };
    for (const m of members) {
      latitude += m.latitude;
      longitude += m.longitude;
      bounds.west = Math.min(bounds.west, m.longitude);
      bounds.east = Math.max(bounds.east, m.longitude);
      bounds.south = Math.min(bounds.south, m.latitude);
      bounds.north = Math.max(bounds.north, m.latitude);
    }
    clusters.push({
      count: members.length,
      latitude: latitude / members.length,
      longitude: longitude / members.length,
      bounds,
    });
  }
  const order = new Map(points.map((p, i) => [p.uuid, i]));
  single.sort((a, b) => (order.get(a.uuid) ?? 0) - (order.get(b.uuid) ?? 0));
  clusters.sort((a, b) => b.count - a.count);
  return { total: points.length, points: single, clusters };
}

/** Both cities in one view: where the /search map opens. */
export const DEFAULT_MAP_VIEW = { latitude: -32.413, longitude: -63.245, zoom: 13 } as const;
