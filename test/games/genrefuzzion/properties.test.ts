// Random play: whatever players post, in whatever order, the reducer never throws, never leaves a
// negative balance, keeps every balance equal to the sum of its ledger, never changes the state it
// was given, and every refusal has a message in both languages. Seeded, so it cannot flake.
//
// Each run is a tape of random numbers that a small table of players reads against the current
// state: most posts are what the phase asks for (the acting side's roll with tricks on its sheet,
// a yield, an effect, a rating, an interval move), built from the sheets in play, and some are posts
// out of turn. Every PC carries every trick and flaw of the tables, so the trick paths of the pool
// builder get random input; the run ends by checking that every phase, every trick and every flaw
// was reached (accepted at least once) across the runs. States along the way are also stored and
// read back through the stored-state schema, which must give them back unchanged.
import { describe, expect, it } from "@jest/globals";
import { isDeepStrictEqual } from "node:util";
import fc from "../../support/fast-check.js";
import { apply, parseAction } from "../../../src/games/genrefuzzion/rules/apply.js";
import { rulesMessage } from "../../../src/games/genrefuzzion/rules/messages.js";
import { planRoll } from "../../../src/games/genrefuzzion/rules/scene.js";
import { gameStateSchema, gfStateSchema } from "../../../src/games/genrefuzzion/rules/state-schema.js";
import { TRICKS } from "../../../src/games/genrefuzzion/rules/tricks.js";
import { FLAWS } from "../../../src/games/genrefuzzion/rules/flaws.js";
import type { GameState, Phase } from "../../../src/games/genrefuzzion/rules/state.js";
import { rich, startWith } from "./world.js";

/** 34 tricks × 6 runs of about 80 posts each: some 16,000 posts in all. */
const RUNS_PER_TRICK = 6;
const ALL_PHASES: readonly Phase[] = ["idle", "calls", "p_roll", "a_decide", "p_decide", "won", "rating", "interval", "epilogue"];
const PCS = ["Lía", "Bruno", "Cata", "Dino"] as const;
const EXTRAS = ["Señor Gris", "Roco"] as const;
const PLAYERS = ["ana", "beto", "caro", "dani", "eva"] as const;

/** Reads the tape: each call takes the next number; past its end the tape reads as zeros. */
class Tape {
  private i = 0;
  /** The trick and flaw this run keeps trying whenever their moment comes, so every one gets its turn. */
  constructor(private readonly numbers: readonly number[], readonly focusTrick: string, readonly focusFlaw: string) {}
  get done(): boolean { return this.i >= this.numbers.length; }
  int(n: number): number { return n <= 0 ? 0 : (this.numbers[this.i++] ?? 0) % n; }
  pick<T>(items: readonly T[]): T { return items[this.int(items.length)]!; }
  chance(percent: number): boolean { return this.int(100) < percent; }
  some<T>(items: readonly T[], max: number): T[] {
    const out: T[] = [];
    for (let k = this.int(max + 1); k > 0 && items.length; k--) {
      const x = this.pick(items);
      if (!out.includes(x)) out.push(x);
    }
    return out;
  }
  face(size: number): number { return 1 + this.int(size); }
}

type Json = Record<string, unknown>;
interface Sheet { player?: string; cliches: { name: string; die: number }[]; relationships: { name: string; target: string; die: number }[];
  advantages: { name: string; die: number }[]; problems: { name: string; die: number }[]; tricks: string[]; flaws: string[]; objectives: { text: string }[] }
const names = (list: readonly { name: string }[] | undefined) => (list ?? []).map((x) => x.name);
const sheetOf = (s: GameState, name: string) => s.characters[name] as unknown as Sheet | undefined;

