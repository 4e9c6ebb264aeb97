// Discourse's rich editor (ProseMirror) and a post with the games' blocks, with
// the libraries it runs: prosemirror-markdown's MarkdownParser over markdown-it with the plugin's own
// markdown feature, and its MarkdownSerializer. MarkdownParser throws on a token it has no rule for
// (Discourse turns that into its "unsupported token" dialog and goes back to Markdown); with the
// plugin's extension (richEditorExtension in the initializer, registered with
// api.registerRichEditorExtension) every block of every game becomes one node and is written back
// as exactly the text it was.
import { beforeAll, describe, expect, it } from "@jest/globals";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import MarkdownIt from "markdown-it";
import { MarkdownParser, MarkdownSerializer, defaultMarkdownParser, defaultMarkdownSerializer, schema as markdownSchema } from "prosemirror-markdown";
import { Schema, type NodeSpec } from "prosemirror-model";

interface Extension { nodeSpec: Record<string, NodeSpec>; parse: Record<string, unknown>; serializeNode: Record<string, unknown> }
let extension: Extension;
let md: MarkdownIt;

beforeAll(async () => {
  // The shipped initializer, its Discourse imports answered by empty stand-ins (only the extension is used).
  const out = await build({ entryPoints: [resolve("plugin/assets/javascripts/discourse/initializers/genrefuzzion.js")], bundle: true, write: false,
    format: "esm", platform: "neutral", logLevel: "silent",
    plugins: [{ name: "stand-ins", setup(b) {
      b.onResolve({ filter: /^discourse\/|^discourse-i18n$/ }, (args) => ({ path: args.path, namespace: "stand-in" }));
      b.onLoad({ filter: /.*/, namespace: "stand-in" }, () => ({ contents: "export default {}; export const withPluginApi = () => {};", loader: "js" }));
    } }] });
  const file = join(mkdtempSync(join(tmpdir(), "gf-rich-")), "initializer.mjs");
  writeFileSync(file, out.outputFiles[0]!.text);
  extension = (await import(pathToFileURL(file).href) as { richEditorExtension: Extension }).richEditorExtension;
  // Discourse's markdown-it with the plugin's feature, as setup(helper) registers it.
  const feature = await import(pathToFileURL(resolve("plugin/assets/javascripts/lib/discourse-markdown/genrefuzzion.js")).href) as { setup(helper: unknown): void };
  const plugins: ((md: MarkdownIt) => void)[] = [];
  feature.setup({ allowList: () => {}, registerOptions: () => {}, registerPlugin: (p: (md: MarkdownIt) => void) => plugins.push(p) });
  md = new MarkdownIt("commonmark", { html: false });
  (md.options as unknown as Record<string, unknown>)["discourse"] = { features: {} };
  for (const p of plugins) md.use(p);
});

const POST = [
  "Ana enters the lighthouse.",
  "",
  "[gf-pool character=\"Ana\" role=protagonist scene=1]",
  "cliche: Uncanny intuition d8",
  "d8 d6",
  "[/gf-pool]",
  "",
  "[tt-challenge]",
  "difficulty: 4",
  "[/tt-challenge]",
  "",
  "And then *rain*.",
].join("\n");

function editor(withExtension: boolean) {
  const nodes = withExtension ? markdownSchema.spec.nodes.append(extension.nodeSpec) : markdownSchema.spec.nodes;
  const schema = new Schema({ nodes, marks: markdownSchema.spec.marks });
  const parser = new MarkdownParser(schema, md, { ...defaultMarkdownParser.tokens, ...(withExtension ? extension.parse : {}) } as never);
  const serializer = new MarkdownSerializer({ ...defaultMarkdownSerializer.nodes, ...(withExtension ? extension.serializeNode : {}) } as never, defaultMarkdownSerializer.marks);
  return { parser, serializer };
}

describe("the rich editor and the games' blocks", () => {
  it("without the extension, ProseMirror's parser refuses the post (Discourse's 'unsupported token')", () => {
    expect(() => editor(false).parser.parse(POST)).toThrow(/gf_block/);
  });

  it("with it, each block is one node holding its text, and the post is written back exactly as it was", () => {
    const { parser, serializer } = editor(true);
    const doc = parser.parse(POST);
    const blocks: string[] = [];
    doc.descendants((node) => { if (node.type.name === "gf_block") blocks.push(node.attrs["source"] as string); });
    expect(blocks).toEqual([POST.split("\n").slice(2, 6).join("\n"), POST.split("\n").slice(7, 10).join("\n")]);
    expect(serializer.serialize(doc)).toBe(POST);
  });
});
