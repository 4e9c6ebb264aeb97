// Writes, from the rules texts outside the repository, the data the rule tests check the code and
// rule-ids.json against, so that a clean clone runs those checks too:
//   test/games/<game>/rule-text.json  every rule ID the game's English digest defines, with its line;
//   test/games/genrefuzzion/original-tables.json  the appendix tables of the original Spanish book
//     (clichés, relationships; each trick's and flaw's name and cost as the book prints them).
// Run it when a rules text changes: `node test/games/rule-text.mjs <folder>`, the folder holding the
// digests (rules/) and the original books. Each file names the text it was taken from and that text's
// SHA-256, so a stale copy shows. A digest numbers its own sections; the repository does not hold
// them, so a section sign quoted from one is written as the word "section".
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const shared = process.argv[2];
if (shared === undefined || !existsSync(join(shared, "rules"))) {
  console.error("give the folder that holds the rules digests (rules) and the original books");
  process.exit(1);
}
const here = new URL(".", import.meta.url).pathname;

/** How each game's digest defines an ID: its bold heading or its table row (GF, TT), or any mention (FA, PJ). */
const GAMES = [
  { game: "genrefuzzion", digest: "genrefuzzion.md", defines: /\*\*(GF-[A-Z]+-\d+)\.\*\*|^\| (GF-[A-Z]+-\d+) \|/gm },
  { game: "tricube", digest: "tricube-tales.md", defines: /\*\*(TT-[A-Z]+-\d+)\.\*\*|^\| (TT-[A-Z]+-\d+) \|/gm },
  { game: "facetas", digest: "facetas.md", defines: /(FA-[A-Z]+-\d+)/g },
  { game: "pujas", digest: "pujas.md", defines: /(PJ-[A-Z]+-\d+)/g },
];

const sha256 = (text) => createHash("sha256").update(text).digest("hex");
const write = (path, data) => writeFileSync(path, JSON.stringify(data, null, 1) + "\n");

for (const { game, digest, defines } of GAMES) {
  const text = readFileSync(join(shared, "rules", digest), "utf8");
  const lines = text.split("\n");
  const rules = {};
  lines.forEach((line, i) => {
    for (const m of line.matchAll(new RegExp(defines.source, defines.flags.replace("m", "")))) {
      const id = m[1] ?? m[2];
      rules[id] ??= { line: i + 1, text: line.trim().replace(/§\s*/g, "section ") };
    }
  });
  write(join(here, game, "rule-text.json"), { source: `rules/${digest}`, sha256: sha256(text), rules });
  console.log(`${game}: ${Object.keys(rules).length} rule IDs from rules/${digest}`);
}

// GenreFuzzion's original: the seed whose text holds the appendix tables.
const seeds = join(shared, "seeds");
const seed = readdirSync(seeds).find((f) => readFileSync(join(seeds, f), "utf8").includes("Tabla de Cliches"));
if (!seed) throw new Error("no seed holds GenreFuzzion's 'Tabla de Cliches'");
const book = readFileSync(join(seeds, seed), "utf8");

/** "1 Vampiro pacifista 34 Cazadora de vampiros 67 Ayuda a relajarme" → {1: …, 34: …, 67: …} */
function numbered(block) {
  const out = {};
  for (const line of block.split("\n")) {
    for (const m of ` ${line.trim()}`.matchAll(/ (\d{1,3}) (.+?)(?= \d{1,3} |$)/g)) out[Number(m[1])] = m[2].replace(/\s+/g, " ").trim();
  }
  return out;
}
const cliches = numbered(book.slice(book.indexOf("Tabla de Cliches"), book.indexOf("1 Tímidamente")));
const relationships = numbered(book.slice(book.indexOf("1 Tímidamente"), book.indexOf("Tabla de Relaciones")));
// Each price the book prints ("… Arma predilecta 1 PV …"), with the words before it: the book's text
// joined across its hyphenated line breaks, without accents, in lower case.
const flat = book.replace(/-\s*\n\s*/g, "").replace(/\s+/g, " ").normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
const prices = [...flat.matchAll(/\d+ p[vk]\b/g)].map((m) => flat.slice(Math.max(0, m.index - 48), m.index + m[0].length));
const source = "GenreFuzzion's original Spanish book";
write(join(here, "genrefuzzion", "original-tables.json"), { source, sha256: sha256(book), cliches, relationships, prices });
console.log(`genrefuzzion: ${Object.keys(cliches).length} clichés, ${Object.keys(relationships).length} relationships, ${prices.length} prices from ${source}`);
