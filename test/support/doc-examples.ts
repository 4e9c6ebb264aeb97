// A markup doc's examples as tests: a ```<lang> fence (optionally `error=<code>`) holds a post, and a
// ```json fence right after it holds a subset of the node it must produce. Used by each game's
// doc-examples test, so every grammar page is read the same way.
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
