// [tt-answer character=… challenge=…] (es: [tt-respuesta personaje=… desafio=…]): a human's answer to
// what the tool asked (the rules' list of what only a person decides): the GM's cost of a failure
// (TT-OUT-3, with the complication a critical failure needs, TT-OUT-4), the player's quirk reward
// (TT-QRK-2), the winner's affliction after a defeat (TT-DEF-1), the player's answer to a complication
// offer (TT-CPX-1, TT-KAR-6), and the player's choice for an advance (TT-ADV-2, TT-ADV-3).
// [tt-gm] (es: [tt-dj]): the GM's moves between rolls, one a line, in order.
import type { AnswerNode, GmNode, MarkupError } from "./schemas.js";
import { clip, err, nameAndNotes, oneOf, qualifiersOnly, single, type Field } from "./read-lines.js";
import { AFFLICTION_WORDS, COST_WORDS, LIMITATION_WORDS, TOKEN_WORDS, YES_NO } from "./vocabulary.js";

const LIMITS = "agotadora, ritualista, incontrolable… / exhausting, ritualistic, uncontrollable…";
const ONE_OF = ["cost", "reward", "affliction", "accept", "newPerk", "newQuirk", "raise"] as const;

export function buildAnswer(attrs: Readonly<Record<string, string>>, fields: readonly Field[], errors: MarkupError[], open: { line: number; column: number }): AnswerNode {
  qualifiersOnly(fields, [], errors);
  if (!attrs["character"]) errors.push(err(open, "tt.markup.missing-attr", { tag: "tt-answer", name: "character" }));
  const node: AnswerNode = { block: "answer", character: attrs["character"] ?? "-", ...(attrs["challenge"] ? { challenge: attrs["challenge"] } : {}) };
  const given = ONE_OF.map((id) => single(fields, id, errors)).filter((f) => f !== undefined);
  if (given.length !== 1) { errors.push(err(given[1] ?? open, "tt.markup.one-answer", { count: given.length })); return node; }
  const f = given[0]!;
  if (!f.value) { errors.push(err(f, "tt.markup.value-required", { keyword: f.keyword })); return node; }
  // A cost and a reward belong to one challenge's roll; the rest do not.
  if ((f.field === "cost" || f.field === "reward") && !node.challenge) errors.push(err(f, "tt.markup.needs-challenge", { keyword: f.keyword }));
  const complication = single(fields, "complication", errors);
  if (complication?.value) node.complication = complication.value;
  else if (complication) errors.push(err(complication, "tt.markup.value-required", { keyword: complication.keyword }));
  switch (f.field) {
    case "cost": node.cost = oneOf(f, COST_WORDS, "resolución, complicación, consecuencia / resolve, complication, consequence", errors); break;
    case "reward": node.reward = oneOf(f, TOKEN_WORDS, "karma, resolución / karma, resolve", errors); break;
    case "accept": { const v = oneOf(f, YES_NO, "sí, no / yes, no", errors); if (v) node.accept = v === "yes"; break; }
    case "affliction": {
      const { name, notes } = nameAndNotes(f.value);
      const marks = notes.map((n) => oneOf(f, AFFLICTION_WORDS, "permanente, escena, mortal / permanent, scene, fatal", errors, n));
      node.affliction = { name: clip(name, 200), permanent: marks.includes("permanent"), untilSceneEnd: marks.includes("scene"), fatal: marks.includes("fatal") };
      break;
    }
    case "newPerk": {
      const { name, notes } = nameAndNotes(f.value);
      const limitations = notes.map((n) => oneOf(f, LIMITATION_WORDS, LIMITS, errors, n)).filter((x) => x !== undefined);
      node.advance = { take: "perk", name, limitations };
      break;
    }
    case "newQuirk": node.advance = { take: "quirk", name: f.value }; break;
    case "raise": { const t = oneOf(f, TOKEN_WORDS, "karma, resolución / karma, resolve", errors); if (t) node.advance = { take: t === "karma" ? "karma-quota" : "resolve-quota" }; break; }
  }
  return node;
}

export function buildGm(fields: readonly Field[], errors: MarkupError[], open: { line: number; column: number }): GmNode {
  qualifiersOnly(fields, [], errors);
  const steps: GmNode["steps"] = [];
  for (const f of fields) {
    const needsValue = f.field === "close" || f.field === "advance" || f.field === "offer";
    if (needsValue && !f.value) { errors.push(err(f, "tt.markup.value-required", { keyword: f.keyword })); continue; }
    if (f.field === "close") steps.push({ do: "close", challenge: f.value });
    else if (f.field === "sceneEnd") steps.push({ do: "scene-end" });
    else if (f.field === "session") steps.push({ do: "session" });
    else if (f.field === "advance") steps.push({ do: "grant-advance", character: f.value });
    else if (f.field === "offer") steps.push({ do: "offer", character: f.value });
  }
  if (steps.length === 0 && !errors.length) errors.push(err(open, "tt.markup.empty", { tag: "tt-gm" }));
  return { block: "gm", steps: steps.slice(0, 20) };
}