/** The campaign every run starts from: all PCs carry every trick and flaw, everyone is rich. */
function campaign(): GameState {
  // Each PC: one d10 cliché (Excelencia, Genre Savvy), an anger problem (Provócame) and a d8
  // relationship with every other PC (No me esperaba esto de ti, Rompecorazones, Duda inapropiada);
  // Lía and Bruno start with two advantages (Naciste listo, As bajo la manga), Cata and Dino with
  // none (Regalo del cielo).
  const base = startWith({});
  const sheet = (me: string) => ({
    tricks: TRICKS.map((t) => t.id), flaws: FLAWS.map((f) => f.id),
    cliches: base.characters[me]!.cliches.map((c, i) => (i === 0 ? { ...c, die: 10 } : c)),
    advantages: me === "Lía" || me === "Bruno" ? [{ name: "Escoba", die: 6 }, { name: "Amuleto", die: 4 }] : [],
    problems: [{ name: "Furia", die: 4 }],
    relationships: PCS.filter((c) => c !== me).map((c) => ({ name: `Lazo con ${c}`, target: c, die: 8 })),
  });
  // GF-AMB-07: callers may run their extra allies, so the walk reaches many-ally pools (Trabajo en
  // equipo, Mala junta) with five players; now and then an outsider is named instead.
  return startWith(Object.fromEntries(PCS.map((c) => [c, sheet(c)])), { ...rich(...PLAYERS), settings: { callerRunsExtraAlly: true } });
}

/** Who runs each extra called as an ally (GF-AMB-07): mostly the caller, sometimes anyone. */
function runnersFor(t: Tape, allies: readonly string[], caller: string): Record<string, string> {
  return Object.fromEntries(allies.filter((c) => (EXTRAS as readonly string[]).includes(c)).map((c) => [c, t.chance(80) ? caller : t.pick(PLAYERS)]));
}

/** The params a trick play needs, filled from the sheets in play (or nonsense, now and then). */
function trickPlay(t: Tape, s: GameState, me: string, them: string, id: string): Json {
  const mine = sheetOf(s, me);
  const theirs = sheetOf(s, them);
  const lastRoll = s.scene?.rolls.at(-1);
  const reroll = () => {
    const dice = lastRoll?.dice ?? [];
    const drop = t.some(dice.map((_, i) => i), 2);
    return { drop, dice: dice.filter((_, i) => !drop.includes(i)).map((d) => ({ size: d.size, face: t.face(d.size) })) };
  };
  const sideOf = (c: string) => (s.scene?.antagonist.character === c ? "antagonist" : "protagonist");
  const alliesOf = (c: string) => (s.scene?.allies ?? []).filter((a) => a.side === sideOf(c)).map((a) => a.character);
  switch (id) {
    case "defensa-impasable": return { id, cliche: t.pick([...names(mine?.cliches), "x"]) };
    case "excelencia": return { id, cliche: t.pick([...names(mine?.cliches.filter((c) => c.die >= 10)), ...names(mine?.cliches), "x"]) };
    case "genre-savvy": {
      const big = (lastRoll?.pool ?? []).filter((p) => p.kind === "cliche" && p.size >= 10).map((p) => p.name);
      return { id, cliche: big.length && t.chance(80) ? t.pick(big) : t.pick([...names(theirs?.cliches), "x"]) };
    }
    case "plan-b": {
      // Two clichés this scene has not seen in the roller's pools yet.
      const used = new Set((s.scene?.rolls ?? []).filter((r) => r.character === me).flatMap((r) => r.pool.map((p) => p.name)));
      const fresh = names(mine?.cliches).filter((c) => !used.has(c));
      const from = fresh.length >= 2 ? fresh : names(mine?.cliches);
      const first = t.pick(from);
      return { id, cliches: [first, t.pick([...from.filter((c) => c !== first), first])] };
    }
    case "huyan-cobardes": return { id, ally: t.pick([...alliesOf(them), "Nadie"]) };
    case "otro-mordera-el-polvo": return { id, problem: t.pick([...(s.scene?.received ?? []).map((r) => r.name), "x"]), ally: t.pick([...alliesOf(me), "Nadie"]) };
    case "provocame": return { id, problem: t.pick([...(mine?.problems ?? []).map((p) => p.name), "x"]), claim: "furia" };
    case "regalo-del-cielo": return { id, name: `Regalo ${t.int(9)}` };
    case "no-tan-rapido": case "siempre-alerta": return { id, ...reroll() };
    // The opponent rerolls without the dice that botched.
    case "suerte-inmerecida": return { id, dice: (lastRoll?.dice ?? []).filter((d) => d.face > 1).map((d) => ({ size: d.size, face: t.face(d.size) })) };
    default: return { id, claim: "así lo narro" };
  }
}

