// What the conflict waits for, as questions to people with the block each one answers with: the
// role on turn (its legal actions, each as a line it could write now), a tie's two answers, a
// Protagonist behind, and the loot's choices. The same lines are the card's buttons (composer text).
// Pure.
import type { Lang } from "../../../lib/i18n.js";
import { awaited, type Awaited, type FaState, type Side } from "../rules/index.js";
import { ROLE_NAME, ACTION_NAME, say } from "./messages.js";

/** One answer a player could post: its lines, inside a [fa-turno] (turn) or a [fa-botin] (loot). */
export interface Choice { readonly label: string; readonly kind: "turn" | "loot"; readonly lines: readonly string[]; readonly block: string }

export interface Prompt {
  readonly user: string;
  readonly text: string;
  readonly rule: string;
  /** One composer text per choice: a whole block to post. */
  readonly choices: readonly Choice[];
}

const TAG: Readonly<Record<Lang, { turn: string; loot: string }>> = { es: { turn: "fa-turno", loot: "fa-botin" }, en: { turn: "fa-turn", loot: "fa-loot" } };
const block = (lang: Lang, kind: "turn" | "loot", lines: readonly string[]) => `[${TAG[lang][kind]}]\n${lines.join("\n")}\n[/${TAG[lang][kind]}]`;
const choice = (lang: Lang, kind: "turn" | "loot", lines: readonly string[], label = lines.join(" · ")): Choice => ({ label, kind, lines, block: block(lang, kind, lines) });
const dieName = (side: Side, i: number) => `${side === "protagonist" ? "P" : "A"}${i + 1}`;

const K: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  es: { roll: "tirar", ph: "ph", inspire: "inspirar", boost: "mejorar", trait: "rasgo", support: "apoyo", break: "romper", pass: "paso", continue: "seguir", surrender: "me rindo", postpone: "aplazar", concede: "acepto la derrota", pairing: "emparejamiento", lower: "bajar", reduce: "reducir", through: "mediante", main: "principal", other: "otro", protagonist: "protagonista", adversary: "adversario" },
  en: { roll: "roll", ph: "ph", inspire: "inspire", boost: "boost", trait: "trait", support: "support", break: "break", pass: "pass", continue: "continue", surrender: "surrender", postpone: "postpone", concede: "concede", pairing: "pairing", lower: "lower", reduce: "reduce", through: "through", main: "main", other: "other", protagonist: "protagonist", adversary: "adversary" },
};

/** One example line per legal action of the role on turn, with values taken from the table as it stands. */
export function actionLines(s: FaState, role: Awaited & { kind: "turn" }, lang: Lang): { action: string; line: string }[] {
  const k = K[lang];
  const out: { action: string; line: string }[] = [];
  const dice: { side: Side; i: number; v: number }[] = (["protagonist", "adversary"] as const).flatMap((side) => s.dice[side].map((v, i) => ({ side, i, v })));
  const own = (r: string) => (r === "protagonist" || r === "adversary" ? (r as Side) : "protagonist");
  for (const a of role.legal) {
    if (a === "roll") {
      const side = own(role.role);
      const facets = side === "protagonist" ? s.protagonist.facets : s.adversary.facets.filter((f) => !f.exhausted);
      // FA-ROLL-1: raise one's own lowest die, and lower the opponent's highest, each with the lowest facet that covers it.
      const mine = dice.filter((d) => d.side === side && d.v < 6).sort((x, y) => x.v - y.v);
      const theirs = dice.filter((d) => d.side !== side && d.v < 6).sort((x, y) => y.v - x.v);
      for (const row of [mine, theirs]) {
        for (const d of row) {
          const f = [...facets].sort((x, y) => x.level - y.level).find((x) => x.level >= d.v);
          if (f) { out.push({ action: a, line: `${k.roll} ${dieName(d.side, d.i)}: ${f.name}` }); break; }
        }
      }
    } else if (a === "inspire") {
      const pool = role.role === "ally" ? s.ally!.inspirations.map((i) => i.value) : role.role === "world" ? s.world!.inspirations : s[role.role].inspirations;
      const best = Math.max(...pool);
      // FA-INSP-2, FA-AMB-03: any die may take an Inspiration (a typed line on another die is played),
      // but the offered one raises the die of the side it helps: the player's own (a Protagonist's
      // I=3 on the Adversary's die only raises their rival's sum), the Protagonist's for the Ally
      // (FA-ALLY-4), the side the World declared for (FA-WORLD-4).
      const helped: Side | null = role.role === "ally" ? "protagonist" : role.role === "world" ? s.world!.supporting : role.role;
      const target = dice.filter((d) => d.v < best && (helped === null || d.side === helped)).sort((x, y) => x.v - y.v)[0];
      if (target) out.push({ action: a, line: `${k.inspire} ${dieName(target.side, target.i)}: ${best}` });
    } else if (a === "boost") {
      const i = s.ally!.inspirations.filter((x) => !x.boosted).sort((x, y) => y.value - x.value)[0];
      if (i) out.push({ action: a, line: `${k.boost}: ${i.value}` });
    } else if (a === "trait") {
      const t = s.protagonist.traits.find((x) => !x.exhausted);
      const d = dice.filter((x) => x.v >= 2).sort((x, y) => y.v - x.v)[0];
      if (t && d) out.push({ action: a, line: `${k.trait} ${dieName(d.side, d.i)}: ${t.name}` });
    } else if (a === "support") {
      const w = s.world!;
      const blocked = s.settings.worldAlternation === "previous-turn" ? w.previousTurn : w.lastSupported;
      for (const side of ["protagonist", "adversary"] as const) if (side !== blocked) out.push({ action: a, line: `${k.support}: ${k[side]}` });
    } else if (a === "break") {
      const d = dice.filter((x) => x.v >= 2).sort((x, y) => y.v - x.v)[0];
      if (d) out.push({ action: a, line: `${k.break}: ${dieName(d.side, d.i)}` });
    } else if (a === "pass") out.push({ action: a, line: k.pass! });
  }
  return out;
}

