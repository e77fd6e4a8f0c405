import { describe, expect, it } from "vitest";
import { favoriteInputSchema } from "./favorite-input.ts";
import { FAVORITE_MESSAGES } from "./favorites.ts";

const uuid = "3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b";

describe("favourite input", () => {
  it("accepts add and remove with a UUID (normalised)", () => {
    expect(favoriteInputSchema.parse({ businessUuid: ` ${uuid.toUpperCase()}`, intent: "add" })).toEqual({
      businessUuid: uuid,
      intent: "add",
    });
    expect(favoriteInputSchema.parse({ businessUuid: uuid, intent: "remove" }).intent).toBe("remove");
  });

  it.each([[undefined], [""], ["123"], ["pizzeria-don-jose"], [`${uuid}x`], [42]])(
    "refuses business %j",
    (businessUuid) => {
      const result = favoriteInputSchema.safeParse({ businessUuid, intent: "add" });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(FAVORITE_MESSAGES.business);
    },
  );

  it.each([[undefined], ["toggle"], ["ADD"]])("refuses intent %j", (intent) => {
    const result = favoriteInputSchema.safeParse({ businessUuid: uuid, intent });
    expect(result.error?.issues[0]?.message).toBe(FAVORITE_MESSAGES.intent);
  });
});