/** A pool of entries from what the roller, their allies, the scene and the opponent offer. */
function poolEntries(t: Tape, s: GameState, me: string, them: string): Json[] {
  const mine = sheetOf(s, me);
  const theirs = sheetOf(s, them);
  const offer: Json[] = [
    ...(mine?.cliches ?? []).map((c) => ({ kind: "cliche", name: c.name })),
    ...(mine?.relationships ?? []).filter((r) => r.target === them || t.chance(5)).map((r) => ({ kind: "relationship", name: r.name })),
    ...(mine?.advantages ?? []).map((a) => ({ kind: "advantage", name: a.name, ...(t.chance(20) ? { sacrifice: true } : {}) })),
    ...(theirs?.problems ?? []).map((p) => ({ kind: "problem", name: p.name })),
    { kind: "scene", name: "Todos miran" }, { kind: "scene", name: "Lluvia" },
    ...(theirs?.cliches ?? []).slice(0, 3).map((c) => ({ kind: "against", name: c.name })),
    { kind: "bought" },
    ...(s.scene?.allies ?? []).filter((a) => a.status === "called" && (s.scene?.antagonist.character === them ? a.side === "protagonist" : a.side === "antagonist"))
      .flatMap((a) => (sheetOf(s, a.character)?.cliches ?? []).slice(0, 2).map((c) => ({ kind: "ally", owner: a.character, name: c.name }))),
  ];
  const pool: Json[] = [];
  for (let k = 1 + t.int(4); k > 0; k--) pool.push(t.pick(offer));
  return pool;
}

/** Tricks declared in the post that rolls (a retry's Insistente too), and those played on their own. */
const POOL_TRICKS = TRICKS.filter((x) => x.timing === "pool" || x.timing === "retry").map((x) => x.id);
const AFTER_ROLL_TRICKS = TRICKS.filter((x) => x.timing === "after-opponent-roll").map((x) => x.id);
const LOOSE_TRICKS = TRICKS.filter((x) => x.timing === "after-opponent-roll" || x.timing === "scene").map((x) => x.id);

