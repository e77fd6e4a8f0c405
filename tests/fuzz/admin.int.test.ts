/** Fuzz, signed in as an admin: see tests/fuzz/fuzz-kit.ts for what is sent and the properties checked. */
import { defineFuzz } from "./fuzz-kit.ts";

defineFuzz({ label: "admin", email: "admin@vilma.test", runs: 3_000 });
