// `gf verify --context forum/topic/POST/block` takes the post's forum id, which the proof signs, or the
// number readers see beside the post ("#3"), which it looks up on the forum as Discourse serves it
// (/posts/{id}.json, /posts/by_number/{topic}/{n}.json: src/cli/post-number.ts). Against the sandbox
// forum over real HTTP, whose ids are global and numbers per topic as Discourse's: the visible number of
// the proof's post verifies; a number or id of another post, a number the topic does not have, a forum
// that cannot be read, and a number that is also another post's id each say exactly which post each
// number names, never that the roll "was copied".
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { commands } from "../../src/cli/commands/index.js";
import { dispatch } from "../../src/cli/dispatch.js";
import { startSandbox, type Sandbox } from "../../src/sandbox/sandbox.js";
import type { ForumPost } from "../../src/sandbox/forum.js";
import { fakeIo } from "./fake-io.js";

const root = mkdtempSync(join(tmpdir(), "gf-post-number-"));
let sandbox: Sandbox;
let forum = "";
const keys = join(root, "keys");
/** Topic A's three posts (ids 1–3), then topic B's four: ids 4–7, numbers 1–4 (Discourse numbers each topic's posts from 1). */
let b: ForumPost[] = [];

async function gf(argv: string[], lang: "en" | "es" = "en") {
  const io = fakeIo({ env: { GF_LANG: lang }, cwd: root });
  const code = await dispatch(argv, io, commands);
  return { code, out: io.stdout.join("\n"), err: io.stderr.join("\n") };
}

/** A proof for `post`'s first block, rolled by the local operator. */
async function proofFor(post: ForumPost): Promise<string> {
  const r = await gf(["roll", "d8 d6 d4", "--json", "--data-dir", keys, "--context", `${forum}/${post.topicId}/${post.id}/0`]);
  expect(r.code).toBe(0);
  return (JSON.parse(r.out) as { proof: string }).proof;
}

const verify = (proof: string, topic: number, post: number | string, lang: "en" | "es" = "en", extra: string[] = []) =>
  gf(["verify", proof, "--data-dir", keys, "--context", `${forum}/${topic}/${post}/0`, "--pool", "d8 d6 d4", ...extra], lang);

beforeAll(async () => {
  sandbox = await startSandbox({ posting: null });
  forum = new URL(sandbox.url).host;
  expect((await gf(["keys", "init", "--data-dir", keys])).code).toBe(0);
  const alicia = sandbox.forum.userByName("alicia")!;
  const a = sandbox.forum.createTopic(alicia, "Mesa de pruebas del martes", "Primera mesa de la semana, sin tiradas.", sandbox.category.id);
  for (const i of [1, 2]) sandbox.forum.createReply(alicia, a.topicId, `Comentario ${i} de la primera mesa.`, null);
  const first = sandbox.forum.createTopic(alicia, "Mesa de pruebas del jueves", "Segunda mesa de la semana, con tiradas.", sandbox.category.id);
  b = [first, ...[1, 2, 3].map((i) => sandbox.forum.createReply(alicia, first.topicId, `Tiro la ${i}.\n\n[gf-pool]\nd8 d6 d4\n[/gf-pool]`, null)!)];
  expect(b.map((p) => [p.id, p.postNumber])).toEqual([[4, 1], [5, 2], [6, 3], [7, 4]]);
}, 60_000);

afterAll(async () => {
  await sandbox?.close();
  rmSync(root, { recursive: true, force: true });
});

