import { describe, expect, it } from "vitest";
import {
  ADMIN_BUSINESS_MESSAGES,
  adminBusinessesList,
  blankBusinessDefaults,
  isPublicStatus,
  needsReason,
  readSpecialHoursTarget,
  statusChangeSchema,
} from "./admin-business-form.ts";
import { parseListParams } from "./list-params.ts";

const ID = "0b6c3f0e-6f7a-4e8b-9c1d-2e3f4a5b6c7d";

describe("status change", () => {
  it("needs a reason only for statuses that hide the business", () => {
    expect(["rejected", "inactive", "suspended"].every(needsReason)).toBe(true);
    expect(["active", "approved", "pending"].some(needsReason)).toBe(false);
    const schema = statusChangeSchema(2);
    const missing = schema.safeParse({ ids: [ID], status: "suspended", reason: "  " });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]).toMatchObject({ path: ["reason"], message: ADMIN_BUSINESS_MESSAGES.reason });
    expect(schema.parse({ ids: [ID, ID.toUpperCase()], status: "active" })).toEqual({
      ids: [ID],
      status: "active",
      reason: null,
    });
  });

  it("refuses bad ids, too many and unknown statuses", () => {
    const schema = statusChangeSchema(1);
    expect(schema.safeParse({ ids: ["1"], status: "active" }).success).toBe(false);
    expect(schema.safeParse({ ids: [ID, "0b6c3f0e-6f7a-4e8b-9c1d-2e3f4a5b6c7e"], status: "active" }).success).toBe(
      false,
    );
    expect(schema.safeParse({ ids: [ID], status: "borrado" }).success).toBe(false);
  });
});

describe("the list and its helpers", () => {
  it("keeps only known filter values, several statuses at once", () => {
    const definition = adminBusinessesList({ categories: ["farmacias"], brands: [] });
    const params = parseListParams(
      "?status=active&status=suspended&status=nope&category=otra&premium=si&sort=name",
      definition,
    );
    expect(params.filters).toMatchObject({ status: ["active", "suspended"], category: [], premium: ["si"] });
    expect(params.sort).toBe("name");
  });

  it("public pages exist for active and approved businesses only", () => {
    expect(["active", "approved"].every(isPublicStatus)).toBe(true);
    expect(["pending", "rejected", "inactive", "suspended"].some(isPublicStatus)).toBe(false);
  });

  it("reads the special-hours choice leniently and prefills a new business's name", () => {
    expect(readSpecialHoursTarget(new URLSearchParams("category=Farmacias&brand=../x&q=  bv   españa "))).toEqual({
      category: "farmacias",
      brand: null,
      q: "bv españa",
    });
    expect(blankBusinessDefaults("  Heladería\u0000 Sol ").name).toBe("Heladería  Sol");
    expect(blankBusinessDefaults().status).toBe("pending");
  });
});
