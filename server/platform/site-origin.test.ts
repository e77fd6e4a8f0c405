import { describe, expect, it } from "vitest";
import { getConfig } from "./config.ts";
import { allowedHosts } from "./site-origin.ts";

describe("allowedHosts", () => {
  it("defaults to the loopback names on PORT", () => {
    expect(allowedHosts(getConfig({ PORT: "3810" }))).toEqual(["localhost:3810", "127.0.0.1:3810", "[::1]:3810"]);
  });

  it("reads ALLOWED_HOSTS: a LAN address on PORT, an explicit port kept, port 80 spelled out", () => {
    const config = getConfig({ PORT: "3000", ALLOWED_HOSTS: "localhost, 192.168.0.23,vilma.lan:80,Dev.Lan:8080" });
    expect(allowedHosts(config)).toEqual(["localhost:3000", "192.168.0.23:3000", "vilma.lan:80", "dev.lan:8080"]);
  });

  it("a malformed entry stops the start", () => {
    expect(() => getConfig({ ALLOWED_HOSTS: "http://evil.example/" })).toThrow(/ALLOWED_HOSTS/);
  });
});