/** A roll by whoever should roll now, with dice of the sizes the built pool asks for. */
function roll(t: Tape, s: GameState, player: string, me: string, them: string): Json {
  const ids = t.chance(40) ? t.some(POOL_TRICKS, 2) : [];
  // The run's trick, at its moment: a retry's tricks only once this side has rolled.
  const retry = (s.scene?.rolls ?? []).some((r) => r.character === me);
  const retryOnly = t.focusTrick === "plan-b" || t.focusTrick === "insistente";
  const mySide = s.scene?.antagonist.character === me ? "antagonist" : "protagonist";
  const sideOk = [mySide, "either"].includes(TRICKS.find((x) => x.id === t.focusTrick)?.side ?? "either");
  if (POOL_TRICKS.includes(t.focusTrick) && sideOk && (retry || !retryOnly) && t.chance(60) && !ids.includes(t.focusTrick)) ids.push(t.focusTrick);
  const tricks = ids.map((id) => trickPlay(t, s, me, them, id));
  let pool = poolEntries(t, s, me, them);
  let boostPv = t.chance(30);
  // Shape the pool so a trick's own condition can hold: the player who declares a trick builds for it.
  const mine = sheetOf(s, me);
  // Solo un accidente needs an advantage die in a pool that botches.
  if (t.focusFlaw === "solo-un-accidente" && mine?.advantages.length && t.chance(50)) pool.push({ kind: "advantage", name: t.pick(names(mine.advantages)) });
  for (const play of tricks) {
    switch (play.id) {
      case "as-bajo-la-manga": if (mine?.advantages.length) pool.push({ kind: "advantage", name: t.pick(names(mine.advantages)), sacrifice: true }); break;
      case "excelencia": pool.push({ kind: "cliche", name: String(play.cliche) }); break;
      case "imitacion": pool = []; break;
      case "naciste-listo": boostPv = true; break;
      case "no-me-esperaba-esto-de-ti": case "rompecorazones": {
        const toThem = mine?.relationships.filter((r) => r.target === them) ?? [];
        if (toThem.length) pool.push({ kind: "relationship", name: t.pick(names(toThem)) });
        break;
      }
      case "plan-b": {
        // The two fresh clichés, and enough bought dice for the retry to grow (GF-RES-6).
        pool = [...((play.cliches as string[] | undefined) ?? []).map((c) => ({ kind: "cliche", name: c })), ...pool.filter((e) => e.kind !== "cliche")];
        const before = s.scene?.rolls.filter((r) => r.character === me).at(-1)?.poolSize ?? 0;
        while (pool.length <= before) pool.push({ kind: "bought" });
        break;
      }
      case "defensa-impasable": pool.push({ kind: "cliche", name: String(play.cliche) }); break;
      case "improvisador-serial": pool.push({ kind: "scene", name: t.pick((s.scene?.sceneCliches ?? []).map((c) => c.name).concat("Todos miran")) }); break;
      case "truco-sucio": pool.push({ kind: "against", name: t.pick([...names(sheetOf(s, them)?.cliches), "x"]) }); break;
      case "grandes-expectativas": pool = names(mine?.cliches).slice(0, 5).map((name) => ({ kind: "cliche", name })); break;
      case "ver-cada-detalle": pool.push({ kind: "scene", name: "Todos miran" }, { kind: "scene", name: "Lluvia" }); break;
    }
  }
  const plan = planRoll(s, { player, character: me, pool, tricks, boostPv } as never);
  const sizes = plan.ok ? plan.value.sizes : pool.map(() => t.pick([4, 6, 8, 10, 12]));
  // Now and then a pool of botches, which Suerte inmerecida, Fuera de control and the botch rules need.
  // and now and then the highest faces (Imitación answers a result of 15 or more).
  // Suerte inmerecida's runs see more of them.
  const luck = t.int(100);
  const storm = t.focusTrick === "suerte-inmerecida" ? 35 : 12;
  // In a storm of four dice or more the first die survives, so there is something left to reroll.
  // Yo no quería venir waits for a result of 20 or more: high faces and the PK boost.
  const yo = t.focusFlaw === "yo-no-queria-venir";
  const dice = sizes.map((size, i) => ({ size, face: luck < storm ? (i === 0 && sizes.length > 3 ? size : 1) : luck < storm + (yo ? 40 : 6) ? size : t.face(size) }));
  return {
    type: "roll", player, character: me, pool, tricks, dice, boostPv, boostPk: t.chance(yo ? 80 : 20),
    ...(plan.ok && plan.value.rolls === 2 ? { secondDice: sizes.map((size) => ({ size, face: t.face(size) })) } : {}),
  };
}

function sides(s: GameState) {
  const sc = s.scene!;
  return { p: sc.protagonist, a: sc.antagonist };
}

