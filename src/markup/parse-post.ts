// Every gf block of a raw post, parsed with exact offsets into that raw text: what the service
// reads from webhook posts and what the sheet code rewrites. It finds blocks with the very rule
// the renderer uses (so a block in a code fence or a quote is skipped here too), then parses each
// block from the raw lines, whose \r\n and emoji markdown-it's normalisation would have blurred.
import MarkdownIt from "markdown-it";
import { DEFAULT_LANG, type Lang } from "../lib/i18n.js";
import { genreFuzzion, type GfTokenMeta } from "./markdown-it-plugin.js";
import { parseBlock } from "./parse-block.js";
import { BLOCK_SPECS } from "../games/genrefuzzion/markup/registry.js";
import type { ParsedBlock } from "./schemas.js";
import { splitLines } from "./source.js";

let locator: MarkdownIt | undefined;

function getLocator(): MarkdownIt {
  if (!locator) {
    // Discourse cooks with html: true; the html_block rule decides where blocks can start.
    locator = new MarkdownIt({ html: true }).use(genreFuzzion);
    locator.core.ruler.enableOnly(["normalize", "block"]);
  }
  return locator;
}

export interface ParsePostOptions {
  /** Language for blocks that do not reveal theirs (the site's default). */
  readonly lang?: Lang;
}

export function parsePost(raw: string, options: ParsePostOptions = {}): ParsedBlock[] {
  if (raw.indexOf("[") < 0) return [];
  const tokens = getLocator().parse(raw, { gfLocateOnly: true });
  const located = tokens.filter((t) => t.type === "gf_block");
  if (located.length === 0) return [];
  const lines = splitLines(raw);
  return located.map((t) => {
    const meta = t.meta as GfTokenMeta;
    const open = lines[meta.openLine]!;
    const compiled = BLOCK_SPECS.find((c) => c.spec.name === meta.block)!;
    const closed = meta.closeLine >= 0;
    return parseBlock(compiled, {
      openFrom: meta.openFrom,
      open,
      body: closed ? lines.slice(meta.openLine + 1, meta.closeLine) : [],
      close: closed ? lines[meta.closeLine] : undefined,
    }, options.lang ?? DEFAULT_LANG);
  });
}
