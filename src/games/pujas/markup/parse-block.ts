// One [pj-…] block read from its lines, with no zod: the Discourse markdown feature bundles this path
// (src/games/pujas/markup/game.ts), and zod stays out of the forum's bundle. The service's reader
// (parse-post.ts) checks each node with its zod schema on top.
import type { Lang } from "../../../lib/i18n.js";
import { foldKeyword } from "../../../markup/keywords.js";
import { spanOf, type SourceLine } from "../../../markup/source.js";
import { readOpenTag } from "../../../markup/tag.js";
import { auctionRead } from "../bids/auction-name.js";
import { clip, err, readFields, wholeNumber, type Field } from "./read-lines.js";
import type { LedgerNode, MarkupError, ParsedPujasBlock, PujasNode } from "./schemas.js";
import { turnAction } from "./turn-lines.js";
import { BARE, BID_FIELDS, LEDGER_FIELDS, TABLE_FIELDS, TAGS, TENET_KIND, TURN_FIELDS, WAITING, WAITING_WORDS, type BlockName } from "./vocabulary.js";

const NO_BARE: ReadonlySet<string> = new Set();

/** A node check (the service passes its zod schema's); null when the node is as its schema says. */
export type NodeCheck = (node: PujasNode) => { readonly path: string; readonly detail: string } | null;

export function readPujasBlock(block: BlockName, tagLang: Lang, open: SourceLine, body: readonly SourceLine[], close: SourceLine | null,
  validate?: NodeCheck, openFrom?: number): ParsedPujasBlock {
  const errors: MarkupError[] = [];
  const votes: Record<Lang, number> = { es: 0, en: 0 };
  votes[tagLang] += 2;
  const from = openFrom ?? Math.max(0, open.text.search(/\S/));
  const at = { line: open.number, column: spanOf(open, from, from).column };
  const tagName = TAGS[block][0];
  const attrs: Record<string, string> = {};
  const tag = readOpenTag(open.text, from);
  if (!tag || !tag.ok) {
    errors.push({ code: "pj.markup.bad-tag", params: { tag: tagName }, line: open.number, column: tag ? tag.column : at.column });
  } else {
    for (const a of tag.attrs) {
      const name = foldKeyword(a.name);
      const where = { line: open.number, column: spanOf(open, a.nameStart, a.nameStart).column };
      // [pj-bid auction=…] / [pj-puja subasta=…]: which auction the bid is for.
      if (block === "bid" && (name === "auction" || name === "subasta")) attrs["auction"] = auctionRead(a.value.trim());
      else errors.push({ code: "pj.markup.unknown-attr", params: { tag: tagName, name: clip(a.name, 30) }, ...where });
    }
  }
  if (!close) errors.push({ code: "pj.markup.unclosed", params: { tag: tagName, line: open.number }, ...at });
  const node = block === "turn" ? turnBlock(body, errors, votes)
    : block === "bid" ? bidBlock(attrs, readFields(BID_FIELDS, NO_BARE, TAGS.bid[0], body, errors, votes), errors, at)
    : block === "table" ? tableBlock(readFields(TABLE_FIELDS, NO_BARE, TAGS.table[0], body, errors, votes), errors, at)
    : ledgerBlock(readFields(LEDGER_FIELDS, NO_BARE, TAGS.ledger[0], body, errors, votes), errors);
  const bad = node && validate ? validate(node) : null;
  if (bad) errors.push({ code: "pj.markup.invalid", params: { detail: clip(bad.detail, 60), path: bad.path || "-" }, ...at });
  errors.sort((a, b) => a.line - b.line || a.column - b.column);
  return {
    block, node: node && errors.length === 0 ? node : null, errors,
    lang: votes.es > votes.en ? "es" : "en", openLine: open.number, closeLine: close?.number ?? null,
  };
}

function turnBlock(body: readonly SourceLine[], errors: MarkupError[], votes: Record<Lang, number>): PujasNode {
  const fields = readFields(TURN_FIELDS, BARE as ReadonlySet<string>, TAGS.turn[0], body, errors, votes);
  const steps = fields.flatMap((f) => {
    const action = turnAction(f, errors);
    return action ? [{ line: f.line, column: f.column, action }] : [];
  });
  if (fields.length === 0 && errors.length === 0) errors.push({ code: "pj.markup.empty", params: { tag: TAGS.turn[0] }, line: (body[0]?.number ?? 1), column: 1 });
  return { kind: "turn", steps };
}