/** One post: usually what this phase asks for, sometimes anything at all. */
function nextPost(t: Tape, s: GameState): Json {
  const anyone = t.pick(PLAYERS);
  if (t.chance(8)) {
    // Out of turn: a roll, yield or effect from someone picked at random.
    const me = t.pick([...PCS, ...EXTRAS]);
    return t.pick<Json>([
      { type: "roll", player: anyone, character: me, pool: [{ kind: "cliche", name: "Curiosa" }], dice: [{ size: 6, face: t.face(6) }] },
      { type: "yield", player: anyone, character: me },
      { type: "effect", player: anyone, character: me, outcomes: [] },
      { type: "interval", player: anyone },
    ]);
  }
  switch (s.phase) {
    case "idle": {
      if (t.chance(15)) return { type: "interval", player: s.next ?? anyone };
      // The rater (GF-NEXT-1) opens with their own character.
      const player = s.next ?? t.pick(PLAYERS);
      const me = PCS.find((c) => sheetOf(s, c)?.player === player);
      // A rater with no character of their own hands the next scene to someone who has one (GF-NEXT-2).
      if (!me) return { type: "hand-over", player, to: t.pick(["ana", "beto", "caro", "dani"]) };
      const antagonist = t.pick([...PCS, ...EXTRAS].filter((c) => c !== me));
      const others = [...PCS, ...EXTRAS].filter((c) => c !== me && c !== antagonist);
      // Four allies now and then: Trabajo en equipo needs more than three (GF-TRICK-31).
      // Otro morderá el polvo wants allies on both sides: half are called here, the rest by the antagonist.
      // Mala junta wants two allies, all extras.
      const allies = t.focusFlaw === "mala-junta" && t.chance(50) ? [...EXTRAS].filter((c) => c !== antagonist)
        : (t.focusTrick === "otro-mordera-el-polvo" || t.focusFlaw === "dilema-del-erizo") && t.chance(60) ? others.slice(0, 2)
        : t.chance(t.focusTrick === "trabajo-en-equipo" ? 60 : 15) ? others : t.some(others, 3);
      const sceneCliches = t.pick([[{ name: "Todos miran", die: 6 }], [{ name: "Todos miran", die: 8 }, { name: "Lluvia", die: 4 }], []]);
      return { type: "open", player, character: me, title: "Escena", setting: "El patio", tone: "tenso", sceneCliches,
        antagonist, antagonistDescription: "un extra", intention: "ganar", allies, runners: runnersFor(t, allies, player), ...(t.chance(8) ? { finale: true } : {}) };
    }
    case "calls": {
      const { a } = sides(s);
      const allies = s.scene!.allies.map((x) => x.character);
      const player = a.extra ? t.pick(PLAYERS) : (sheetOf(s, a.character)?.player ?? anyone);
      if (t.chance(15) && allies.length) {
        const ally = t.pick(allies);
        return t.chance(50) ? { type: "refuse", player: sheetOf(s, ally)?.player ?? anyone, character: ally } : { type: "block", player: anyone, ally };
      }
      const more = t.some([...PCS, ...EXTRAS].filter((c) => c !== a.character && c !== s.scene!.protagonist.character && !allies.includes(c)), 3);
      return { type: "present", player, character: a.character, intention: "perder", allies: more, runners: runnersFor(t, more, player),
        ...(a.extra && t.chance(30) ? { stepUp: [t.pick([...names(sheetOf(s, a.character)?.cliches), "x"])] } : {}) };
    }
    case "p_roll": case "a_decide": case "p_decide": {
      const { p, a } = sides(s);
      const acting = s.phase === "a_decide" ? a : p;
      const other = acting === a ? p : a;
      const player = acting.player ?? anyone;
      // The run's after-the-opponent's-roll trick answers a roll as soon as there is one to answer.
      const latest = s.scene!.rolls.at(-1);
      if (latest && AFTER_ROLL_TRICKS.includes(t.focusTrick) && t.chance(50)) {
        const answering = latest.side === "antagonist" ? p : a;
        return { type: "trick", player: answering.player ?? anyone, character: answering.character, trick: trickPlay(t, s, answering.character, latest.character, t.focusTrick) };
      }
      // The run's flaw, right after a roll: on the roller (their pool's botches and size), or for
      // Yo no quería venir on the side that was just rolled against.
      if (latest && t.chance(20)) {
        const roller = latest.side === "antagonist" ? a : p;
        const owner = t.focusFlaw === "yo-no-queria-venir" ? (roller === a ? p : a) : roller;
        const sheet = sheetOf(s, owner.character);
        const target = t.pick([...names(t.focusFlaw === "torpeza-cronica" ? sheet?.problems : sheet?.advantages), "x"]);
        return { type: "flaw", player: anyone, character: owner.character, flaw: t.focusFlaw, claim: "se nota", target,
          cliches: t.some(names(sheet?.cliches), 2), discard: t.int(latest.dice.length) };
      }
      const r = t.int(100);
      const looseFocus = LOOSE_TRICKS.includes(t.focusTrick);
      if (r < (looseFocus ? 45 : 55)) return roll(t, s, player, acting.character, other.character);
      if (r < 63) return { type: "yield", player, character: acting.character, tricks: t.chance(40) ? [{ id: "hacerse-humo" }] : [] };
      if (r < (looseFocus ? 90 : 85)) {
        // Mostly the side that did not roll last: the after-the-opponent's-roll tricks are theirs.
        const rolledLast = s.scene!.rolls.at(-1)?.side === "antagonist" ? a : p;
        const side = t.chance(75) ? (rolledLast === a ? p : a) : rolledLast;
        const id = LOOSE_TRICKS.includes(t.focusTrick) && t.chance(70) ? t.focusTrick : t.pick(LOOSE_TRICKS);
        return { type: "trick", player: side.player ?? anyone, character: side.character, trick: trickPlay(t, s, side.character, (side === a ? p : a).character, id) };
      }
      if (r < 97) {
        // Mostly on the side that rolled last: most flaws read the owner's latest pool.
        const rolledLast = s.scene!.rolls.at(-1)?.side === "antagonist" ? a : p;
        const owner = (t.chance(75) ? rolledLast : t.pick([p, a])).character;
        const sheet = sheetOf(s, owner);
        const flaw = t.chance(70) ? t.focusFlaw : t.pick(FLAWS).id;
        const target = flaw === "solo-un-accidente" ? t.pick([...names(sheet?.advantages), "x"])
          : t.pick([...names(sheet?.problems), ...names(sheet?.advantages), "x"]);
        return { type: "flaw", player: anyone, character: owner, flaw, claim: "se nota", target,
          cliches: t.some(names(sheet?.cliches), 2), ally: t.pick([...s.scene!.allies.map((x) => x.character), "Nadie"]),
          discard: t.int(6) };
      }
      return { type: "concede", player, character: acting.character };
    }
    case "won": {
      const { p, a } = sides(s);
      const winner = s.scene!.outcome?.winner === "antagonist" ? a : p;
      const loser = winner === a ? p : a;
      const outcomes = [];
      // A single new problem: Truco mental steps it up, Otro morderá el polvo passes it on.
      if ((t.focusTrick === "truco-mental" || t.focusTrick === "otro-mordera-el-polvo" || t.focusFlaw === "dilema-del-erizo") && t.chance(60)) {
        const candidates = s.scene!.rolls.filter((r) => r.side === (winner === a ? "antagonist" : "protagonist")).at(-1)?.evaluation.effectCandidates ?? [];
        return { type: "effect", player: winner.player ?? anyone, character: winner.character, outcomes: [{ outcome: "problem", die: t.pick([...candidates, 0]), name: `Miedo ${t.int(9)}`, mindTrick: t.focusTrick === "truco-mental" }] };
      }
      for (let k = t.int(3); k > 0; k--) {
        const outcome = t.pick(["advantage", "problem", "annul"] as const);
        const existing = outcome === "problem" && t.chance(30);
        const name = outcome === "annul" ? t.pick([...names(sheetOf(s, loser.character)?.cliches), "x"])
          : existing ? t.pick([...names(sheetOf(s, loser.character)?.problems), "x"]) : `${outcome} ${t.int(99)}`;
        const candidates = s.scene!.rolls.filter((r) => r.side === (winner === a ? "antagonist" : "protagonist")).at(-1)?.evaluation.effectCandidates ?? [];
        outcomes.push({ outcome, die: t.chance(85) ? t.pick([...candidates, t.int(6)]) : t.pick(["d4", "d6", "d8"]), name, ...(existing ? { existing } : {}),
          ...(outcome === "problem" && !existing && t.chance(t.focusTrick === "truco-mental" ? 70 : 15) ? { mindTrick: true } : {}) });
      }
      if (t.chance(10)) return { type: "trick", player: loser.player ?? anyone, character: loser.character, trick: trickPlay(t, s, loser.character, winner.character, "no-tan-rapido") };
      return { type: "effect", player: winner.player ?? anyone, character: winner.character, outcomes };
    }
    case "rating": {
      // Right after an effect gave a problem, its receiver may pass it on (Otro morderá el polvo).
      const received = s.scene?.received[0];
      if (received && t.chance(t.focusTrick === "otro-mordera-el-polvo" || t.focusFlaw === "dilema-del-erizo" ? 80 : 30)) {
        const who = received.character;
        const them = s.scene!.protagonist.character === who ? s.scene!.antagonist.character : s.scene!.protagonist.character;
        if (t.chance(t.focusTrick === "otro-mordera-el-polvo" ? 80 : 40)) return { type: "trick", player: sheetOf(s, who)?.player ?? anyone, character: who, trick: trickPlay(t, s, who, them, "otro-mordera-el-polvo") };
        // Dilema del Erizo: an ally of the receiver gets the same problem.
        const side = s.scene!.antagonist.character === who ? "antagonist" : "protagonist";
        const ally = t.pick([...s.scene!.allies.filter((x) => x.side === side).map((x) => x.character), "Nadie"]);
        return { type: "flaw", player: anyone, character: who, flaw: "dilema-del-erizo", target: received.name, ally };
      }
      if (s.scene?.finale) {
        return { type: "rate-finale", player: s.moderator, ratings: PLAYERS.map((player) => ({ player, protagonist: t.int(6), antagonist: t.int(6) })) };
      }
      const inScene = new Set([s.scene!.protagonist.player, s.scene!.antagonist.player, ...s.scene!.allies.map((x) => x.runner)]);
      const rater = t.chance(85) ? t.pick(PLAYERS.filter((x) => !inScene.has(x))) : anyone;
      return { type: "rate", player: rater ?? anyone, protagonist: t.int(6), antagonist: t.int(6), reason: "r" };
    }
    case "interval": case "epilogue": {
      const me = t.pick(PCS);
      const sheet = sheetOf(s, me);
      const player = sheet?.player ?? anyone;
      const trait = t.pick([...names(sheet?.cliches), ...names(sheet?.relationships), "x"]);
      const objective = 1 + t.int(3);
      const lastScene = Math.max(1, ...s.ledger.map((e) => e.scene ?? 0));
      if (s.phase === "interval" && t.chance(25)) {
        const opener = s.next ?? player;
        const own = PCS.find((c) => sheetOf(s, c)?.player === opener);
        if (own) return { type: "open", player: opener, character: own, title: "Otra", setting: "s", tone: "t", antagonist: t.pick(PCS.filter((c) => c !== own)), intention: "i" };
      }
      return t.pick<Json>([
        { type: "train", player, character: me, trait },
        { type: "rename", player, character: me, from: trait, to: `${trait} ${t.int(9)}` },
        { type: "rename", player, character: me, objective, to: "otro objetivo" },
        { type: "new-cliche", player, character: me, name: `Nuevo ${t.int(99)}` },
        { type: "new-relationship", player, character: me, name: `Lazo ${t.int(99)}`, target: t.pick(PCS.filter((c) => c !== me)) },
        { type: "endorse", player: t.pick(PLAYERS.filter((x) => x !== player)), character: me, objective, currency: t.pick(["pv", "pk"]), scene: lastScene },
        { type: "satisfy", player, character: me, objective, ...(s.phase === "epilogue" ? { pk: t.int(6) } : {}) },
        { type: "hand-over", player: s.next ?? anyone, to: t.pick(PLAYERS) },
        { type: "open", player: s.next ?? player, character: me, title: "Otra", setting: "s", tone: "t", antagonist: t.pick([...EXTRAS]), intention: "i" },
      ]);
    }
  }
}

