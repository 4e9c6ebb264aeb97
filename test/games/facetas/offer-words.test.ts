// The table's offers say the move in words, in the table's language: every kind of line the service
// offers (src/games/facetas/flow/prompts.ts), in Spanish and English, read with Facetas' own block
// reader; no label is a bare markup keyword, and a line the reader refuses keeps its raw text.
import { describe, expect, it } from "@jest/globals";
import type { Lang } from "../../../src/lib/i18n.js";
import { foldKeyword } from "../../../src/markup/keywords.js";
import { offerLabel } from "../../../src/games/facetas/cards/offer-words.js";
import { promptsFor } from "../../../src/games/facetas/flow/prompts.js";
import type { FaState } from "../../../src/games/facetas/rules/index.js";
import { passRound, play, start } from "./helpers.js";
import { LOOT_FIELDS, THROUGH_WORDS, TURN_FIELDS } from "../../../src/games/facetas/markup/vocabulary.js";

type Case = readonly [kind: "turn" | "loot", lines: readonly string[], words: string];

const CASES: Readonly<Record<Lang, readonly Case[]>> = {
  es: [
    ["turn", ["tirar P1: Marlene, mi exmujer"], "Tirar el P1 con tu faceta Marlene, mi exmujer"],
    ["turn", ["tirar A2 ph: Fisgona"], "Tirar el A2 con tu faceta Fisgona, pagando 1 PH"],
    ["turn", ["inspirar P1: 3"], "Poner tu inspiración I=3 en el P1"],
    ["turn", ["mejorar: 4"], "Mejorar tu inspiración I=4"],
    ["turn", ["rasgo A1: Terca"], "Usar tu rasgo Terca para romper el A1"],
    ["turn", ["rasgo A1: Terca", "bajar: Memoria"], "Usar tu rasgo Terca para romper el A1 y restar 1 al Riesgo de tu faceta Memoria"],
    ["turn", ["apoyo: protagonista"], "Apoyar al Protagonista"],
    ["turn", ["apoyo: adversario"], "Apoyar al Adversario"],
    ["turn", ["romper: P2"], "Romper el P2"],
    ["turn", ["paso"], "Pasar el turno"],
    ["turn", ["seguir"], "Seguir luchando"],
    ["turn", ["me rindo"], "Rendirte en el conflicto"],
    ["turn", ["aplazar"], "Aplazar la derrota"],
    ["turn", ["acepto la derrota"], "Aceptar la derrota del conflicto"],
    ["loot", ["emparejamiento: - 1"], "Emparejar tus dados: P1 sin pareja, P2 con el A1; sin restar Riesgo a ninguna faceta"],
    ["loot", ["emparejamiento: 1 2", "bajar: Un cadáver en el maletero"], "Emparejar tus dados: P1 con el A1, P2 con el A2; restar 1 al Riesgo de tu faceta Un cadáver en el maletero"],
    ["loot", ["reducir Tormenta: 2"], "Reducir el Riesgo de Tormenta en 2"],
    ["loot", ["mediante: principal"], "Renovar mediante tu personaje principal"],
    ["loot", ["mediante: otro"], "Renovar mediante otro personaje"],
  ],
  en: [
    ["turn", ["roll P1: First"], "Roll P1 with your facet First"],
    ["turn", ["roll A2 ph: Nosy"], "Roll A2 with your facet Nosy, paying 1 PH"],
    ["turn", ["inspire P1: 3"], "Put your inspiration I=3 on P1"],
    ["turn", ["boost: 4"], "Boost your inspiration I=4"],
    ["turn", ["trait A1: Stubborn"], "Use your trait Stubborn to break A1"],
    ["turn", ["trait A1: Stubborn", "lower: Memory"], "Use your trait Stubborn to break A1 and lower the Risk of your facet Memory by 1"],
    ["turn", ["support: protagonist"], "Support the Protagonist"],
    ["turn", ["support: adversary"], "Support the Adversary"],
    ["turn", ["break: P2"], "Break P2"],
    ["turn", ["pass"], "Pass the turn"],
    ["turn", ["continue"], "Keep fighting"],
    ["turn", ["surrender"], "Surrender the conflict"],
    ["turn", ["postpone"], "Postpone the defeat"],
    ["turn", ["concede"], "Concede the conflict"],
    ["loot", ["pairing: - 1"], "Pair your dice: P1 unmatched, P2 with A1; lowering no facet's Risk"],
    ["loot", ["pairing: 1 2", "lower: A corpse in the trunk"], "Pair your dice: P1 with A1, P2 with A2; lower the Risk of your facet A corpse in the trunk by 1"],
    ["loot", ["reduce Storm: 2"], "Reduce the Risk of Storm by 2"],
    ["loot", ["through: main"], "Renew through your main character"],
    ["loot", ["through: other"], "Renew through another character"],
  ],
};

// Every spelling of every keyword a turn or a loot line can start with, folded as the reader folds them.
const KEYWORDS = new Set([TURN_FIELDS, LOOT_FIELDS, THROUGH_WORDS].flatMap((t) => Object.values(t).flatMap((s) => [...s.es, ...s.en, ...(s.both ?? [])].map(foldKeyword))));

