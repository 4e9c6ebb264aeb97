// [tt-mesa desafio=…] / [tt-table challenge=…]: the service's table of one challenge, in its replies
// (flow/table-block.ts writes it): the effort left (TT-EFF-2), each challenged character's difficulty
// in force with the modifiers that make it (TT-KAR-3 −1, TT-QRK-1 +1, TT-HS-1, TT-LVL-3), their Karma
// and Resolve, whom the table waits for, and whether the GM closed it. The card draws it; the flow
// never plays it, and a table posted by anyone but the service's account is marked untrusted.
import type { MarkupError, TableNode } from "./schemas.js";
import { foldKeyword } from "../../../markup/keywords.js";
import { clip, err, single, type Field } from "./read-lines.js";

/** The word a table's cost line marks a critical failure with (TT-OUT-4), in either language, folded. */
const CRITICAL: ReadonlySet<string> = new Set(["critical", "critico"]);

type Row = { -readonly [K in keyof TableNode["characters"][number]]: TableNode["characters"][number][K] };

const PART = /^(TT-[A-Z0-9]+-\d{1,3})\s*([+\-\u2212])\s*(\d)$/;

/** "4 (TT-KAR-3 -1, TT-QRK-1 +1)": the value, then each modifier with its rule. */
function difficulty(f: Field, errors: MarkupError[]): Row["difficulty"] {
  const m = /^(\d{1,2})\s*(?:\(([^()]*)\))?$/.exec(f.value);
  const parts = (m?.[2] ?? "").split(",").map((p) => p.trim()).filter(Boolean).map((p) => PART.exec(p));
  if (!m || parts.some((p) => !p) || parts.length > 10) {
    errors.push(err(f, "tt.markup.table-difficulty", { keyword: f.keyword, value: clip(f.value, 40) }));
    return undefined;
  }
  return { value: Number(m[1]), parts: parts.map((p) => ({ rule: p![1]!, amount: (p![2] === "+" ? 1 : -1) * Number(p![3]) })) };
}

function tokens(f: Field, errors: MarkupError[]): Row["karma"] {
  const m = /^(\d{1,2})\s*\/\s*(\d{1,2})$/.exec(f.value);
  if (!m) { errors.push(err(f, "tt.markup.tokens", { keyword: f.keyword, value: clip(f.value, 30) })); return undefined; }
  return { current: Number(m[1]), quota: Number(m[2]) };
}

export function buildTable(attrs: Readonly<Record<string, string>>, fields: readonly Field[], errors: MarkupError[], open: { line: number; column: number }): TableNode {
  if (!attrs["challenge"]) errors.push(err(open, "tt.markup.missing-attr", { tag: "tt-table", name: "challenge" }));
  const rows: Row[] = [];
  const row = (name: string): Row => {
    let r = rows.find((x) => x.name === name);
    if (!r) rows.push((r = { name }));
    return r;
  };
  const costs: NonNullable<TableNode["costs"]> = [];
  const karmaOffers: NonNullable<TableNode["karmaOffers"]> = [];
  for (const f of fields) {
    const perCharacter = f.field === "difficulty" || f.field === "karma" || f.field === "resolve" || f.field === "cost" || f.field === "karmaOffer";
    if (perCharacter && !f.qualifier) { errors.push(err(f, "tt.markup.needs-character", { keyword: f.keyword })); continue; }
    if (!perCharacter && f.qualifier) { errors.push(err(f, "tt.markup.qualifier-forbidden", { keyword: f.keyword, qualifier: clip(f.qualifier, 30) })); continue; }
    if (!perCharacter) continue;
    if (f.field === "cost") {
      // "dj" or "dj, critical" (es: "dj, crítico"): who decides the failure's cost, and whether it was critical.
      const [user, mark, ...rest] = f.value.split(",").map((x) => x.trim());
      const critical = mark !== undefined && CRITICAL.has(foldKeyword(mark));
      if (!user || rest.length || (mark !== undefined && !critical)) errors.push(err(f, "tt.markup.table-cost", { keyword: `${f.keyword} ${clip(f.qualifier, 30)}`, value: clip(f.value, 40) }));
      else costs.push({ character: f.qualifier, user: user.replace(/^@/, ""), critical });
      continue;
    }
    if (f.field === "karmaOffer") {
      // TT-KAR-3: the player who may spend this character's Karma on the challenge now.
      const user = f.value.replace(/^@/, "").trim();
      if (user && !/[\s,]/.test(user)) karmaOffers.push({ character: f.qualifier, user });
      else errors.push(err(f, "tt.markup.value-required", { keyword: `${f.keyword} ${clip(f.qualifier, 30)}` }));
      continue;
    }
    const r = row(f.qualifier);
    const key = f.field as "difficulty" | "karma" | "resolve";
    if (r[key] !== undefined) { errors.push(err(f, "tt.markup.duplicate", { keyword: `${f.keyword} ${f.qualifier}` })); continue; }
    const v = key === "difficulty" ? difficulty(f, errors) : tokens(f, errors);
    if (v) (r as Record<string, unknown>)[key] = v;
  }
  const node: TableNode = { block: "table", challenge: attrs["challenge"] ?? "-", closed: !!single(fields, "closed", errors), characters: rows, waiting: [] };
  const effort = single(fields, "effort", errors);
  if (effort) {
    const m = /^(\d{1,2})\s*\/\s*(\d{1,2})$/.exec(effort.value);
    if (m && Number(m[1]) <= Number(m[2])) node.effort = { left: Number(m[1]), total: Number(m[2]) };
    else errors.push(err(effort, "tt.markup.tokens", { keyword: effort.keyword, value: clip(effort.value, 30) }));
  }
  const waiting = single(fields, "waiting", errors);
  if (waiting) node.waiting = waiting.value.split(",").map((u) => u.trim().replace(/^@/, "")).filter(Boolean);
  if (costs.length) node.costs = costs.slice(0, 20);
  if (karmaOffers.length) node.karmaOffers = karmaOffers.slice(0, 20);
  return node;
}
