import { describe, expect, it } from "vitest";
import { parseSubmission } from "./forms.ts";
import { REVIEW_REPLY_MESSAGES as M, REVIEW_REPLY_MAX, reviewReplySchema } from "./review-reply-form.ts";

const parse = (fields: Record<string, string>) => parseSubmission(new URLSearchParams(fields), reviewReplySchema);

describe("reviewReplySchema", () => {
  it("keeps the reply as typed (trimmed), markup included", () => {
    const s = parse({ intent: "reply", reviewId: "12", reply: "  ¡Gracias! <b>Volvé</b>\r\npronto  " });
    expect(s.status).toBe("success");
    if (s.status === "success")
      expect(s.value).toEqual({ intent: "reply", reviewId: 12, reply: "¡Gracias! <b>Volvé</b>\npronto" });
  });

  it("refuses an empty, a blank, a too long and a control-character reply", () => {
    expect(parse({ intent: "reply", reviewId: "1" }).reply().error).toEqual({ reply: [M.empty] });
    expect(parse({ intent: "reply", reviewId: "1", reply: "   " }).reply().error).toEqual({ reply: [M.empty] });
    expect(parse({ intent: "reply", reviewId: "1", reply: "x".repeat(REVIEW_REPLY_MAX + 1) }).reply().error).toEqual({
      reply: [M.long],
    });
    expect(parse({ intent: "reply", reviewId: "1", reply: "hola\u0007" }).reply().error).toEqual({
      reply: [M.control],
    });
  });

  it("refuses review ids that are not positive whole numbers", () => {
    for (const reviewId of ["", "abc", "-1", "1.5", "99999999999"]) {
      expect(parse({ intent: "delete-reply", reviewId }).status).toBe("error");
    }
    expect(parse({ intent: "delete-reply", reviewId: "7" }).status).toBe("success");
    expect(parse({ intent: "explode", reviewId: "7" }).status).toBe("error");
  });
});
