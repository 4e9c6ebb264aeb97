// `gf verify <proof | file | ->`: checks a proof offline against an operator's published document
// (--well-known URL or FILE) or the local data dir's own, and names the first check that fails. With
// --context and --pool it also checks the proof belongs to that post's block and pool; with --at, the
// roll time against the forum's. Exit 0: every check that can run passed; 1: a check failed;
// 2: unreadable input (docs/verifiable-dice.md §8).
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { formatContext, parseContext } from "../../dice/context.js";
import { checkList } from "../../dice/check-names.js";
import { decodeProof } from "../../dice/proof.js";
import { nodeCrypto } from "../../dice/crypto-node.js";
import { formatPool, formatRolled } from "../../dice/die.js";
import { pinnedChainByHash } from "../../dice/drand.js";
import { fromHex, toHex } from "../../dice/bytes.js";
import { parsePool } from "../../dice/notation.js";
import { ok } from "../../lib/result.js";
import { documentVerifier, type WithRetired } from "../../dice/verify-document.js";
import type { Expected, VerifyOptions } from "../../dice/verify.js";
import { verifyOptionsFrom, type DocumentOptions } from "../../dice/well-known.js";
import { anchorOptions } from "../../dice/anchor.js";
import { clockOf, clockPostOf, judgedByClock, readClock, withClock } from "../../dice/clock.js";
import { commitmentPostId, readForumAnchors } from "../commitment-topic.js";
import { forumGet, setWaitNote } from "../forum-reads.js";
import { namePost, postIdOf } from "../post-number.js";
import { forumAddress } from "./audit.js";
import { beaconChecker } from "../../dice/verify-beacon.js";
import { CliError, flag, stringOption, type CliIo, type Command, type CommandArgs } from "../command.js";
import { table } from "../roll-report.js";
import { loadOperator } from "../../dice/operator.js";
import { loadRetired, retiredEntries } from "../../dice/rotation.js";
import { dataDirOf, orFail, say, text, timeOption } from "../shell.js";

const PROOF = /gf\d+\.[A-Za-z0-9_-]+/;

/** The proof text: given inline, read from stdin ("-"), or found inside a file (e.g. a saved post). */
async function proofInput(arg: string, args: CommandArgs, io: CliIo): Promise<string> {
  if (arg === "-") return (await io.readStdin()).trim();
  if (/^gf\d+\./.test(arg)) return arg;
  const path = resolve(io.cwd, arg);
  const content = existsSync(path) ? (() => { try { return readFileSync(path, "utf8"); } catch { return undefined; } })() : undefined;
  const found = content === undefined ? null : PROOF.exec(content);
  if (!found) throw new CliError(text(args.lang, "cli.no-proof", { value: arg }));
  return found[0];
}

