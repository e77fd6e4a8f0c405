/** Fuzz, signed out: see tests/fuzz/fuzz-kit.ts for what is sent and the properties checked. */
import { defineFuzz } from "./fuzz-kit.ts";

defineFuzz({ label: "anónimo", runs: 3_000 });
