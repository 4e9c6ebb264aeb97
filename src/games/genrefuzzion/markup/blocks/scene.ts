// [gf-scene]: the opening post of a scene (GF-SCENE-2), its fields in any order.
import { gfError } from "../../../../lib/result.js";
import type { BlockSpec, FieldLine } from "../block-spec.js";
import type { SceneNode } from "../schemas.js";
import { parseInt1 } from "../../../../markup/attr-values.js";
import { ATTRS, SCENE_FIELDS, TAGS } from "../spellings.js";
import { allyList, intValue, noQualifier, once, oneDie } from "./common.js";

const FIELDS = {
  number: { spellings: SCENE_FIELDS.number },
  title: { spellings: SCENE_FIELDS.title },
  setting: { spellings: SCENE_FIELDS.setting },
  tone: { spellings: SCENE_FIELDS.tone },
  cliche: { spellings: SCENE_FIELDS.cliche, dice: true },
  protagonist: { spellings: SCENE_FIELDS.protagonist },
  antagonist: { spellings: SCENE_FIELDS.antagonist },
  extra: { spellings: SCENE_FIELDS.extra },
  intention: { spellings: SCENE_FIELDS.intention },
  allies: { spellings: SCENE_FIELDS.allies },
  finale: { spellings: SCENE_FIELDS.finale },
} as const;

/** GF-FIN-1: "gran final: sí" (or the bare keyword) opens the agreed Grand Finale; "no" a regular scene. */
const YES = /^(?:|s[íi]|yes|y)$/i;
const NO = /^no$/i;

/** GF-SCENE-2 item 4: at most three scene clichés. */
export const MAX_SCENE_CLICHES = 3;

/** "Name — description": an em or en dash, or a hyphen with spaces around it. */
const DESCRIPTION = /\s+[—–-]\s+|\s*[—–]\s*/;

export const sceneBlock: BlockSpec<SceneNode> = {
  name: "scene",
  tags: TAGS.scene,
  attrs: { number: { spellings: ATTRS.number, parse: parseInt1 } },
  fields: FIELDS,
  build({ attrs, lines, openSpan }, ctx) {
    const fields = lines.filter((l): l is FieldLine => l.kind === "field");
    const node: SceneNode = { block: "scene", cliches: [], allies: [] };
    if (typeof attrs["number"] === "number") node.number = attrs["number"];
    const text = (field: "title" | "setting" | "tone" | "protagonist" | "intention", required: boolean): void => {
      const line = once(fields, field, ctx);
      if (!line) {
        if (required) {
          const keyword = (ctx.lang === "es" ? FIELDS[field].spellings.es[0] : FIELDS[field].spellings.en[0])!;
          ctx.error(gfError("markup.missing_field", "GF-SCENE-2", { keyword }), openSpan);
        }
        return;
      }
      if (!noQualifier(line, ctx)) return;
      if (!line.value) ctx.error(gfError("markup.value_required", "GF-SCENE-2", { keyword: line.keyword }), line.valueSpan);
      else node[field] = { value: line.value, span: line.valueSpan };
    };
    text("title", true);
    text("setting", true);
    text("tone", true);
    text("protagonist", false);
    text("intention", true);

    const numberLine = once(fields, "number", ctx);
    if (numberLine && noQualifier(numberLine, ctx)) {
      const n = intValue(numberLine.value, numberLine, ctx, 1, 1_000_000_000);
      if (n !== undefined) node.number = n;
    }

    for (const line of fields.filter((l) => l.field === "cliche")) {
      if (!noQualifier(line, ctx)) continue;
      if (!line.value) { ctx.error(gfError("markup.value_required", "GF-SCENE-2", { keyword: line.keyword }), line.valueSpan); continue; }
      // GF-SCENE-2 item 4: each scene cliché has a d4, d6 or d8.
      if (line.dice.length === 0) { ctx.error(gfError("markup.die_required", "GF-SCENE-2", { keyword: line.keyword }), line.span); continue; }
      const die = oneDie(line, ctx, [4, 6, 8], "GF-SCENE-2");
      if (die !== undefined) node.cliches.push({ name: line.value, die, span: line.span });
    }
    const clicheLines = fields.filter((l) => l.field === "cliche");
    if (clicheLines.length > MAX_SCENE_CLICHES) {
      ctx.error(gfError("markup.too_many", "GF-SCENE-2", { keyword: clicheLines[0]!.keyword, max: MAX_SCENE_CLICHES }), clicheLines[MAX_SCENE_CLICHES]!.span);
    } else {
      const d8 = node.cliches.filter((c) => c.die === 8).length;
      const d4 = node.cliches.filter((c) => c.die === 4).length;
      if (d8 !== d4) ctx.error(gfError("markup.scene_balance", "GF-SCENE-2", { d8, d4 }), clicheLines[0]?.span ?? openSpan);
    }

    // GF-SCENE-2 item 5: a character, or an extra with a one-line description.
    const character = once(fields, "antagonist", ctx);
    const extra = once(fields, "extra", ctx);
    if (character && extra) {
      ctx.error(gfError("markup.one_antagonist", "GF-SCENE-2"), character.span);
      ctx.error(gfError("markup.one_antagonist", "GF-SCENE-2"), extra.span);
    }
    else if (!character && !extra) {
      ctx.error(gfError("markup.missing_field", "GF-SCENE-2", { keyword: ctx.lang === "es" ? "antagonista" : "antagonist" }), openSpan);
    } else if (character && noQualifier(character, ctx)) {
      if (!character.value) ctx.error(gfError("markup.value_required", "GF-SCENE-2", { keyword: character.keyword }), character.valueSpan);
      else node.antagonist = { kind: "character", name: character.value, span: character.span };
    } else if (extra && noQualifier(extra, ctx)) {
      const m = DESCRIPTION.exec(extra.value);
      const name = (m ? extra.value.slice(0, m.index) : extra.value).trim();
      const description = m ? extra.value.slice(m.index + m[0].length).trim() : "";
      if (!name) ctx.error(gfError("markup.value_required", "GF-SCENE-2", { keyword: extra.keyword }), extra.valueSpan);
      else node.antagonist = description ? { kind: "extra", name, description, span: extra.span } : { kind: "extra", name, span: extra.span };
    }

    const finale = once(fields, "finale", ctx);
    if (finale && noQualifier(finale, ctx)) {
      const value = finale.value.trim();
      if (YES.test(value) || NO.test(value)) node.finale = { value: YES.test(value), span: finale.span };
      else ctx.error(gfError("markup.yes_or_no", "GF-FIN-1", { keyword: finale.keyword }), finale.valueSpan);
    }

    for (const line of fields.filter((l) => l.field === "allies")) {
      if (!noQualifier(line, ctx)) continue;
      const named = allyList(line.value);
      if (named.length === 0) ctx.error(gfError("markup.value_required", "GF-ALLY-1", { keyword: line.keyword }), line.valueSpan);
      // GF-AMB-07: "Roco (@eva)" names who runs an extra ally.
      for (const { name, runner } of named) node.allies.push(runner ? { name, runner, span: line.span } : { name, span: line.span });
    }
    return node;
  },
};
