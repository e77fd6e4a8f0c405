/** Fuzz, signed in as a neighbour: see tests/fuzz/fuzz-kit.ts for what is sent and the properties checked. */
import { defineFuzz } from "./fuzz-kit.ts";

defineFuzz({ label: "vecino", email: "vecino@vilma.test", runs: 3_000 });
