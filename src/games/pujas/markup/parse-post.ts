// Every [pj-…] block of a raw post, parsed, with its errors and where it sits. Pure: no markdown
// engine. It skips what Discourse shows as code or quotes (fenced code, `>` quotes, [quote]…[/quote])
// so a block quoted in a reply is not read twice. Tags are read by the shared tag reader
// (src/markup/tag.ts), lines split as markdown-it splits them (src/markup/source.ts).
import type { Lang } from "../../../lib/i18n.js";
import { foldKeyword } from "../../../markup/keywords.js";
import { splitLines, spanOf, type SourceLine } from "../../../markup/source.js";
import { closeTagOf, readOpenTag, tagNameOf } from "../../../markup/tag.js";
import { clip, err, readFields, wholeNumber, type Field } from "./read-lines.js";
import { pujasNode, type MarkupError, type ParsedPujasBlock, type PujasNode } from "./schemas.js";
import { turnAction } from "./turn-lines.js";
import { BARE, BID_FIELDS, BLOCK_BY_TAG, LEDGER_FIELDS, TAGS, TURN_FIELDS, type BlockName } from "./vocabulary.js";

/** Like the other games, a post holds at most 100 blocks; later ones stay text. */
export const MAX_BLOCKS = 100;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const NO_BARE: ReadonlySet<string> = new Set();

export function parsePujasPost(raw: string): ParsedPujasBlock[] {
  if (!/\[pj-/i.test(raw)) return [];
  const lines = splitLines(raw);
  const out: ParsedPujasBlock[] = [];
  let fence: string | null = null;
  let quoteDepth = 0;
  for (let i = 0; i < lines.length && out.length < MAX_BLOCKS; i++) {
    const text = lines[i]!.text;
    const f = FENCE.exec(text);
    if (fence) { if (f && f[1]![0] === fence[0] && f[1]!.length >= fence.length) fence = null; continue; }
    if (f) { fence = f[1]!; continue; }
    const trimmed = text.trim();
    if (/^\[quote(?:[=\s][^\]]*)?\]/i.test(trimmed)) quoteDepth++;
    if (/\[\/quote\]\s*$/i.test(trimmed)) { quoteDepth = Math.max(0, quoteDepth - 1); continue; }
    if (quoteDepth > 0 || trimmed.startsWith(">")) continue;
    const tag = tagNameOf(trimmed);
    const hit = tag ? BLOCK_BY_TAG.get(tag) : undefined;
    if (!hit) continue;
    let close = -1;
    for (let j = i + 1; j < lines.length; j++) {
      if (closeTagOf(lines[j]!.text) === tag) { close = j; break; }
      const other = tagNameOf(lines[j]!.text.trim());
      if (other && BLOCK_BY_TAG.has(other)) break;
    }
    out.push(parseBlock(hit.block, hit.lang, lines[i]!, close >= 0 ? lines.slice(i + 1, close) : [], close >= 0 ? lines[close]! : null));
    if (close >= 0) i = close;
  }
  return out;
}

function parseBlock(block: BlockName, tagLang: Lang, open: SourceLine, body: readonly SourceLine[], close: SourceLine | null): ParsedPujasBlock {
  const errors: MarkupError[] = [];
  const votes: Record<Lang, number> = { es: 0, en: 0 };
  votes[tagLang] += 2;
  const from = Math.max(0, open.text.search(/\S/));
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
      if (block === "bid" && (name === "auction" || name === "subasta")) attrs["auction"] = a.value.trim();
      else errors.push({ code: "pj.markup.unknown-attr", params: { tag: tagName, name: clip(a.name, 30) }, ...where });
    }
  }
  if (!close) errors.push({ code: "pj.markup.unclosed", params: { tag: tagName, line: open.number }, ...at });
  const node = block === "turn" ? turnBlock(body, errors, votes)
    : block === "bid" ? bidBlock(attrs, readFields(BID_FIELDS, NO_BARE, TAGS.bid[0], body, errors, votes), errors, at)
    : ledgerBlock(readFields(LEDGER_FIELDS, NO_BARE, TAGS.ledger[0], body, errors, votes), errors);
  const checked = node ? pujasNode.safeParse(node) : null;
  if (checked && !checked.success) errors.push({ code: "pj.markup.invalid", params: { detail: clip(checked.error.issues[0]?.message ?? "", 60), path: checked.error.issues[0]?.path.join(".") || "-" }, ...at });
  errors.sort((a, b) => a.line - b.line || a.column - b.column);
  return {
    block, node: checked?.success && errors.length === 0 ? checked.data : null, errors,
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
  const node = { kind: "ledger" as const, scene: null as number | null, narrator: null as string | null, turn: null as string | null, purses: {} as Record<string, number>, table: 0, bank: 0 };
  for (const f of fields) {
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
    } else node[f.field as "narrator" | "turn"] = f.value || null;
  }
  return node;
}
