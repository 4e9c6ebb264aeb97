// The sandbox forum refuses what Discourse refuses and accepts what it accepts, at each rule's boundary,
// through the REST API (POST /posts.json, PUT /posts/{id}.json) and the page's own API alike, with
// Discourse's 422 shape and English messages. Each rule's source is cited in src/sandbox/post-validator.ts:
// PostValidator (stripped_length, raw_quality, max_mention_validator, unique_post_validator, max_posts_validator
// with User#posted_too_much_in_topic?, force_edit_last_validator with LimitedEdit),
// StrippedLengthValidator @0f145a00, TextSentinel, TopicTitleLengthValidator @023d18ca, QualityTitleValidator,
// Topic's unique_among, PostCreator#valid?; defaults from config/site_settings.yml @00011e9c, messages from
// config/locales/server.en.yml @00109904.
import { afterEach, describe, expect, it } from "@jest/globals";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSandbox, type Sandbox, type SandboxOptions } from "../../src/sandbox/sandbox.js";
import { DISCOURSE_POSTING_DEFAULTS, PLUGIN_README_POSTING, entropy, rawMentions, strippedValue } from "../../src/sandbox/post-validator.js";

let s: Sandbox | undefined;
afterEach(async () => { await s?.close(); s = undefined; });

async function start(options: SandboxOptions = {}): Promise<Sandbox> {
  // posting {}: Discourse's defaults, as `gf serve --sandbox` runs.
  s = await startSandbox({ players: ["alicia", "bruno", "carla", "dora", "eva", "dj"], posting: {}, ...options });
  return s;
}

