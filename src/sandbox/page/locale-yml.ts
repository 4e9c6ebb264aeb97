// Reads the plugin's client.<lang>.yml in the sandbox page, so the page's stand-in for Discourse's
// I18n speaks the very strings Discourse compiles from those files. The files are written in a
// small subset of YAML (nested keys, values in double quotes, JSON-style escapes), which this
// reads; test/plugin/layout.test.ts checks it agrees with a full YAML parser on the real files.
export interface LocaleTree { readonly [key: string]: string | LocaleTree }

const LINE = /^( *)("(?:[^"\\]|\\.)*"|[^\s:"#][^:#]*?):(?:\s+("(?:[^"\\]|\\.)*"))?\s*$/;

/** The YAML mapping as nested objects; throws on a line outside the subset (a file to fix). */
export function parseLocaleYml(text: string): LocaleTree {
  const root: Record<string, string | LocaleTree> = {};
  const stack: { indent: number; node: Record<string, string | LocaleTree> }[] = [{ indent: -1, node: root }];
  text.split(/\r?\n/).forEach((line, i) => {
    if (!line.trim() || line.trimStart().startsWith("#")) return;
    const m = LINE.exec(line);
    if (!m) throw new SyntaxError(`locale file, line ${i + 1}: not in the subset this page reads: ${line}`);
    const indent = m[1]!.length;
    const key = m[2]!.startsWith('"') ? (JSON.parse(m[2]!) as string) : m[2]!;
    while (stack[stack.length - 1]!.indent >= indent) stack.pop();
    const parent = stack[stack.length - 1]!.node;
    if (m[3] !== undefined) parent[key] = JSON.parse(m[3]) as string;
    else {
      const child: Record<string, string | LocaleTree> = {};
      parent[key] = child;
      stack.push({ indent, node: child });
    }
  });
  return root;
}

/** I18n.t's lookup: "genrefuzzion.card.pool" under the locale's `js` tree, `%{name}` filled in. */
export function translate(tree: LocaleTree | undefined, key: string, params?: Readonly<Record<string, unknown>>): string | undefined {
  let node: string | LocaleTree | undefined = tree;
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  if (typeof node !== "string") return undefined;
  return node.replace(/%\{(\w+)\}/g, (whole, name: string) => (params && params[name] !== undefined ? String(params[name]) : whole));
}

/**
 * The client words Discourse's locale bundle gives a page of a reader in `lang`, from each language's `js`
 * tree: JsLocaleHelper.translations_for takes the locale's own words and, for every other locale of its
 * fallbacks (English), only the keys the locale lacks (load_translations_merged, deep_delete_matches);
 * output_locale writes them as I18n.translations, whose t looks a key up in the locale, then in English
 * (lib/js_locale_helper.rb at discourse/discourse@aecadcb2675bd24d3443b97e474bd28fdd8c74a6). So a word
 * missing from the reader's language is read in English, and nothing else of English is on the page.
 */
export function readerTranslations(lang: string, trees: Readonly<Partial<Record<string, LocaleTree>>>): Record<string, LocaleTree> {
  const own = trees[lang] ?? {};
  if (lang === "en") return { en: own };
  return { [lang]: own, en: missingFrom(trees["en"] ?? {}, own) };
}

/** The keys of `tree` that `other` lacks, with the subtrees that hold any (deep_delete_matches). */
export function missingFrom(tree: LocaleTree, other: LocaleTree | undefined): LocaleTree {
  const out: Record<string, string | LocaleTree> = {};
  for (const [key, value] of Object.entries(tree)) {
    const there = other?.[key];
    if (typeof value === "string") { if (there === undefined) out[key] = value; continue; }
    const rest = missingFrom(value, typeof there === "object" ? there : undefined);
    if (Object.keys(rest).length > 0) out[key] = rest;
  }
  return out;
}
