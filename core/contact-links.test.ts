import { describe, expect, it } from "vitest";
import {
  normalizePhone,
  normalizeSocial,
  normalizeWebsite,
  normalizeWhatsapp,
  websiteForDisplay,
  whatsappForDisplay,
  whatsappForInput,
} from "./contact-links.ts";

describe("Argentine phones", () => {
  it.each([
    ["0353 452-1234", "0353 452-1234"],
    ["(0353) 4521234", "0353 452-1234"],
    ["452-1234", "0353 452-1234"],
    ["0353 15 412-3456", "0353 15 412-3456"],
    ["15 4123456", "0353 15 412-3456"],
    ["+54 9 353 412 3456", "0353 15 412-3456"],
    ["+54 9 11 2345-6789", "+54 9 1123456789"],
    ["011 4321-0000", "+54 1143210000"],
  ])("%s → %s", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each(["", "123", "hola", "+1 202 555 0100", "0353 452-12345678"])("refuses %j", (input) => {
    expect(normalizePhone(input)).toBeNull();
  });

  it("writes WhatsApp numbers as wa.me wants them", () => {
    expect(normalizeWhatsapp("0353 15 412-3456")).toBe("5493534123456");
    expect(normalizeWhatsapp("+54 9 353 412-3456")).toBe("5493534123456");
    expect(normalizeWhatsapp("353 4123456")).toBe("5493534123456");
    // Shown back in the form the way the hint asks for, and read back to the same number.
    expect(whatsappForInput("5493534123456")).toBe("353 412-3456");
    expect(normalizeWhatsapp(whatsappForInput("5491123456789"))).toBe("5491123456789");
  });
});

describe("websites", () => {
  it("adds https to a bare domain and refuses what is not a site", () => {
    expect(normalizeWebsite("lacremeria.com.ar")).toBe("https://lacremeria.com.ar/");
    expect(normalizeWebsite("http://www.ejemplo.com/menu")).toBe("http://www.ejemplo.com/menu");
    expect(normalizeWebsite("javascript:alert(1)")).toBeNull();
    expect(normalizeWebsite("localhost")).toBeNull();
    expect(normalizeWebsite("hola mundo")).toBeNull();
    expect(normalizeWebsite("https://user:pw@ejemplo.com")).toBeNull();
  });
});

describe("social profiles", () => {
  it("turns an @handle or a profile address into the canonical URL", () => {
    expect(normalizeSocial("instagram", "@lacremeria")).toEqual({
      ok: true,
      url: "https://www.instagram.com/lacremeria/",
    });
    expect(normalizeSocial("instagram", "instagram.com/lacremeria/?hl=es")).toEqual({
      ok: true,
      url: "https://www.instagram.com/lacremeria/",
    });
    expect(normalizeSocial("tiktok", "https://www.tiktok.com/@lacremeria")).toEqual({
      ok: true,
      url: "https://www.tiktok.com/@lacremeria",
    });
    expect(normalizeSocial("youtube", "lacremeria")).toEqual({ ok: true, url: "https://www.youtube.com/@lacremeria" });
    expect(normalizeSocial("facebook", "https://www.facebook.com/profile.php?id=1000")).toEqual({
      ok: true,
      url: "https://www.facebook.com/profile.php?id=1000",
    });
  });

  it("refuses another site's address and nonsense", () => {
    expect(normalizeSocial("instagram", "https://www.facebook.com/lacremeria")).toEqual({
      ok: false,
      reason: "other_site",
    });
    expect(normalizeSocial("facebook", "https://evil.example/facebook.com")).toEqual({
      ok: false,
      reason: "other_site",
    });
    expect(normalizeSocial("instagram", "@ no vale")).toEqual({ ok: false, reason: "invalid" });
    expect(normalizeSocial("youtube", "javascript:alert(1)")).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("contact details printed as text on the public page", () => {
  it("prints a stored WhatsApp number as a person dials it", () => {
    expect(whatsappForDisplay("5493534123456")).toBe("0353 15 412-3456");
    expect(whatsappForDisplay("5491123456789")).toBe("+54 9 1123456789");
    expect(whatsappForDisplay("12345")).toBe("12345");
  });

  it("prints a website without scheme, www or trailing slash", () => {
    expect(websiteForDisplay("https://www.lacremeria.com.ar/")).toBe("lacremeria.com.ar");
    expect(websiteForDisplay("http://example.com/menu/")).toBe("example.com/menu");
    expect(websiteForDisplay("not a url")).toBe("not a url");
  });
});
