import { describe, expect, it } from "vitest";
import { compactTime, formatCompactHours, parseCompactHours } from "./compact-hours.ts";
import { weeklyRows } from "./hours-form.ts";

function week(text: string) {
  const result = parseCompactHours(text);
  if (!result?.ok) throw new Error(result ? result.message : "empty");
  return Object.fromEntries(
    result.days.map((d) => [d.dayOfWeek, d.closed ? "cerrado" : d.slots.map((s) => `${s.open}-${s.close}`).join(",")]),
  );
}
function daysOf(text: string) {
  const result = parseCompactHours(text);
  if (!result?.ok) throw new Error("not hours");
  return result.days;
}
const message = (text: string) => {
  const result = parseCompactHours(text);
  return result && !result.ok ? result.message : null;
};

describe("compactTime", () => {
  it("reads 9, 9:30, 09:30, 9.30 and 24", () => {
    expect(["9", "9:30", "09:30", "9.30", "24", "0", "23:59"].map(compactTime)).toEqual([
      "09:00",
      "09:30",
      "09:30",
      "09:30",
      "00:00",
      "00:00",
      "23:59",
    ]);
    expect(["25", "9:60", "nueve", "9:3", ""].map(compactTime)).toEqual([null, null, null, null, null]);
  });
});

describe("parseCompactHours", () => {
  it("reads ranges and lists of days, split shifts, and leaves unnamed days closed", () => {
    expect(week("lun-vie 9-13,16-20; sáb 9-13")).toEqual({
      0: "cerrado",
      1: "09:00-13:00,16:00-20:00",
      2: "09:00-13:00,16:00-20:00",
      3: "09:00-13:00,16:00-20:00",
      4: "09:00-13:00,16:00-20:00",
      5: "09:00-13:00,16:00-20:00",
      6: "09:00-13:00",
    });
    expect(week("lun,mie,vie 9:30-13; mar,jue 16-20")).toMatchObject({
      1: "09:30-13:00",
      2: "16:00-20:00",
      3: "09:30-13:00",
      4: "16:00-20:00",
      5: "09:30-13:00",
      6: "cerrado",
    });
    expect(week("Lunes - Miércoles 8-12 ; dom cerrado")).toMatchObject({
      1: "08:00-12:00",
      3: "08:00-12:00",
      0: "cerrado",
      4: "cerrado",
    });
  });

  it("wraps a range over the weekend and crosses midnight", () => {
    expect(week("vie-dom 20-2")).toMatchObject({ 5: "20:00-02:00", 6: "20:00-02:00", 0: "20:00-02:00", 1: "cerrado" });
    const rows = weeklyRows(daysOf("sáb 20-2"));
    expect(rows.find((r) => r.dayOfWeek === 6)).toMatchObject({
      openTime: "20:00",
      closeTime: "02:00",
      crossesMidnight: true,
    });
  });

  it("answers null for an empty cell", () => {
    expect(parseCompactHours("  ")).toBeNull();
  });

  it("refuses with Spanish messages", () => {
    expect(message("lunes a viernes 9-13")).toMatch(/No entiendo el día «lunes»|Falta el horario|No entiendo/);
    expect(message("xyz 9-13")).toMatch(/No entiendo el día «xyz»/);
    expect(message("lun 9 a 13")).toMatch(/No entiendo el horario/);
    expect(message("lun 25-26")).toMatch(/No entiendo el horario/);
    expect(message("lun 9-9")).toMatch(/misma hora/);
    expect(message("lun-vie 9-13; mar 16-20")).toBe("El mar aparece dos veces en los horarios");
    expect(message("lun 9-13,12-14")).toMatch(/se superponen/);
    expect(message("vie 20-3; sáb 1-5")).toMatch(/se superponen/);
    expect(message("lun 1-2,3-4,5-6,7-8,9-10")).toMatch(/más de 4/);
    expect(message("lun")).toMatch(/Falta el horario/);
  });
});

describe("formatCompactHours", () => {
  it("groups equal consecutive days and round-trips through the parser", () => {
    const text = "lun-vie 9-13,16-20; sáb 9-13";
    const rows = weeklyRows(daysOf(text));
    const formatted = formatCompactHours(rows);
    expect(formatted).toBe("lun-vie 09:00-13:00,16:00-20:00; sáb 09:00-13:00; dom cerrado");
    expect(formatCompactHours(weeklyRows(daysOf(formatted)))).toBe(formatted);
    expect(formatCompactHours([])).toBe("");
  });

  it("reads stored times with seconds", () => {
    expect(formatCompactHours([{ dayOfWeek: 1, openTime: "08:00:00", closeTime: "12:00:00", isClosed: false }])).toBe(
      "lun 08:00-12:00; mar-dom cerrado",
    );
  });
});