function one(fields: readonly Field[], id: string, errors: MarkupError[]): Field | undefined {
  const all = fields.filter((f) => f.field === id);
  for (const extra of all.slice(1)) errors.push(err(extra, "pj.markup.duplicate", { keyword: extra.keyword }));
  return all[0];
}

/** [pj-bid auction=…]: `seal: <64 hex>` to commit, or `bid: n` with `secret: <64 hex>` to reveal. */
function bidBlock(attrs: Record<string, string>, fields: readonly Field[], errors: MarkupError[], at: { line: number; column: number }): PujasNode | null {
  const auction = attrs["auction"];
  if (!auction) errors.push({ code: "pj.markup.no-auction", params: {}, ...at });
  const seal = one(fields, "seal", errors);
  const bid = one(fields, "bid", errors);
  const secret = one(fields, "secret", errors);
  const hex = (f: Field) => {
    const v = f.value.toLowerCase();
    if (/^[0-9a-f]{64}$/.test(v)) return v;
    errors.push(err(f, "pj.markup.bad-hex", { keyword: f.keyword }));
    return undefined;
  };
  if (seal && (bid || secret)) { errors.push(err(bid ?? secret!, "pj.markup.seal-or-reveal", {})); return null; }
  if (seal) { const c = hex(seal); return c && auction ? { kind: "seal", auction, commitment: c } : null; }
  if (!bid || !secret) { errors.push({ code: "pj.markup.seal-or-reveal", params: {}, ...at }); return null; }
  const n = wholeNumber(bid, 0, 9999, errors);
  const nonce = hex(secret);
  return n !== undefined && nonce && auction ? { kind: "reveal", auction, bid: n, nonce } : null;
}

/** [pj-ledger]: the books as the service writes them in the thread's first post (renderLedger). */
function ledgerBlock(fields: readonly Field[], errors: MarkupError[]): PujasNode {
  const node = { kind: "ledger" as const, scene: null as number | null, narrator: null as string | null, turn: null as string | null, auction: null as string | null, deadline: null as string | null, waiting: null as LedgerNode["waiting"], purses: {} as Record<string, number>, table: 0, bank: 0,
    tenets: [] as { id: number; kind: "social" | "story" | "special"; text: string }[],
    components: [] as { id: string; controller: string | null; traits: string[]; importance: number; master: string | null }[] };
  for (const f of fields) {
    if (f.field === "tenet") {
      // "tenet 2 story: text"
      const m = /^(\d{1,4})\s+(\S+)$/.exec(f.qualifier);
      const kind = m ? TENET_KIND.get(foldKeyword(m[2]!)) : undefined;
      if (!m || !kind || !f.value) { errors.push(err(f, "pj.markup.bad-value", { keyword: f.keyword, value: clip(f.qualifier || "-", 30), expected: "1 social, 2 story, 3 special: …" })); continue; }
      node.tenets.push({ id: Number(m[1]), kind, text: f.value });
      continue;
    }
    if (f.field === "component") {
      // "component Thief: ana; Quick, Sly; 2; Guild" (controller or -, Traits, Importance, Master)
      const parts = f.value.split(";").map((x) => x.trim());
      const importance = /^\d{1,6}$/.test(parts[2] ?? "") ? Number(parts[2]) : NaN;
      if (!f.qualifier || parts.length < 3 || parts.length > 4 || !(importance >= 0)) {
        errors.push(err(f, "pj.markup.bad-value", { keyword: f.keyword, value: clip(f.value || "-", 30), expected: "ana; Old, Warm; 3" }));
        continue;
      }
      node.components.push({ id: f.qualifier, controller: parts[0] === "-" || !parts[0] ? null : parts[0], traits: parts[1] ? parts[1].split(",").map((t) => t.trim()).filter(Boolean) : [], importance, master: parts[3] || null });
      continue;
    }
    if (f.field === "waiting") {
      // "waiting seal: ana, bruno": what for, in either language, and who.
      const what = WAITING[Math.max(WAITING_WORDS.es.indexOf(foldKeyword(f.qualifier)), WAITING_WORDS.en.indexOf(foldKeyword(f.qualifier)))];
      if (!what || !f.value) { errors.push(err(f, "pj.markup.bad-value", { keyword: f.keyword, value: clip(f.qualifier || "-", 30), expected: `${WAITING_WORDS.en.join("|")}: ana` })); continue; }
      node.waiting = { what, users: f.value.split(",").map((u) => u.trim()).filter(Boolean) };
      continue;
    }
    if (f.field === "purse") {
      if (!f.qualifier) { errors.push(err(f, "pj.markup.qualifier-required", { keyword: f.keyword })); continue; }
      if (Object.hasOwn(node.purses, f.qualifier)) { errors.push(err(f, "pj.markup.duplicate", { keyword: `${f.keyword} ${f.qualifier}` })); continue; }
      const n = wholeNumber(f, 0, 999999, errors);
      if (n !== undefined) node.purses[f.qualifier] = n;
    } else if (f.field === "bank") {
      const n = wholeNumber(f, -999999, 999999, errors);
      if (n !== undefined) node.bank = n;
    } else if (f.field === "table") {
      const n = wholeNumber(f, 0, 999999, errors);
      if (n !== undefined) node.table = n;
    } else if (f.field === "scene") {
      const n = wholeNumber(f, 0, 99999, errors);
      if (n !== undefined) node.scene = n;
    } else if (f.field === "auction") node.auction = f.value ? auctionRead(f.value) : null;
    else node[f.field as "narrator" | "turn" | "deadline"] = f.value || null;
  }
  return node;
}

