import { it } from "vitest";
import { fetchApp } from "../setup/app-handler.ts";
import { signIn } from "../setup/auth-client.ts";
import { setupTestDatabase } from "../setup/test-database.ts";

setupTestDatabase();

it("probe", async () => {
  const admin = await signIn("admin@vilma.test", "vilma1234");
  const user = await signIn("vecino@vilma.test", "vilma1234");
  const owner = await signIn("comercio@vilma.test", "vilma1234");
  for (const [who, cookie] of [["anon", undefined], ["user", user], ["owner", owner], ["admin", admin]] as const) {
    for (const path of ["/admin", "/admin/dashboard", "/admin/dashboard.data", "/admin.data", "/mi-comercio", "/mi-comercio/promociones/nueva", "/mi-comercio.data", "/api/notifications"]) {
      const r = await fetchApp(path, { cookie });
      console.log(who, path, r.status, r.location, r.headers.get("x-remix-redirect"), r.headers.get("content-type"), r.text.slice(0, 120).replace(/\n/g, " "));
    }
  }
});
