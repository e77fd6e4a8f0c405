import { tz } from "@date-fns/tz";
import { formatDistanceStrict } from "date-fns";
import { es } from "date-fns/locale/es";
import { describe, expect, it } from "vitest";
import {
  bellLabel,
  formatNotificationTime,
  internalLink,
  isNotificationType,
  NOTIFICATION_TYPES,
  notificationArea,
  notificationKind,
  notificationTypesOf,
  unreadBadgeLabel,
} from "./notifications.ts";

describe("unreadBadgeLabel", () => {
  it("shows nothing without unread notifications", () => {
    expect(unreadBadgeLabel(0)).toBeNull();
    expect(unreadBadgeLabel(-1)).toBeNull();
    expect(unreadBadgeLabel(Number.NaN)).toBeNull();
  });

  it("shows the count up to 9", () => {
    expect(unreadBadgeLabel(1)).toBe("1");
    expect(unreadBadgeLabel(9)).toBe("9");
  });

  it('caps at "9+" above 9', () => {
    expect(unreadBadgeLabel(10)).toBe("9+");
    expect(unreadBadgeLabel(250)).toBe("9+");
  });
});

describe("bellLabel", () => {
  it("says how many are unread", () => {
    expect(bellLabel(0)).toBe("Notificaciones");
    expect(bellLabel(3)).toBe("Notificaciones (3 sin leer)");
    expect(bellLabel(12)).toBe("Notificaciones (12 sin leer)");
  });
});

describe("notificationKind", () => {
  it("gives every type its own icon", () => {
    expect(notificationKind("new_business").icon).toBe("store");
    expect(notificationKind("favorite_update").icon).toBe("heart");
    expect(notificationKind("recommendation").icon).toBe("sparkles");
    expect(notificationKind("promotion").icon).toBe("tag");
    expect(notificationKind("other").icon).toBe("bell");
    const icons = NOTIFICATION_TYPES.map((t) => notificationKind(t).icon);
    expect(new Set(icons).size).toBe(NOTIFICATION_TYPES.length);
  });

  it("falls back to the default icon for an unknown type", () => {
    expect(notificationKind("something_else")).toEqual(notificationKind("other"));
    expect(isNotificationType("something_else")).toBe(false);
    expect(isNotificationType("promotion")).toBe(true);
  });
});

describe("internalLink", () => {
  it("keeps site paths", () => {
    expect(internalLink("/la-esquina")).toBe("/la-esquina");
    expect(internalLink(" /ofertas?tab=bancos ")).toBe("/ofertas?tab=bancos");
  });

  it("drops empty and external links", () => {
    expect(internalLink(null)).toBeNull();
    expect(internalLink("")).toBeNull();
    expect(internalLink("https://example.com")).toBeNull();
    expect(internalLink("//example.com")).toBeNull();
    expect(internalLink("/\\example.com")).toBeNull();
    expect(internalLink("javascript:alert(1)")).toBeNull();
  });
});

describe("formatNotificationTime", () => {
  const now = new Date("2026-11-21T18:00:00.000Z");
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it("reads minutes and hours in short Spanish", () => {
    expect(formatNotificationTime(ago(20_000), now)).toBe("hace un momento");
    expect(formatNotificationTime(ago(5 * 60_000), now)).toBe("hace 5 min");
    expect(formatNotificationTime(ago(59 * 60_000 + 59_000), now)).toBe("hace 59 min");
    expect(formatNotificationTime(ago(3 * 3_600_000 + 10 * 60_000), now)).toBe("hace 3 h");
  });

  it("uses date-fns' Spanish wording for days and beyond", () => {
    expect(formatNotificationTime(ago(2 * 86_400_000 + 3_600_000), now)).toBe("hace 2 días");
    expect(formatNotificationTime(ago(1 * 86_400_000), now)).toBe("hace 1 día");
    expect(formatNotificationTime(ago(70 * 86_400_000), now)).toBe("hace 2 meses");
    expect(formatNotificationTime(ago(400 * 86_400_000), now)).toBe("hace 1 año");
    const day = 86_400_000;
    for (const ms of [
      day,
      1.5 * day,
      29 * day,
      29.9 * day,
      30 * day,
      59 * day,
      200 * day,
      359 * day,
      360 * day,
      364 * day,
      365 * day,
      800 * day,
      1200 * day,
    ]) {
      const expected = formatDistanceStrict(new Date(now.getTime() - ms), now, {
        addSuffix: true,
        locale: es,
        roundingMethod: "floor",
        // date-fns shifts days by the machine zone's DST changes; ours is zone-free, like UTC.
        in: tz("UTC"),
      });
      expect(formatNotificationTime(ago(ms), now), `${ms / day} días`).toBe(expected);
    }
  });

  it("treats a future date as just now and an unreadable one as empty", () => {
    expect(formatNotificationTime(new Date(now.getTime() + 60_000), now)).toBe("hace un momento");
    expect(formatNotificationTime("no es una fecha", now)).toBe("");
  });
});

describe("notification areas", () => {
  it("put every type in exactly one area: the owner's or the person's", () => {
    const owner = notificationTypesOf("owner");
    const personal = notificationTypesOf("personal");
    expect([...owner, ...personal].sort()).toEqual([...NOTIFICATION_TYPES].sort());
    expect(owner.filter((t) => personal.includes(t))).toEqual([]);
    expect(owner).toEqual([
      "new_review",
      "claim_update",
      "business_update",
      "subscription",
      "promotion_ending",
      "holiday_reminder",
      "new_question",
      "new_suggestion",
    ]);
    expect(notificationArea("review_reply")).toBe("personal");
    expect(notificationArea("question_answer")).toBe("personal");
    expect(notificationArea("suggestion_update")).toBe("personal");
    expect(notificationArea("something-else")).toBe("personal");
  });
});
