import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { estimateWalk, haversineMeters } from "#core/geo.ts";
import { type RoutingStandin, STANDIN_DETOUR, startRoutingStandin } from "#tests/routing/server.ts";
import { createDistanceService } from "./walking-distance.ts";

const ORIGIN = { lat: -32.411, lng: -63.243 };
const A = { id: "a", lat: -32.4056, lng: -63.243 };
const B = { id: "b", lat: -32.4074, lng: -63.2398 };

let standin: RoutingStandin;
beforeAll(async () => {
  standin = await startRoutingStandin();
});
afterAll(() => standin.stop());

describe("createDistanceService", () => {
  it("without ROUTING_URL answers the walking estimate", async () => {
    const service = createDistanceService();
    expect(await service.walk(ORIGIN, A)).toEqual(estimateWalk(ORIGIN, A));
    expect(await service.walks(ORIGIN, [A, B])).toEqual({ a: estimateWalk(ORIGIN, A), b: estimateWalk(ORIGIN, B) });
  });

  it("with ROUTING_URL asks the OSRM stand-in: one route for one, one table for a list", async () => {
    const service = createDistanceService({ routingUrl: standin.url });
    const before = standin.requests().length;
    const one = await service.walk(ORIGIN, A);
    expect(one.distance).toBe(Math.round(haversineMeters(ORIGIN, A) * STANDIN_DETOUR));
    const many = await service.walks(ORIGIN, [A, B, { id: "c", lat: -32.42, lng: -63.25 }]);
    const calls = standin.requests().slice(before);
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatch(/^\/route\/v1\/foot\/-63\.243,-32\.411;-63\.243,-32\.4056/);
    // A was already known: the table asks only for B and C.
    expect(calls[1]).toMatch(/^\/table\/v1\/foot\/[^;]+;[^;]+;[^;?]+\?sources=0&annotations=distance,duration$/);
    expect(many.a).toEqual(one);
    expect(many.b!.distance).toBe(Math.round(haversineMeters(ORIGIN, B) * STANDIN_DETOUR));
  });

  it("keeps answers 10 minutes, keyed by the origin rounded to ~11 m", async () => {
    let now = 0;
    const service = createDistanceService({ routingUrl: standin.url, now: () => now });
    const count = () => standin.requests().length;
    const start = count();
    await service.walks(ORIGIN, [A, B]);
    await service.walks({ lat: ORIGIN.lat + 0.00002, lng: ORIGIN.lng - 0.00002 }, [B, A]);
    expect(count() - start).toBe(1);
    now += 10 * 60_000 + 1;
    await service.walks(ORIGIN, [A, B]);
    expect(count() - start).toBe(2);
  });

  it("falls back to the estimate when the router fails or cannot be reached", async () => {
    const failing = createDistanceService({ routingUrl: standin.url });
    // The stand-in answers 500 for 0,0.
    const zero = { id: "z", lat: 0, lng: 0 };
    expect(await failing.walks(zero, [A])).toEqual({ a: estimateWalk(zero, A) });
    const unreachable = createDistanceService({ routingUrl: "http://127.0.0.1:9", timeoutMs: 500 });
    expect(await unreachable.walk(ORIGIN, B)).toEqual(estimateWalk(ORIGIN, B));
  });
});
