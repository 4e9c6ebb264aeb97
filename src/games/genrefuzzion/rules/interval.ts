// Between scenes (GF-NEXT-*, GF-INT-1, GF-OBJ-*, GF-TRAIN-*, GF-RET-*, GF-FIN-*): intervals, training, objectives, retirement,
// new characters and sponsorship. Same handler shape as scene.ts.
import { DONE, err, gfError, ok } from "../../../lib/result.js";
import type { Done, Result } from "../../../lib/result.js";
import { checkCharacter } from "./creation.js";
import { sheet } from "./context.js";
import type { D, DCharacter } from "./context.js";
import { MAX_DIE, stepUp } from "./dice.js";
import { flawById } from "./flaws.js";
import { entry, post } from "./ledger.js";
import { stepUpPrice } from "./scene.js";
import type { Action } from "./schemas.js";
import { trickById } from "./tricks.js";

type A<T extends Action["type"]> = Extract<Action, { type: T }>;
type Handler<T extends Action["type"]> = (d: D, a: A<T>) => Done;

/** The player's own active character, in an interval (or the Epilogue when `epilogue`). */
function ownCharacter(d: D, player: string, name: string, epilogue = false): Result<DCharacter> {
  if (!(d.phase === "interval" || (epilogue && d.phase === "epilogue"))) return err(gfError("interval.none", "GF-INT-1", { phase: d.phase }));
  const c = sheet(d, name);
  if (!c || c.kind !== "character" || c.player !== player) return err(gfError("interval.not-yours", "GF-TRAIN-1", { player, character: name }));
  return ok(c);
}

/** GF-TRAIN-3, GF-AMB-33: one step-up or new attribute per character per interval. */
function improve(d: D, character: string): Done {
  if (!d.interval) return err(gfError("interval.none", "GF-INT-1", { phase: d.phase }));
  if (d.interval.improved.includes(character)) return err(gfError("train.once", "GF-TRAIN-3", { character }));
  d.interval.improved.push(character);
  return DONE;
}

export const callInterval: Handler<"interval"> = (d, a) => {
  if (d.phase !== "idle") return err(gfError("interval.not-now", "GF-NEXT-1", { phase: d.phase }));
  // GF-NEXT-1: the rater may call an interval instead of opening the next scene.
  if (d.next !== null && d.next !== a.player) return err(gfError("scene.not-yours-to-open", "GF-NEXT-1", { next: d.next }));
  d.phase = "interval";
  d.interval = { after: d.scenesPlayed, improved: [] };
  d.next = a.player;
  return DONE;
};

export const handOver: Handler<"hand-over"> = (d, a) => {
  if (d.phase !== "idle" && d.phase !== "interval") return err(gfError("interval.not-now", "GF-NEXT-2", { phase: d.phase }));
  // GF-NEXT-2, GF-AMB-29: the holder hands the next scene over; the Moderator may name someone.
  if (a.player !== d.next && a.player !== d.moderator) return err(gfError("scene.not-yours-to-open", "GF-NEXT-2", { next: d.next ?? "-" }));
  if (!d.players.includes(a.to)) return err(gfError("player.unknown", "GF-NEXT-2", { player: a.to }));
  d.next = a.to;
  return DONE;
};

export const train: Handler<"train"> = (d, a) => {
  const found = ownCharacter(d, a.player, a.character);
  if (!found.ok) return found;
  const c = found.value;
  // GF-TRAIN-2, GF-AMB-32: only clichés and relationships are trained.
  const t = c.cliches.find((x) => x.name === a.trait) ?? c.relationships.find((x) => x.name === a.trait);
  if (!t) {
    const other = c.advantages.some((x) => x.name === a.trait) || c.problems.some((x) => x.name === a.trait);
    return err(gfError(other ? "train.not-trainable" : "pool.no-such-trait", other ? "GF-AMB-32" : "GF-TRAIN-2", { what: "trait", name: a.trait, character: a.character }));
  }
  if (t.die === MAX_DIE) return err(gfError("extra.max-die", "GF-TRAIN-2", { name: t.name }));
  const once = improve(d, a.character);
  if (!once.ok) return once;
  const paid = post(d, [entry(a.player, "pv", -stepUpPrice(t.die), "GF-TRAIN-2", "train.step-up", a.character)]);
  if (!paid.ok) return paid;
  t.die = stepUp(t.die);
  return DONE;
};

