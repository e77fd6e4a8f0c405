import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AppError } from "#core/errors.ts";
import { submitClaim } from "#server/claims/submit-claim.ts";
import { getUserAccess } from "#server/platform/auth/roles.ts";
import type { SessionUser } from "#server/platform/auth/session.ts";
import { businesses, categories, claims } from "#server/platform/db/schema.ts";
import { readFlash } from "#server/platform/http/flash.ts";
import { pngOf } from "#tests/setup/images.ts";
import { contextWithUser, testUser } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { action as claimAction, loader as claimLoader } from "./claim-detail.tsx";
import { loader as proofLoader } from "./claim-proof.ts";
import { action as queueAction, loader as queueLoader } from "./claims.tsx";
import { action as registrationAction } from "./registration-detail.tsx";

const database = setupTestDatabase();
const ORIGIN = "http://localhost:3000";

const person = (id: string, extra: Partial<SessionUser> = {}) => testUser(id, { email: `${id}@example.com`, ...extra });
const ADMIN = person("demo-admin", { role: "admin", isAdmin: true });
const NEIGHBOUR = person("demo-vecino");
const OWNER = person("demo-comercio", { role: "business_owner", isBusinessOwner: true });

async function run(fn: () => Promise<unknown>) {
  try {
    return await fn();
  } catch (thrown) {
    return thrown;
  }
}
const statusOf = (outcome: unknown) =>
  outcome instanceof Response || outcome instanceof AppError
    ? outcome.status
    : ((outcome as { init?: { status?: number } }).init?.status ?? 200);

