/**
 * Host header poisoning (issue 9, defect 3): with PUBLIC_URL unset, a request's own Host must never
 * reach a page, a cached page, the sitemap, robots.txt or the RSS feed unless it is an allowed host.
 */
import http from "node:http";
import { describe, expect, it } from "vitest";
import { fetchApp } from "#tests/setup/app-handler.ts";
import { latestMailLink } from "#tests/setup/auth-client.ts";
import { setupRealServer } from "#tests/setup/real-server.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";

setupTestDatabase();
const server = setupRealServer();

/** fetch() refuses to set Host; node:http sends whatever we ask. */
function get(
  path: string,
  host?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const url = new URL(path, server());
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, headers: host ? { host } : {} },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

describe("a foreign Host header", () => {
  it("never reaches the cached home page or category list of the next visitor", async () => {
    for (const path of ["/", "/categories"]) {
      const poisoned = await get(path, "evil.example");
      expect(poisoned.status).toBe(200);
      expect(poisoned.body).not.toContain("evil.example");
      const next = await get(path);
      expect(next.status).toBe(200);
      expect(next.body).not.toContain("evil.example");
      // The page still names an origin: the default one.
      expect(next.body).toMatch(/<link rel="canonical" href="http:\/\/(localhost|127\.0\.0\.1)/);
    }
  });

  it("never reaches the sitemap, robots.txt or the RSS feed", async () => {
    for (const path of ["/sitemap.xml", "/robots.txt", "/magazine/rss.xml"]) {
      const answer = await get(path, "evil.example:8080");
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).not.toContain("evil.example");
      expect(answer.body, path).toContain("http://localhost:");
    }
  });

  it("an X-Forwarded-Host from the local proxy is held to the same list", async () => {
    const url = new URL("/robots.txt", server());
    const answer = await new Promise<string>((resolve, reject) => {
      http
        .get(
          { host: url.hostname, port: url.port, path: url.pathname, headers: { "x-forwarded-host": "evil.example" } },
          (res) => {
            let body = "";
            res.on("data", (c) => {
              body += c;
            });
            res.on("end", () => resolve(body));
          },
        )
        .on("error", reject);
    });
    expect(answer).not.toContain("evil.example");
  });

  it("an allowed host keeps its own origin (a developer on localhost)", async () => {
    const answer = await get("/robots.txt", "localhost:3000");
    expect(answer.body).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  });

  it("never reaches the links in e-mail (Better Auth resolves its base URL from the same list)", async () => {
    const answer = await fetchApp("/api/auth/request-password-reset", {
      json: { email: "admin@vilma.test", redirectTo: "/auth/restablecer" },
      headers: { host: "evil.example", "x-forwarded-host": "evil.example" },
    });
    expect(answer.status).toBe(200);
    const link = await latestMailLink("admin@vilma.test");
    expect(new URL(link).origin).toBe("http://localhost:3000");
  });
});