export const rename: Handler<"rename"> = (d, a) => {
  const found = ownCharacter(d, a.player, a.character);
  if (!found.ok) return found;
  const c = found.value;
  if (!a.to.trim()) return err(gfError("effect.needs-name", "GF-TRAIN-4"));
  if (a.objective !== undefined) {
    // GF-OBJ-10, GF-AMB-30: 3 PK keeping the difficulty, or (setting) the difficulty in PK.
    const o = c.objectives[a.objective - 1];
    if (!o) return err(gfError("objective.none", "GF-OBJ-10", { objective: a.objective }));
    const cost = d.settings.objectiveChange === "rename" ? 3 : o.difficulty;
    const paid = post(d, [entry(a.player, "pk", -cost, d.settings.objectiveChange === "rename" ? "GF-TRAIN-4" : "GF-OBJ-10", "objective.change", a.character)]);
    if (!paid.ok) return paid;
    o.text = a.to;
    return DONE;
  }
  // GF-TRAIN-4: 3 PK for a new text; the die stays; a relationship may point at someone else.
  const rel = c.relationships.find((x) => x.name === a.from);
  const t = rel ?? [...c.cliches, ...c.advantages, ...c.problems].find((x) => x.name === a.from);
  if (!t) return err(gfError("pool.no-such-trait", "GF-TRAIN-4", { what: "trait", name: a.from ?? "-", character: a.character }));
  if (a.target !== undefined && !rel) return err(gfError("train.target-not-relationship", "GF-TRAIN-4", { name: t.name }));
  const paid = post(d, [entry(a.player, "pk", -3, "GF-TRAIN-4", "train.rename", a.character)]);
  if (!paid.ok) return paid;
  t.name = a.to;
  if (rel && a.target !== undefined) rel.target = a.target;
  return DONE;
};

export const newTrick: Handler<"new-trick"> = (d, a) => {
  const found = ownCharacter(d, a.player, a.character);
  if (!found.ok) return found;
  const c = found.value;
  // GF-TRAIN-5: 4 PV for a trick from the table.
  const t = trickById(a.id);
  if (!t) return err(gfError("trick.unknown", "GF-TRAIN-5", { id: a.id }));
  if (c.tricks.includes(a.id)) return err(gfError("train.already-has", "GF-TRAIN-5", { name: t.name.es }));
  const paid = post(d, [entry(a.player, "pv", -4, "GF-TRAIN-5", "train.new-trick", a.character)]);
  if (!paid.ok) return paid;
  c.tricks.push(a.id);
  return DONE;
};

export const newFlaw: Handler<"new-flaw"> = (d, a) => {
  const found = ownCharacter(d, a.player, a.character);
  if (!found.ok) return found;
  const c = found.value;
  // GF-TRAIN-5: 4 PK for a flaw from the table.
  const f = flawById(a.id);
  if (!f) return err(gfError("flaw.unknown", "GF-TRAIN-5", { id: a.id }));
  if (c.flaws.includes(a.id)) return err(gfError("train.already-has", "GF-TRAIN-5", { name: f.name.es }));
  const paid = post(d, [entry(a.player, "pk", -4, "GF-TRAIN-5", "train.new-flaw", a.character)]);
  if (!paid.ok) return paid;
  c.flaws.push(a.id);
  return DONE;
};

function newAttribute(d: D, a: A<"new-cliche"> | A<"new-relationship">): Done {
  const found = ownCharacter(d, a.player, a.character);
  if (!found.ok) return found;
  const c = found.value;
  if (!a.name.trim()) return err(gfError("effect.needs-name", "GF-TRAIN-6"));
  if ([...c.cliches, ...c.relationships].some((x) => x.name === a.name)) return err(gfError("effect.name-taken", "GF-TRAIN-6", { name: a.name }));
  // GF-TRAIN-6, GF-AMB-34: a d8 for 4 PK, and it is the interval's one improvement.
  const once = improve(d, a.character);
  if (!once.ok) return once;
  const paid = post(d, [entry(a.player, "pk", -d.settings.newAttributePk, "GF-TRAIN-6", `train.${a.type}`, a.character)]);
  if (!paid.ok) return paid;
  if (a.type === "new-cliche") c.cliches.push({ name: a.name, die: 8 });
  else c.relationships.push({ name: a.name, die: 8, target: a.target });
  return DONE;
}
export const newCliche: Handler<"new-cliche"> = newAttribute;
export const newRelationship: Handler<"new-relationship"> = newAttribute;