function post(
  act: (args: never) => Promise<unknown>,
  path: string,
  user: SessionUser | null,
  entries: [string, string][],
  params: Record<string, string> = {},
) {
  return run(() =>
    act({
      request: new Request(`${ORIGIN}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-vilma-client-ip": "203.0.113.20" },
        body: new URLSearchParams(entries),
      }),
      context: contextWithUser(user),
      params,
    } as never),
  );
}

async function toastOf(response: unknown) {
  const cookie = (response as Response).headers
    .getSetCookie()
    .find((c) => c.startsWith("vilma_flash="))!
    .split(";")[0]!;
  return readFlash(new Request(ORIGIN, { headers: { cookie } }));
}

async function newClaim(userId: string, offset: number, files: File[] = []): Promise<{ id: number; business: string }> {
  const { db } = database();
  const [row] = await db
    .select({ uuid: businesses.uuid })
    .from(businesses)
    .where(eq(businesses.status, "active"))
    .orderBy(businesses.id)
    .offset(offset)
    .limit(1);
  const result = await submitClaim(
    { id: userId, name: userId },
    row!.uuid,
    {
      role: "owner",
      contactPhone: "353 412-3456",
      proofText: "Soy la titular del comercio desde 2015.",
      proofFiles: files,
    },
    `198.51.100.${offset}`,
  );
  if (!result.ok) throw new Error(result.problem.message);
  return { id: result.value.claimId, business: row!.uuid };
}

let made = 0;
async function addPending(names: string[]): Promise<string[]> {
  const { db } = database();
  const [category] = await db.select().from(categories).limit(1);
  const rows = await db
    .insert(businesses)
    .values(
      names.map((name) => ({
        name,
        slug: `cola-${Date.now().toString(36)}-${++made}`,
        status: "pending",
        categoryId: category!.id,
      })),
    )
    .returning({ uuid: businesses.uuid });
  return rows.map((r) => r.uuid);
}

async function statuses(uuids: string[]): Promise<string[]> {
  const rows = await database()
    .db.select({ uuid: businesses.uuid, status: businesses.status })
    .from(businesses)
    .where(inArray(businesses.uuid, uuids));
  return uuids.map((uuid) => rows.find((r) => r.uuid === uuid)?.status ?? "missing");
}

describe("/admin/claims queue", () => {
  it("lists pending claims first (the seeded neighbour's among them) and the pending businesses in its tab", async () => {
    const claimsTab = (await queueLoader({
      request: new Request(`${ORIGIN}/admin/claims`),
      context: contextWithUser(ADMIN),
      params: {},
    } as never)) as Awaited<ReturnType<typeof queueLoader>>;
    const rows = claimsTab.claims!.list.rows;
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const firstDecided = rows.findIndex((r) => r.status !== "pending");
    expect(rows.slice(firstDecided).every((r) => r.status !== "pending")).toBe(true);
    expect(rows.some((r) => r.personEmail === "vecino@vilma.test" && r.status === "pending")).toBe(true);

    const filtered = (await queueLoader({
      request: new Request(`${ORIGIN}/admin/claims?status=rejected`),
      context: contextWithUser(ADMIN),
      params: {},
    } as never)) as Awaited<ReturnType<typeof queueLoader>>;
    expect(filtered.claims!.list.rows.every((r) => r.status === "rejected")).toBe(true);

    const registrations = (await queueLoader({
      request: new Request(`${ORIGIN}/admin/claims?tab=comercios&q=quinchito`),
      context: contextWithUser(ADMIN),
      params: {},
    } as never)) as Awaited<ReturnType<typeof queueLoader>>;
    expect(registrations.registrations!.list.rows).toMatchObject([
      { name: "Verdulería El Quinchito", status: "pending" },
    ]);
  });

  it("refuses a neighbour and an owner, and sends a visitor to sign in", async () => {
    for (const user of [NEIGHBOUR, OWNER]) {
      const outcome = await run(() =>
        queueLoader({
          request: new Request(`${ORIGIN}/admin/claims`),
          context: contextWithUser(user),
          params: {},
        } as never),
      );
      expect(statusOf(outcome)).toBe(403);
    }
    const visitor = await run(() =>
      queueLoader({
        request: new Request(`${ORIGIN}/admin/claims`),
        context: contextWithUser(null),
        params: {},
      } as never),
    );
    expect(statusOf(visitor)).toBe(302);
  });

  it("approves the ticked pending businesses in bulk, back on the same list, counting what failed", async () => {
    const ids = await addPending(["Lote Uno", "Lote Dos"]);
    const { db } = database();
    const [active] = await db
      .select({ uuid: businesses.uuid })
      .from(businesses)
      .where(eq(businesses.status, "active"))
      .limit(1);
    const outcome = await post(queueAction, "/admin/claims?tab=comercios&q=lote", ADMIN, [
      ["intent", "activate-many"],
      ["ids", ids[0]!],
      ["ids", ids[1]!],
      ["ids", active!.uuid],
    ]);
    expect((outcome as Response).headers.get("location")).toBe("/admin/claims?tab=comercios&q=lote");
    expect(await toastOf(outcome)).toMatchObject({
      type: "success",
      title: "2 comercios publicados",
      description: "1 no se pudo aprobar: ya no estaba pendiente o no existe.",
    });
    expect(await statuses(ids)).toEqual(["active", "active"]);
  });

  it("refuses more ids than the page holds, ids that are not UUIDs, and non-admins, approving none", async () => {
    const ids = await addPending(["Lote Tres", "Lote Cuatro", "Lote Cinco"]);
    const tooMany = await post(queueAction, "/admin/claims?tab=comercios&size=20", ADMIN, [
      ["intent", "activate-many"],
      ...ids.flatMap((id): [string, string][] => Array.from({ length: 7 }, () => ["ids", id])),
    ]);
    expect(await toastOf(tooMany)).toMatchObject({
      type: "error",
      description: "Elegí como máximo 20 comercios a la vez.",
    });
    const notUuid = await post(queueAction, "/admin/claims?tab=comercios", ADMIN, [
      ["intent", "activate-many"],
      ["ids", "' or 1=1 --"],
    ]);
    expect(await toastOf(notUuid)).toMatchObject({ type: "error" });
    for (const user of [NEIGHBOUR, OWNER]) {
      const refused = await post(queueAction, "/admin/claims?tab=comercios", user, [
        ["intent", "activate-many"],
        ["ids", ids[0]!],
      ]);
      expect(statusOf(refused)).toBe(403);
    }
    expect(await statuses(ids)).toEqual(["pending", "pending", "pending"]);
  });
});

describe("/admin/claims/:claimId", () => {
  it("shows the claim with its person, business and owners; refuses non-admins", async () => {
    const claim = await newClaim("demo-reviewer-055", 80);
    const detail = (await claimLoader({
      request: new Request(`${ORIGIN}/admin/claims/${claim.id}`),
      context: contextWithUser(ADMIN),
      params: { claimId: String(claim.id) },
    } as never)) as Awaited<ReturnType<typeof claimLoader>>;
    expect(detail.claim).toMatchObject({ id: claim.id, status: "pending", role: "owner" });
    expect(detail.person?.id).toBe("demo-reviewer-055");
    expect(detail.business.uuid).toBe(claim.business);
    const refused = await run(() =>
      claimLoader({
        request: new Request(`${ORIGIN}/admin/claims/${claim.id}`),
        context: contextWithUser(OWNER),
        params: { claimId: String(claim.id) },
      } as never),
    );
    expect(statusOf(refused)).toBe(403);
    const missing = await run(() =>
      claimLoader({
        request: new Request(`${ORIGIN}/admin/claims/abc`),
        context: contextWithUser(ADMIN),
        params: { claimId: "abc" },
      } as never),
    );
    expect(statusOf(missing)).toBe(404);
  });

  it("needs a reason to reject; approves once; a second decision is a 409", async () => {
    const { db } = database();
    const claim = await newClaim("demo-reviewer-056", 81);
    const params = { claimId: String(claim.id) };
    const path = `/admin/claims/${claim.id}`;

    for (const user of [NEIGHBOUR, OWNER]) {
      expect(statusOf(await post(claimAction, path, user, [["decision", "approve"]], params))).toBe(403);
    }
    const noReason = (await post(claimAction, path, ADMIN, [["decision", "reject"]], params)) as {
      data: { result: { error: Record<string, string[]> } };
    };
    expect(statusOf(noReason)).toBe(400);
    expect(noReason.data.result.error.reason?.[0]).toMatch(/motivo/);
    const [still] = await db.select({ status: claims.status }).from(claims).where(eq(claims.id, claim.id));
    expect(still!.status).toBe("pending");

    const approved = await post(claimAction, path, ADMIN, [["decision", "approve"]], params);
    expect((approved as Response).headers.get("location")).toBe(path);
    expect(await toastOf(approved)).toMatchObject({ type: "success", title: "Pedido aprobado" });
    expect((await getUserAccess(db, "demo-reviewer-056")).businessUuids).toEqual([claim.business]);

    const again = await post(
      claimAction,
      path,
      ADMIN,
      [
        ["decision", "reject"],
        ["reason", "Tarde"],
      ],
      params,
    );
    expect(statusOf(again)).toBe(409);
  });
});

describe("/admin/claims/comercios/:businessId", () => {
  it("rejects with the reason and refuses non-admins", async () => {
    const [uuid] = await addPending(["Lote Rechazo"]);
    const path = `/admin/claims/comercios/${uuid}`;
    const params = { businessId: uuid! };
    expect(statusOf(await post(registrationAction, path, NEIGHBOUR, [["decision", "approve"]], params))).toBe(403);
    const rejected = await post(
      registrationAction,
      path,
      ADMIN,
      [
        ["decision", "reject"],
        ["reason", "Duplicado"],
      ],
      params,
    );
    expect(statusOf(rejected)).toBe(302);
    expect(await statuses([uuid!])).toEqual(["rejected"]);
  });
});

describe("/admin/claims/:claimId/proof/:index", () => {
  it("serves a proof file to admins only, private and never sniffed", async () => {
    const png = new File([new Uint8Array(await pngOf(800, 600))], "habilitación.png", { type: "image/png" });
    const pdf = new File([new TextEncoder().encode("%PDF-1.7\n1 0 obj << >> endobj\n%%EOF")], "afip.pdf");
    const claim = await newClaim("demo-reviewer-057", 82, [png, pdf]);
    const get = (user: SessionUser | null, index: string) =>
      run(() =>
        proofLoader({
          request: new Request(`${ORIGIN}/admin/claims/${claim.id}/proof/${index}`),
          context: contextWithUser(user),
          params: { claimId: String(claim.id), index },
        } as never),
      );

    expect(statusOf(await get(NEIGHBOUR, "0"))).toBe(403);
    expect(statusOf(await get(OWNER, "0"))).toBe(403);
    expect(statusOf(await get(null, "0"))).toBe(302);
    expect(statusOf(await get(ADMIN, "2"))).toBe(404);
    expect(statusOf(await get(ADMIN, "../../x"))).toBe(404);

    const image = (await get(ADMIN, "0")) as Response;
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    expect(image.headers.get("cache-control")).toBe("private, no-store");
    expect(image.headers.get("content-disposition")).toMatch(/^inline; filename="habilitacion.webp"/);
    const bytes = new Uint8Array(await image.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(8, 12))).toBe("WEBP");

    const document = (await get(ADMIN, "1")) as Response;
    expect(document.headers.get("content-type")).toBe("application/pdf");
    expect(document.headers.get("content-disposition")).toMatch(/^attachment; filename="afip.pdf"/);
  });
});
