/** The instant the test database's demo data is seeded relative to (a Saturday, 15:00 in Buenos Aires). */
export const TEST_NOW = new Date("2026-11-21T18:00:00.000Z");