/** What is wrong with a state's points: a negative balance, or a balance its ledger does not add up to. */
function pointFaults(state: GameState): string[] {
  const faults: string[] = [];
  const sums = new Map<string, { pv: number; pk: number }>();
  for (const e of state.ledger) {
    const sum = sums.get(e.player) ?? { pv: 0, pk: 0 };
    sum[e.currency] += e.amount;
    sums.set(e.player, sum);
  }
  for (const [player, b] of Object.entries(state.balances)) {
    if (b.pv < 0 || b.pk < 0) faults.push(`${player} has ${b.pv} PV ${b.pk} PK`);
    const sum = sums.get(player) ?? { pv: 0, pk: 0 };
    if (sum.pv !== b.pv || sum.pk !== b.pk) faults.push(`${player}: balance ${b.pv}/${b.pk}, ledger ${sum.pv}/${sum.pk}`);
  }
  return faults;
}

describe("random play", () => {
  it("GF-PTS-2: no sequence of posts breaks the ledger or throws; every phase, trick and flaw is reached", () => {
    const opened = campaign();
    const pristine = JSON.stringify(opened);
    const phases = new Map<string, number>();
    const tricks = new Map<string, number>();
    const flaws = new Map<string, number>();
    const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
    let accepted = 0;
    let storedChecks = 0;
    // Every trick gets its own runs (and a flaw rides along), so none depends on the luck of a draw.
    for (const [k, { id: focusTrick }] of TRICKS.entries()) {
    const focusFlaw = FLAWS[k % FLAWS.length]!.id;
    fc.assert(fc.property(fc.array(fc.nat(), { minLength: 500, maxLength: 500 }), (numbers) => {
      const t = new Tape(numbers, focusTrick, focusFlaw);
      let s = opened;
      while (!t.done) {
        const input = nextPost(t, s);
        const a = parseAction(input);
        // Plain checks inside the walk, one expect per fault: thousands of posts run per property.
        if (!a.ok) expect([input, a.error]).toEqual([input, "a post the table builds always parses"]);
        if (!a.ok) break;
        const r = apply(s, a.value);
        if (r.ok) {
          const before = s.ledger.length;
          s = r.value;
          bump(phases, s.phase);
          // One accepted post in 5: the state as the service stores it (JSON) reads back the same.
          if (++accepted % 5 === 0) {
            storedChecks++;
            const stored = JSON.parse(JSON.stringify(s)) as unknown;
            const back = gameStateSchema.safeParse(stored);
            if (!back.success || !isDeepStrictEqual(back.data, stored)) expect(back.success ? back.data : back.error.issues).toEqual(stored);
            // And a replay's mid-game setup, strict and refusing the unreachable, takes every state play reaches.
            const stated = gfStateSchema.safeParse(stored);
            if (!stated.success || !isDeepStrictEqual(stated.data, stored)) expect(stated.success ? stated.data : stated.error.issues).toEqual(stored);
          }
          for (const e of s.ledger.slice(before)) {
            if (e.reason.startsWith("trick.")) bump(tricks, e.reason.slice("trick.".length));
            if (e.reason.startsWith("flaw.")) bump(flaws, e.reason.slice("flaw.".length));
          }
        } else {
          for (const lang of ["es", "en"] as const) {
            const text = rulesMessage(r.error, lang);
            if (/\{\w+\}|^[a-z-]+\.[a-z-]+ \{/.test(text)) expect(text).not.toMatch(/\{\w+\}|^[a-z-]+\.[a-z-]+ \{/);
          }
        }
        const faults = pointFaults(s);
        if (faults.length) expect([input, faults]).toEqual([input, []]);
      }
      // apply() works on a copy: the state every run starts from is never touched.
      expect(JSON.stringify(opened)).toBe(pristine);
    }), { seed: 20261122 + k, numRuns: RUNS_PER_TRICK });
    }
    // The walk really goes everywhere: every phase, and every trick and flaw accepted at least once.
    expect(ALL_PHASES.filter((p) => !phases.has(p))).toEqual([]);
    expect(TRICKS.map((x) => x.id).filter((id) => !tricks.has(id))).toEqual([]);
    expect(FLAWS.map((x) => x.id).filter((id) => !flaws.has(id))).toEqual([]);
    expect(storedChecks).toBeGreaterThan(100);
    if (process.env.GF_REACH) console.log(JSON.stringify({ phases: Object.fromEntries(phases), tricks: Object.fromEntries(tricks), flaws: Object.fromEntries(flaws) }));
  });
});