export const endorse: Handler<"endorse"> = (d, a) => {
  if (d.phase !== "interval" && d.phase !== "epilogue") return err(gfError("interval.none", "GF-OBJ-5", { phase: d.phase }));
  const c = sheet(d, a.character);
  if (!c || c.kind !== "character") return err(gfError("scene.no-character", "GF-OBJ-6", { player: a.player, character: a.character }));
  // GF-OBJ-6: another player agrees and pays 1 PV or 1 PK.
  if (c.player === a.player) return err(gfError("objective.self-endorse", "GF-OBJ-6"));
  const o = c.objectives[a.objective - 1];
  if (!o) return err(gfError("objective.none", "GF-OBJ-6", { objective: a.objective }));
  if (o.state !== "open") return err(gfError("objective.state", "GF-OBJ-6", { objective: a.objective, state: o.state }));
  // GF-OBJ-5: fulfilled in a scene; analysed in the next interval (or later, under the setting).
  if (a.scene > d.scenesPlayed) return err(gfError("objective.future-scene", "GF-OBJ-5", { scene: a.scene }));
  if (d.phase === "interval" && !d.settings.lateObjectiveAnalysis && a.scene !== d.interval?.after) {
    return err(gfError("objective.late", "GF-OBJ-5", { scene: a.scene }));
  }
  const paid = post(d, [entry(a.player, a.currency, -1, "GF-OBJ-6", "objective.endorse", a.character)]);
  if (!paid.ok) return paid;
  o.state = "achieved";
  return DONE;
};

function retireCharacter(d: D, name: string): void {
  const c = sheet(d, name);
  if (!c) return;
  // GF-RET-1: from then on it counts as an extra ("no necesariamente desaparece del mundo del juego");
  // the player keeps their points.
  if (c.player) c.retiredFrom = c.player;
  delete c.player;
  c.kind = "extra";
}

export const satisfy: Handler<"satisfy"> = (d, a) => {
  const found = ownCharacter(d, a.player, a.character, true);
  if (!found.ok) return found;
  const c = found.value;
  const o = c.objectives[a.objective - 1];
  if (!o) return err(gfError("objective.none", "GF-OBJ-7", { objective: a.objective }));
  // GF-OBJ-7: only an achieved objective; GF-EPI-1 still requires the endorsement.
  if (o.state !== "achieved") return err(gfError("objective.state", "GF-OBJ-7", { objective: a.objective, state: o.state }));
  const pk = a.pk ?? 0;
  // GF-AMB-31: PV only, except in the Epilogue (GF-EPI-1), where any mix of PV and PK pays.
  if (pk > 0 && d.phase !== "epilogue") return err(gfError("objective.pv-only", "GF-AMB-31"));
  if (pk > o.difficulty) return err(gfError("objective.overpaid", "GF-EPI-1", { difficulty: o.difficulty }));
  const rule = d.phase === "epilogue" ? "GF-EPI-1" : "GF-OBJ-7";
  const entries = [entry(a.player, "pv", -(o.difficulty - pk), rule, "objective.satisfy", a.character)];
  if (pk) entries.push(entry(a.player, "pk", -pk, rule, "objective.satisfy", a.character));
  const paid = post(d, entries.filter((e) => e.amount !== 0));
  if (!paid.ok) return paid;
  o.state = "satisfied";
  // GF-OBJ-9 (GF-AMB-35 for two-objective characters): all satisfied → the character retires.
  if (c.objectives.every((x) => x.state === "satisfied")) retireCharacter(d, a.character);
  return DONE;
};

export const retire: Handler<"retire"> = (d, a) => {
  const c = sheet(d, a.character);
  if (!c || c.kind !== "character") return err(gfError("scene.no-character", "GF-RET-1", { player: a.player, character: a.character }));
  // GF-RET-1: a character retires when its player announces leaving, or has not posted for a long
  // time (the original, lines  567–569). The text names nobody who judges "a long time"; letting the
  // Moderator retire an absent player's character is the product's reading, not the text's.
  if (c.player !== a.player && a.player !== d.moderator) return err(gfError("interval.not-yours", "GF-RET-1", { player: a.player, character: a.character }));
  // Ours, not the text's: a protagonist or antagonist of the scene in play ends it (or the Moderator
  // suspends it, GF-SUSP-1) before retiring, so no scene is left without one of its sides.
  if (d.scene && (d.scene.protagonist.character === a.character || d.scene.antagonist.character === a.character)) {
    return err(gfError("scene.in-progress", "GF-RET-1"));
  }
  retireCharacter(d, a.character);
  return DONE;
};

