/**
 * Where a business sent through "Sumá tu comercio" is. The pin's coordinates when the form has them
 * (the schema already kept them inside the map's area); otherwise, as a form sent without
 * JavaScript does, the address looked up on the server. When that finds nothing the answer is a
 * field message asking for the pin: a place is never invented.
 */
import type { RegistrationForm, RegistrationInput } from "#core/business-registration-form.ts";
import { PLACE_PIN_MESSAGE } from "#core/geocoding.ts";
import type { Geocoder } from "../geocoding/geocoder.ts";

export type RegistrationPlace =
  | { ok: true; input: RegistrationInput; fromAddress: boolean }
  | { ok: false; field: "address"; message: string };

export async function placeRegistration(form: RegistrationForm, geocoder: Geocoder): Promise<RegistrationPlace> {
  if (form.latitude !== null && form.longitude !== null) {
    return { ok: true, input: { ...form, latitude: form.latitude, longitude: form.longitude }, fromAddress: false };
  }
  const outcome = await geocoder.locate(form.address, form.city);
  if (outcome.status !== "found") return { ok: false, field: "address", message: PLACE_PIN_MESSAGE };
  return { ok: true, input: { ...form, latitude: outcome.latitude, longitude: outcome.longitude }, fromAddress: true };
}