describe("gf verify --context and the post number readers see", () => {
  it("checks the proof of post #2 (id 5) given 2, the number readers see, and says which post it read (en, es)", async () => {
    const proof = await proofFor(b[1]!);
    const topic = b[1]!.topicId;
    const en = await verify(proof, topic, 2);
    expect([en.code, en.err]).toEqual([0, `--context: post #2 of topic ${topic} is the forum's post 5, the one the proof names; checked as --context ${forum}/${topic}/5/0`]);
    expect(en.out).toContain("valid proof");
    const es = await verify(proof, topic, 2, "es");
    expect([es.code, es.err]).toEqual([0, `--context: el mensaje #2 del tema ${topic} es el de id 5 en el foro, el que nombra la prueba; comprobado como --context ${forum}/${topic}/5/0`]);
    // The id itself needs no look-up.
    expect(await verify(proof, topic, 5)).toEqual(expect.objectContaining({ code: 0, err: "" }));
  });

  it("names both posts when the number or id given is another post's of the topic (en, es)", async () => {
    const proof = await proofFor(b[1]!); // post #2, id 5
    const topic = b[1]!.topicId;
    // 1 is topic A's first post's id, so in this topic it is only a number: post #1, id 4.
    const byNumber = await verify(proof, topic, 1);
    expect(byNumber.code).toBe(1);
    expect(byNumber.err).toBe(`gf verify: the proof is the roll of post #2 (id 5) of topic ${topic}, not of post #1 (forum id 4), which --context names: a roll card proves only the roll of the post its proof names. To check it as that post's roll: --context ${forum}/${topic}/5/0`);
    const byId = await verify(proof, topic, 6, "es");
    expect(byId.code).toBe(1);
    expect(byId.err).toBe(`gf verify: la prueba es la tirada del mensaje #2 (id 5) del tema ${topic}, no del mensaje #3 (id 6 en el foro) que nombra --context: una tarjeta de tirada solo prueba la tirada del mensaje que nombra su prueba. Para comprobarla como tirada de su mensaje: --context ${forum}/${topic}/5/0`);
    for (const said of [byNumber.err, byId.err]) expect(said).not.toMatch(/copied|copi[óa]/);
  });

  it("takes no side when a bare number is another post's id and the proof's post's number: it asks for #N or the id (en, es)", async () => {
    const proof = await proofFor(b[3]!); // post #4, id 7; id 4 is post #1 of the same topic
    const topic = b[3]!.topicId;
    const en = await verify(proof, topic, 4);
    expect([en.code, en.err]).toEqual([1, `gf verify: in topic ${topic}, 4 is the forum id of post #1 and the number of the post the proof names (forum id 7): a bare number is read as the id; for the number readers see, write #4 (--context '${forum}/${topic}/#4/0'), or the id: --context ${forum}/${topic}/7/0`]);
    const es = await verify(proof, topic, 4, "es");
    expect(es.err).toBe(`gf verify: en el tema ${topic}, 4 es el id en el foro del mensaje #1 y el número del mensaje que nombra la prueba (id 7): un número solo se lee como id; para el número que ven los lectores escribe #4 (--context '${forum}/${topic}/#4/0'), o el id: --context ${forum}/${topic}/7/0`);
    // Written as it says, it verifies.
    const numbered = await verify(proof, topic, "#4");
    expect([numbered.code, numbered.err]).toEqual([0, `--context: post #4 of topic ${topic} is the forum's post 7, the one the proof names; checked as --context ${forum}/${topic}/7/0`]);
  });

  it("reads #N as the number readers see, always: another post's number names that post, and a number the topic lacks says so (en, es)", async () => {
    const proof = await proofFor(b[1]!); // post #2, id 5
    const topic = b[1]!.topicId;
    expect((await verify(proof, topic, "#2")).code).toBe(0);
    // #3 is id 6, though 3 is also topic A's last post's id: # reads it as a number.
    const other = await verify(proof, topic, "#3");
    expect(other.err).toBe(`gf verify: the proof is the roll of post #2 (id 5) of topic ${topic}, not of post #3 (forum id 6), which --context names: a roll card proves only the roll of the post its proof names. To check it as that post's roll: --context ${forum}/${topic}/5/0`);
    const none = await verify(proof, topic, "#9", "es");
    expect([none.code, none.err]).toEqual([1, `gf verify: --context: el tema ${topic} de http://${forum} no tiene ningún mensaje #9: es el número que se ve junto al mensaje en su tema`]);
    const unread = await verify(proof, topic, "#2", "en", ["--forum-url", "http://127.0.0.1:9"]);
    expect(unread.err).toMatch(new RegExp(`^gf verify: --context: the forum could not be read to learn which post is #2 of topic ${topic} \\(cannot read the forum at http://127\\.0\\.0\\.1:9/posts/by_number/${topic}/2\\.json: .*\\); give the post's id instead$`));
  });

  it("says which number it wants, and where the whole command is, when the topic has no such post or the forum cannot be read (en, es)", async () => {
    const proof = await proofFor(b[1]!);
    const topic = b[1]!.topicId;
    const none = await verify(proof, topic, 9);
    expect(none.code).toBe(1);
    expect(none.err).toBe(`gf verify: the proof is for the post whose forum id is 5, not 9: --context takes the post's forum id, or the number #9 readers see, and topic ${topic} at http://${forum} has no post 9, by id or by number. The roll badge's panel on the forum gives the whole command; if the post you are looking at has id 5, check with --context ${forum}/${topic}/5/0`);
    const es = await verify(proof, topic, 9, "es");
    expect(es.err).toContain(`el tema ${topic} de http://${forum} no tiene ningún mensaje 9, ni por id ni por número. El panel de la insignia de la tirada`);
    const unread = await verify(proof, topic, 2, "en", ["--forum-url", "http://127.0.0.1:9"]);
    expect(unread.code).toBe(1);
    expect(unread.err).toMatch(new RegExp(`^gf verify: the proof is for the post whose forum id is 5, not 2: .* and the forum could not be read to look that number up \\(cannot read the forum at http://127\\.0\\.0\\.1:9/posts/`));
    expect(unread.err).toContain(`check with --context ${forum}/${topic}/5/0`);
  });

  it("takes --reply as #N too, in --context's topic, read back from the forum (en, es)", async () => {
    const proof = await proofFor(b[1]!);
    const topic = b[1]!.topicId;
    expect(await verify(proof, topic, 5, "en", ["--reply", "#3"])).toEqual(expect.objectContaining({ code: 0, err: "" }));
    expect(await verify(proof, topic, 5, "en", ["--reply", "#9"])).toEqual(expect.objectContaining({ code: 1,
      err: `gf verify: --reply: topic ${topic} at http://${forum} has no post #9: that is the number shown beside the post in its topic` }));
    expect((await verify(proof, topic, 5, "es", ["--reply", "siete"])).err).toBe(
      "gf verify: «siete» no es un mensaje: --reply lleva el id en el foro del mensaje del servicio que muestra la tirada, o #N, el número que ven los lectores en el tema de --context");
    const alone = await gf(["verify", proof, "--data-dir", keys, "--reply", "#3"]);
    expect([alone.code, alone.err]).toEqual([2, "gf verify: --reply #3: a number #N is a topic's; give --context forum/topic/post/block too"]);
  });
});
