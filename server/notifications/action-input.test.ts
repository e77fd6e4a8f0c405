import { describe, expect, it } from "vitest";
import { notificationsReturnPath, parseNotificationAction } from "./action-input.ts";

const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";

describe("parseNotificationAction", () => {
  it("accepts the three intents", () => {
    expect(parseNotificationAction({ intent: "mark-read", id: ID })).toEqual({
      ok: true,
      action: { intent: "mark-read", id: ID, follow: false },
    });
    expect(parseNotificationAction({ intent: "mark-read", id: ID, follow: "1" })).toMatchObject({
      ok: true,
      action: { follow: true },
    });
    expect(parseNotificationAction({ intent: "mark-all" })).toEqual({ ok: true, action: { intent: "mark-all" } });
    expect(parseNotificationAction({ intent: "delete", id: ID })).toMatchObject({ ok: true });
  });

  it("explains bad input in Spanish", () => {
    expect(parseNotificationAction({ intent: "explode" })).toEqual({
      ok: false,
      message: "Acción desconocida. Probá de nuevo.",
    });
    expect(parseNotificationAction({})).toEqual({ ok: false, message: "Acción desconocida. Probá de nuevo." });
    expect(parseNotificationAction(null)).toMatchObject({ ok: false });
    expect(parseNotificationAction({ intent: "delete", id: "1; drop table" })).toEqual({
      ok: false,
      message: "No encontramos esa notificación.",
    });
    expect(parseNotificationAction({ intent: "mark-read" })).toEqual({
      ok: false,
      message: "No encontramos esa notificación.",
    });
  });
});

describe("notificationsReturnPath", () => {
  it("keeps a /notifications page", () => {
    expect(notificationsReturnPath("/notifications?page=3")).toBe("/notifications?page=3");
    expect(notificationsReturnPath("/notifications")).toBe("/notifications");
    expect(notificationsReturnPath(undefined)).toBe("/notifications");
  });

  it("keeps the owner's notifications page", () => {
    expect(notificationsReturnPath("/mi-comercio/notificaciones?page=2")).toBe("/mi-comercio/notificaciones?page=2");
    expect(notificationsReturnPath("/mi-comercio/notificaciones")).toBe("/mi-comercio/notificaciones");
    expect(notificationsReturnPath("/mi-comercio/otra-cosa")).toBe("/notifications");
  });

  it("never goes anywhere else", () => {
    expect(notificationsReturnPath("https://evil.example/notifications")).toBe("/notifications");
    expect(notificationsReturnPath("//evil.example/notifications")).toBe("/notifications");
    expect(notificationsReturnPath("/admin")).toBe("/notifications");
    expect(notificationsReturnPath("/notifications?page=-2")).toBe("/notifications");
    expect(notificationsReturnPath("/notifications?page=abc")).toBe("/notifications");
  });
});
