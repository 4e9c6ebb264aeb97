// The clock post as an earlier `gf audit --state` read kept it (docs/verifiable-dice.md §V.11): staff can
// delete the clock post, or the service's account edit its `gf-dice-clock n` away, and a verifier that
// kept nothing then knows no clock and judges a later unstamped beacon roll by its post's (movable) date.
// What an earlier read kept refuses that topic ("anchor-rewritten") and still names the clock to judge by.
import { describe, expect, it } from "@jest/globals";
import type { CommitmentTopicPost } from "../../src/dice/anchor.js";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { checkRemembered, rememberedClock, rememberedOf } from "../../src/dice/remembered.js";

const post = (id: number, username: string, text: string): CommitmentTopicPost =>
  ({ id, username, text, createdAt: 0, updatedAt: 0, version: 1, postType: 1, hidden: false, deleted: false });
const clockText = (v: number) => `The dice service's clock <code>gf-dice-clock ${v}</code>`;
const topic = (clock: CommitmentTopicPost | undefined) => [post(1, "gf-dice", "commitment"), ...(clock ? [clock] : []), post(9, "alicia", clockText(1))];
const before = rememberedOf(topic(post(5, "gf-dice", clockText(3))), "gf-dice", nodeCrypto);

describe("the clock post an earlier read kept", () => {
  it("is remembered by its id, whatever its version; a player's post that quotes the clock text is not", () => {
    expect(Object.keys(before)).toEqual(["5"]);
    expect(rememberedClock(before, nodeCrypto)).toBe(5);
    expect(checkRemembered(before, topic(post(5, "gf-dice", clockText(4))), "gf-dice", nodeCrypto)).toEqual({ ok: true, value: true });
  });

  it("refuses a topic that no longer shows it: deleted, or its clock text edited away", () => {
    for (const now of [topic(undefined), topic(post(5, "gf-dice", "nothing to see"))]) {
      const kept = checkRemembered(before, now, "gf-dice", nodeCrypto);
      expect(kept.ok ? "kept" : [kept.error.code, kept.error.params?.["post"], kept.error.params?.["now"]]).toEqual(["dice.verify.anchor-rewritten", "5", "—"]);
    }
  });

  it("a read that kept nothing names no clock", () => {
    expect(rememberedClock({}, nodeCrypto)).toBeUndefined();
    expect(rememberedClock(rememberedOf(topic(undefined), "gf-dice", nodeCrypto), nodeCrypto)).toBeUndefined();
  });
});
