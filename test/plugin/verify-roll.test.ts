// The roll card's badge verdict, computed as the browser computes it (@noble), on real proofs.
import { beforeAll, describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { toHex } from "../../src/dice/bytes.js";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { decodeProof } from "../../src/dice/proof.js";
import { verifyOptionsFrom } from "../../src/dice/well-known.js";
import type { Operator } from "../../src/dice/operator.js";
import { parsePost } from "../../src/games/genrefuzzion/markup/index.js";
import { verdictText, verifyRollCard, type ShownDie } from "../../src/plugin-client/verify-roll.js";
import { rollBlock, testOperator } from "./support/roll-block.js";
import { translator } from "./support/translate.js";

const CONTEXT = { forum: "forum.example.org", topic: 7, post: 42, block: 0 };
let operator: Operator;
let key: string;
let proof: string;
let dice: ShownDie[];

beforeAll(() => {
  operator = testOperator();
  key = toHex(operator.publicKey);
  const rolled = rollBlock(operator, CONTEXT, [4, 6, 8, 8, 10], "es");
  proof = rolled.proof;
  dice = [...rolled.faces];
});

/** Flips one base64url character of the proof's body, keeping it decodable. */
const tamper = (text: string, at: number) => {
  const c = text[at]!;
  return text.slice(0, at) + (c === "A" ? "B" : "A") + text.slice(at + 1);
};

describe("verifyRollCard", () => {
  it("without the operator's document a genuine proof is only signed, never verified: faces wait for the epoch's seed", () => {
    const verdict = verifyRollCard({ proof, post: 42, dice }, { publicKey: key, topicId: 7, forum: "Forum.Example.org" });
    // The test operator commits v3, so the card is a current (v3) proof: no older version to name.
    expect(verdict).toEqual({ status: "signed", post: 42, epoch: expect.any(Number) });
    expect(verdictText(verdict, translator("es")).title).toBe("Tirada firmada");
    expect(verdictText(verdict, translator("en")).detail).toContain("post 42");
  });

  it("accepts the dice in any order: the card may show them as the service wrote them", () => {
    expect(verifyRollCard({ proof, post: 42, dice: [...dice].reverse() }, { publicKey: key }).status).toBe("signed");
  });

  it("refuses a tampered proof, wherever the change is", () => {
    for (const at of [12, 60, proof.length - 90, proof.length - 3]) {
      const verdict = verifyRollCard({ proof: tamper(proof, at), post: 42, dice }, { publicKey: key });
      expect(verdict.status).toBe("failed");
    }
    const verdict = verifyRollCard({ proof: tamper(proof, proof.length - 3), post: 42, dice }, { publicKey: key });
    expect(verdict).toMatchObject({ status: "failed", reason: "signature" });
    expect(verdictText(verdict, translator("en"))).toEqual({ title: "Roll NOT verified", detail: "The signature does not match the forum's public key." });
  });

  it("refuses a proof under another operator's key", () => {
    const other = toHex(testOperator().publicKey);
    expect(verifyRollCard({ proof, post: 42, dice }, { publicKey: other })).toMatchObject({ status: "failed", reason: "signature" });
  });

  it("refuses a card whose faces were edited, though the proof is genuine", () => {
    const edited = dice.map((d, i) => (i === 0 ? { size: d.size, face: d.face === d.size ? 1 : d.face + 1 } : d));
    const verdict = verifyRollCard({ proof, post: 42, dice: edited }, { publicKey: key });
    expect(verdict).toMatchObject({ status: "failed", reason: "dice" });
    expect(verdictText(verdict, translator("es")).detail).toMatch(/^Los dados mostrados \(.+\) no son los de la prueba \(.+\)\.$/);
  });

  it("refuses a genuine proof copied under another post, topic or forum", () => {
    expect(verifyRollCard({ proof, post: 43, dice }, { publicKey: key })).toMatchObject({ status: "failed", reason: "post" });
    expect(verifyRollCard({ proof, post: 42, dice }, { publicKey: key, topicId: 8 })).toMatchObject({ status: "failed", reason: "topic" });
    expect(verifyRollCard({ proof, post: 42, dice }, { publicKey: key, forum: "other.example.org" })).toMatchObject({ status: "failed", reason: "forum" });
  });

  it("attack 8: a genuine roll card pasted into another account's post reads as a quote of post N, never verified (docs/verifiable-dice.md §V.8)", () => {
    const service = { publicKey: key, serviceUsername: "gf-dice" };
    expect(verifyRollCard({ proof, post: 42, dice, shownBy: "carla" }, service)).toEqual({ status: "quoted", post: 42 });
    expect(verifyRollCard({ proof, post: 42, dice, shownBy: "GF-Dice" }, service)).toMatchObject({ status: "signed", post: 42 });
    // A tampered copy keeps its failure and its reason.
    const edited = dice.map((d, i) => (i === 0 ? { size: d.size, face: d.face === d.size ? 1 : d.face + 1 } : d));
    expect(verifyRollCard({ proof, post: 42, dice: edited, shownBy: "carla" }, service)).toMatchObject({ status: "failed", reason: "dice" });
    for (const lang of ["es", "en"] as const) {
      const text = verdictText({ status: "quoted", post: 42 }, translator(lang));
      expect(text.title).toBe(lang === "en" ? "Quote of the roll of post 42" : "Cita de la tirada del mensaje 42");
      expect(text.detail).not.toMatch(/^roll\.|%\{/);
    }
  });

  it("refuses malformed proofs and bad keys with a reason, and never throws", () => {
    expect(verifyRollCard({ proof: "gf1.###", post: 42, dice }, { publicKey: key })).toMatchObject({ status: "failed", reason: "format" });
    expect(verifyRollCard({ proof: "x".repeat(5000), post: 42, dice }, { publicKey: key })).toMatchObject({ status: "failed", reason: "format" });
    expect(verifyRollCard({ proof, post: 42, dice }, { publicKey: "zz" })).toMatchObject({ status: "failed", reason: "key" });
  });

  it("says when it cannot verify: no key configured, or no proof on the card", () => {
    expect(verifyRollCard({ proof, post: 42, dice }, { publicKey: " " })).toEqual({ status: "unverifiable", reason: "no_key" });
    expect(verifyRollCard({ proof: undefined, post: 42, dice }, { publicKey: key })).toEqual({ status: "unverifiable", reason: "no_proof" });
    expect(verdictText({ status: "unverifiable", reason: "no_key" }, translator("es")).title).toMatch(/^Sin clave pública/);
  });

  it("says, in the reader's language, that a browser which starts no verifier worker cannot verify (never verified)", () => {
    expect(verdictText({ status: "unverifiable", reason: "no_worker" }, translator("en")))
      .toEqual({ title: "This browser cannot run the roll verifier (it starts no Web Worker for it): cannot verify", detail: "" });
    expect(verdictText({ status: "unverifiable", reason: "no_worker" }, translator("es")).title)
      .toBe("Este navegador no puede ejecutar el verificador de tiradas (no le arranca un Web Worker): no se puede verificar");
  });

  it("names each refusal by the service's clock in words a reader understands (docs/verifiable-dice.md §V.11), es and en", () => {
    const round = { status: "failed", reason: "clock_round", params: { round: 657413, at: "2026-01-01T00:00:00.000Z", want: 657443 } } as const;
    expect(verdictText(round, translator("en")).detail).toBe("The dice come from drand round 657413, but the dice service's clock (its revision of 2026-01-01T00:00:00.000Z, which nobody can move) fixes round 657443: the post's date was moved (staff can re-date a topic), and a moved date may not choose the dice.");
    expect(verdictText(round, translator("es")).detail).toMatch(/^Los dados salen de la ronda 657413 de drand, pero el reloj del servicio de dados .* fija la ronda 657443: se movió la fecha del mensaje/);
    for (const lang of ["es", "en"] as const) {
      for (const reason of ["clock_stamp", "clock_post", "clock_hidden", "clock_stale"] as const) {
        const detail = verdictText({ status: "failed", reason, params: { post: 5, version: 2, status: 403, stamp: 3, revision: 4, at: "A", block: "B" } }, translator(lang)).detail;
        expect(detail).not.toMatch(/%\{|missing|roll\.verify/);
        expect(detail).toMatch(lang === "es" ? /reloj|versión/ : /clock/);
      }
    }
  });

  it("the test's roll block is valid markup in both languages (docs/markup.md §4)", () => {
    for (const lang of ["es", "en"] as const) {
      const [block] = parsePost(rollBlock(operator, CONTEXT, [6, 8], lang).raw, { lang });
      expect(block?.errors).toEqual([]);
      expect(block?.node).toMatchObject({ block: "roll", post: 42 });
    }
  });
});

// The badge with the operator's document: every check of docs/verifiable-dice.md §8, on the spec's
// vectors (a revealed chain), so "verified" means the faces were re-derived, not only signed.
describe("verifyRollCard with the operator's document", () => {
  const V = JSON.parse(readFileSync("test/vectors/dice-v2.json", "utf8"));
  const roll = V.rolls[0];
  const shown = (faces: readonly number[], sizes: readonly number[]) => sizes.map((size, i) => ({ size, face: faces[i]! }));
  const sizesOf = (p: string) => { const d = decodeProof(p); return d.ok ? d.value.record : undefined; };
  const documentOf = (doc: unknown) => { const o = verifyOptionsFrom(doc, nodeCrypto); if (!o.ok) throw new Error(o.error.code); return o.value; };
  const page = { publicKey: V.publicKey, topicId: roll.context.topic, forum: roll.context.forum };
  const card = (p: string, extra: { block?: number; forumTime?: number } = {}) => {
    const record = sizesOf(p) ?? { context: roll.context, faces: roll.expected.faces, sizes: roll.sizes };
    return { proof: p, post: record.context.post, dice: shown(record.faces, record.sizes), block: roll.context.block, ...extra };
  };
  const attack = (fails: string, name?: RegExp) =>
    (V.invalid as { name: string; proof: string; fails: string }[]).find((v) => v.fails === fails && (!name || name.test(v.name)))!.proof;

  it("fully verifies a revealed roll for this block, post, topic and forum", () => {
    const verdict = verifyRollCard(card(roll.expected.proof, { forumTime: Date.parse(roll.at) - 1000 }), { ...page, document: documentOf(V.documents.none) });
    expect(verdict).toEqual({ status: "verified", post: roll.context.post, lagMs: 1000, proofVersion: 2 });
    expect(verdictText(verdict, translator("en")).title).toBe("Roll fully verified");
    expect(verdictText(verdict, translator("en")).detail).toContain("Rolled 1 s after the post.");
    expect(verdictText(verdict, translator("es")).detail).toContain("Tirada 1 s después del mensaje.");
    // An older proof format is labelled beside its verdict (docs/verifiable-dice.md §V.6).
    expect(verdictText(verdict, translator("en")).detail).toContain("A gf-dice-v2 proof: its roll time is the service's, not the forum's.");
    expect(verdictText(verdict, translator("es")).title).toBe("Tirada verificada del todo");
  });

  it("shows NOT verified for a proof whose signature is genuine but whose faces the operator changed after the reveal", () => {
    const forged = attack("faces");
    expect(verifyRollCard(card(forged), { publicKey: V.publicKey }).status).toBe("signed"); // what a signature-only badge said
    const verdict = verifyRollCard(card(forged), { ...page, document: documentOf(V.documents.none) });
    expect(verdict).toMatchObject({ status: "failed", reason: "faces" });
    expect(verdictText(verdict, translator("es"))).toEqual({ title: "Tirada NO verificada",
      detail: "Las caras no son las que da la semilla revelada: el operador las cambió." });
  });

  it("shows NOT verified for a genuine proof under another block, a wrong epoch, an unanchored seed chain or a roll predating its post", () => {
    const document = documentOf(V.documents.none);
    expect(verifyRollCard(card(attack("context", /another block/), { block: roll.context.block + 1 }), { ...page, document })).toMatchObject({ status: "failed", reason: "context" });
    expect(verifyRollCard(card(attack("epoch-time")), { ...page, document })).toMatchObject({ status: "failed", reason: "epoch_time" });
    expect(verifyRollCard(card(attack("epoch-range")), { ...page, document })).toMatchObject({ status: "failed", reason: "epoch_range" });
    expect(verifyRollCard(card(attack("commitment")), { ...page, document })).toMatchObject({ status: "failed", reason: "commitment" });
    expect(verifyRollCard(card(roll.expected.proof, { forumTime: Date.parse(roll.at) + 3_600_000 }), { ...page, document }))
      .toMatchObject({ status: "failed", reason: "time" });
    const beacon = documentOf(V.documents.beacon);
    expect(verifyRollCard(card(attack("beacon-missing")), { ...page, document: beacon })).toMatchObject({ status: "failed", reason: "beacon_missing" });
  });

  it("shows how far the roll came after the post's last edit when the block was rolled after it (a block added by an edit)", () => {
    const document = documentOf(V.documents.none);
    const at = Date.parse(roll.at);
    const verdict = verifyRollCard(card(roll.expected.proof, { forumTime: at - 7_200_000, editTime: at - 4000 } as never), { ...page, document });
    expect(verdict).toEqual({ status: "verified", post: roll.context.post, lagMs: 4000, edited: true, proofVersion: 2 });
    expect(verdictText(verdict, translator("en")).detail).toContain("Rolled 4 s after the post's last edit.");
    // An edit after the roll (a typo fixed later) does not move the roll: it is shown against the post.
    const later = verifyRollCard(card(roll.expected.proof, { forumTime: at - 7_200_000, editTime: at + 600_000 } as never), { ...page, document });
    expect(later).toEqual({ status: "verified", post: roll.context.post, lagMs: 7_200_000, proofVersion: 2 });
    expect(verdictText(later, translator("es")).detail).toContain("Tirada 2 h después del mensaje.");
    // An edit 40 s after a roll that came 1 s after the post (another editor, or a reason: a revision
    // within the minute): the roll is still shown against the post, never "40 s before" the edit.
    const soon = verifyRollCard(card(roll.expected.proof, { forumTime: at - 1000, editTime: at + 40_000 } as never), { ...page, document });
    expect(soon).toEqual({ status: "verified", post: roll.context.post, lagMs: 1000, proofVersion: 2 });
    expect(verdictText(soon, translator("en")).detail).not.toMatch(/before the forum's time|clock skew/);
  });

  it("with the faces re-derived but no time for the pool's post (not loaded on this page), says the roll is signed and what was not checked", () => {
    const verdict = verifyRollCard(card(roll.expected.proof), { ...page, document: documentOf(V.documents.none) });
    expect(verdict).toMatchObject({ status: "signed", partly: true });
    expect(verdictText(verdict, translator("en"))).toMatchObject({ title: "Signed roll",
      detail: expect.stringContaining("could not check its block or its time against the pool's post") });
    expect(verdictText(verdict, translator("es")).detail).toContain("no pudo comprobar su bloque ni su hora");
  });

  it("every reason a check can fail has its sentence in both languages", () => {
    for (const v of V.invalid as { proof: string; fails: string }[]) {
      const verdict = verifyRollCard(card(v.proof), { ...page, document: documentOf(v.fails.startsWith("beacon") ? V.documents.beacon : V.documents.none) });
      if (verdict.status !== "failed") continue; // a proof for another block than the page's is checked above
      for (const lang of ["es", "en"] as const) expect(verdictText(verdict, translator(lang)).detail).not.toMatch(/^roll\.|%\{/);
    }
  });

  it("before the epoch's seed is revealed the roll is signed, its faces checkable from the reveal time, with its date when not today", () => {
    const unrevealed = { ...V.documents.none, revealed: null };
    const verdict = verifyRollCard(card(roll.expected.proof), { ...page, document: documentOf(unrevealed) });
    expect(verdict).toMatchObject({ status: "signed", checkableFrom: expect.any(Number) });
    const at = new Date((verdict as { checkableFrom: number }).checkableFrom);
    const two = (n: number) => String(n).padStart(2, "0");
    // The vectors' epochs are in 2023: not the reader's today.
    const hhmm = `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}`;
    expect(verdictText(verdict, translator("en")).title).toBe(`Signed roll, faces checkable from ${hhmm}`);
    expect(verdictText(verdict, translator("es")).title).toBe(`Tirada firmada, caras comprobables desde las ${hhmm}`);
  });

  it("never trusts a document under another key than the site's", () => {
    const other = toHex(testOperator().publicKey);
    expect(verifyRollCard(card(roll.expected.proof), { ...page, publicKey: other, document: documentOf(V.documents.none) }))
      .toMatchObject({ status: "failed", reason: "key" });
  });
});