/** Every question the conflict puts to people now, in `lang`. */
export function promptsFor(s: FaState, lang: Lang): Prompt[] {
  const k = K[lang];
  return awaited(s).map((w): Prompt => {
    switch (w.kind) {
      case "turn": {
        const lines = actionLines(s, w, lang);
        const legal = w.legal.map((a) => ACTION_NAME[lang][a] ?? a).join(", ");
        return {
          user: w.user, rule: "FA-SCENE-2", text: say("turn", lang, { user: w.user, role: ROLE_NAME[lang][w.role]!, legal }),
          // One action a post; the turn lasts until its player passes (FA-ROLL-3, FA-ROLL-5).
          choices: lines.map((l) => choice(lang, "turn", [l.line])),
        };
      }
      case "tie":
        return { user: w.user, rule: "FA-END-1", text: say("tie", lang, { user: w.user, role: ROLE_NAME[lang][w.role]! }), choices: [k.continue!, k.surrender!].map((l) => choice(lang, "turn", [l])) };
      case "postpone":
        return { user: w.user, rule: "FA-END-3", text: say("postpone", lang, { user: w.user, p: w.behind.protagonist, a: w.behind.adversary }), choices: [k.postpone!, k.concede!].map((l) => choice(lang, "turn", [l])) };
      case "pairing": {
        const suggested = w.suggested.map((p) => (p === null ? "-" : String(p))).join(" ");
        const lines = [`${k.pairing}: ${suggested}`];
        // FA-LOOT-1 step 6: the winning Protagonist may take 1 off the Risk of any one facet above 1 ("puede
        // restar un nivel al riesgo de una Faceta"): a button for each, the highest first, as the rulebook's
        // example takes its facet at 5 to 4; the question offers it only when a facet can go down.
        const lowerable = w.mayLower ? s.protagonist.facets.filter((f) => f.level > 1).sort((x, y) => y.level - x.level) : [];
        const choices = [choice(lang, "loot", lines), ...lowerable.map((f) => choice(lang, "loot", [...lines, `${k.lower}: ${f.name}`]))];
        return { user: w.user, rule: w.role === "protagonist" ? "FA-LOOT-1" : "FA-LOOT-3", text: say("pairing", lang, { user: w.user, suggested, lower: lowerable.length ? say("lower", lang) : "" }), choices };
      }
      case "world-risk": {
        const f = [...s.world!.facets].sort((x, y) => y.level - x.level)[0];
        const choices = f ? [choice(lang, "loot", [`${k.reduce} ${f.name}: ${w.reductions}`])] : [];
        return { user: w.user, rule: "FA-LOOT-8", text: say("worldRisk", lang, { user: w.user, n: w.reductions }), choices };
      }
      case "ally-renew":
        return { user: w.user, rule: "FA-LOOT-6", text: say("allyRenew", lang, { user: w.user }), choices: [k.main!, k.other!].map((x) => choice(lang, "loot", [`${k.through}: ${x}`])) };
    }
  });
}
