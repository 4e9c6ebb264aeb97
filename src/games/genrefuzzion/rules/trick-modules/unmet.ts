// A trick's activation condition does not hold (the mechanical ones are checked, GF-TT-4).
import { err, gfError } from "../../../../lib/result.js";
import type { Err, GfError } from "../../../../lib/result.js";
import { trickById } from "../tricks.js";

export function unmet(id: string): Err<GfError> {
  const trick = trickById(id);
  return err(gfError("trick.condition", trick?.rule ?? "GF-TT-4", { trick: trick?.name.es ?? id }));
}
