// A category plays one game (the config's categoryGame, else defaultGame; the plugin's
// gf_category_games and gf_default_game site settings say the same to the forum). Blocks of another
// game there are found where the renderer would cook them and refused by name, in the category's
// language; the game's own blocks are played as before.
import { afterEach, describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { GAMES, GAME_IDS, MARKUP_GAMES } from "../../src/games/games.js";
import { categoryGamesFromSetting, categoryGamesSetting, foreignBlocks, gameOfCategory, wrongGameData } from "../../src/service/category-game.js";
import { configSchema, loadConfig } from "../../src/service/config.js";
import { apiPost } from "../../src/service/discourse/schemas.js";
import { loadTemplates } from "../../src/service/templates.js";
import { defaultTemplatesDir } from "../../src/service/service.js";
import { harness, type Harness } from "./harness.js";

const CHALLENGE_ES = "[tt-desafio id=puerta]\nquién: Maga\ncualidad: fuerte\ndificultad: 5\n[/tt-desafio]";
const POOL = "[gf-pool]\nd8 d6\n[/gf-pool]";
const REQUIRED = { discourse: { url: "http://forum.test", apiKey: "k", apiUsername: "gf-dice" }, webhookSecret: "0123456789abcdef0", categories: [1] };

describe("which game a category plays", () => {
  it("the category's own game, else the default game, else the registry's first (the config read with the registry's games)", () => {
    const env = { GF_DISCOURSE_URL: "http://forum.test", GF_DISCOURSE_API_KEY: "k", GF_DISCOURSE_API_USERNAME: "gf-dice",
      GF_WEBHOOK_SECRET: "0123456789abcdef0", GF_CATEGORIES: "1,12", GF_CATEGORY_GAME: "12=tricube" };
    const read = loadConfig({ env, cwd: "/tmp", lang: "en", games: GAME_IDS });
    if (!read.ok) throw new Error(read.errors.join("\n"));
    const config = read.config;
    expect([gameOfCategory(config, 12), gameOfCategory(config, 5), gameOfCategory(config, null)]).toEqual(["tricube", GAME_IDS[0], GAME_IDS[0]]);
    // Read without the registry, no category plays a game it does not name.
    expect(gameOfCategory(configSchema.parse({ ...REQUIRED, database: "x", dataDir: "x" }), 5)).toBe("");
    const other = configSchema.parse({ ...REQUIRED, database: "x", dataDir: "x", defaultGame: "tricube" });
    expect(gameOfCategory(other, 5)).toBe("tricube");
  });

  it("$GF_CATEGORY_GAME and $GF_DEFAULT_GAME set them; a game the registry does not know is refused in the user's language", () => {
    const env = { GF_DISCOURSE_URL: "http://forum.test", GF_DISCOURSE_API_KEY: "k", GF_DISCOURSE_API_USERNAME: "gf-dice",
      GF_WEBHOOK_SECRET: "0123456789abcdef0", GF_CATEGORIES: "1,12", GF_CATEGORY_GAME: "12=tricube" };
    const good = loadConfig({ env, cwd: "/tmp", lang: "en", games: GAME_IDS });
    expect(good.ok && good.config.categoryGame).toEqual({ "12": "tricube" });
    for (const lang of ["es", "en"] as const) {
      const bad = loadConfig({ env: { ...env, GF_CATEGORY_GAME: "12=tricub", GF_DEFAULT_GAME: "chess" }, cwd: "/tmp", lang, games: GAME_IDS });
      expect(bad.ok).toBe(false);
      const errors = bad.ok ? [] : bad.errors;
      expect(errors).toHaveLength(2);
      expect(errors.join("\n")).toContain(lang === "es" ? "«categoryGame.12» nombra el juego «tricub», que no conozco; los juegos son: genrefuzzion, tricube"
        : "\"categoryGame.12\" names the game \"tricub\", which I do not know; the games are: genrefuzzion, tricube");
      expect(errors.join("\n")).toContain("chess");
    }
    const shape = loadConfig({ env: { ...env, GF_CATEGORY_GAME: "12=Tri Cube" }, cwd: "/tmp", lang: "en", games: GAME_IDS });
    expect(shape.ok ? [] : shape.errors).toEqual([expect.stringContaining("categoryGame.12")]);
  });

  it("the site setting holds the same map in Discourse's list format, which the plugin's own regex accepts", () => {
    const settings = parse(readFileSync("plugin/config/settings.yml", "utf8")).plugins as Record<string, { regex: string; default: unknown }>;
    const regex = new RegExp(settings["gf_category_games"]!.regex);
    const map = { "12": "tricube", "15": "genrefuzzion" };
    expect(categoryGamesSetting(map)).toBe("12:tricube|15:genrefuzzion");
    expect(regex.test(categoryGamesSetting(map))).toBe(true);
    expect(categoryGamesFromSetting(categoryGamesSetting(map))).toEqual(map);
    for (const bad of ["12", "12:", "x:tricube", "12:tricube|", "12:Tricube", "12:tricube|15"]) expect([bad, regex.test(bad)]).toEqual([bad, false]);
    expect(new RegExp(settings["gf_default_game"]!.regex).test("genrefuzzion")).toBe(true);
    for (const id of GAME_IDS) expect(regex.test(`7:${id}`)).toBe(true);
  });
});

describe("blocks of another game", () => {
  it("are found where they would cook, not in code or quotes, with their tag as written and their line", () => {
    const raw = ["Vamos:", POOL, "", CHALLENGE_ES, "", "```", "[tt-karma]", "```", "", "> [tt-karma]", "> [/tt-karma]"].join("\n");
    expect(foreignBlocks(raw, MARKUP_GAMES, "genrefuzzion")).toEqual([{ tag: "tt-desafio", line: 6, game: "tricube" }]);
    expect(foreignBlocks(raw, MARKUP_GAMES, "tricube")).toEqual([{ tag: "gf-pool", line: 2, game: "genrefuzzion" }]);
    expect(foreignBlocks(POOL, MARKUP_GAMES, "genrefuzzion")).toEqual([]);
  });

  it("the refusal names both games and every block, in Spanish and English", () => {
    const templates = loadTemplates(defaultTemplatesDir());
    const found = foreignBlocks(`${CHALLENGE_ES}\n\n[tt-karma]\n[/tt-karma]`, MARKUP_GAMES, "genrefuzzion");
    const es = templates.render("wrong-game", "es", wrongGameData("ana", found, "genrefuzzion", GAMES, "es"));
    expect(es).toMatch(/^@ana, en esta categoría se juega a GenreFuzzion: no leo bloques de otros juegos aquí/);
    expect(es).toContain("- `[tt-desafio]` (línea 1), de Tricube Tales");
    expect(es).toContain("- `[tt-karma]` (línea 7), de Tricube Tales");
    const en = templates.render("wrong-game", "en", wrongGameData("ana", found, "genrefuzzion", GAMES, "en"));
    expect(en).toMatch(/^@ana, this category plays GenreFuzzion: I do not read other games' blocks here/);
    expect(en).toContain("- `[tt-desafio]` (line 1), from Tricube Tales");
    // The reply itself holds no block any game would read.
    expect(foreignBlocks(es, MARKUP_GAMES, "tricube")).toEqual([]);
    expect(foreignBlocks(en, MARKUP_GAMES, "genrefuzzion")).toEqual([]);
  });
});

describe("the service refuses another game's blocks in a category", () => {
  let h: Harness | undefined;
  afterEach(async () => { await h?.close(); h = undefined; });

  async function postIn(category: number, username: string, raw: string) {
    const r = await fetch(`${h!.sandbox.url}/posts.json`, { method: "POST", body: JSON.stringify({ title: `Partida de prueba en la categoría ${category}`, category, raw }),
      headers: { "Api-Key": h!.sandbox.apiKey, "Api-Username": username, "Content-Type": "application/json" } });
    if (r.status !== 200) throw new Error(`post: ${r.status} ${await r.text()}`);
    const post = apiPost.parse(await r.json());
    await h!.settle();
    return h!.replies(post.topic_id).map((x) => x.raw);
  }

  it("a Tricube block in GenreFuzzion's category, and a GenreFuzzion pool in Tricube's, each get the refusal in their category's language and no roll", async () => {
    // The sandbox's "Partidas" (1) plays GenreFuzzion in Spanish; its "General" (2) is made a Tricube category in English.
    h = await harness({ config: { categories: [1, 2], categoryGame: { "2": "tricube" }, categoryLang: { "2": "en" } } });
    const inGf = await postIn(1, "alicia", `${POOL}\n\n${CHALLENGE_ES}`);
    // The pool is GenreFuzzion's and is rolled; the challenge is refused.
    expect(inGf.some((r) => /^@alicia, tu tirada:/.test(r))).toBe(true);
    expect(inGf.filter((r) => r.includes("se juega a GenreFuzzion"))).toEqual([expect.stringContaining("`[tt-desafio]` (línea 5), de Tricube Tales")]);

    const inTt = await postIn(2, "bruno", POOL);
    expect(inTt).toEqual([expect.stringMatching(/^@bruno, this category plays Tricube Tales: .*\n- `\[gf-pool\]` \(line 1\), from GenreFuzzion/s)]);
    expect(inTt.join("\n")).not.toMatch(/\[gf-roll/);
  });
});
