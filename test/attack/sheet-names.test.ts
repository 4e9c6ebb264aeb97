// Cross-game squatting in the sheet registry (src/service/sheets/sheet-registry.ts): a character's name
// belongs to its game. Before, names were one namespace for every game: a Tricube sheet named "Lía"
// posted first kept GenreFuzzion's "Lía" out of the registry, and a GenreFuzzion pool's `sheet=` or
// name could reach a Tricube sheet.
import { describe, expect, it } from "@jest/globals";
import type { DiscourseClient } from "../../src/service/discourse/client.js";
import { GfSheetRegistry as SheetRegistry } from "../../src/games/genrefuzzion/service/sheets/index.js";
import { tricubeTopicFlow } from "../../src/games/tricube/flow/service-flow.js";

const GF = `[gf-ficha]\nnombre: Lía\njugadora: @ana\npv: 3\npk: 0\n[/gf-ficha]`;
const TT = "[tt-ficha]\nnombre: Lía\njugadora: carla\narquetipo: astuta maga\nventaja: Piromancia\ndefecto: Arrogante\n[/tt-ficha]";
const post = (id: number, username: string, raw: string) => ({ id, username, topic_id: id, post_number: 1, raw, version: 1, wiki: true, category_id: 5 });
/** The registry never calls Discourse on these events: any call is a bug. */
const noDiscourse = new Proxy({}, { get: () => { throw new Error("no Discourse call expected"); } }) as DiscourseClient;

describe("a character's name is its game's", () => {
  it("GF-FORUM-4 TT-SETUP-2: a Tricube sheet posted first does not keep GenreFuzzion's sheet of the same name out, nor answer for it", async () => {
    const registry = new SheetRegistry(noDiscourse, { categories: [5], games: [{ game: "tricube", ...tricubeTopicFlow.sheet! }] });
    // Carla squats the name in Tricube first.
    expect(registry.observe(post(7, "carla", TT)).entry).toMatchObject({ game: "tricube", character: "Lía", player: "carla" });
    // Ana's GenreFuzzion sheet is registered all the same, and GenreFuzzion finds hers, never Carla's.
    expect(registry.observe(post(8, "ana", GF))).toMatchObject({ entry: { game: "genrefuzzion", postId: 8 } });
    expect(registry.find("Lía")?.postId).toBe(8);
    expect(registry.find("Lía", "tricube")?.postId).toBe(7);
    expect(registry.isOwner("Lía", "ana")).toBe(true);
    // A GenreFuzzion pool pointing at the Tricube sheet's post gets no sheet.
    expect((await registry.resolve({ sheet: "7" })).ok).toBe(false);
    expect((await registry.resolve({ sheet: "8" })).ok).toBe(true);
    // Within one game the first sheet still keeps its name.
    expect(registry.observe(post(9, "bruno", GF.replace("@ana", "@bruno")))).toMatchObject({ conflict: { character: "Lía", postId: 8 } });
  });
});
