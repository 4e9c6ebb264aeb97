// Replies rendered from Handlebars templates, `templates/<name>.<lang>.hbs`, es and en. Templates hold
// no logic; the one helper, `code`, turns a user's line into a Markdown code span that nothing in it
// can break out of (a fence longer than any run of backticks inside, per CommonMark §6.1), so a
// quoted line can neither render as markup nor start a [gf-…] block.
import Handlebars from "handlebars";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Lang } from "../lib/i18n.js";

export type TemplateName = "roll-result" | "roll-stands" | "pool-error" | "rate-limited" | "beacon-wait" | "dice-commitment" | SceneTemplateName;
export const TEMPLATE_NAMES: readonly TemplateName[] = ["roll-result", "roll-stands", "pool-error", "rate-limited", "beacon-wait"];
/** The service's own posts, which answer nobody: the dice commitment (docs/verifiable-dice.md §9.3). */
export const SERVICE_TEMPLATE_NAMES: readonly TemplateName[] = ["dice-commitment"];
/** The scene game's replies (src/service/game), with their own data. */
export type SceneTemplateName = "scene-update" | "scene-error" | "scene-reminder" | "scene-stands";
export const SCENE_TEMPLATE_NAMES: readonly SceneTemplateName[] = ["scene-update", "scene-error", "scene-reminder", "scene-stands"];

export interface Templates {
  render(name: TemplateName, lang: Lang, data: object): string;
}

export function codeSpan(text: string): string {
  const oneLine = text.replace(/[\r\n]+/g, " ");
  const longest = Math.max(0, ...[...oneLine.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  const pad = oneLine.startsWith("`") || oneLine.endsWith("`") || oneLine === "" ? " " : "";
  return `${fence}${pad}${oneLine}${pad}${fence}`;
}

export function loadTemplates(dir: string): Templates {
  const hb = Handlebars.create();
  hb.registerHelper("code", (text: unknown) => new hb.SafeString(codeSpan(String(text ?? ""))));
  const compiled = new Map<string, HandlebarsTemplateDelegate>();
  for (const file of readdirSync(dir)) {
    const m = /^([a-z-]+)\.(es|en)\.hbs$/.exec(file);
    if (m) compiled.set(`${m[1]}.${m[2]}`, hb.compile(readFileSync(join(dir, file), "utf8"), { strict: true }));
  }
  for (const name of [...TEMPLATE_NAMES, ...SCENE_TEMPLATE_NAMES, ...SERVICE_TEMPLATE_NAMES]) for (const lang of ["es", "en"]) {
    if (!compiled.has(`${name}.${lang}`)) throw new Error(`templates: missing ${name}.${lang}.hbs in ${dir}`);
  }
  return {
    render(name, lang, data) {
      return compiled.get(`${name}.${lang}`)!(data).trim();
    },
  };
}
