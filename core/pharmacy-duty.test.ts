import { describe, expect, it } from "vitest";
import {
  describeDuty,
  dutyDay,
  dutyWindowForDay,
  groupDuties,
  isDutySearch,
  isOnDutyAt,
  isRoundTheClock,
} from "./pharmacy-duty.ts";

const ba = (local: string): Date => new Date(`${local}-03:00`);

describe("pharmacy duties", () => {
  it("runs a rota day from 08:00 to 08:00 the next day, Córdoba time", () => {
    const w = dutyWindowForDay("2026-11-28")!;
    expect(w.startsAt.toISOString()).toBe("2026-11-28T11:00:00.000Z");
    expect(w.endsAt.toISOString()).toBe("2026-11-29T11:00:00.000Z");
    expect(isRoundTheClock(w)).toBe(true);
    expect(dutyWindowForDay("2026-11-28", "09:00", "23:00")!.endsAt.toISOString()).toBe("2026-11-29T02:00:00.000Z");
    expect(dutyWindowForDay("2026-02-30")).toBeNull();
    expect(dutyWindowForDay("2026-11-28", "8")).toBeNull();
  });

  it("is on from its start to just before its end", () => {
    const w = dutyWindowForDay("2026-11-28")!;
    expect(isOnDutyAt(w, ba("2026-11-28T07:59"))).toBe(false);
    expect(isOnDutyAt(w, ba("2026-11-28T08:00"))).toBe(true);
    expect(isOnDutyAt(w, ba("2026-11-29T03:00"))).toBe(true);
    expect(isOnDutyAt(w, ba("2026-11-29T08:00"))).toBe(false);
    expect(dutyDay(w)).toBe("2026-11-28");
  });

  it("reads as a person says it", () => {
    const w = dutyWindowForDay("2026-11-28")!;
    expect(describeDuty(w, ba("2026-11-28T10:00"))).toBe("De hoy 08:00 a mañana 08:00");
    expect(describeDuty(w, ba("2026-11-29T02:00"))).toBe("De ayer 08:00 a hoy 08:00");
    expect(describeDuty(dutyWindowForDay("2026-12-01", "09:00", "21:00")!, ba("2026-11-28T10:00"))).toBe(
      "El martes 01/12 de 09:00 a 21:00",
    );
    expect(describeDuty(dutyWindowForDay("2026-12-03")!, ba("2026-11-28T10:00"))).toBe(
      "Del jueves 03/12 08:00 al viernes 04/12 08:00",
    );
  });

  it("puts the duties on now first, then one group per coming day", () => {
    const duty = (date: string, city: string, name: string) => ({ ...dutyWindowForDay(date)!, city, name });
    const rota = [
      duty("2026-11-27", "Villa María", "Vieja"),
      duty("2026-11-29", "Villa María", "Pasado"),
      duty("2026-11-28", "Villa Nueva", "Nueva"),
      duty("2026-11-28", "Villa María", "Central"),
      duty("2026-11-30", "Villa María", "Lunes"),
    ];
    // Saturday 28 at 23:00: the 28th's duties are on; the 27th's ended at 08:00.
    const groups = groupDuties(rota, ba("2026-11-28T23:00"));
    expect(groups.map((g) => [g.title, g.duties.map((d) => d.name)])).toEqual([
      ["Ahora de turno", ["Central", "Nueva"]],
      ["Mañana, domingo 29/11", ["Pasado"]],
      ["Lunes 30/11", ["Lunes"]],
    ]);
    // Saturday 28 at 05:00: the 27th's duty is still on; the 28th's starts at 08:00 today.
    expect(groupDuties(rota, ba("2026-11-28T05:00")).map((g) => g.title)).toEqual([
      "Ahora de turno",
      "Hoy, sábado 28/11",
      "Mañana, domingo 29/11",
      "Lunes 30/11",
    ]);
  });
});

describe("the duty search", () => {
  it("knows the ways people ask for the pharmacy on duty", () => {
    expect(isDutySearch("Farmacia de turno")).toBe(true);
    expect(isDutySearch("  farmacias   de TURNO ")).toBe(true);
    expect(isDutySearch("farmacia")).toBe(false);
    expect(isDutySearch("farmacia de turno centro")).toBe(false);
  });
});
