// A markup doc's examples: a ```<lang> fence (optionally `error=<code>`) holds a post, and a ```json
// fence right after it holds a subset of the node it must produce. Read by each game's doc-examples
// test (./grammar-doc-tests.ts) and by the benches, so this file imports no test framework: a bench
// runs in plain Node.

export interface Example { line: number; source: string; error?: string; expected?: unknown }

export function docExamples(doc: string, lang: string): Example[] {
  const opener = new RegExp(`^\`\`\`${lang}(?:\\s+error=(\\S+))?\\s*$`);
  const lines = doc.split("\n");
  const found: Example[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = opener.exec(lines[i]!);
    if (!m) continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && lines[end] !== "```") end++;
    const example: Example = { line: start, source: lines.slice(start, end).join("\n"), ...(m[1] ? { error: m[1] } : {}) };
    let next = end + 1;
    while (next < lines.length && lines[next]!.trim() === "") next++;
    if (lines[next] === "```json") {
      let close = next + 1;
      while (close < lines.length && lines[close] !== "```") close++;
      example.expected = JSON.parse(lines.slice(next + 1, close).join("\n"));
      i = close;
    } else {
      i = end;
    }
    found.push(example);
  }
  return found;
}
