// [tt-challenge id=…]: the GM's challenge. Who is challenged, with which quality and difficulty,
// how many effort tokens, and the optional genre rules' enemy, level, boss, fear, combat and battle.
import type { MarkupError, ChallengeNode } from "./schemas.js";
import { err, foldValue, oneOf, qualifiersOnly, single, wholeNumber, type Field } from "./read-lines.js";
import { CHALLENGE_EXAMPLE_ID, DIFFICULTY_WORDS, ENEMY_QUALITY_WORDS, KIND_WORDS, QUALITY_WORDS, STYLE_WORDS } from "./vocabulary.js";

const QUALITIES = "ágil, fuerte, astuto / agile, strong, cunning";

const names = (value: string) => value.split(/[,;]/).map((s) => s.trim()).filter(Boolean);

export function buildChallenge(attrs: Readonly<Record<string, string>>, fields: readonly Field[], errors: MarkupError[], open: { line: number; column: number }): ChallengeNode | null {
  const id = attrs["id"];
  if (!id) errors.push(err(open, "tt.markup.missing-attr", { tag: "tt-challenge", name: "id" }));
  // TT-SETUP-1: the challenge is the GM's to describe, and its name is how rolls, answers and the Karma
  // offer (TT-KAR-3) name it: the template's example name, in either language, is one to replace.
  else if (Object.values(CHALLENGE_EXAMPLE_ID).includes(foldValue(id))) errors.push(err(open, "tt.markup.example-id", { id }, "TT-SETUP-1"));
  const node: ChallengeNode = { block: "challenge", id: id ?? "-", kind: "normal", who: [], deadly: false };
  // Only a quality line takes a qualifier: the character it is for ("quality Elfa: agile").
  qualifiersOnly(fields, ["quality"], errors);
  const f = (name: string) => single(fields.filter((x) => !x.qualifier || name !== "quality"), name, errors);
  const kind = f("kind");
  if (kind) node.kind = oneOf(kind, KIND_WORDS, "normal, ataque, defensa, miedo, oposición / normal, attack, defence, fear, opposed", errors) ?? "normal";
  const quality = f("quality");
  if (quality) node.quality = oneOf(quality, QUALITY_WORDS, QUALITIES, errors);
  // The word as the GM wrote it, for the cards: its gender ("astuta": the rules give "astuto/a"), not a word the card would re-render.
  if (quality && node.quality) node.qualityWord = quality.value;
  const difficulty = f("difficulty");
  if (difficulty) {
    // TT-CHAL-1: the GM picks 4, 5 or 6 (easy, normal, hard).
    const d = DIFFICULTY_WORDS.get(foldValue(difficulty.value));
    if (d) node.difficulty = Number(d) as 4 | 5 | 6;
    else errors.push(err(difficulty, "tt.markup.difficulty", { keyword: difficulty.keyword, value: difficulty.value }, "TT-CHAL-1"));
  } else if (node.kind !== "opposed") {
    // TT-OPP-1: an opposed challenge needs none: each side's difficulty is the other's top die.
    errors.push(err(open, "tt.markup.missing", { keyword: "difficulty / dificultad" }, "TT-CHAL-1"));
  }
  const effort = f("effort");
  if (effort) node.effort = wholeNumber(effort, 1, 99, errors);
  const outside = new Set(fields.filter((x) => x.field === "outside").flatMap((x) => names(x.value)));
  const perCharacter = new Map(fields.filter((x) => x.field === "quality" && x.qualifier).map((x) => [x.qualifier, oneOf(x, QUALITY_WORDS, QUALITIES, errors)] as const));
  for (const w of fields.filter((x) => x.field === "who")) {
    for (const character of names(w.value)) {
      if (node.who.some((x) => x.character === character)) { errors.push(err(w, "tt.markup.duplicate", { keyword: character })); continue; }
      const q = perCharacter.get(character);
      node.who.push({ character, outsideConcept: outside.has(character), ...(q ? { quality: q } : {}) });
    }
  }
  if (node.who.length === 0) errors.push(err(open, "tt.markup.missing", { keyword: "who / quién" }, "TT-SETUP-1"));
  for (const name of outside) if (!node.who.some((x) => x.character === name)) errors.push(err(open, "tt.markup.not-challenged", { character: name }));
  for (const q of perCharacter.keys()) if (!node.who.some((x) => x.character === q)) errors.push(err(open, "tt.markup.not-challenged", { character: q }));
  const combat = f("combat");
  if (combat) node.combat = oneOf(combat, STYLE_WORDS, "cuerpo a cuerpo, a distancia, mental / melee, ranged, mental", errors);
  const enemy = f("enemy");
  const enemyQualities = f("enemyQualities");
  const level = f("level");
  const boss = f("boss");
  if (enemy || enemyQualities || level || boss) {
    const qualities = enemyQualities ? names(enemyQualities.value).map((v) => oneOf(enemyQualities, ENEMY_QUALITY_WORDS, "ágil, fuerte, astuto, torpe, débil, estúpido / agile, strong, cunning, clumsy, weak, stupid", errors, v)) : [];
    const lv = level ? wholeNumber(level, 1, 99, errors) : undefined;
    node.enemy = { ...(enemy?.value ? { name: enemy.value } : {}), qualities: qualities.filter((q) => q !== undefined), ...(lv ? { level: lv } : {}), boss: !!boss };
  }
  node.deadly = !!f("deadly");
  const battle = f("battle");
  if (battle?.value) node.battle = battle.value;
  return node;
}
