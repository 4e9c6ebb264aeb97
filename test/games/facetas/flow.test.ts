// A Facetas topic as the service keeps it, post by post: the rulebook's worked example played by four
// users in the four roles, the record read back from JSON before every step (as a store hands it
// over), every reroll a roll keyed to (post, block) that never rolls twice, refusals quoting the
// line, the questions put to people, and the loot written into the players' sheets losslessly.
import { describe, expect, it } from "@jest/globals";
import { diceRollBlock } from "../../../src/markup/dice-roll.js";
import { err, gfError, ok } from "../../../src/lib/result.js";
import { facetasTopicFlow, readTopicRecord, rewriteSheet, rollBlock, stepTopic, type TopicContext, type TopicRecord, type TopicStep } from "../../../src/games/facetas/flow/index.js";
import { replay } from "../../../src/games/facetas/rules/index.js";
import { facetasMarkup } from "../../../src/games/facetas/markup/game.js";
import { zodCheck } from "../../../src/games/facetas/markup/index.js";
import { parseGamePost } from "../../../src/markup/parse-post.js";

const MARK = `Mark, from the slaughterhouse.

[fa-ficha funcion=protagonista]
personaje: Mark
faceta Quince años de matarife: 3
faceta Buick Invicta del 61, oxidado: 1
faceta Sin pegar ojo: 4
faceta Marlene, mi exmujer: 2
faceta Un cadáver en el maletero: 5
rasgo: Demonio al volante
Rasgo: Vida nocturna empapada en alcohol
ph: 3
inspiraciones: 2 3
[/fa-ficha]

Notes kept by hand.`;
const LOLA = "[fa-sheet role=protagonist]\ncharacter: Lola\nfacet Nosy: 3\nph: 2\ninspirations: I=4, I=2, I=2\n[/fa-sheet]";
const VECINA = "[fa-ficha funcion=protagonista]\npersonaje: Vecina\nfaceta Testigo de la tormenta: 5\nfaceta Vecina curiosa: 3\nph: 3\ninspiraciones: 2 2 2\n[/fa-ficha]";

const OPENING = `La puerta del motel.

[fa-conflicto]
protagonista: ana
adversario: bruno
aliado: carla
mundo: dario
ficha protagonista: Mark
ficha aliado: Lola
ficha mundo: Vecina
[/fa-conflicto]

[fa-ficha funcion=adversario]
faceta Los chicos de azul: 3
faceta Sin blanca: 1
faceta La pequeña Sara, hija de Mark: 5
amenaza: Un cadáver en el maletero
ph: 1
inspiraciones: 3 3 5
[/fa-ficha]`;

const turn = (...lines: string[]) => `[fa-turno]\n${lines.join("\n")}\n[/fa-turno]`;

interface Table {
  sheets: Record<string, { raw: string; owner: string; postId: number }>;
  rolled: Map<string, number>;
  faces: number[];
  ctx: TopicContext;
}

function table(faces: number[], lang: "es" | "en" = "es"): Table {
  const t: Table = {
    sheets: { Mark: { raw: MARK, owner: "ana", postId: 501 }, Lola: { raw: LOLA, owner: "carla", postId: 502 }, Vecina: { raw: VECINA, owner: "dario", postId: 503 } },
    rolled: new Map(), faces, ctx: undefined as unknown as TopicContext,
  };
  let post = 0;
  t.ctx = {
    lang,
    // A stand-in for the service's roll store: the same (post, block) gets its stored roll back.
    roll: (block, sizes) => {
      expect(sizes).toEqual([6]);
      const key = `${post}/${block}`;
      if (!t.rolled.has(key)) {
        const face = t.faces.shift();
        if (face === undefined) return err(gfError("dice.none"));
        t.rolled.set(key, face);
      }
      const face = t.rolled.get(key)!;
      return ok({ faces: [face], proof: `gf2.${key}`, card: diceRollBlock({ post, block, proof: `gf2.${key}`, dice: [{ size: 6, face }] }, lang) });
    },
    sheetOf: (c) => (t.sheets[c] ? { character: c, ...t.sheets[c]! } : undefined),
  };
  (t as unknown as { at: (id: number) => void }).at = (id: number) => { post = id; };
  return t;
}

