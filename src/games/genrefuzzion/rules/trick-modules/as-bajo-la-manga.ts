// GF-TRICK-02 As bajo la manga: a sacrificed advantage gives four dice instead of three (GF-ADV-4); only with a sacrifice.
import { DONE, ok } from "../../../../lib/result.js";
import { unmet } from "./unmet.js";
import type { TrickModule } from "./trick-module.js";

export const asBajoLaManga: TrickModule<"as-bajo-la-manga"> = {
  id: "as-bajo-la-manga",
  advantageLine: (sacrifice) => (sacrifice ? ok(4) : unmet("as-bajo-la-manga")),
  pool: (v) => (v.lines.some((e) => e.kind === "advantage" && e.sacrifice) ? DONE : unmet("as-bajo-la-manga")),
};
