// One line of a [pj-turn] block → one action of the rules, without its `by` (the poster). Values are
// read here; whether the action is legal is the rules' business.
import type { Field } from "./read-lines.js";
import { err, wholeNumber } from "./read-lines.js";
import { foldKeyword } from "../../../markup/keywords.js";
import type { MarkupError } from "./schemas.js";
import { NEW_OPTION, SIDES, TIMES, VOTES, type TurnField } from "./vocabulary.js";

type Input = Record<string, unknown> & { type: string };

const list = (v: string) => v.split(",").map((s) => s.trim()).filter(Boolean);

/** "Name (Trait, Trait)": the name and its Traits. */
function named(v: string): { name: string; traits: string[] } {
  const m = /^(.*?)\s*\(([^()]*)\)\s*$/.exec(v);
  return m && m[1] ? { name: m[1].trim(), traits: list(m[2]!) } : { name: v.trim(), traits: [] };
}

function need(f: Field, errors: MarkupError[], what: "value" | "qualifier" = "value"): string | undefined {
  const v = what === "value" ? f.value : f.qualifier;
  if (v) return v;
  errors.push(err(f, what === "value" ? "pj.markup.value-required" : "pj.markup.qualifier-required", { keyword: f.keyword }));
  return undefined;
}

function words(f: Field, n: number, errors: MarkupError[], upTo: number = n): string[] | undefined {
  const w = f.qualifier.split(/\s+/).filter(Boolean);
  if (w.length >= n && w.length <= upTo) return w;
  errors.push(err(f, "pj.markup.qualifier-words", { keyword: f.keyword, count: n, got: f.qualifier || "-" }));
  return undefined;
}

