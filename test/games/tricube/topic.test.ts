// A Tricube topic as the service keeps it, post after post: the record read back from JSON before
// every step (as a store hands it over), each post applied at most once, the reply, the sheets the
// post changed rewritten, a refusal answered in the block's language, and the log replaying to the
// table the thread reached.
import { describe, expect, it } from "@jest/globals";
import { ok } from "../../../src/lib/result.js";
import { replay } from "../../../src/games/tricube/rules/index.js";
import { newTopicRecord, readTopicRecord, replayLogOf, stepTopic, tableFromSheets, type TopicContext, type TopicRecord } from "../../../src/games/tricube/flow/index.js";

const MAGA = "[tt-ficha]\nnombre: Maga\narquetipo: astuta maga\nventaja: Piromancia\ndefecto: Arrogante\n[/tt-ficha]";
const ENANO = "[tt-sheet]\nname: Enano\narchetype: strong dwarf\nperk: Fury\nquirk: Grumpy\nresolve: 2/3\n[/tt-sheet]";

function start(): TopicRecord {
  const t = tableFromSheets("dj", {}, [{ raw: MAGA, author: "ana" }, { raw: ENANO, author: "bruno" }]);
  if (!t.ok) throw new Error("table");
  return newTopicRecord(t.value.state);
}

