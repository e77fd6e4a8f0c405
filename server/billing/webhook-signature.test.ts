import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signatureManifest, verifyWebhookSignature } from "./webhook-signature.ts";

const secret = "secreto";
const now = new Date("2026-11-25T12:00:00Z");
const ts = String(Math.floor(now.getTime() / 1000));
const sign = (manifest: string, key = secret) => createHmac("sha256", key).update(manifest).digest("hex");

describe("Mercado Pago webhook signature", () => {
  it("builds the documented manifest, lowercasing an alphanumeric data.id", () => {
    expect(signatureManifest("ABC123", "req-1", "1700000000")).toBe("id:abc123;request-id:req-1;ts:1700000000;");
    expect(signatureManifest(null, "req-1", "1")).toBe("request-id:req-1;ts:1;");
    expect(signatureManifest("a-b", null, "1")).toBe("id:a-b;ts:1;");
  });

  it("accepts the right signature, in either order, with ts in seconds or milliseconds", () => {
    const v1 = sign(`id:2c93;request-id:r;ts:${ts};`);
    const base = { requestId: "r", dataId: "2C93", secret, now };
    expect(verifyWebhookSignature({ ...base, header: `ts=${ts},v1=${v1}` })).toEqual({ ok: true });
    expect(verifyWebhookSignature({ ...base, header: `v1=${v1}, ts=${ts}` })).toEqual({ ok: true });
    const ms = String(now.getTime());
    const v1ms = sign(`id:2c93;request-id:r;ts:${ms};`);
    expect(verifyWebhookSignature({ ...base, header: `ts=${ms},v1=${v1ms}` })).toEqual({ ok: true });
  });

  it("refuses a missing, malformed, stale or wrong signature", () => {
    const base = { requestId: "r", dataId: "1", secret, now };
    expect(verifyWebhookSignature({ ...base, header: null })).toEqual({ ok: false, reason: "missing" });
    expect(verifyWebhookSignature({ ...base, header: "ts=abc,v1=zz" })).toEqual({ ok: false, reason: "malformed" });
    const old = String(Number(ts) - 301);
    expect(verifyWebhookSignature({ ...base, header: `ts=${old},v1=${sign(`id:1;request-id:r;ts:${old};`)}` })).toEqual(
      {
        ok: false,
        reason: "stale",
      },
    );
    expect(
      verifyWebhookSignature({ ...base, header: `ts=${ts},v1=${sign(`id:1;request-id:r;ts:${ts};`, "otro")}` }),
    ).toEqual({ ok: false, reason: "mismatch" });
    // Signed for another resource id.
    expect(verifyWebhookSignature({ ...base, header: `ts=${ts},v1=${sign(`id:2;request-id:r;ts:${ts};`)}` })).toEqual({
      ok: false,
      reason: "mismatch",
    });
  });
});