async function api(sb: Sandbox, username: string, method: string, path: string, body: unknown) {
  const r = await fetch(`${sb.url}${path}`, { method, body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", "Api-Key": sb.apiKey, "Api-Username": username } });
  return { status: r.status, json: await r.json() as { id?: number; errors?: string[]; action?: string } };
}
const topic = (sb: Sandbox, user: string, title: string, raw: string) => api(sb, user, "POST", "/posts.json", { title, raw, category: sb.category.id });
const reply = (sb: Sandbox, user: string, topicId: number, raw: string) => api(sb, user, "POST", "/posts.json", { topic_id: topicId, raw });
const edit = (sb: Sandbox, user: string, postId: number, raw: string) => api(sb, user, "PUT", `/posts/${postId}.json`, { post: { raw } });
/** The sandbox page's composer's own route (src/sandbox/page/page-handler.ts). */
async function pagePost(sb: Sandbox, body: Record<string, unknown>) {
  const r = await fetch(`${sb.url}/gf-sandbox/api/posts`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  return { status: r.status, json: await r.json() as { id?: number; errors?: string[]; action?: string } };
}
const refused = (errors: string[]) => ({ status: 422, json: { action: "create_post", errors } });
const TABLE = "La mesa de los lunes";
const OPENING = "Empezamos la partida esta noche en la posada.";
const SHORT = "Body is too short (minimum is 20 characters)";

describe("post length (PostValidator#stripped_length, StrippedLengthValidator)", () => {
  it("refuses a reply of 19 characters and takes one of 20, counted after stripping, emoji as one", async () => {
    const sb = await start();
    const t = await topic(sb, "alicia", TABLE, OPENING);
    expect(t.status).toBe(200);
    const nineteen = "[fa-turn] surrender";
    expect(nineteen).toHaveLength(19);
    const topicId = sb.forum.posts.get(t.json.id!)!.topicId;
    expect(await reply(sb, "bruno", topicId, nineteen)).toMatchObject(refused([SHORT]));
    expect((await reply(sb, "bruno", topicId, "[fa-turn] surrender!")).status).toBe(200);
    // Whitespace and HTML comments do not count; an emoji is one character; a run of dots one "…".
    expect(await reply(sb, "bruno", topicId, `   ${"Me rindo, Ana gana"}   \n\n<!-- nota -->`)).toMatchObject(refused([SHORT]));
    expect(strippedValue("Me rindo :smile: ya... ok")).toBe("Me rindo X ya… ok");
    expect(await reply(sb, "carla", topicId, "Me rindo :smile: ya... ok")).toMatchObject(refused([SHORT]));
    expect((await reply(sb, "carla", topicId, "Me rindo :smile: ya... okay!")).status).toBe(200);
  });

  it("a topic's first post needs min_first_post_length, a reply min_post_length, an edit the same as its post", async () => {
    const sb = await start({ posting: { min_first_post_length: 30, min_post_length: 20 } });
    const first29 = "Empieza la escena en la plaza";
    expect(first29).toHaveLength(29);
    expect(await topic(sb, "alicia", TABLE, first29)).toMatchObject(refused(["Body is too short (minimum is 30 characters)"]));
    const t = await topic(sb, "alicia", TABLE, `${first29}.`);
    expect(t.status).toBe(200);
    const topicId = sb.forum.posts.get(t.json.id!)!.topicId;
    const r = await reply(sb, "bruno", topicId, "Bruno entra por la puerta");
    expect(r.status).toBe(200);
    // PostRevisor validates the edit: the first post keeps its own minimum.
    expect(await edit(sb, "alicia", t.json.id!, first29)).toEqual({ status: 422, json: { errors: ["Body is too short (minimum is 30 characters)"] } });
    expect(sb.forum.posts.get(t.json.id!)!.raw).toBe(`${first29}.`);
    expect(await edit(sb, "bruno", r.json.id!, "Bruno entra")).toEqual({ status: 422, json: { errors: [SHORT] } });
    expect((await edit(sb, "bruno", r.json.id!, "Bruno entra por la ventana")).status).toBe(200);
  });
});

describe("body quality (TextSentinel.body_sentinel)", () => {
  it("needs body_min_entropy distinct bytes, a letter or digit, and not ALL CAPS", async () => {
    const sb = await start();
    const t = await topic(sb, "alicia", TABLE, OPENING);
    const topicId = sb.forum.posts.get(t.json.id!)!.topicId;
    const UNCLEAR = "Body seems unclear, is it a complete sentence?";
    const six = "abcde abcde abcde abcde";
    expect(entropy(six)).toBe(6);
    expect(await reply(sb, "bruno", topicId, six)).toMatchObject(refused([UNCLEAR]));
    expect(entropy("abcdef abcdef abcdef abcdef")).toBe(7);
    expect((await reply(sb, "bruno", topicId, "abcdef abcdef abcdef abcdef")).status).toBe(200);
    expect(await reply(sb, "bruno", topicId, "[FA-TURN] SURRENDER, SIR ANA")).toMatchObject(refused([UNCLEAR]));
    expect((await reply(sb, "bruno", topicId, "[FA-TURN] SURRENDER, Sir Ana")).status).toBe(200);
    expect(await reply(sb, "bruno", topicId, "!!?? ---- ++++ ==== #### %%%%")).toMatchObject(refused([UNCLEAR]));
    // Too short and unclear at once: both messages, in PostValidator's order.
    expect(await reply(sb, "bruno", topicId, "ok ok")).toMatchObject(refused([SHORT, UNCLEAR]));
  });

  it("allow_uppercase_posts lets ALL CAPS through, as on a site that sets it", async () => {
    const sb = await start({ posting: { allow_uppercase_posts: true } });
    const t = await topic(sb, "alicia", TABLE, OPENING);
    expect((await reply(sb, "bruno", sb.forum.posts.get(t.json.id!)!.topicId, "[FA-TURN] SURRENDER, SIR ANA")).status).toBe(200);
  });
});

describe("topic titles (TopicTitleLengthValidator, QualityTitleValidator, unique_among)", () => {
  it("refuses 14 characters and takes 15; an admin may go shorter, a moderator may not", async () => {
    const sb = await start();
    expect("Mesa de Quijot").toHaveLength(14);
    expect(await topic(sb, "alicia", "Mesa de Quijot", OPENING)).toMatchObject(refused(["Title is too short (minimum is 15 characters)"]));
    expect((await topic(sb, "alicia", "Mesa de Quijote", OPENING)).status).toBe(200);
    expect(await topic(sb, "moderadora", "Mesa: Sancho", OPENING)).toMatchObject(refused(["Title is too short (minimum is 15 characters)"]));
    sb.forum.users.set(99, { id: 99, username: "admin1", staff: true, admin: true });
    expect((await topic(sb, "admin1", "Mesa: Sancho", OPENING)).status).toBe(200);
    expect(await topic(sb, "alicia", "x".repeat(256), OPENING)).toMatchObject(refused(["Title is too long (maximum is 255 characters)",
      "Title seems unclear, most of the words contain the same letters over and over?"]));
  });

  it("names the failed quality check, refuses a used title case aside, and says only the title's errors", async () => {
    const sb = await start();
    expect(await topic(sb, "alicia", "aaaa bbbb cccc dddd", OPENING)).toMatchObject(refused(["Title seems unclear, most of the words contain the same letters over and over?"]));
    expect(await topic(sb, "alicia", "ESCENA UNO: LA POSADA", OPENING)).toMatchObject(refused(["Title seems unclear, did you mean to enter it in ALL CAPS?"]));
    expect(await topic(sb, "alicia", `Escena ${"abcdefghijklmnopqrstuvwxyzABCDE"}`, OPENING)).toMatchObject(refused(["Title seems unclear, one or more words is very long?"]));
    expect((await topic(sb, "alicia", "Escena 1: la posada", OPENING)).status).toBe(200);
    expect(await topic(sb, "bruno", "  escena 1: LA POSADA ", "Otra mesa empieza esta noche aquí.")).toMatchObject(refused(["Title has already been used"]));
    // PostCreator#valid? stops at the topic's errors: the short body is not reported with them.
    expect(await topic(sb, "bruno", "Mesa: Quijote", "hola")).toMatchObject(refused(["Title is too short (minimum is 15 characters)"]));
  });
});

describe("unique_posts_mins (PostValidator#unique_post_validator, Post#matches_recent_post?)", () => {
  it("refuses the same user's same raw in any topic for 5 minutes, edits included; staff and others are exempt", async () => {
    let now = Date.parse("2026-11-29T20:00:00Z");
    const sb = await start({ now: () => now });
    const one = sb.forum.posts.get((await topic(sb, "alicia", "La mesa de los lunes", OPENING)).json.id!)!.topicId;
    // A second table opened with the same text is refused: the key is the user's and the raw's, not the topic's.
    expect(await topic(sb, "alicia", "La mesa de los martes", OPENING)).toMatchObject(refused(["Body is too similar to what you recently posted"]));
    const twoTopic = sb.forum.posts.get((await topic(sb, "alicia", "La mesa de los martes", `${OPENING} Traed dados.`)).json.id!)!.topicId;
    const pass = "[tt-pass] Ilsa pasa el turno en la mesa";
    expect((await reply(sb, "bruno", one, pass)).status).toBe(200);
    expect(await reply(sb, "bruno", twoTopic, pass)).toMatchObject(refused(["Body is too similar to what you recently posted"]));
    // Anyone else may write the same; staff are exempt.
    expect((await reply(sb, "carla", twoTopic, pass)).status).toBe(200);
    expect((await reply(sb, "moderadora", twoTopic, pass)).status).toBe(200);
    expect((await reply(sb, "moderadora", one, pass)).status).toBe(200);
    // An edit of another post to that raw is refused too; the post holding the key may be saved with it.
    const other = await reply(sb, "bruno", twoTopic, "Bruno mira por la ventana");
    expect(await edit(sb, "bruno", other.json.id!, pass)).toEqual({ status: 422, json: { errors: ["Body is too similar to what you recently posted"] } });
    // Exactly unique_posts_mins later the key has expired.
    now += 5 * 60_000 - 1;
    expect((await reply(sb, "bruno", twoTopic, pass)).status).toBe(422);
    now += 1;
    expect((await reply(sb, "bruno", twoTopic, pass)).status).toBe(200);
  });

  it("Tricube's Roll button writes the same declaration for a second roll on one challenge: refused by Discourse's default, taken on a site set up per plugin/README.md", async () => {
    const { rollDeclaration } = await import("../../src/games/tricube/cards/roll-declaration.js");
    const roll = rollDeclaration({ challenge: "muro", character: "Enano", quirks: [], perks: [], qualityApplies: true, outsideConcept: false, dice: 3, difficulty: 4 }, { outsideConcept: false }, "es");
    const strict = await start();
    const t = strict.forum.posts.get((await topic(strict, "dj", "El muro de la fortaleza", OPENING)).json.id!)!.topicId;
    expect((await reply(strict, "bruno", t, roll)).status).toBe(200);
    expect(await reply(strict, "bruno", t, roll)).toMatchObject(refused(["Body is too similar to what you recently posted"]));
    await strict.close();
    const site = await start({ posting: PLUGIN_README_POSTING });
    const u = site.forum.posts.get((await topic(site, "dj", "El muro de la fortaleza", OPENING)).json.id!)!.topicId;
    expect((await reply(site, "bruno", u, roll)).status).toBe(200);
    expect((await reply(site, "bruno", u, roll)).status).toBe(200);
  });

  it("unique_posts_mins 0 turns it off", async () => {
    const sb = await start({ posting: { unique_posts_mins: 0 } });
    const t = sb.forum.posts.get((await topic(sb, "alicia", TABLE, OPENING)).json.id!)!.topicId;
    expect((await reply(sb, "bruno", t, "Bruno pasa el turno, sigue Ana")).status).toBe(200);
    expect((await reply(sb, "bruno", t, "Bruno pasa el turno, sigue Ana")).status).toBe(200);
  });
});

describe("mentions (PostValidator#max_mention_validator)", () => {
  it("a new user (trust level 0) may mention 2 users, trust level 1 10, staff any; a name counts once", async () => {
    const sb = await start();
    // A new account (default_trust_level 0); the sandbox's seeded players are trust level 1 (wiki-guardian.ts).
    sb.forum.addUser("nueva", false, 0);
    sb.forum.addUser("vera", false, 1);
    const t = sb.forum.posts.get((await topic(sb, "alicia", TABLE, OPENING)).json.id!)!.topicId;
    expect(rawMentions("@Bruno y @bruno, `@eva`, @carla.")).toEqual(["bruno", "carla"]);
    expect((await reply(sb, "nueva", t, "Os toca, @bruno y @carla; @Bruno primero")).status).toBe(200);
    expect(await reply(sb, "nueva", t, "Os toca a @bruno, @carla y @dora esta vez")).toMatchObject(refused(["Sorry, new users can only mention 2 users in a post."]));
    const ten = Array.from({ length: 10 }, (_, i) => `@p${i}`).join(" ");
    expect((await reply(sb, "vera", t, `Turno de todos: ${ten}`)).status).toBe(200);
    expect(await reply(sb, "vera", t, `Turno de todos: ${ten} @p10`)).toMatchObject(refused(["Sorry, you can only mention 10 users in a post."]));
    expect((await reply(sb, "moderadora", t, `Turno de todos: ${ten} @p10`)).status).toBe(200);
  });
});

const TOO_MANY = "We're sorry, but new users are temporarily limited to 3 replies in the same topic.";
const CONSECUTIVE = "No more than 3 consecutive replies are allowed. Please edit your previous reply, or wait for someone to reply to you.";
/** Distinct texts, so no rule but the one under test answers (unique_posts_mins, body quality). */
const line = (who: string, n: number) => `${who} sigue la escena, turno número ${n}.`;

describe("newuser_max_replies_per_topic (PostValidator#max_posts_validator, User#posted_too_much_in_topic?)", () => {
  it("a new user (trust level 0) may reply 3 times in someone else's topic, the 4th refused; trust level 1, staff and the topic's owner are not limited", async () => {
    const sb = await start();
    sb.forum.addUser("nueva", false, 0);
    const t = sb.forum.posts.get((await topic(sb, "alicia", TABLE, OPENING)).json.id!)!.topicId;
    // Bruno's posts between hers keep max_consecutive_replies out of it; none answers her.
    for (let n = 1; n <= 3; n++) {
      expect((await reply(sb, "nueva", t, line("Nueva", n))).status).toBe(200);
      expect((await reply(sb, "bruno", t, line("Bruno", n))).status).toBe(200);
    }
    expect(await reply(sb, "nueva", t, line("Nueva", 4))).toEqual(refused([TOO_MANY]));
    // The page's composer route answers the same.
    expect(await pagePost(sb, { username: "nueva", topic_id: t, raw: line("Nueva", 5) })).toEqual(refused([TOO_MANY]));
    // Bruno (trust level 1), staff and the topic's owner: no such limit.
    for (let n = 4; n <= 5; n++) {
      expect((await reply(sb, "bruno", t, line("Bruno", n))).status).toBe(200);
      expect((await reply(sb, "moderadora", t, line("Moderadora", n))).status).toBe(200);
      expect((await reply(sb, "alicia", t, line("Alicia", n))).status).toBe(200);
    }
    // In her own topic she may reply as often as she likes.
    const own = sb.forum.posts.get((await topic(sb, "nueva", "La mesa de Nueva, abierta", OPENING)).json.id!)!.topicId;
    for (let n = 1; n <= 4; n++) {
      expect((await reply(sb, "nueva", own, line("Nueva", n + 10))).status).toBe(200);
      expect((await reply(sb, "bruno", own, line("Bruno", n + 10))).status).toBe(200);
    }
  });

  it("an account added with no level is a new user, as on Discourse (default_trust_level 0); the seeded players are trust level 1 (bootstrap mode), and a forum file written before levels were kept reads them so", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gf-tl-"));
    const dataFile = join(dir, "forum.json");
    const sb = await start({ dataFile });
    sb.forum.addUser("recien");
    const level = async (u: string) => ((await (await fetch(`${sb.url}/u/${u}.json`, { headers: { "Api-Key": sb.apiKey, "Api-Username": "system" } })).json()) as { user: { trust_level: number } }).user.trust_level;
    expect([await level("recien"), await level("alicia"), await level("bruno"), await level("carla")]).toEqual([0, 1, 1, 1]);
    const t = sb.forum.posts.get((await topic(sb, "alicia", TABLE, OPENING)).json.id!)!.topicId;
    for (let n = 1; n <= 3; n++) {
      expect((await reply(sb, "recien", t, line("Recién", n))).status).toBe(200);
      expect((await reply(sb, "bruno", t, line("Bruno", n))).status).toBe(200);
    }
    expect(await reply(sb, "recien", t, line("Recién", 4))).toEqual(refused([TOO_MANY]));
    expect((await reply(sb, "bruno", t, line("Bruno", 4))).status).toBe(200);
    await sb.close();
    // The file keeps each level; one written before it did (no trustLevel) was written when every account was 1.
    const kept = JSON.parse(readFileSync(dataFile, "utf8")) as { users: { username: string; trustLevel?: number }[] };
    expect(kept.users.filter((u) => ["recien", "bruno"].includes(u.username)).map((u) => [u.username, u.trustLevel])).toEqual([["bruno", 1], ["recien", 0]]);
    writeFileSync(dataFile, JSON.stringify({ ...kept, users: kept.users.map(({ trustLevel: _, ...u }) => u) }));
    const again = await start({ dataFile });
    expect([...again.forum.users.values()].filter((u) => u.id > 0 && !u.staff).map((u) => [u.username, u.trustLevel]))
      .toEqual(["alicia", "bruno", "carla", "dora", "eva", "dj", "recien"].map((u) => [u, 1]));
  });

  it("counts from the last post that replied to her, mentioned her or quoted her (UserAction RESPONSE, MENTION, QUOTE), by someone else", async () => {
    const sb = await start();
    sb.forum.addUser("nueva", false, 0);
    const t = sb.forum.posts.get((await topic(sb, "alicia", TABLE, OPENING)).json.id!)!.topicId;
    const three = async (from: number) => {
      const ids: number[] = [];
      for (let n = from; n < from + 3; n++) {
        const r = await reply(sb, "nueva", t, line("Nueva", n));
        expect(r.status).toBe(200);
        ids.push(r.json.id!);
        expect((await reply(sb, "carla", t, line("Carla", n))).status).toBe(200);
      }
      expect(await reply(sb, "nueva", t, line("Nueva", from + 3))).toEqual(refused([TOO_MANY]));
      return ids;
    };
    const first = await three(1);
    // A reply to one of her posts (reply_to_post_number): the "replied" notification.
    const number = sb.forum.posts.get(first[0]!)!.postNumber;
    expect((await api(sb, "bruno", "POST", "/posts.json", { topic_id: t, raw: "Contesto a lo que dijo Nueva antes.", reply_to_post_number: number })).status).toBe(200);
    await three(10);
    // A mention: "mentioned". Her own mention of herself would count for nothing.
    expect((await reply(sb, "bruno", t, "Te toca a ti, @nueva, cuando puedas.")).status).toBe(200);
    const third = await three(20);
    // A quote of one of her posts: "quoted".
    const quoted = sb.forum.posts.get(third[2]!)!;
    expect((await reply(sb, "bruno", t, `[quote="nueva, post:${quoted.postNumber}, topic:${t}"]\n${quoted.raw}\n[/quote]\n\nMuy bien dicho, seguimos.`)).status).toBe(200);
    await three(30);
    // A post that only follows hers, answering no one, resets nothing (Carla's above); nor does a post of hers.
  });

  it("newuser_max_replies_per_topic 1: the singular message", async () => {
    const sb = await start({ posting: { newuser_max_replies_per_topic: 1 } });
    sb.forum.addUser("nueva", false, 0);
    const t = sb.forum.posts.get((await topic(sb, "alicia", TABLE, OPENING)).json.id!)!.topicId;
    expect((await reply(sb, "nueva", t, line("Nueva", 1))).status).toBe(200);
    expect((await reply(sb, "bruno", t, line("Bruno", 1))).status).toBe(200);
    expect(await reply(sb, "nueva", t, line("Nueva", 2))).toEqual(refused(["We're sorry, but new users are temporarily limited to 1 reply in the same topic."]));
  });
});

describe("max_consecutive_replies (PostValidator#force_edit_last_validator)", () => {
  it("the 4th reply in a row is refused until someone else posts; its author may still edit the last; the topic's owner and staff are exempt", async () => {
    const sb = await start();
    const t = sb.forum.posts.get((await topic(sb, "alicia", TABLE, OPENING)).json.id!)!.topicId;
    let last = 0;
    for (let n = 1; n <= 3; n++) {
      const r = await reply(sb, "bruno", t, line("Bruno", n));
      expect(r.status).toBe(200);
      last = r.json.id!;
    }
    expect(await reply(sb, "bruno", t, line("Bruno", 4))).toEqual(refused([CONSECUTIVE]));
    expect(await pagePost(sb, { username: "bruno", topic_id: t, raw: line("Bruno", 4) })).toEqual(refused([CONSECUTIVE]));
    // "Please edit your previous reply": an edit is no new post.
    expect((await edit(sb, "bruno", last, `${line("Bruno", 3)} Y añado lo que iba a decir.`)).status).toBe(200);
    // Someone else posts: Bruno has 2 of the last 3, and may post; then 3 of 3 again.
    expect((await reply(sb, "carla", t, line("Carla", 1))).status).toBe(200);
    expect((await reply(sb, "bruno", t, line("Bruno", 5))).status).toBe(200);
    expect((await reply(sb, "bruno", t, line("Bruno", 6))).status).toBe(200);
    expect((await reply(sb, "bruno", t, line("Bruno", 7))).status).toBe(200);
    expect(await reply(sb, "bruno", t, line("Bruno", 8))).toEqual(refused([CONSECUTIVE]));
    // The topic's owner (its first post's author) and staff: as many in a row as they like.
    for (let n = 1; n <= 5; n++) expect((await reply(sb, "alicia", t, line("Alicia", n))).status).toBe(200);
    for (let n = 1; n <= 5; n++) expect((await reply(sb, "moderadora", t, line("Moderadora", n))).status).toBe(200);
  });

  it("not once the last post is past its author's edit time limit (post_edit_time_limit 1440 min below trust level 2, tl2_post_edit_time_limit 43200 from it)", async () => {
    let now = Date.parse("2026-11-01T10:00:00Z");
    const sb = await start({ now: () => now });
    sb.forum.addUser("vera", false, 2);
    const t = sb.forum.posts.get((await topic(sb, "alicia", TABLE, OPENING)).json.id!)!.topicId;
    for (const who of ["bruno", "vera"]) {
      const other = sb.forum.posts.get((await topic(sb, "carla", `${TABLE} de ${who}`, `${OPENING} (${who})`)).json.id!)!.topicId;
      for (let n = 1; n <= 3; n++) expect((await reply(sb, who, other, line(who, n))).status).toBe(200);
    }
    const [bruno, vera] = [...sb.forum.topics.values()].filter((x) => x.id !== t).map((x) => x.id);
    now += 1440 * 60_000;
    // At the limit Bruno may still edit his last post: refused; a minute past it he may not: taken.
    expect(await reply(sb, "bruno", bruno!, line("bruno", 4))).toEqual(refused([CONSECUTIVE]));
    now += 60_000;
    expect((await reply(sb, "bruno", bruno!, line("bruno", 4))).status).toBe(200);
    // Vera (trust level 2) edits for 30 days.
    expect(await reply(sb, "vera", vera!, line("vera", 4))).toEqual(refused([CONSECUTIVE]));
    now += 43200 * 60_000;
    expect((await reply(sb, "vera", vera!, line("vera", 4))).status).toBe(200);
  });

  it("max_consecutive_replies 1: no consecutive reply at all, the singular message; 0 turns it off", async () => {
    const sb = await start({ posting: { max_consecutive_replies: 1 } });
    const t = sb.forum.posts.get((await topic(sb, "alicia", TABLE, OPENING)).json.id!)!.topicId;
    expect((await reply(sb, "bruno", t, line("Bruno", 1))).status).toBe(200);
    expect(await reply(sb, "bruno", t, line("Bruno", 2))).toEqual(refused([
      "No consecutive replies are allowed. Please edit your previous reply, or wait for someone to reply to you."]));
    await sb.close();
    const off = await start({ posting: { max_consecutive_replies: 0 } });
    const u = off.forum.posts.get((await topic(off, "alicia", TABLE, OPENING)).json.id!)!.topicId;
    for (let n = 1; n <= 5; n++) expect((await reply(off, "bruno", u, line("Bruno", n))).status).toBe(200);
  });
});

describe("the sandbox page's composer route", () => {
  it("answers the same 422 and messages as the REST API", async () => {
    const sb = await start();
    expect(await pagePost(sb, { username: "alicia", title: "Mesa: Quijote", raw: OPENING, category_id: sb.category.id }))
      .toEqual(refused(["Title is too short (minimum is 15 characters)"]));
    const ok = await pagePost(sb, { username: "alicia", title: TABLE, raw: OPENING, category_id: sb.category.id });
    expect(ok.status).toBe(200);
    const topicId = sb.forum.posts.get(ok.json.id!)!.topicId;
    expect(await pagePost(sb, { username: "bruno", topic_id: topicId, raw: "[fa-turn] surrender" })).toEqual(refused([SHORT]));
    const r = await fetch(`${sb.url}/gf-sandbox/api/posts/${ok.json.id}`, { method: "PUT", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "alicia", raw: "corto" }) });
    expect([r.status, await r.json()]).toEqual([422, { errors: [SHORT, "Body seems unclear, is it a complete sentence?"] }]);
  });
});

