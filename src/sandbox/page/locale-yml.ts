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