/** The operator's public document: fetched (--well-known https://…), read from a file, or the local data dir's own. */
async function documentOf(args: CommandArgs, io: CliIo): Promise<unknown> {
  const where = stringOption(args.values, "well-known");
  if (where === undefined) {
    const local = loadOperator(dataDirOf(args, io), nodeCrypto);
    // Whoever verifies someone else's roll has no keys of their own, and needs none: point them at the operator's document.
    if (!local.ok && local.error.code === "dice.store.no-key") throw new CliError(text(args.lang, "cli.verify-no-keys", { dir: dataDirOf(args, io) }));
    // With the retired keys the data dir keeps: a proof made before `keys rotate` is checked under
    // the key that signed it, as the service's document does (docs/verifiable-dice.md §9.3).
    const doc = orFail(local, args.lang).wellKnown();
    const retired = orFail(loadRetired(dataDirOf(args, io), nodeCrypto), args.lang);
    return retired.length ? { ...doc, retired: retiredEntries(retired) } : doc;
  }
  if (/^https?:\/\//i.test(where)) return fetchDocument(where, args);
  const path = resolve(io.cwd, where);
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch (e) {
    throw new CliError(text(args.lang, "cli.bad-document", { file: path, detail: e instanceof Error ? e.message.split("\n")[0]! : String(e) }));
  }
}

/** GET the document; anything but a 2xx JSON answer in time is unreadable input (exit 2). */
async function fetchDocument(url: string, args: CommandArgs): Promise<unknown> {
  let detail: string;
  try {
    const response = await fetch(url, { headers: { Accept: "application/json" }, signal: AbortSignal.timeout(20_000) });
    const body = await response.text();
    if (response.ok) return JSON.parse(body);
    detail = `HTTP ${response.status}`;
  } catch (e) {
    const cause = (e as { cause?: { code?: string; message?: string } }).cause;
    detail = cause?.code ?? cause?.message ?? (e instanceof Error ? e.message.split("\n")[0]! : String(e));
  }
  throw new CliError(text(args.lang, "cli.well-known-fetch", { url, detail }));
}

export const verify: Command = {
  name: "verify",
  usage: "<proof | file | ->",
  positionals: [1, 1],
  summary: {
    es: "verifica una prueba de tirada: firma, compromiso, contexto, pozo, época, hora, baliza, cadena de semillas y caras",
    en: "verify a roll's proof: signature, commitment, context, pool, epoch, time, beacon, seed chain and faces",
  },
  options: {
    "well-known": {
      type: "string",
      help: {
        es: "documento público del operador: su URL (https://…/.well-known/gf-dice.json) o un fichero JSON; si no, el de la carpeta de datos local",
        en: "the operator's public document: its URL (https://…/.well-known/gf-dice.json) or a JSON file; else the local data dir's",
      },
    },
    key: {
      type: "string",
      help: {
        es: "solo la clave pública del operador (hex): comprueba la firma, sin cadena de semillas",
        en: "just the operator's public key (hex): checks the signature, without the seed chain",
      },
    },
    context: {
      type: "string",
      help: {
        es: "foro/tema/mensaje/bloque del pozo: el id del mensaje en el foro, o #N, el número que ven los lectores (se busca en el foro)",
        en: "the pool's forum/topic/post/block: the post's forum id, or #N, the number readers see (looked up on the forum)",
      },
    },
    pool: { type: "string", help: { es: "el pozo que muestra el mensaje, p. ej. \"d8 d6 d4\"", en: "the pool the post shows, e.g. \"d8 d6 d4\"" } },
    at: {
      type: "string",
      help: {
        es: "hora del mensaje en el foro, o de la edición que añadió el bloque (ISO 8601)",
        en: "the forum's time of the post, or of the edit that added the block (ISO 8601)",
      },
    },
    reply: {
      type: "string",
      help: {
        es: "el mensaje del servicio que muestra la tirada, por su id en el foro o como #N en el tema de --context: una tirada de una clave retirada de un bloque añadido por edición solo vale en una respuesta anterior al cambio de clave",
        en: "the service's post that shows the roll, by its forum id or as #N in --context's topic: a retired key's roll of a block added by an edit counts only in a reply made before the change of key",
      },
    },
    "forum-url": {
      type: "string",
      help: {
        es: "dirección del foro donde leer el tema de compromisos (si no, la del mensaje de compromiso que nombra el documento)",
        en: "the forum's address, to read the commitment topic from (else that of the commitment post the document names)",
      },
    },
    json: { type: "boolean", help: { es: "salida JSON", en: "JSON output" } },
  },
  run: async (args, io) => {
    const { values, positionals, lang } = args;
    const proofText = await proofInput(positionals[0] ?? "", args, io);
    const forumTime = timeOption(args, "at");
    const contextText = stringOption(values, "context");
    const poolText = stringOption(values, "pool");
    const replyText = stringOption(values, "reply");
    // --reply: the service's post by its forum id, or as #N in the topic --context names (read back from the forum below).
    const replyNumber = replyText === undefined ? null : /^#(\d{1,9})$/.exec(replyText.trim());
    if (replyText !== undefined && !replyNumber && !/^\d{1,12}$/.test(replyText.trim())) throw new CliError(text(lang, "cli.verify-reply", { value: replyText }));
    // "forum/topic/#N/block": the post by the number readers see beside it, read back from the forum as its id.
    const numbered = contextText === undefined ? null : /^(.*)\/#(\d{1,9})(\/[^/]*)$/.exec(contextText.trim());
    const forumOf = (host: string) => (stringOption(values, "forum-url") ?? forumAddress(host)).replace(/\/+$/, "");
    let context = contextText === undefined ? undefined : orFail(parseContext(numbered ? `${numbered[1]}/0${numbered[3]}` : contextText), lang);
    let shownAs: { readonly number: number; readonly id: number } | undefined;
    if (context && numbered) {
      const number = Number(numbered[2]);
      const found = await postIdOf(forumOf(context.forum), context.topic, number, lang);
      if (!("id" in found)) {
        throw new CliError(found.detail !== undefined ? text(lang, "cli.verify-number-unread", { option: "--context", number, topic: context.topic, detail: found.detail })
          : text(lang, "cli.verify-no-number", { option: "--context", number, topic: context.topic, forum: forumOf(context.forum) }), 1);
      }
      context = { ...context, post: found.id };
      shownAs = { number, id: found.id };
    }
    let replyPost = replyText !== undefined && !replyNumber ? Number(replyText.trim()) : undefined;
    if (replyNumber) {
      if (!context) throw new CliError(text(lang, "cli.verify-reply-topic", { value: replyText! }));
      const number = Number(replyNumber[1]);
      const found = await postIdOf(forumOf(context.forum), context.topic, number, lang);
      if (!("id" in found)) {
        throw new CliError(found.detail !== undefined ? text(lang, "cli.verify-number-unread", { option: "--reply", number, topic: context.topic, detail: found.detail })
          : text(lang, "cli.verify-no-number", { option: "--reply", number, topic: context.topic, forum: forumOf(context.forum) }), 1);
      }
      replyPost = found.id;
    }
    let expected: Expected = {
      ...(replyPost !== undefined ? { replyPost } : {}),
      ...(forumTime !== undefined ? { forumTime } : {}),
      ...(context ? { context } : {}),
      // Any die the derivation supports: the check compares pools, it does not judge the game's sizes.
      ...(poolText !== undefined ? { sizes: orFail(parsePool(poolText, { sizes: Array.from({ length: 99 }, (_, i) => i + 2) }), lang) } : {}),
    };
    const keyHex = stringOption(values, "key");
    const publicKey = keyHex === undefined ? undefined : fromHex(keyHex.trim().toLowerCase(), 32);
    if (keyHex !== undefined && !publicKey) throw new CliError(text(lang, "cli.bad-key", { value: keyHex }));
    const loaded = publicKey ? ok<VerifyOptions>({ publicKey, checkBeacon: beaconChecker() }) : verifyOptionsFrom(await documentOf(args, io), nodeCrypto);
    // A malformed document is bad input (2); one whose revealed seed fails its own head is a failed check (1).
    let options: WithRetired = orFail(loaded, lang, undefined, !loaded.ok && loaded.error.code === "dice.verify.format" ? 2 : 1);
    // A published document names its commitment post: the forum's commitment topic, not the document,
    // says which heads exist and which block times each covers (docs/verifiable-dice.md §V.3).
    const doc = (options as DocumentOptions).doc;
    const postId = doc && stringOption(values, "well-known") !== undefined ? commitmentPostId(doc) : undefined;
    if (doc && postId !== undefined) {
      const forum = (stringOption(values, "forum-url") ?? new URL(doc.commitment.post!).origin).replace(/\/+$/, "");
      setWaitNote((line) => io.err(line));
      const read = await readForumAnchors(forum, postId, doc.account, lang);
      options = orFail(read.anchors.ok ? anchorOptions(options as DocumentOptions, read.anchors.value) : read.anchors, lang, undefined, 1);
      // The operator's clock, when its topic holds one (docs/verifiable-dice.md §V.11): a stamped block's
      // round follows the clock's revision, so the post and that revision are read from the forum too.
      // None in the topic: no beacon roll's round is fixed against staff re-dating its post (§V.11).
      const clock = clockPostOf(read.posts, read.account) ?? null;
      options = withClock(options, clock);
      const decoded = decodeProof(proofText.trim());
      if (decoded.ok && judgedByClock(decoded.value.record, clock)) {
        const reading = await readClock(forumGet(forum, lang), decoded.value.record.context.post, clock!);
        const judged = clockOf(reading, decoded.value.record, expected.forumTime);
        if (judged) expected = { ...expected, clock: judged };
      }
    }
    // Under the commitment the proof names: the current one, or one the document lists as retired.
    const check = documentVerifier(options, nodeCrypto);
    let checked = check(proofText, expected);
    // --context names the post by the forum's id; a number that is not the proof's, in the proof's forum,
    // topic and block, is most likely the "#5" readers see: the forum says which post it names (post-number.ts).
    const wanted = expected.context;
    const proved = !checked.ok && checked.error.code === "dice.verify.context" ? decodeProof(proofText.trim()) : undefined;
    const of = proved?.ok ? proved.value.record.context : undefined;
    if (wanted && of && of.forum === wanted.forum && of.topic === wanted.topic && of.block === wanted.block && of.post !== wanted.post) {
      const base = forumOf(wanted.forum);
      const said = { typed: wanted.post, post: of.post, topic: of.topic, context: formatContext(of) };
      let named = await namePost(base, of.topic, wanted.post, of.post, lang);
      // Given as #N, the forum said which post that is (another one than the proof's), whatever else its id names.
      if (shownAs && named.kind !== "other") {
        named = { kind: "other", id: shownAs.id, number: shownAs.number, ...(named.kind === "both" ? { provedNumber: wanted.post } : {}) };
      }
      if (named.kind === "number") {
        checked = check(proofText, { ...expected, context: of });
        if (checked.ok) shownAs = { number: wanted.post, id: of.post };
      } else if (named.kind === "other") {
        const provedName = named.provedNumber !== undefined ? `#${named.provedNumber} (id ${of.post})` : `id ${of.post}`;
        throw new CliError(text(lang, "cli.verify-context-other", { ...said, id: named.id, number: named.number, proved: provedName }), 1);
      } else if (named.kind === "both") {
        const numberedContext = `${of.forum}/${of.topic}/#${wanted.post}/${of.block}`;
        throw new CliError(text(lang, "cli.verify-context-both", { ...said, number: named.number, numbered: numberedContext }), 1);
      } else {
        const why = named.detail !== undefined ? text(lang, "cli.verify-forum-unread", { detail: named.detail })
          : text(lang, "cli.verify-no-post", { topic: of.topic, forum: base, typed: wanted.post });
        throw new CliError(text(lang, "cli.verify-context-post", { ...said, why }), 1);
      }
    }
    // An unreadable proof is bad input (2); a readable one that fails a check is a failed check (1).
    if (!checked.ok) throw new CliError(say(lang, checked.error), checked.error.code === "dice.verify.format" ? 2 : 1);
    if (shownAs && expected.context) {
      io.err(text(lang, "cli.verify-post-number", { typed: shownAs.number, post: shownAs.id, topic: expected.context.topic,
        context: formatContext({ ...expected.context, post: shownAs.id }) }));
    }
    const { proof, passed, pending, lagMs, checkableFrom, roundUnfixed } = checked.value;
    const record = proof.record;
    const beacon = record.beacon;
    const chain = beacon ? pinnedChainByHash(toHex(beacon.chainHash))?.name ?? toHex(beacon.chainHash) : undefined;
    const dice = record.sizes.map((size, k) => ({ size, face: record.faces[k]! }));
    const version = `v${proof.version}`;
    if (flag(values, "json")) {
      io.out(JSON.stringify({
        ok: true, version, passed, pending, context: formatContext(record.context), epoch: record.epoch,
        pool: formatPool(record.sizes), dice, beacon: beacon ? { chain, round: beacon.round } : null,
        ...(record.version !== 1 ? { time: new Date(record.time).toISOString(), seq: record.seq, prev: toHex(record.prev), head: toHex(record.chainHead) } : {}),
        ...(lagMs !== undefined ? { lagMs } : {}),
        ...(checkableFrom !== undefined ? { checkableFrom: new Date(checkableFrom).toISOString() } : {}),
        // docs/verifiable-dice.md §V.11 "Where no clock fixes the round": valid, never fully verified.
        ...(roundUnfixed ? { roundUnfixed: true } : {}),
      }, null, 2));
      return 0;
    }
    const rows: [string, string][] = [
      [text(lang, "cli.label-context"), `${formatContext(record.context)} · ${text(lang, "cli.label-epoch").toLowerCase()} ${record.epoch}`],
      [text(lang, "cli.label-dice"), formatRolled(dice)],
    ];
    if (record.version !== 1) {
      rows.push([text(lang, "cli.label-time"), new Date(record.time).toISOString()
        + (lagMs !== undefined ? ` (${text(lang, "cli.label-lag", { seconds: (lagMs / 1000).toFixed(1) })})` : "")]);
      rows.push([text(lang, "cli.label-log"), text(lang, "cli.log-place", { seq: record.seq, prev: toHex(record.prev).slice(0, 16) })]);
    }
    if (beacon) rows.push([text(lang, "cli.label-beacon"), `${chain} #${beacon.round}`]);
    io.out(`${text(lang, "cli.verify-ok", { version })}: ${text(lang, "cli.verify-passed", { checks: checkList(lang, passed) })}`);
    if (proof.version === 1) io.out(`  ${text(lang, "cli.verify-v1")}`);
    if (roundUnfixed) io.out(text(lang, "cli.verify-round-unfixed", { post: record.context.post }));
    if (pending.length) {
      io.out(text(lang, "cli.verify-pending", { checks: checkList(lang, pending) }));
      if (pending.includes("context") || pending.includes("pool")) io.out(`  ${text(lang, "cli.verify-hint-context")}`);
      if (pending.includes("time") || (proof.version === 1 && pending.includes("epoch-time"))) io.out(`  ${text(lang, "cli.verify-hint-at")}`);
      if (pending.includes("anchor")) io.out(`  ${text(lang, "cli.verify-hint-reply")}`);
      if (pending.includes("faces")) {
        io.out(`  ${checkableFrom !== undefined
          ? text(lang, "cli.verify-checkable", { at: new Date(checkableFrom).toISOString(), epoch: record.epoch })
          : text(lang, "cli.verify-hint-seed", { epoch: record.epoch })}`);
      }
    }
    io.out(table(rows));
    return 0;
  },
};