/** A setting's value as written: true/false (sí/no), a whole number, or a word (the rules' setup schema checks it). */
function settingValue(v: string): string | number | boolean {
  const f = foldKeyword(v);
  if (f === "true" || f === "yes" || f === "si") return true;
  if (f === "false" || f === "no") return false;
  return /^\d{1,4}$/.test(v) ? Number(v) : v;
}

/** [pj-table]: the group's setup (PJ-SETUP-1, PJ-SETUP-2) in the topic's opening post. */
function tableBlock(fields: readonly Field[], errors: MarkupError[], at: { line: number; column: number }): PujasNode | null {
  const node = { kind: "table" as const, players: [] as string[], first: null as string | null, coins: null as number | null, recovery: null as number | null,
    revealHours: null as number | null, sealHours: null as number | null, settings: {} as Record<string, string | number | boolean> };
  for (const f of fields) {
    if (f.field === "setting") {
      if (!f.qualifier) { errors.push(err(f, "pj.markup.qualifier-required", { keyword: f.keyword })); continue; }
      if (Object.hasOwn(node.settings, f.qualifier)) { errors.push(err(f, "pj.markup.duplicate", { keyword: `${f.keyword} ${f.qualifier}` })); continue; }
      if (!f.value) { errors.push(err(f, "pj.markup.value-required", { keyword: f.keyword })); continue; }
      node.settings[f.qualifier] = settingValue(f.value);
      continue;
    }
    if (f.qualifier) { errors.push(err(f, "pj.markup.qualifier-words", { keyword: f.keyword, count: 0, got: clip(f.qualifier, 30) })); continue; }
    if (f.field === "players") {
      if (node.players.length) { errors.push(err(f, "pj.markup.duplicate", { keyword: f.keyword })); continue; }
      node.players = f.value.split(",").map((p) => p.trim()).filter(Boolean);
      if (node.players.length < 2) errors.push(err(f, "pj.markup.bad-value", { keyword: f.keyword, value: clip(f.value || "-", 30), expected: "ana, bruno, carla" }));
    } else if (f.field === "first") {
      if (node.first !== null) errors.push(err(f, "pj.markup.duplicate", { keyword: f.keyword }));
      else if (!f.value) errors.push(err(f, "pj.markup.value-required", { keyword: f.keyword }));
      else node.first = f.value;
    } else {
      const key = f.field === "coins" ? "coins" : f.field === "recovery" ? "recovery" : f.field === "seal" ? "sealHours" : "revealHours";
      if (node[key] !== null) { errors.push(err(f, "pj.markup.duplicate", { keyword: f.keyword })); continue; }
      const n = key === "revealHours" || key === "sealHours" ? wholeNumber(f, 1, 720, errors) : wholeNumber(f, 0, key === "coins" ? 9999 : 999, errors);
      if (n !== undefined) node[key] = n;
    }
  }
  if (!node.players.length && !errors.some((e) => e.line === at.line)) errors.push({ code: "pj.markup.no-players", params: {}, ...at });
  // Without a seating there is no table to check further: the error above already says why.
  return node.players.length >= 2 ? node : null;
}