describe("the sandbox's settings", () => {
  it("default to Discourse's, also when not given, and can be set at start; null validates nothing", async () => {
    expect(DISCOURSE_POSTING_DEFAULTS).toMatchObject({ min_post_length: 20, min_first_post_length: 20, min_topic_title_length: 15,
      max_topic_title_length: 255, body_min_entropy: 7, title_min_entropy: 10, unique_posts_mins: 5, newuser_max_mentions_per_post: 2, max_mentions_per_post: 10,
      newuser_max_replies_per_topic: 3, max_consecutive_replies: 3, post_edit_time_limit: 1440, tl2_post_edit_time_limit: 43200 });
    const sb = await start({ posting: { min_post_length: 5 } });
    expect(sb.forum.posting?.min_post_length).toBe(5);
    const t = sb.forum.posts.get((await topic(sb, "alicia", TABLE, OPENING)).json.id!)!.topicId;
    // body_min_entropy 7 is above min_post_length 5, so TextSentinel asks trunc(5 × 0.7) = 3 distinct bytes.
    expect((await reply(sb, "bruno", t, "Paso.")).status).toBe(200);
    expect(await reply(sb, "bruno", t, "Paso")).toMatchObject(refused(["Body is too short (minimum is 5 characters)"]));
    expect(await reply(sb, "carla", t, "aa aa")).toMatchObject(refused(["Body seems unclear, is it a complete sentence?"]));
    await sb.close();
    s = await startSandbox();
    expect(s.forum.posting).toEqual(DISCOURSE_POSTING_DEFAULTS);
    expect(await topic(s, "alicia", "Mesa de juego", "Hola")).toMatchObject(refused(["Title is too short (minimum is 15 characters)"]));
    await s.close();
    s = await startSandbox({ posting: null });
    expect(s.forum.posting).toBeNull();
    expect((await topic(s, "alicia", "Mesa de juego", "Hola")).status).toBe(200);
  });
});

