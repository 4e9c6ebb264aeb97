// Attack 6 (docs/verifiable-dice.md §V.6): a v1 proof is refused for a block created after the
// operator's first commitment post, whatever later cut-off its document states. Bound to the forum's
// commitment topic (anchor.ts anchorOptions, as gf verify, gf audit and the badge bind it), the
// document's v1Until is never later than that post's created_at; a document that accepts no v1
// proof (null) stays so.
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { anchorOptions, readAnchors, topicPostsFrom } from "../../src/dice/anchor.js";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { verifyOptionsFrom } from "../../src/dice/well-known.js";

const V = JSON.parse(readFileSync("test/vectors/dice-v3-anchors.json", "utf8")) as { account: string; cases: { topic: unknown; document: Record<string, unknown>; fails: string | null }[] };
const valid = V.cases.find((c) => c.fails === null)!;

function anchoredV1Until(v1Until: string | null | undefined): number | null | undefined {
  const anchors = readAnchors(topicPostsFrom(valid.topic), V.account, nodeCrypto);
  if (!anchors.ok) throw new Error(anchors.error.code);
  const { v1Until: _, ...rest } = valid.document;
  const document = verifyOptionsFrom({ ...rest, ...(v1Until !== undefined ? { v1Until } : {}) }, nodeCrypto);
  if (!document.ok) throw new Error(document.error.code);
  const options = anchorOptions(document.value, anchors.value);
  if (!options.ok) throw new Error(options.error.code);
  return options.value.v1Until;
}

describe("the v1 cut-off bound to the forum's first commitment (attack 6)", () => {
  const first = (() => {
    const anchors = readAnchors(topicPostsFrom(valid.topic), V.account, nodeCrypto);
    if (!anchors.ok) throw new Error(anchors.error.code);
    return anchors.value[0]!.at;
  })();

  it("a cut-off stated after the first commitment post is moved back to it", () => {
    expect(anchoredV1Until("2030-01-01T00:00:00Z")).toBe(first);
  });

  it("an earlier cut-off stands, and none (null or absent) stays none", () => {
    const early = new Date(first - 86_400_000).toISOString();
    expect(anchoredV1Until(early)).toBe(first - 86_400_000);
    expect(anchoredV1Until(null)).toBeNull();
    expect(anchoredV1Until(undefined)).toBeNull();
  });
});
