// A stand-in for Discourse's markdown pipeline, written from its source (discourse/discourse,
// frontend/discourse-markdown-it/src/setup.js, engine.js, features/bbcode-block.js, quotes.js),
// with a real markdown-it 14. It reproduces what a feature sees: the helper API (revoked after
// setup), options moved under md.options.discourse, md.block.bbcode.ruler, a block-BBCode rule
// placed after "fence", and [quote] rendered as aside > blockquote.
import MarkdownIt from "markdown-it";
import type StateBlock from "markdown-it/lib/rules_block/state_block.mjs";
import type Token from "markdown-it/lib/token.mjs";

export interface BBCodeRule {
  tag: string;
  before?(state: StateBlock, info: { tag: string; attrs: Record<string, string> }): void;
  after?(state: StateBlock, open: Token): void;
  wrap?: string;
}

class BBCodeRuler {
  readonly rules: { name: string; rule: BBCodeRule }[] = [];
  push(name: string, rule: BBCodeRule): void { this.rules.push({ name, rule }); }
  getRuleForTag(tag: string): BBCodeRule | undefined {
    for (let i = this.rules.length - 1; i >= 0; i--) if (this.rules[i]!.rule.tag === tag) return this.rules[i]!.rule;
    return undefined;
  }
}

const OPEN = /^\[([-\w]+)(?:=("[^"]*"|[^\s\]]+))?((?:\s+[-\w]+=(?:"[^"]*"|[^\s\]]+))*)\s*\]\s*$/;
const CLOSE = /^\[\/([-\w]+)\]\s*$/;

function blockBBCode(md: MarkdownIt & { block: { bbcode: BBCodeRuler } }) {
  return (state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean => {
    const start = state.bMarks[startLine]! + state.tShift[startLine]!;
    if (state.src.charCodeAt(start) !== 0x5b) return false;
    const m = OPEN.exec(state.src.slice(start, state.eMarks[startLine]));
    if (!m) return false;
    const tag = m[1]!.toLowerCase();
    const rule = md.block.bbcode.getRuleForTag(tag);
    if (!rule) return false;
    if (silent) return true;
    let depth = 0;
    let close = -1;
    for (let line = startLine + 1; line < endLine; line++) {
      const s = state.bMarks[line]! + state.tShift[line]!;
      const text = state.src.slice(s, state.eMarks[line]);
      const c = CLOSE.exec(text);
      if (c && c[1]!.toLowerCase() === tag) { if (depth === 0) { close = line; break; } depth--; }
      const o = OPEN.exec(text);
      if (o && o[1]!.toLowerCase() === tag) depth++;
    }
    if (close < 0) return false; // unclosed bbcode is not auto-closed (bbcode-block.js)
    const attrs: Record<string, string> = {};
    if (m[2]) attrs["_default"] = m[2].replace(/^"|"$/g, "");
    const oldLineMax = state.lineMax;
    state.lineMax = close;
    rule.before?.(state, { tag, attrs });
    let wrapTag: string | undefined;
    if (rule.wrap) {
      const [t, ...cls] = rule.wrap.split(".");
      wrapTag = t!;
      const token = state.push("wrap_bbcode", wrapTag, 1);
      if (cls.length) token.attrs = [["class", cls.join(" ")]];
    }
    const last = state.tokens[state.tokens.length - 1]!;
    last.map = [startLine, close];
    state.md.block.tokenize(state, startLine + 1, close);
    if (wrapTag) state.push("wrap_bbcode", wrapTag, -1);
    rule.after?.(state, last);
    state.lineMax = oldLineMax;
    state.line = close + 1;
    return true;
  };
}

/** features/quotes.js: [quote="user, post:1, topic:2"] → aside.quote > blockquote. */
const quoteRule: BBCodeRule = {
  tag: "quote",
  before(state) {
    const aside = state.push("bbcode_open", "aside", 1);
    aside.attrs = [["class", "quote no-group"]];
    state.push("bbcode_open", "blockquote", 1);
  },
  after(state) {
    state.push("bbcode_close", "blockquote", -1);
    state.push("bbcode_close", "aside", -1);
  },
};

export interface Feature { id: string; setup(helper: unknown): void }

export interface Cooker {
  cook(raw: string): string;
  allowListed: [string, unknown][];
  md: MarkdownIt;
}

/** Runs features' setup the way setup.js does, then builds the engine the way engine.js does. */
export function discourseEngine(features: readonly Feature[], siteSettings: Record<string, unknown>): Cooker {
  const allowListed: [string, unknown][] = [];
  const optionCallbacks: [string, (opts: Record<string, unknown>, s: Record<string, unknown>, state: unknown) => void][] = [];
  const pluginCallbacks: [string, (md: MarkdownIt) => void][] = [];
  const options: Record<string, unknown> & { features: Record<string, boolean> } = { features: {} };
  for (const feature of features) {
    let loaned = true;
    const call = <A extends unknown[]>(name: string, fn: (...a: A) => void) => (...args: A) => {
      if (!loaned) throw new Error(`${feature.id}: ${name} can only be called during setup()!`);
      fn(...args);
    };
    const api = {
      get markdownIt() { return true; },
      allowList: call("allowList", (info: unknown) => allowListed.push([feature.id, info])),
      registerOptions: call("registerOptions", (cb: (typeof optionCallbacks)[number][1]) => optionCallbacks.push([feature.id, cb])),
      registerPlugin: call("registerPlugin", (cb: (md: MarkdownIt) => void) => pluginCallbacks.push([feature.id, cb])),
      getOptions: () => options,
    };
    feature.setup(api);
    loaned = false;
  }
  for (const [, cb] of optionCallbacks) cb(options, siteSettings, {});
  for (const f of features) options.features[f.id] ??= true;
  // #finalizeGetOptions: everything moves under options.discourse.
  const discourse = { ...options };
  const md = new MarkdownIt({ discourse, html: true, breaks: true, linkify: true } as ConstructorParameters<typeof MarkdownIt>[0]) as MarkdownIt & {
    block: { bbcode: BBCodeRuler };
  };
  (md.block as unknown as { bbcode: BBCodeRuler }).bbcode = new BBCodeRuler();
  (md.inline as unknown as { bbcode: BBCodeRuler }).bbcode = new BBCodeRuler();
  md.block.bbcode.push("quotes", quoteRule);
  md.block.ruler.after("fence", "bbcode", blockBBCode(md), { alt: ["paragraph", "reference", "blockquote", "list"] });
  for (const [feature, cb] of pluginCallbacks) if (discourse.features[feature]) md.use(cb);
  return { cook: (raw) => md.render(raw), allowListed, md };
}