describe("gf serve --sandbox-setting", () => {
  it("sets a posting setting as an admin would, and names the settings it knows when given another", async () => {
    const { sandboxSettings } = await import("../../src/cli/commands/serve.js");
    expect(sandboxSettings({}, "en")).toEqual({});
    expect(sandboxSettings({ "sandbox-setting": ["min_post_length=10", "allow_uppercase_posts=true", "unique_posts_mins=0"] }, "en"))
      .toEqual({ min_post_length: 10, allow_uppercase_posts: true, unique_posts_mins: 0 });
    expect(() => sandboxSettings({ "sandbox-setting": ["min_post_lenght=10"] }, "en")).toThrow(/min_post_lenght=10: expected NAME=VALUE with one of these names .*min_post_length/);
    expect(() => sandboxSettings({ "sandbox-setting": ["min_post_length=ten"] }, "es")).toThrow(/espero NOMBRE=VALOR/);
  });
});

describe("what the product itself offers to post", () => {
  it("the banner's example post and its title, in both languages, are a topic Discourse takes from a new user", async () => {
    const { GAMES } = await import("../../src/games/games.js");
    const { text } = await import("../../src/cli/shell.js");
    const { postErrors, titleErrors } = await import("../../src/sandbox/post-validator.js");
    const newUser = { staff: false, admin: false, trustLevel: 0 };
    for (const lang of ["es", "en"] as const) {
      expect(titleErrors(newUser, text(lang, "cli.sandbox-try-title"), DISCOURSE_POSTING_DEFAULTS, () => false)).toEqual([]);
    }
    for (const g of GAMES) {
      if (g.examplePost === undefined) continue;
      expect([g.id, postErrors(newUser, { raw: g.examplePost, firstPost: true, recentDuplicate: false }, DISCOURSE_POSTING_DEFAULTS)]).toEqual([g.id, []]);
    }
  });
});

describe("the service's account (plugin/README.md: make it staff)", () => {
  it("a reply naming three players is taken from staff and refused from a new account that is not", async () => {
    const { postErrors } = await import("../../src/sandbox/post-validator.js");
    const reply = { raw: "Sealed bids still to come from: @ana, @bruno, @carla", firstPost: false, recentDuplicate: true };
    expect(postErrors({ staff: true, admin: false, trustLevel: 0 }, reply, DISCOURSE_POSTING_DEFAULTS)).toEqual([]);
    expect(postErrors({ staff: false, admin: false, trustLevel: 0 }, reply, DISCOURSE_POSTING_DEFAULTS))
      .toEqual(["Sorry, new users can only mention 2 users in a post.", "Body is too similar to what you recently posted"]);
  });
});