function step(t: Table, stored: string | undefined, id: number, author: string, raw: string, staff = false): TopicStep {
  (t as unknown as { at: (id: number) => void }).at(id);
  let record: TopicRecord | undefined;
  if (stored !== undefined) {
    const r = readTopicRecord(JSON.parse(stored) as unknown);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    record = r.value;
  }
  return stepTopic(record, { id, author, raw, staff }, t.ctx);
}

/** Plays posts in order, each must be played; returns the stored record and the replies. */
function playAll(t: Table, posts: readonly [number, string, string][], stored?: string): { stored: string; replies: string[]; steps: TopicStep[] } {
  const replies: string[] = [];
  const steps: TopicStep[] = [];
  for (const [id, author, raw] of posts) {
    const s = step(t, stored, id, author, raw);
    if (s.kind !== "played") throw new Error(`${id}: ${s.kind === "refused" ? s.reply : s.why}`);
    expect(s.sheetErrors).toEqual([]);
    for (const w of s.sheets) t.sheets[w.character]!.raw = w.raw;
    replies.push(s.reply);
    steps.push(s);
    stored = JSON.stringify(s.record);
    // A redelivered post applies nothing again.
    expect(stepTopic(s.record, { id, author, raw, staff: false }, t.ctx)).toEqual({ kind: "ignored", why: "applied" });
  }
  return { stored: stored!, replies, steps };
}

// The worked example's posts (its faces: 1, 4, 2, then 1, 6, 6), with the defaults' two corrections (FA-AMB-02, FA-AMB-11).
const ROUND_1: [number, string, string][] = [
  [11, "ana", turn("tirar P1: Marlene, mi exmujer", "tirar P1 ph: Marlene, mi exmujer", "rasgo P1: Vida nocturna empapada en alcohol", "inspirar P2: 3", "paso")],
  [12, "bruno", turn("inspirar A1: 5", "tirar P2: Los chicos de azul", "paso")],
  [13, "carla", turn("mejorar: 2", "mejorar: 4", "inspirar P1: 5", "inspirar P2: 3", "paso")],
  [14, "dario", turn("apoyo: adversario", "romper: A1", "romper: A1", "romper: A3", "inspirar A1: 2", "inspirar A2: 2", "inspirar A3: 2", "paso")],
];
const ROUND_2: [number, string, string][] = [
  [15, "ana", turn("seguir")],
  [16, "bruno", turn("seguir")],
  [17, "ana", turn("tirar P2: Sin pegar ojo", "tirar P2: Buick Invicta del 61, oxidado", "paso")],
  [18, "bruno", turn("tirar P1: La pequeña Sara, hija de Mark", "paso")],
  [19, "carla", turn("paso")],
  [20, "dario", turn("paso")],
];
const LOOT: [number, string, string][] = [
  [21, "ana", "[fa-botin]\nbajar: Un cadáver en el maletero\n[/fa-botin]"],
  [22, "dario", "[fa-botin]\nreducir Testigo de la tormenta: 3\n[/fa-botin]"],
];

