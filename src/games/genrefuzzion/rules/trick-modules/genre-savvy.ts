// GF-TRICK-09 Genre Savvy: the opponent just used a cliché of d10 or more; it is out of their next pool.
import { DONE } from "../../../../lib/result.js";
import { opponentOf } from "./opponent-of.js";
import type { TrickModule } from "./trick-module.js";

export const genreSavvy: TrickModule<"genre-savvy"> = {
  id: "genre-savvy",
  afterRoll: (c) => {
    const latest = c.scene.rolls[c.scene.rolls.length - 1];
    const used = c.afterOpponentRoll && latest ? latest.pool.find((x) => x.kind === "cliche" && x.name === c.play.cliche && x.size >= 10) : undefined;
    if (!used) return c.unmet();
    c.scene.effects.push({ kind: "blocked-cliche", character: opponentOf(c).character, cliche: used.name, until: "next-pool", rule: c.trick.rule });
    return DONE;
  },
};
