/** Fuzz, signed in as a business owner: see tests/fuzz/fuzz-kit.ts for what is sent and the properties checked. */
import { defineFuzz } from "./fuzz-kit.ts";

defineFuzz({ label: "dueño de comercio", email: "comercio@vilma.test", runs: 3_000 });
