// The sheet card's "build a pool" picker (issue 6 §5, issue 7 §2): the player ticks traits of their
// sheet and the composer opens with a ready [gf-pool] block, in the sheet's language, with the
// sheet's dice (the service checks them against the sheet again: a typed size never beats the
// sheet's, GF-POOL-2). The block parses back with the markup parser to exactly the chosen traits.
import { err, gfError, ok, type GfError, type Result } from "../lib/result.js";
import { NAME_PATTERN } from "../markup/attr-values.js";
import type { Sheet } from "./schemas.js";

/** Own traits that go in an own pool; own problems never do (GF-POOL-4). */
export type PickableList = "cliches" | "relationships" | "advantages";

/** One pick: an own trait by list and name, a sacrificed advantage (GF-ADV-4), or a bought d6 (GF-POOL-2 S8). */
export type PoolPick =
  | { readonly list: PickableList; readonly name: string; readonly sacrifice?: boolean }
  | { readonly list: "bought" };

export interface PoolBlockOptions {
  readonly role?: "protagonist" | "antagonist";
  readonly scene?: number;
  /** The sheet's post id, so the service finds the sheet without the registry. */
  readonly sheetPost?: number;
  /** GF-ROLL-5: boosts declared with the roll (GF-AMB-16). */
  readonly boosts?: readonly ("pv" | "pk")[];
}

const WORDS = {
  es: { character: "personaje", role: "rol", scene: "escena", sheet: "ficha", protagonist: "protagonista", antagonist: "antagonista",
    cliches: "cliché", relationships: "relación", advantages: "ventaja", sacrifice: "sacrificio", bought: "pk", boost: "impulso" },
  en: { character: "character", role: "role", scene: "scene", sheet: "sheet", protagonist: "protagonist", antagonist: "antagonist",
    cliches: "cliche", relationships: "relationship", advantages: "advantage", sacrifice: "sacrifice", bought: "pk", boost: "boost" },
} as const;

/** The [gf-pool] text for the picked traits of `sheet`, or an error naming a pick the sheet lacks. */
export function poolBlockText(sheet: Sheet, picks: readonly PoolPick[], options: PoolBlockOptions = {}): Result<string, GfError> {
  const w = WORDS[sheet.lang];
  const name = sheet.name?.trim();
  if (name && !NAME_PATTERN.test(name)) return err(gfError("sheet.unsafe_text", undefined, { text: name }));
  const attrs = [
    name ? `${w.character}="${name}"` : "",
    options.role ? `${w.role}=${w[options.role]}` : "",
    options.scene ? `${w.scene}=${options.scene}` : "",
    options.sheetPost ? `${w.sheet}=${options.sheetPost}` : "",
  ].filter(Boolean);
  const lines: string[] = [];
  for (const pick of picks) {
    if (pick.list === "bought") { lines.push(w.bought); continue; }
    const t = sheet[pick.list].find((x) => x.name === pick.name);
    if (!t) return err(gfError("sheet.no_trait", "GF-POOL-2", { kind: pick.list, name: pick.name }));
    const die = t.die ? ` d${t.die}` : "";
    const target = "target" in t && t.target ? ` ${t.target}` : "";
    const keyword = pick.list === "advantages" && pick.sacrifice ? w.sacrifice : w[pick.list];
    lines.push(`${keyword}${pick.list === "relationships" ? target : ""}: ${t.name}${die}`);
  }
  for (const b of options.boosts ?? []) lines.push(`${w.boost}: ${b}`);
  return ok([`[gf-pool${attrs.length ? ` ${attrs.join(" ")}` : ""}]`, ...lines, "[/gf-pool]"].join("\n"));
}