describe("a Facetas topic, post by post", () => {
  it("FA-CONF-1 FA-SCENE-2 FA-LOOT-1 FA-LOOT-4 FA-LOOT-5 FA-LOOT-8 FA-RECAP-1: the worked example played by four users to its loot, the sheets rewritten losslessly", () => {
    const t = table([1, 4, 2, 1, 6, 6]);
    const opened = step(t, undefined, 10, "bruno", OPENING);
    if (opened.kind !== "played") throw new Error(JSON.stringify(opened));
    expect(opened.reply).toContain("**Conflicto abierto**: Protagonista @ana, Adversario @bruno, Aliado @carla, Mundo @dario");
    // The service's own id for the conflict is no name a player gave: the reply never shows it.
    expect(opened.reply).not.toContain("topic-");
    expect(opened.reply).toContain("Protagonista: ficha de `Mark`");
    // The settings in words; the keys and their rules only in the closed fold.
    expect(opened.reply).toContain("los PH del Adversario al perder cuentan los dados del Protagonista");
    expect(opened.reply).toContain("- `adversaryPhDice: protagonist-dice` (FA-AMB-09)");
    expect(opened.reply.split("<details>")[0]).not.toMatch(/adversaryPhDice|riskAtFive|FA-AMB-/);
    expect(opened.reply).toContain("@ana, es tu turno (Protagonista)");
    // The table: the dice, and the Protagonist's first roll as a line to post: its own die with the lowest facet that covers it.
    expect(opened.reply).toContain("[fa-mesa]\nronda: 1\nturno: @ana\nprotagonista: 1\nadversario: 1\nacción 1 @ana: tirar P1: Buick Invicta del 61, oxidado\nacción 2 @ana: tirar A1: Buick Invicta del 61, oxidado\nacción 3 @ana: inspirar P1: 3\nacción 4 @ana: paso\n[/fa-mesa]");
    const { stored, replies, steps } = playAll(t, [...ROUND_1, ...ROUND_2, ...LOOT], JSON.stringify(opened.record));
    expect(t.faces).toEqual([]);
    // Each roll told, then its roll card (the platform's): the post, the roll's number and the proof the badge checks.
    expect(replies[0]).toContain("🎲 tirada 1: P1 (1) → **1**\n\n[tirada-dados post=11 bloque=0 prueba=gf2.11/0]\ndados: d6=1\n[/tirada-dados]");
    expect(replies[0]).toContain(`🎲 tirada 2: P1 (1) → **4**\n\n[tirada-dados post=11 bloque=${rollBlock(1, { side: "protagonist", die: 1 })} prueba=gf2.11/${rollBlock(1, { side: "protagonist", die: 1 })}]\ndados: d6=4\n[/tirada-dados]`);
    expect(replies[0]).not.toContain("prueba: `");
    expect(replies[0]).toContain("protagonista: 2 3\nadversario: 1\n");
    // The visible log, in the post's language, each change with its rule.
    expect(replies[0]).toContain("\ncambio FA-BREAK-1: Vida nocturna empapada en alcohol ayuda: el dado 1 del Protagonista (4) se rompe en 2 y 2\n");
    expect(replies[0]).toContain("\ncambio FA-PH-1: 1 PH paga la tirada (quedan 2); Marlene, mi exmujer no cuesta nada\n");
    expect(replies[0]).toContain("@bruno, es tu turno (Adversario)");
    expect(replies[3]).toContain("adversario: 2 2 2 2\n");
    expect(replies[3]).toContain("acción 1 @ana: seguir\nacción 2 @ana: me rindo\nacción 1 @bruno: seguir\nacción 2 @bruno: me rindo\n");
    // FA-END-1: the tie asks both duelists.
    expect(replies[3]).toContain("@ana (Protagonista): empate");
    expect(replies[3]).toContain("@bruno (Adversario): empate");
    expect(replies[9]).toContain("@ana: ganas; empareja tus dados con los del perdedor (sugerido: 1 2)");
    expect(replies[9]).toContain("elección 1 @ana: emparejamiento: 1 2\nelección 2 @ana: emparejamiento: 1 2\nelección 2 @ana: bajar: Sin pegar ojo\n");
    expect(replies[10]).toContain("@dario: reparte 3 reducciones de Riesgo");
    expect(replies[11]).toContain("El conflicto ha terminado: gana el Protagonista.");
    expect(replies[11]).toContain("\ngana: protagonista\n[/fa-mesa]");
    const last = steps.at(-1)!;
    if (last.kind !== "played") throw new Error("last");
    expect(last.state.phase).toEqual({ kind: "over", winner: "protagonist", how: "score" });
    expect(last.state.adversary.ph).toBe(5);
    expect(last.state.ally!.ph).toBe(4);
    // The sheets: only the changed lines, in the writer's words; everything else as it was.
    expect(t.sheets["Mark"]!.raw).toBe(MARK
      .replace("Buick Invicta del 61, oxidado: 1", "Buick Invicta del 61, oxidado: 2").replace("Sin pegar ojo: 4", "Sin pegar ojo: 5")
      .replace("maletero: 5", "maletero: 4").replace("Rasgo: Vida", "Rasgo agotado: Vida").replace("ph: 3", "ph: 2").replace("inspiraciones: 2 3", "inspiraciones: 2 4 4"));
    expect(t.sheets["Lola"]!.raw).toBe(LOLA.replace("ph: 2", "ph: 4").replace("inspirations: I=4, I=2, I=2", "inspirations: I=2"));
    expect(t.sheets["Vecina"]!.raw).toBe(VECINA.replace("tormenta: 5", "tormenta: 2").replace("ph: 3", "ph: 0").replace("inspiraciones: 2 2 2", "inspiraciones:"));
    // The record is the conflict's replay log: `gf facetas replay` reaches the same end.
    const record = JSON.parse(stored) as TopicRecord;
    const r = replay((facetasTopicFlow.exportLog!(record) ?? "").trim().split("\n").map((l) => JSON.parse(l) as unknown));
    expect(r.failure).toBeNull();
    expect(r.steps.at(-1)!.state).toEqual(last.state);
  });

  it("FA-ROLE-1 FA-ALLY-3 FA-ROLL-2 FA-SCENE-2: refusals quote the line, apply nothing, and a refused roll is never rolled", () => {
    const t = table([5]);
    const opened = step(t, undefined, 10, "bruno", OPENING);
    if (opened.kind !== "played") throw new Error("open");
    const stored = JSON.stringify(opened.record);
    const notYours = step(t, stored, 11, "bruno", turn("tirar A1: Sin blanca"));
    expect(notYours).toMatchObject({ kind: "refused", line: 2, error: { code: "fa.not-your-turn", rule: "FA-SCENE-2" } });
    expect(notYours.kind === "refused" && notYours.reply).toBe("@bruno: línea 2: `tirar A1: Sin blanca` — no es el turno de bruno: le toca a ana (FA-SCENE-2). No se ha aplicado nada de esta publicación.");
    // A post is all or nothing: a bad line after a roll refuses the whole post.
    const half = step(t, stored, 12, "ana", turn("tirar P1: Marlene, mi exmujer", "inspirar P1: 9"));
    expect(half).toMatchObject({ kind: "refused", line: 3, error: { code: "fa.markup.bad-number" } });
    const level = step(t, stored, 13, "ana", turn("inspirar P1: 3", "tirar P1: Buick Invicta del 61, oxidado"));
    expect(level).toMatchObject({ kind: "refused", line: 3, error: { code: "fa.roll.level", rule: "FA-ROLL-2" } });
    expect(t.faces).toEqual([5]);
    const ally = step(t, stored, 14, "carla", turn("tirar P1: Nosy"));
    expect(ally).toMatchObject({ kind: "refused", error: { code: "fa.role-cannot.ally" } });
    const stranger = step(t, stored, 15, "eva", "[fa-botin]\nemparejamiento: 1\n[/fa-botin]");
    expect(stranger).toMatchObject({ kind: "refused", error: { code: "fa.not-in-conflict", rule: "FA-ROLE-1" } });
    expect(step(t, stored, 16, "ana", "Just talking, no blocks.")).toEqual({ kind: "ignored", why: "no-moves" });
  });

  it("FA-ROLL-1: an edited post gets its stored roll back, and an edit that points the roll at another die gets another roll", () => {
    const t = table([3, 5]);
    const opened = step(t, undefined, 10, "bruno", OPENING);
    if (opened.kind !== "played") throw new Error("open");
    const stored = JSON.stringify(opened.record);
    // Refused after its roll: dice stand, the post is played up to the refused step (the roll kept)
    // and the rest is refused; the roll stays with (post, block).
    const first = step(t, stored, 11, "ana", turn("tirar P1: Marlene, mi exmujer", "inspirar A1: 2", "inspirar A1: 2"));
    expect(first).toMatchObject({ kind: "played", refused: { error: { code: "fa.inspire.none" } } });
    expect(first.kind === "played" && first.state.dice.protagonist).toEqual([3]);
    expect(t.faces).toEqual([5]);
    const again = step(t, stored, 11, "ana", turn("tirar P1: Marlene, mi exmujer", "paso"));
    expect(again.kind === "played" && again.state.dice.protagonist).toEqual([3]);
    const retarget = step(t, stored, 11, "ana", turn("tirar A1: Marlene, mi exmujer", "paso"));
    expect(retarget.kind === "played" && retarget.state.dice).toEqual({ protagonist: [1], adversary: [5] });
    expect(rollBlock(0, { side: "protagonist", die: 1 })).not.toBe(rollBlock(0, { side: "adversary", die: 1 }));
  });

  it("FA-SCENE-1 FA-ROLE-2 FA-SHEET-1: the opening is the Adversary's, and each role's sheet is its player's own", () => {
    const t = table([]);
    expect(step(t, undefined, 10, "ana", OPENING)).toMatchObject({ kind: "refused", error: { code: "fa.flow.open.who", rule: "FA-SCENE-1" } });
    expect(step(t, undefined, 10, "mod", OPENING, true).kind).toBe("played");
    t.sheets["Mark"]!.owner = "carla";
    expect(step(t, undefined, 10, "bruno", OPENING)).toMatchObject({ kind: "refused", error: { code: "fa.flow.sheet.not-theirs", rule: "FA-ROLE-2" } });
    t.sheets["Mark"]!.owner = "ana";
    expect(step(t, undefined, 10, "bruno", OPENING.replace("ficha protagonista: Mark", "ficha protagonista: Nadie"))).toMatchObject({ kind: "refused", error: { code: "fa.flow.sheet.missing" } });
    expect(step(t, undefined, 10, "bruno", OPENING.replace(/\[fa-ficha funcion=adversario\][^]*\[\/fa-ficha\]/, ""))).toMatchObject({ kind: "refused", error: { code: "fa.flow.sheet.needed", rule: "FA-SHEET-1" } });
    expect(step(t, undefined, 11, "ana", turn("paso"))).toMatchObject({ kind: "refused", error: { code: "fa.flow.not-open" } });
  });

  it("FA-END-3 FA-LOOT-2 FA-LOOT-6: a Protagonist behind is asked to postpone or concede, and the Ally is asked through whom it helped", () => {
    const t = table([]);
    t.sheets["Lola"]!.raw = LOLA.replace("ph: 2", "ph: 2\nrasgo agotado: Paraguas\nrasgo agotado: Buena vecina");
    const opened = step(t, undefined, 10, "bruno", OPENING);
    if (opened.kind !== "played") throw new Error("open");
    const first = playAll(t, [
      [11, "ana", turn("paso")], [12, "bruno", turn("inspirar A1: 5", "paso")], [13, "carla", turn("paso")], [14, "dario", turn("paso")],
    ], JSON.stringify(opened.record));
    expect(first.replies[3]).toContain("@ana: vas perdiendo 1 a 5; ¿pagas 1 PH para otra ronda o aceptas la derrota? (FA-END-3)");
    expect(first.replies[3]).toContain("acción 1 @ana: aplazar\nacción 2 @ana: acepto la derrota\n");
    const end = playAll(t, [[15, "ana", turn("acepto la derrota")]], first.stored);
    expect(end.replies[0]).toContain("@bruno: ganas");
    expect(end.replies[0]).toContain("@carla: ¿ayudabas con tu personaje principal");
    expect(end.replies[0]).toContain("elección 1 @carla: mediante: principal\nelección 2 @carla: mediante: otro\n");
    playAll(t, [[16, "bruno", "[fa-botin]\nemparejamiento: 1\n[/fa-botin]"], [17, "carla", "[fa-botin]\nmediante: principal\n[/fa-botin]"]], end.stored);
    // FA-LOOT-6: through the main character, every Trait of it is renewed, on its sheet too.
    expect(t.sheets["Lola"]!.raw).toContain("rasgo: Paraguas\nrasgo: Buena vecina");
  });

  it("FA-CONF-1 FA-COST-1: a topic in an English table is answered in English", () => {
    const t = table([4], "en");
    const raw = "[fa-conflict]\nprotagonist: ana\nadversary: bruno\n[/fa-conflict]\n\n[fa-sheet role=protagonist]\nfacet Sleepless: 4\n[/fa-sheet]\n\n[fa-sheet role=adversary]\nfacet Broke: 1\n[/fa-sheet]";
    // Staff presents it: only staff write another player's role's sheet inline (FA-ROLE-2).
    const opened = step(t, undefined, 10, "bruno", raw, true);
    if (opened.kind !== "played") throw new Error(JSON.stringify(opened));
    expect(opened.reply).toContain("**Conflict opened**: Protagonist @ana, Adversary @bruno.");
    expect(opened.reply).not.toContain("topic-");
    const played = step(t, JSON.stringify(opened.record), 11, "ana", "[fa-turn]\nroll A1: Sleepless\npass\n[/fa-turn]");
    if (played.kind !== "played") throw new Error(JSON.stringify(played));
    expect(played.reply).toContain("[fa-table]\nround: 1\nturn: @bruno\nprotagonist: 1\nadversary: 4\nchange FA-COST-1: the Protagonist's first roll of the conflict: free\n");
    expect(played.reply).toContain("\nchange FA-ROLL-1: Sleepless (4) rerolls adversary die 1: 1 → 4\n");
    expect(played.reply).toContain("@bruno, it is your turn (Adversary)");
    // Players' words stay inside the table's lines, after its keywords: a facet's name cannot close the block or open another.
    const hostile = step(table([2], "en"), undefined, 10, "bruno", raw.replace(/Sleepless/g, "[fa-turn] <b>x</b>"), true);
    if (hostile.kind !== "played") throw new Error("hostile");
    const h = step(t, JSON.stringify(hostile.record), 11, "ana", "[fa-turn]\nroll A1: [fa-turn] <b>x</b>\n[/fa-turn]");
    expect(h.kind === "played" && h.reply).toContain("\nchange FA-ROLL-1: [fa-turn] <b>x</b> (4) rerolls adversary die 1: 1 → ");
    const blocks = parseGamePost(h.kind === "played" ? h.reply : "", [facetasMarkup(zodCheck)]);
    expect(blocks.map((b) => [b.tag, b.parsed.errors])).toEqual([["fa-table", []]]);
  });

  it("FA-CONF-1 FA-SCENE-2: one language per table: posts written in the other language's keywords are understood and answered in the table's", () => {
    const tables = [
      { lang: "es", opening: "[fa-conflict]\nprotagonist: ana\nadversary: bruno\n[/fa-conflict]\n\n[fa-sheet role=protagonist]\nfacet Sleepless: 4\n[/fa-sheet]\n\n[fa-sheet role=adversary]\nfacet Broke: 1\n[/fa-sheet]",
        turn: "[fa-turn]\nroll A1: Sleepless\npass\n[/fa-turn]", opened: "**Conflicto abierto**: Protagonista @ana, Adversario @bruno.", table: "[fa-mesa]\nronda: 1\nturno: @bruno\n",
        prompt: "@bruno, es tu turno (Adversario)", other: /\b(?:round|turn|change|action|proof|roll)\b/, refusal: /^@carla: línea 2: .* No se ha aplicado nada de esta publicación\.$/ },
      { lang: "en", opening: "[fa-conflicto]\nprotagonista: ana\nadversario: bruno\n[/fa-conflicto]\n\n[fa-ficha funcion=protagonista]\nfaceta Insomne: 4\n[/fa-ficha]\n\n[fa-ficha funcion=adversario]\nfaceta Sin blanca: 1\n[/fa-ficha]",
        turn: "[fa-turno]\ntirar A1: Insomne\npaso\n[/fa-turno]", opened: "**Conflict opened**: Protagonist @ana, Adversary @bruno.", table: "[fa-table]\nround: 1\nturn: @bruno\n",
        prompt: "@bruno, it is your turn (Adversary)", other: /\b(?:ronda|turno|cambio|acción|prueba|tirada)\b/, refusal: /^@carla: line 2: .* Nothing in this post was applied\.$/ },
    ] as const;
    for (const c of tables) {
      const t = table([4], c.lang);
      const opened = step(t, undefined, 10, "bruno", c.opening, true);
      if (opened.kind !== "played") throw new Error(JSON.stringify(opened));
      expect(opened.reply).toContain(c.opened);
      // The reply, its table block and the buttons' lines in the table's language, not the post's.
      const rolled = step(t, JSON.stringify(opened.record), 11, "ana", c.turn);
      if (rolled.kind !== "played") throw new Error(JSON.stringify(rolled));
      expect(rolled.reply).toContain(c.table);
      expect(rolled.reply).toContain(c.prompt);
      expect(rolled.reply).not.toMatch(c.other);
      // A refusal too, whatever the language of the refused post.
      const refused = step(t, JSON.stringify(rolled.record), 12, "carla", c.turn);
      expect(refused.kind === "refused" && refused.reply).toMatch(c.refusal);
    }
  });

  it.each(["es", "en"] as const)("FA-INSP-2 FA-AMB-03: the Inspiration a player is offered raises their own die, not their rival's lower one (%s)", (lang) => {
    // Mark's P1 rolls a 2 over the Adversary's 1: his I=3 could go on either die (any die may take it),
    // but on A1 it would only raise the Adversary's sum; the offered line puts it on P1.
    const t = table([2], lang);
    const opened = step(t, undefined, 10, "bruno", OPENING);
    if (opened.kind !== "played") throw new Error(JSON.stringify(opened));
    const rolled = step(t, JSON.stringify(opened.record), 11, "ana", turn("tirar P1: Marlene, mi exmujer"));
    if (rolled.kind !== "played") throw new Error(JSON.stringify(rolled));
    const offers = rolled.reply.split("\n").filter((l) => /^(acción|action) \d+ @ana: /.test(l));
    expect(offers.filter((l) => /(inspirar|inspire) /.test(l))).toEqual([lang === "es" ? "acción 3 @ana: inspirar P1: 3" : "action 3 @ana: inspire P1: 3"]);
    // A typed line on the rival's die is still played (FA-AMB-03: any die).
    const typed = step(t, JSON.stringify(rolled.record), 12, "ana", turn("inspirar A1: 3"));
    expect(typed.kind).toBe("played");
  });

  it("sheet rewrite: a sheet with no ph line gets one before its closing tag, in the block's language", () => {
    const raw = "[fa-sheet role=world]\ncharacter: W\ninspirations: 2\n[/fa-sheet]";
    const v = { ph: 0, inspirations: [2], facets: {}, traits: {} };
    const r = rewriteSheet(raw, v, { ...v, ph: 2 });
    expect(r).toEqual({ ok: true, value: { raw: "[fa-sheet role=world]\ncharacter: W\ninspirations: 2\nph: 2\n[/fa-sheet]", changed: true, refused: [] } });
  });
});
