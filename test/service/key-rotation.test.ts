// Rotating the operator's key on a running service (docs/verifiable-dice.md §9.3), end to end over
// real HTTP: rolls under the first key, `gf keys rotate`, the service started again on the same store,
// rolls under the new key. The new commitment is a reply in the commitment topic that names the old
// one; the document lists the retired commitment, so proofs made before the rotation still verify
// (fully, once the retired chain's epoch is revealed) while new proofs carry the new key; the roll log
// runs on across the rotation and `gf audit` walks it; a retired key cannot sign after its retirement.
import { afterEach, describe, expect, it } from "@jest/globals";
import { commands } from "../../src/cli/commands/index.js";
import { dispatch } from "../../src/cli/dispatch.js";
import { equalBytes, toHex } from "../../src/dice/bytes.js";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { decodeProof, recordHash } from "../../src/dice/proof.js";
import { loadRetired, retiredEntries, revealRetired } from "../../src/dice/rotation.js";
import { documentVerifier } from "../../src/dice/verify-document.js";
import { proofVerifier } from "../../src/dice/verify.js";
import { readCommitment, verifyOptionsFrom, type WellKnown } from "../../src/dice/well-known.js";
import { fakeIo } from "../cli/fake-io.js";
import { startService, harness, serviceConfig, type Harness } from "./harness.js";

let h: Harness | undefined;
afterEach(async () => { await h?.close(); h = undefined; });

const wellKnown = async (hh: Harness): Promise<WellKnown> => (await fetch(`${hh.service.url}/.well-known/gf-dice.json`)).json() as Promise<WellKnown>;
const proofOf = (raw: string): string => /(?:proof|prueba)=(gf3\.[A-Za-z0-9_-]+)/.exec(raw)![1]!;

