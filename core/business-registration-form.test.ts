import { describe, expect, it } from "vitest";
import { registrationFormSchema } from "./business-registration-form.ts";
import { normalizeWebsite } from "./contact-links.ts";
import { parseSubmission } from "./forms.ts";

const schema = registrationFormSchema([7, 8]);

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

const base = {
  name: "La Espiga",
  categoryId: "7",
  businessType: "commerce",
  address: "Bv. España 245",
  city: "Villa María",
  latitude: "−32,4075",
  longitude: "-63.2436",
  closed0: "on",
  ...Object.fromEntries(
    [1, 2, 3, 4, 5].flatMap((d) => [
      [`open${d}`, "09:00"],
      [`close${d}`, "18:00"],
    ]),
  ),
  open6: "21:00",
  close6: "02:00",
};

describe("registrationFormSchema", () => {
  it("reads typed coordinates with comma or minus sign and turns the week into seven days", () => {
    const submission = parseSubmission(form(base), schema);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({ latitude: -32.4075, longitude: -63.2436, categoryId: 7 });
    expect(submission.value.hours).toHaveLength(7);
    expect(submission.value.hours.find((h) => h.dayOfWeek === 0)).toEqual({
      dayOfWeek: 0,
      closed: true,
      open: null,
      close: null,
    });
    expect(submission.value.hours.find((h) => h.dayOfWeek === 6)).toMatchObject({ open: "21:00", close: "02:00" });
  });

  it("reads hours typed as the 24 h field takes them (930, 9.30), with or without JavaScript", () => {
    const submission = parseSubmission(form({ ...base, open1: "930", close1: "18.30", open2: "25:00" }), schema);
    expect(submission.status).toBe("error");
    if (submission.status === "success") return;
    expect(submission.error?.open2).toBeTruthy();
    const fixed = parseSubmission(form({ ...base, open1: "930", close1: "18.30" }), schema);
    expect(fixed.status).toBe("success");
    if (fixed.status !== "success") return;
    expect(fixed.value.hours.find((h) => h.dayOfWeek === 1)).toMatchObject({ open: "09:30", close: "18:30" });
  });

  it("refuses a category not offered, a place outside both cities, and an open day without hours", () => {
    const submission = parseSubmission(
      form({ ...base, categoryId: "9", latitude: "-31.42", longitude: "-64.18", open1: "", close2: "09:00" }),
      schema,
    );
    const errors = submission.reply().error ?? {};
    expect(Object.keys(errors).sort()).toEqual(["categoryId", "close2", "latitude", "longitude", "open1"]);
  });

  it("takes a form without coordinates (the server locates the address), but not only one of them", () => {
    const none = parseSubmission(form({ ...base, latitude: "", longitude: "" }), schema);
    expect(none.status).toBe("success");
    if (none.status === "success") expect(none.value).toMatchObject({ latitude: null, longitude: null });
    const half = parseSubmission(form({ ...base, longitude: "" }), schema);
    expect(Object.keys(half.reply().error ?? {})).toEqual(["longitude"]);
  });

  it("stores contact details as the profile editor does: WhatsApp as wa.me wants it, the website with its scheme", () => {
    const submission = parseSubmission(
      form({ ...base, whatsappNumber: "353 412-3456", websiteUrl: "micomercio.com.ar" }),
      schema,
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      whatsappNumber: "5493534123456",
      websiteUrl: "https://micomercio.com.ar/",
    });
  });

  it("accepts a website without scheme and refuses other schemes", () => {
    expect(normalizeWebsite("micomercio.com.ar")).toBe("https://micomercio.com.ar/");
    expect(normalizeWebsite("javascript:alert(1)")).toBeNull();
    expect(normalizeWebsite("localhost")).toBeNull();
  });
});