export function turnAction(f: Field, errors: MarkupError[]): Input | undefined {
  const field = f.field as TurnField;
  const v = f.value;
  switch (field) {
    case "pass": return { type: "pass" };
    case "end-turn": return { type: "end-turn" };
    case "end-scene": return { type: "end-scene" };
    case "fade": return { type: "end-scene", fade: true };
    case "mini-scene": return { type: "mini-scene" };
    case "interrupt": return { type: "interrupt" };
    case "tenet-social": case "tenet-story": case "tenet-special": {
      const text = need(f, errors);
      if (!text) return undefined;
      const kind = field.slice(6);
      if (!f.qualifier) return { type: "tenet", kind, text };
      const n = /^\d{1,4}$/.test(f.qualifier) ? Number(f.qualifier) : NaN;
      if (!(n >= 1)) { errors.push(err(f, "pj.markup.bad-number", { keyword: f.keyword, value: f.qualifier, min: 1, max: 9999 })); return undefined; }
      return { type: "tenet", kind, text, modifies: n };
    }
    case "place": case "move": case "event": {
      const text = need(f, errors);
      return text ? (field === "event" ? { type: "event", text } : { type: field, place: text }) : undefined;
    }
    case "time": {
      const [when, back] = v.split(/\s+/);
      const t = TIMES.get(foldKeyword(when ?? ""));
      if (!t) { errors.push(err(f, "pj.markup.bad-value", { keyword: f.keyword, value: v || "-", expected: "present, past, future / presente, pasado, futuro" })); return undefined; }
      if (back !== undefined) {
        const n = /^\d{1,4}$/.test(back) ? Number(back) : NaN;
        if (!(n >= 1)) { errors.push(err(f, "pj.markup.bad-number", { keyword: f.keyword, value: back, min: 1, max: 9999 })); return undefined; }
        return { type: "time", when: t, flashbackTo: n };
      }
      return { type: "time", when: t };
    }
    case "bring": case "take-out": case "eliminate": case "take-over": case "dialogue": {
      const component = need(f, errors);
      return component ? { type: field, component } : undefined;
    }
    case "create": case "master": {
      const text = need(f, errors);
      if (!text) return undefined;
      const { name, traits } = named(text);
      return { type: "create", component: name, traits, master: field === "master" };
    }
    case "trait-add": case "trait-remove": case "trait-restore": {
      const component = need(f, errors, "qualifier");
      const trait = need(f, errors);
      return component && trait ? { type: "trait", component, trait, op: field.slice(6) } : undefined;
    }
    case "importance": {
      const component = need(f, errors, "qualifier");
      const m = /^([+-])\s*(\d{1,3})$/.exec(v);
      if (!m) { errors.push(err(f, "pj.markup.bad-value", { keyword: f.keyword, value: v || "-", expected: "-2, +1" })); return undefined; }
      return component ? { type: "importance", component, op: m[1] === "-" ? "reduce" : "restore", levels: Number(m[2]) } : undefined;
    }
    case "link": {
      const component = need(f, errors, "qualifier");
      const master = need(f, errors);
      return component && master ? { type: "link", component, master } : undefined;
    }
    case "complicate": {
      const id = need(f, errors, "qualifier");
      const involves = list(v);
      if (!involves.length) { errors.push(err(f, "pj.markup.value-required", { keyword: f.keyword })); return undefined; }
      return id ? { type: "complicate", id, involves } : undefined;
    }
    case "obstacle": {
      const w = words(f, 2, errors);
      const dice = wholeNumber(f, 1, 99, errors);
      return w && dice !== undefined ? { type: "obstacle", id: w[0], event: w[1], dice } : undefined;
    }
    case "dice": case "dice-remove": {
      const w = words(f, 2, errors);
      if (!w) return undefined;
      const op = field === "dice" ? "add" : "remove";
      const coins = /^(\d{1,2})\s*\((.+)\)$/.exec(v);
      if (coins) return { type: "dice", complication: w[0], pool: w[1], op, coins: Number(coins[1]), why: coins[2]!.trim() };
      const slash = v.indexOf("/");
      if (slash > 0 && slash < v.length - 1) return { type: "dice", complication: w[0], pool: w[1], op, trait: { component: v.slice(0, slash).trim(), trait: v.slice(slash + 1).trim() } };
      errors.push(err(f, "pj.markup.bad-value", { keyword: f.keyword, value: v || "-", expected: "Component/Trait, 2 (why)" }));
      return undefined;
    }
    case "resolve": case "narrated": {
      const complication = need(f, errors);
      return complication ? { type: field, complication } : undefined;
    }
    case "buy-prize": {
      const w = words(f, 2, errors);
      const coins = wholeNumber(f, 1, 999, errors);
      return w && coins !== undefined ? { type: "buy-prize", complication: w[0], from: w[1], coins } : undefined;
    }
    case "challenge": {
      // `challenge ID PLAYER [EARLIER]: matter`: a third word names the Challenge whose outcome it contests (PJ-CHAL-6).
      const w = words(f, 2, errors, 3);
      const matter = need(f, errors);
      return w && matter ? { type: "challenge", id: w[0], against: w[1], matter, ...(w[2] ? { of: w[2] } : {}) } : undefined;
    }
    case "challenge-agreed": {
      const challenge = need(f, errors);
      return challenge ? { type: "challenge-agreed", challenge } : undefined;
    }
    case "challenge-bid": {
      const challenge = need(f, errors, "qualifier");
      if (!challenge) return undefined;
      const alt = NEW_OPTION.exec(v);
      if (alt) return { type: "challenge-bid", challenge, coins: Number(alt[1]), alternative: alt[2]!.trim() };
      const m = /^(\d{1,4})(?:\s+(.+))?$/.exec(v);
      if (!m) { errors.push(err(f, "pj.markup.bad-value", { keyword: f.keyword, value: v || "-", expected: "0, 2 challenger, 2 challenged, 2 alt1, 2 new: …" })); return undefined; }
      const coins = Number(m[1]);
      if (!m[2]) return { type: "challenge-bid", challenge, coins };
      const option = SIDES.get(foldKeyword(m[2])) ?? m[2].trim();
      return { type: "challenge-bid", challenge, coins, option };
    }
    case "fine": {
      const id = need(f, errors, "qualifier");
      const accused = need(f, errors);
      return id && accused ? { type: "fine", id, accused } : undefined;
    }
    case "vote": {
      const fine = need(f, errors, "qualifier");
      const side = VOTES.get(foldKeyword(v));
      if (!side) { errors.push(err(f, "pj.markup.bad-value", { keyword: f.keyword, value: v || "-", expected: "accuser, accused / acusador, acusado" })); return undefined; }
      return fine ? { type: "vote", fine, for: side } : undefined;
    }
  }
}