describe("key rotation on a running service", () => {
  it("appends a commitment naming the old one; old proofs still verify, new proofs use the new key; gf audit walks across it", async () => {
    h = await harness();
    const hh = h;
    const first = await hh.post("alicia", "Antes de la rotación.\n\n[gf-pool]\nd8 d6 d4\n[/gf-pool]");
    await hh.settle();
    const before = await wellKnown(hh);
    const oldProof = proofOf(hh.replies(first.topic_id).find((r) => r.raw.includes("[gf-roll"))!.raw);

    // The operator rotates: stop, `gf keys rotate`, start again on the same store and port.
    const port = Number(new URL(hh.service.url).port);
    await hh.service.stop();
    const io = fakeIo({ env: { GF_LANG: "en" }, now: new Date() });
    expect(await dispatch(["keys", "rotate", "--data-dir", hh.dataDir], io, commands)).toBe(0);
    expect(io.stdout[0]).toContain(`Key ${before.commitment.id} retired`);
    hh.service = await startService(serviceConfig(hh.sandbox, hh.dataDir, { listen: { host: "127.0.0.1", port } }), { log: hh.log });
    await hh.post("alicia", "Después.\n\n[gf-pool]\nd10 d4\n[/gf-pool]", first.topic_id);
    await hh.settle();
    const after = await wellKnown(hh);
    const newProof = proofOf(hh.replies(first.topic_id).filter((r) => r.raw.includes("[gf-roll")).at(-1)!.raw);

    // A new key and chain, whose commitment names the old one, posted as a reply in the same topic.
    expect(after.publicKey).not.toBe(before.publicKey);
    expect(after.chain.head).not.toBe(before.chain.head);
    expect(after.commitment.previous).toBe(before.commitment.id);
    const posts = [...hh.sandbox.forum.posts.values()].filter((p) => p.raw.includes("gf-dice-commitment-v"));
    expect(posts).toHaveLength(2);
    expect(posts[1]!.topicId).toBe(posts[0]!.topicId);
    expect(readCommitment(posts[1]!.raw)).toMatchObject({ publicKey: after.publicKey, previous: before.commitment.id });
    expect(after.retired).toEqual([expect.objectContaining({ id: before.commitment.id,
      commitment: expect.objectContaining({ publicKey: before.publicKey, head: before.chain.head }) })]);

    // Old proofs verify under the key that signed them; new ones carry the new key; the log runs on.
    const options = verifyOptionsFrom(after, nodeCrypto);
    if (!options.ok) throw new Error(options.error.code);
    const verify = documentVerifier(options.value, nodeCrypto);
    expect(verify(oldProof)).toMatchObject({ ok: true });
    expect(verify(newProof)).toMatchObject({ ok: true });
    expect(proofVerifier(options.value, nodeCrypto)(oldProof)).toMatchObject({ ok: false }); // not under the new key alone
    const [o, n] = [decodeProof(oldProof), decodeProof(newProof)];
    if (!o.ok || !n.ok || o.value.record.version !== 3 || n.value.record.version !== 3) throw new Error("not v3 proofs");
    expect(toHex(n.value.record.chainHead)).toBe(after.chain.head);
    expect(n.value.record.seq).toBe(o.value.record.seq + 1);
    expect(equalBytes(n.value.record.prev, recordHash(o.value, nodeCrypto))).toBe(true);

    // Someone with no keys checks the old roll with gf verify against the service's document.
    const check = fakeIo({ env: { GF_LANG: "en" } });
    expect(await dispatch(["verify", oldProof, "--well-known", `${hh.service.url}/.well-known/gf-dice.json`], check, commands)).toBe(0);
    expect(check.stdout.join("\n")).toMatch(/^valid proof \(v3\): checked: format, signature, commitment, anchor, epoch time/);

    // gf audit anchors the new commitment in the forum and walks the whole log across the rotation.
    const audit = fakeIo({ env: { GF_LANG: "en" } });
    const code = await dispatch(["audit", hh.service.url, "--forum-url", hh.sandbox.url], audit, commands);
    expect([code, audit.stderr.join("\n")]).toEqual([0, ""]);
    expect(audit.stdout[0]).toBe("audit passed: 2 rolls in 1 topics, each verified, linked and answered in the forum");

    // The retired key cannot sign after its retirement, even with its genuine chain.
    const retired = loadRetired(hh.dataDir, nodeCrypto);
    if (!retired.ok) throw new Error(retired.error.code);
    const late = retired.value[0]!.operator.roll({ context: { forum: new URL(hh.sandbox.url).host, topic: first.topic_id, post: first.id, block: 7 },
      sizes: [6], at: Date.now() }, { seq: 3, prev: recordHash(n.value, nodeCrypto) });
    if (!late.ok) throw new Error(late.error.code);
    expect(verify(late.value.proof)).toMatchObject({ ok: false, error: { code: "dice.verify.commitment" } });

    // Days later the retired chain's epoch is revealed (never one after its retirement) and the old
    // roll's faces are re-derived from it.
    const later = Date.now() + 10 * 86_400_000;
    expect(revealRetired(retired.value, later)).toEqual([{ id: before.commitment.id, epoch: o.value.record.epoch }]);
    const revealedDoc = verifyOptionsFrom({ ...after, retired: retiredEntries(retired.value) }, nodeCrypto);
    if (!revealedDoc.ok) throw new Error(revealedDoc.error.code);
    const full = documentVerifier(revealedDoc.value, nodeCrypto)(oldProof);
    expect(full).toMatchObject({ ok: true, value: { pending: expect.not.arrayContaining(["faces"]) } });
    expect(full.ok && full.value.passed).toContain("faces");
  }, 60_000);

  it("refuses a document whose retired commitment is not the one the current commitment names", async () => {
    h = await harness();
    const hh = h;
    const port = Number(new URL(hh.service.url).port);
    await hh.service.stop();
    expect(await dispatch(["keys", "rotate", "--data-dir", hh.dataDir], fakeIo({ now: new Date() }), commands)).toBe(0);
    hh.service = await startService(serviceConfig(hh.sandbox, hh.dataDir, { listen: { host: "127.0.0.1", port } }), { log: hh.log });
    const doc = await wellKnown(hh);
    // An operator slipping in another "retired" key: its commitment does not hash to the named id.
    const forged = { ...doc, retired: [{ ...doc.retired![0]!, commitment: { ...doc.retired![0]!.commitment, publicKey: "22".repeat(32) } }] };
    expect(verifyOptionsFrom(forged, nodeCrypto)).toMatchObject({ ok: false, error: { code: "dice.verify.commitment" } });
  }, 60_000);
});
