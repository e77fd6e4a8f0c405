import { describe, expect, it } from "vitest";
import {
  EMAIL_NOT_VERIFIED_MESSAGE,
  EXPIRED_LINK_MESSAGE,
  GOOGLE_FALLBACK_MESSAGE,
  googleErrorMessage,
  INVALID_LINK_MESSAGE,
  linkErrorMessage,
  readAuthFailure,
  translateAuthError,
  UNEXPECTED_ERROR_MESSAGE,
  WRONG_CURRENT_PASSWORD,
} from "./auth-errors.ts";

const FALLBACK = "Error desconocido al iniciar sesión";

describe("translateAuthError", () => {
  it.each([
    ["INVALID_EMAIL_OR_PASSWORD", "Invalid email or password", "Email o contraseña incorrectos."],
    ["EMAIL_NOT_VERIFIED", "Email not verified", EMAIL_NOT_VERIFIED_MESSAGE],
    [
      "USER_ALREADY_EXISTS",
      "User already exists.",
      "Ya existe una cuenta con ese email. Iniciá sesión o usá otro email.",
    ],
    [
      "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL",
      "User already exists. Use another email.",
      "Ya existe una cuenta con ese email. Iniciá sesión o usá otro email.",
    ],
    ["PASSWORD_TOO_SHORT", "Password too short", "La contraseña debe tener al menos 6 caracteres"],
    ["PASSWORD_TOO_LONG", "Password too long", "La contraseña no puede tener más de 128 caracteres"],
    ["INVALID_EMAIL", "Invalid email", "Ingresa un email válido"],
    ["INVALID_TOKEN", "Invalid token", INVALID_LINK_MESSAGE],
    ["TOKEN_EXPIRED", "Token expired", EXPIRED_LINK_MESSAGE],
    // Codes the profile meets, in the same map.
    ["INVALID_PASSWORD", "Invalid password", WRONG_CURRENT_PASSWORD],
    [
      "CREDENTIAL_ACCOUNT_NOT_FOUND",
      "Credential account not found",
      "Tu cuenta no tiene contraseña: ingresá con Google.",
    ],
    ["SESSION_NOT_FRESH", "Session is not fresh", "Por seguridad, volvé a iniciar sesión y probá de nuevo."],
    ["UNAUTHORIZED", "Unauthorized", "Tu sesión venció. Volvé a iniciar sesión y probá de nuevo."],
  ])("%s becomes Spanish", (code, message, expected) => {
    expect(translateAuthError({ code, message, status: 400 }, FALLBACK)).toBe(expected);
  });

  it("keeps the Spanish messages our own hooks wrote (validation, rate limit)", () => {
    expect(
      translateAuthError({ code: "INVALID_NAME", message: "El nombre debe tener al menos 2 caracteres" }, FALLBACK),
    ).toBe("El nombre debe tener al menos 2 caracteres");
    // INVALID_PASSWORD from our hook carries the rule, not Better Auth's "Invalid password".
    expect(
      translateAuthError(
        { code: "INVALID_PASSWORD", message: "La contraseña debe tener al menos 6 caracteres" },
        FALLBACK,
      ),
    ).toBe("La contraseña debe tener al menos 6 caracteres");
    expect(
      translateAuthError(
        {
          code: "TOO_MANY_ATTEMPTS",
          message: "Demasiados intentos. Esperá 45 segundos y volvé a probar.",
          status: 429,
        },
        FALLBACK,
      ),
    ).toBe("Demasiados intentos. Esperá 45 segundos y volvé a probar.");
  });

  it("falls back by status, then to the caller's message; never shows English", () => {
    expect(translateAuthError({ status: 429 }, FALLBACK)).toMatch(/^Demasiados intentos/);
    expect(translateAuthError({ status: 500, message: "Internal Server Error" }, FALLBACK)).toBe(
      UNEXPECTED_ERROR_MESSAGE,
    );
    expect(translateAuthError({ code: "SOMETHING_NEW", message: "Something new", status: 400 }, FALLBACK)).toBe(
      FALLBACK,
    );
    expect(translateAuthError({}, "Error desconocido al registrarse")).toBe("Error desconocido al registrarse");
  });
});

describe("readAuthFailure", () => {
  it("reads Better Auth's JSON error body and survives one that is not JSON", async () => {
    const json = Response.json(
      { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" },
      { status: 401 },
    );
    expect(await readAuthFailure(json)).toEqual({
      status: 401,
      code: "INVALID_EMAIL_OR_PASSWORD",
      rawMessage: "Invalid email or password",
    });
    expect(await readAuthFailure(new Response("<html>", { status: 502 }))).toEqual({
      status: 502,
      code: null,
      rawMessage: null,
    });
  });
});

describe("googleErrorMessage", () => {
  it("says nothing when there is no error or the person cancelled (any case)", () => {
    expect(googleErrorMessage(null, null)).toBeNull();
    expect(googleErrorMessage("access_denied", "User cancelled")).toBeNull();
    expect(googleErrorMessage("access_denied", "The user CANCELED the login")).toBeNull();
    expect(googleErrorMessage("user_cancelled_login", null)).toBeNull();
  });

  it("shows our Spanish for known codes, else the provider's message, else the fallback", () => {
    expect(googleErrorMessage("state_mismatch", null)).toBe(
      "La conexión con Google venció. Por favor, intenta de nuevo.",
    );
    expect(googleErrorMessage("access_denied", "Cuenta deshabilitada por el administrador")).toBe(
      "Cuenta deshabilitada por el administrador",
    );
    expect(googleErrorMessage("invalid_code", null)).toBe(GOOGLE_FALLBACK_MESSAGE);
    expect(googleErrorMessage("invalid_code", "   ")).toBe(GOOGLE_FALLBACK_MESSAGE);
  });
});

describe("linkErrorMessage", () => {
  it("tells an expired link from any other bad link", () => {
    expect(linkErrorMessage("TOKEN_EXPIRED")).toBe(EXPIRED_LINK_MESSAGE);
    expect(linkErrorMessage("INVALID_TOKEN")).toBe(INVALID_LINK_MESSAGE);
    expect(linkErrorMessage(null)).toBe(INVALID_LINK_MESSAGE);
  });
});