describe("Facetas' offers in words (the table card's buttons)", () => {
  for (const lang of ["es", "en"] as const) {
    it(`FA-SCENE-2 FA-END-1 FA-LOOT-1 ${lang}: each kind of offered line reads as the move it makes`, () => {
      for (const [kind, lines, words] of CASES[lang]) {
        const said = offerLabel(kind, lines, lang);
        expect({ lines, said }).toEqual({ lines, said: words });
        expect(said).not.toBe(lines.join(" · "));
        expect(KEYWORDS.has(foldKeyword(said))).toBe(false);
      }
    });
  }

  it("every keyword the turn and the loot offer is covered by a case in both languages", () => {
    const covered = (lang: Lang) => new Set(CASES[lang].flatMap(([, lines]) => lines.map((l) => foldKeyword(l.split(/[\s:]/)[0]!))));
    for (const lang of ["es", "en"] as const) {
      const seen = covered(lang);
      for (const [id, s] of Object.entries({ ...TURN_FIELDS, ...LOOT_FIELDS })) {
        if (id === "renew") continue; // A renewal is never offered: the Ally answers main/other (FA-LOOT-6).
        expect({ id, covered: s[lang].some((k) => seen.has(foldKeyword(k.split(" ")[0]!))) }).toEqual({ id, covered: true });
      }
    }
  });

  it("FA-LOOT-1 the loot names the winner's dice from the winner's side", () => {
    expect(offerLabel("loot", ["pairing: 2 -"], "en", "adversary")).toBe("Pair your dice: A1 with P2, A2 unmatched");
  });

  // A tie the loser surrenders ends the conflict at the loot (FA-END-2), with the winner's pairing asked.
  const lootOf = (loser: string): FaState => {
    const s = start();
    return play(play(s, ...passRound(s)).state, { type: "surrender", by: loser }).state;
  };
  const lootButtons = (s: FaState, lang: Lang, winner: "protagonist" | "adversary") =>
    promptsFor(s, lang).filter((p) => p.rule === "FA-LOOT-1" || p.rule === "FA-LOOT-3").flatMap((p) => p.choices.map((c) => offerLabel("loot", c.lines, lang, winner)));

  it("FA-LOOT-1 step 6: the winning Protagonist may lower any one facet above Risk 1, a button each (the highest first) beside one lowering none, each saying which", () => {
    const s = lootOf("bruno");
    // The rulebook: "puede restar un nivel al riesgo de una Faceta", any of them; a facet at 1 cannot go lower.
    const facets = s.protagonist.facets.filter((f) => f.level > 1).sort((x, y) => y.level - x.level).map((f) => f.name);
    expect(facets.length).toBeGreaterThan(1);
    expect(s.protagonist.facets.some((f) => f.level === 1)).toBe(true);
    const pair = { en: "Pair your dice: P1 (with A1|unmatched)", es: "Emparejar tus dados: P1 (con el A1|sin pareja)" };
    const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    expect(lootButtons(s, "en", "protagonist")).toEqual([expect.stringMatching(new RegExp(`^${pair.en}; lowering no facet's Risk$`)),
      ...facets.map((f) => expect.stringMatching(new RegExp(`^${pair.en}; lower the Risk of your facet ${escape(f)} by 1$`)))]);
    expect(lootButtons(s, "es", "protagonist")).toEqual([expect.stringMatching(new RegExp(`^${pair.es}; sin restar Riesgo a ninguna faceta$`)),
      ...facets.map((f) => expect.stringMatching(new RegExp(`^${pair.es}; restar 1 al Riesgo de tu faceta ${escape(f)}$`)))]);
    for (const lang of ["es", "en"] as const) {
      const labels = lootButtons(s, lang, "protagonist");
      // No button's words are a prefix of another's: a player reading either cannot take one for the other.
      expect(labels.filter((a) => labels.some((b) => a !== b && b.startsWith(a)))).toEqual([]);
    }
    // The question says it in the buttons' words.
    const asked = (lang: Lang) => promptsFor(s, lang).find((p) => p.rule === "FA-LOOT-1")!.text;
    expect(asked("es")).toContain("puedes restar 1 al Riesgo de una de tus facetas");
    expect(asked("en")).toContain("you may lower the Risk of one of your facets by 1");
  });

  it("FA-LOOT-1 step 6: with every facet at Risk 1 nothing can go lower: no such button, and the question does not offer it", () => {
    const s = lootOf("bruno");
    const atOne: FaState = { ...s, protagonist: { ...s.protagonist, facets: s.protagonist.facets.map((f) => ({ ...f, level: 1 })) } };
    const [prompt] = promptsFor(atOne, "es").filter((p) => p.rule === "FA-LOOT-1");
    expect(prompt!.choices).toHaveLength(1);
    expect(prompt!.text).not.toContain("Riesgo");
  });

  it("FA-LOOT-3: the winning Adversary's pairing lowers no Risk and says nothing of it", () => {
    const s = lootOf("ana");
    expect(lootButtons(s, "en", "adversary")).toEqual([expect.stringMatching(/^Pair your dice: A1 (with P1|unmatched)$/)]);
    expect(lootButtons(s, "es", "adversary")).toEqual([expect.stringMatching(/^Emparejar tus dados: A1 (con el P1|sin pareja)$/)]);
  });

  it("a line the reader refuses keeps its raw text", () => {
    expect(offerLabel("turn", ["roll X1: Nosy"], "en")).toBe("roll X1: Nosy");
    expect(offerLabel("turn", ["tirar P1: Marlene", "bailar"], "es")).toBe("tirar P1: Marlene · bailar");
  });
});
