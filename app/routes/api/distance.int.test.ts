import { describe, expect, it } from "vitest";
import { estimateWalk } from "#core/geo.ts";
import { CLIENT_IP_HEADER } from "#server/platform/auth/auth.ts";
import { contextWithUser } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { loader, action as one } from "./distance.ts";
import { action as many } from "./distances.ts";

setupTestDatabase();

const ORIGIN = { lat: -32.411, lng: -63.243, accuracy: 15, timestamp: 1_764_000_000_000 };
const DEST = { lat: -32.4056, lng: -63.243 };

let client = 0;
type Handler = (args: never) => Promise<Response>;
function post(handler: Handler, body: unknown, options: { raw?: string; ip?: string } = {}) {
  const request = new Request(`http://localhost/api/${handler === one ? "distance" : "distances"}`, {
    method: "POST",
    headers: { "content-type": "application/json", [CLIENT_IP_HEADER]: options.ip ?? `10.9.0.${++client % 250}` },
    body: options.raw ?? JSON.stringify(body),
  });
  return handler({ request, params: {}, context: contextWithUser(null) } as never);
}

describe("POST /api/distance", () => {
  it("answers the walk in metres and seconds, cacheable 10 minutes", async () => {
    const response = await post(one, { origin: ORIGIN, destination: DEST, mode: "walking" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, max-age=600");
    expect(await response.json()).toEqual(estimateWalk(ORIGIN, DEST));
  });

  it.each([
    ["a latitude out of range", { origin: { ...ORIGIN, lat: 95 }, destination: DEST, mode: "walking" }, "latitud"],
    ["a longitude as text", { origin: ORIGIN, destination: { ...DEST, lng: "-63" }, mode: "walking" }, "longitud"],
    ["no destination", { origin: ORIGIN, mode: "walking" }, "coordenadas"],
    ["another mode", { origin: ORIGIN, destination: DEST, mode: "driving" }, "walking"],
  ])("refuses %s with a 400 in Spanish", async (_, body, word) => {
    const response = await post(one, body);
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { message: string } };
    expect(error.message).toContain(word);
  });

  it("refuses a body that is not JSON (400) and GET (405)", async () => {
    const response = await post(one, null, { raw: "{lat:" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      "El pedido no es JSON válido.",
    );
    expect(loader().status).toBe(405);
  });

  it("limits each client to 60 a minute", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++)
      statuses.push(
        (await post(one, { origin: ORIGIN, destination: DEST, mode: "walking" }, { ip: "10.8.8.8" })).status,
      );
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

describe("POST /api/distances", () => {
  it("answers every destination by id", async () => {
    const response = await post(many, {
      origin: ORIGIN,
      destinations: [
        { id: "x", ...DEST },
        { id: "y", lat: -32.42, lng: -63.25 },
      ],
      mode: "walking",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      results: { x: estimateWalk(ORIGIN, DEST), y: estimateWalk(ORIGIN, { lat: -32.42, lng: -63.25 }) },
    });
  });

  it("takes at most 60 destinations and at least one", async () => {
    const destinations = Array.from({ length: 61 }, (_, i) => ({ id: String(i), ...DEST }));
    const tooMany = await post(many, { origin: ORIGIN, destinations, mode: "walking" });
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { error: { message: string } }).error.message).toContain("60");
    expect((await post(many, { origin: ORIGIN, destinations: [], mode: "walking" })).status).toBe(400);
  });
});