describe("a Tricube topic, post by post", () => {
  it("TT-EFF-2 TT-KAR-2 TT-QRK-1 TT-OUT-4 TT-DEF-1: the session runs through stored records, replies and sheet writes", () => {
    const sheets: Record<string, string> = { Maga: MAGA, Enano: ENANO };
    const dice = [[5, 3], [1, 1, 1], [6, 5]];
    const ctx: TopicContext = { lang: "es", roll: (n) => ok({ dice: dice.shift()!.slice(0, n).map((face) => ({ size: 6, face })), proof: "gf1.test" }), sheetOf: (c) => sheets[c] };
    let stored = JSON.stringify(start());
    const replies: string[] = [];
    const posts: [number, string, string, boolean][] = [
      [10, "dj", "[tt-desafio id=muro]\nquién: Maga, Enano\ncualidad: fuerte\ndificultad: 5\nesfuerzo: 2\n[/tt-desafio]", false],
      [11, "ana", "[tt-tirada desafio=muro personaje=Maga]\n[/tt-tirada]", false],
      [12, "ana", "[tt-karma desafio=muro personaje=Maga]\nventaja: Piromancia\n[/tt-karma]", false],
      [13, "bruno", "[tt-tirada desafio=muro personaje=Enano]\ndefecto: Grumpy\n[/tt-tirada]", false],
      [14, "mod", "[tt-respuesta desafio=muro personaje=Enano]\ncoste: resolución\ncomplicación: el muro le cae encima\n[/tt-respuesta]", true],
      [15, "dj", "[tt-respuesta personaje=Enano]\naflicción: Cojo\n[/tt-respuesta]", false],
      [16, "ana", "[tt-tirada desafio=muro personaje=Maga]\n[/tt-tirada]", false],
      [17, "dj", "[tt-dj]\ncerrar: muro\n[/tt-dj]", false],
    ];
    for (const [id, author, raw, staff] of posts) {
      const record = readTopicRecord(JSON.parse(stored) as unknown);
      if (!record.ok) throw new Error(JSON.stringify(record.error));
      const step = stepTopic(record.value, { id, author, raw, staff }, ctx);
      if (step.kind !== "played") throw new Error(`${id}: ${step.kind === "refused" ? step.reply : step.why}`);
      for (const w of step.sheets) { expect(w.kept).toEqual([]); sheets[w.character] = w.raw; }
      expect(step.sheetErrors).toEqual([]);
      replies.push(step.reply);
      stored = JSON.stringify(step.record);
      // A redelivered post applies nothing again.
      expect(stepTopic(step.record, { id, author, raw, staff }, ctx)).toEqual({ kind: "ignored", why: "applied" });
    }
    expect(replies[1]).toContain("**Maga** tira [5] [3] contra 5 en «muro»: **éxito**");
    // Maga's Karma holds for the effort challenge's later rolls (TT-AMB-05) and Enano's quirk adds 1: 5 again.
    expect(replies[3]).toContain("**Enano** tira [1] [1] [1] contra 5 en «muro»: **fallo crítico**");
    expect(replies[3]).toContain("@dj: decide qué cuesta el fallo de Enano");
    expect(replies[4]).toContain("Enano es derrotado");
    expect(replies[6]).toContain("«muro» está superado");
    expect(replies[6]).toContain("prueba: `gf1.test`");
    expect(sheets["Maga"]).toBe(MAGA.replace("defecto: Arrogante\n", "defecto: Arrogante\nkarma: 2/3\n"));
    expect(sheets["Enano"]).toBe(ENANO.replace("resolve: 2/3\n", "resolve: 3/3\naffliction: Cojo (permanent)\n"));
    const last = readTopicRecord(JSON.parse(stored) as unknown);
    if (!last.ok) throw new Error("record");
    expect(last.value.applied).toEqual([10, 11, 12, 13, 14, 15, 16, 17]);
    // TT-TOOL-07: Enano's quirk reward, unchosen at close, is Karma.
    expect(last.value.state.characters["Enano"]!.karma).toBe(3);
    const log = replayLogOf(last.value.log.start, last.value.log.actions).trim().split("\n").map((l) => JSON.parse(l) as unknown);
    expect(replay(log).steps.at(-1)!.state).toEqual(last.value.state);
  });

  it("a refused post is answered in its block's language with its line, and nothing is recorded", () => {
    const record = start();
    const step = stepTopic(record, { id: 5, author: "ana", staff: false, raw: "Hola.\n\n[tt-desafio id=x]\nquién: Maga\ndificultad: 5\n[/tt-desafio]" }, { lang: "en", roll: () => ok({ dice: [], proof: "" }), sheetOf: () => undefined });
    expect(step.kind).toBe("refused");
    if (step.kind === "refused") expect(step.reply).toBe("@ana: línea 3: solo el DJ puede hacer esto, no ana (TT-SETUP-1)");
    expect(stepTopic(record, { id: 6, author: "ana", staff: false, raw: "just chatting" }, { lang: "en", roll: () => ok({ dice: [], proof: "" }), sheetOf: () => undefined })).toEqual({ kind: "ignored", why: "no-moves" });
  });

  it("a stored record that is not a Tricube topic is refused with where, never cast", () => {
    const bad = readTopicRecord({ ...start(), applied: ["x"] });
    expect(bad.ok || [bad.error.code, bad.error.params?.["path"]]).toEqual(["tt.topic.unreadable", "applied.0"]);
    expect(readTopicRecord({ ...start(), format: 2 }).ok).toBe(false);
  });

  it("a sheet the service cannot find is reported, and the move still stands", () => {
    let record = start();
    const ctx: TopicContext = { lang: "en", roll: (n) => ok({ dice: Array.from({ length: n }, () => ({ size: 6, face: 2 })), proof: "p" }), sheetOf: () => undefined };
    const a = stepTopic(record, { id: 1, author: "dj", staff: false, raw: "[tt-challenge id=a]\nwho: Maga\nquality: cunning\ndifficulty: 5\n[/tt-challenge]" }, ctx);
    if (a.kind !== "played") throw new Error("challenge");
    record = a.record;
    const b = stepTopic(record, { id: 2, author: "ana", staff: false, raw: "[tt-roll challenge=a character=Maga]\n[/tt-roll]" }, ctx);
    if (b.kind !== "played") throw new Error("roll");
    const c = stepTopic(b.record, { id: 3, author: "ana", staff: false, raw: "[tt-karma challenge=a character=Maga]\nperk: Piromancia\n[/tt-karma]" }, ctx);
    expect(c.kind === "played" && c.sheetErrors.map((e) => [e.character, e.error.code])).toEqual([["Maga", "tt.sheet.none"]]);
  });
});