/** A relationship of this player's character that points at a retired character (GF-RET-2, GF-RET-3). */
function relationshipToRetired(d: D, player: string, character: string, name: string) {
  const c = sheet(d, character);
  if (!c || c.kind !== "character" || c.player !== player) return err(gfError("interval.not-yours", "GF-RET-2", { player, character }));
  const rel = c.relationships.find((r) => r.name === name);
  if (!rel) return err(gfError("pool.no-such-trait", "GF-RET-2", { what: "relationship", name, character }));
  if (!sheet(d, rel.target)?.retiredFrom) return err(gfError("relationship.target-active", "GF-RET-2", { name, target: rel.target }));
  return ok({ c, rel });
}

export const redirect: Handler<"redirect"> = (d, a) => {
  const finding = relationshipToRetired(d, a.player, a.character, a.relationship);
  if (!finding.ok) return finding;
  const found = finding.value;
  // GF-RET-2: to an extra, or a character this one has no relationship with yet.
  const target = sheet(d, a.target);
  if (!target) return err(gfError("scene.unknown-character", "GF-RET-2", { character: a.target }));
  if (target.kind === "character" && found.c.relationships.some((r) => r.target === a.target)) {
    return err(gfError("relationship.exists", "GF-RET-2", { target: a.target }));
  }
  found.rel.target = a.target;
  return DONE;
};

export const dropRelationship: Handler<"drop-relationship"> = (d, a) => {
  const finding = relationshipToRetired(d, a.player, a.character, a.relationship);
  if (!finding.ok) return finding;
  const found = finding.value;
  // GF-RET-3: points equal to the die's maximum face, split as the owner likes.
  if (a.pv + a.pk !== found.rel.die) return err(gfError("relationship.split", "GF-RET-3", { total: found.rel.die, pv: a.pv, pk: a.pk }));
  const entries = [entry(a.player, "pv", a.pv, "GF-RET-3", "relationship.drop", a.character), entry(a.player, "pk", a.pk, "GF-RET-3", "relationship.drop", a.character)];
  const paid = post(d, entries.filter((e) => e.amount !== 0));
  if (!paid.ok) return paid;
  found.c.relationships.splice(found.c.relationships.indexOf(found.rel), 1);
  return DONE;
};

export const join: Handler<"join"> = (d, a) => {
  // GF-NEW-1 item 6: a new character enters play in an interval.
  if (d.phase !== "interval") return err(gfError("interval.none", "GF-NEW-1", { phase: d.phase }));
  const s = a.sheet;
  if (s.player !== a.player || s.kind !== "character") return err(gfError("interval.not-yours", "GF-NEW-1", { player: a.player, character: s.name }));
  if (sheet(d, s.name)) return err(gfError("setup.duplicate", "GF-NEW-1", { character: s.name }));
  // GF-META-2, GF-RET-4: one active character per player.
  const current = Object.values(d.characters).find((c) => c.kind === "character" && c.player === a.player);
  if (current) return err(gfError("setup.second-character", "GF-META-2", { player: a.player, character: current.name }));
  const bad = checkCharacter(s, "new");
  if (!bad.ok) return bad;
  d.characters[s.name] = { ...s, joinedMidGame: true, objectives: s.objectives.map((o) => ({ ...o, state: "open" })) } as D["characters"][string];
  if (!d.players.includes(a.player)) d.players.push(a.player);
  if (!d.balances[a.player]) d.balances[a.player] = { pv: 0, pk: 0 };
  if (a.newcomer && !d.newcomers.includes(a.player)) d.newcomers.push(a.player);
  return DONE;
};

export const sponsor: Handler<"sponsor"> = (d, a) => {
  // GF-NEW-1 item 4: players may give a new player PV and PK from their own balances.
  if (!d.newcomers.includes(a.to)) return err(gfError("sponsor.not-newcomer", "GF-NEW-1", { player: a.to }));
  if (a.to === a.player) return err(gfError("sponsor.self", "GF-NEW-1"));
  const entries = (["pv", "pk"] as const).flatMap((cur) => a[cur] > 0
    ? [entry(a.player, cur, -a[cur], "GF-NEW-1", "sponsor.give"), entry(a.to, cur, a[cur], "GF-NEW-1", "sponsor.receive")] : []);
  if (entries.length === 0) return err(gfError("sponsor.nothing", "GF-NEW-1"));
  return post(d, entries);
};
