import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GeocoderStandin, KNOWN_ADDRESSES, startGeocoderStandin } from "#tests/geocoder/server.ts";
import { createGeocoder } from "./geocoder.ts";

let standin: GeocoderStandin;
beforeAll(async () => {
  standin = await startGeocoderStandin();
});
afterAll(() => standin.stop());

describe("createGeocoder", () => {
  it("finds a known address and asks the way Nominatim wants (jsonv2, one result, Argentina, the map's box)", async () => {
    const geocoder = createGeocoder({ baseUrl: standin.url });
    const before = standin.requests().length;
    const outcome = await geocoder.locate("Bv. España 245", "Villa María");
    const known = KNOWN_ADDRESSES[0];
    expect(outcome).toMatchObject({ status: "found", latitude: known.lat, longitude: known.lng });
    const [asked] = standin.requests().slice(before);
    const params = new URLSearchParams(asked!.query);
    expect(params.get("q")).toBe("Bv. España 245, Villa María, Córdoba, Argentina");
    expect(params.get("viewbox")).toBe("-63.5,-32.2,-63,-32.65");
    expect(params.get("bounded")).toBe("1");
    expect(asked!.userAgent).toMatch(/^Vilma\//);
  });

  it("finds an address of Villa Nueva in Villa Nueva, and not in Villa María", async () => {
    const geocoder = createGeocoder({ baseUrl: standin.url });
    expect(await geocoder.locate("Mendoza 850", "Villa Nueva")).toMatchObject({ status: "found", latitude: -32.4335 });
    expect(await geocoder.locate("Mendoza 850", "Villa María")).toEqual({ status: "not_found" });
  });

  it("answers not found for an unknown address, and for a place outside the map's area", async () => {
    const geocoder = createGeocoder({ baseUrl: standin.url });
    expect(await geocoder.locate("Calle Inventada 123", "Villa María")).toEqual({ status: "not_found" });
    // The stand-in answers Córdoba city for it, as a service ignoring the viewbox might.
    expect(await geocoder.locate("Colón 500", "Villa María")).toEqual({ status: "not_found" });
  });

  it("answers unreachable when the service fails, is not there, or is too slow, and never throws", async () => {
    expect(await createGeocoder({ baseUrl: standin.url }).locate("Sin Señal 10", "Villa María")).toEqual({
      status: "unreachable",
    });
    // A port nobody listens on (taken, then freed).
    const closed = await startGeocoderStandin();
    await closed.stop();
    const gone = createGeocoder({ baseUrl: closed.url, timeoutMs: 500 });
    expect(await gone.locate("Santa Fe 950", "Villa María")).toEqual({ status: "unreachable" });
    const started = Date.now();
    const slow = await createGeocoder({ baseUrl: standin.url, timeoutMs: 300 }).locate("Calle Lenta 1", "Villa María");
    expect(slow).toEqual({ status: "unreachable" });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("without a base URL asks nobody", async () => {
    const geocoder = createGeocoder({});
    const before = standin.requests().length;
    expect(geocoder.configured).toBe(false);
    expect(await geocoder.locate("Santa Fe 950", "Villa María")).toEqual({ status: "unconfigured" });
    expect(standin.requests().length).toBe(before);
  });
});
