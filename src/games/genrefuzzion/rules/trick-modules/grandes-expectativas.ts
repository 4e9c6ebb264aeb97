// GF-TRICK-10 Grandes expectativas: up to five clichés, the third one already paid for.
import type { TrickModule } from "./trick-module.js";

export const grandesExpectativas: TrickModule<"grandes-expectativas"> = {
  id: "grandes-expectativas",
  limits: { S1: { max: 5, rule: "GF-TRICK-10" } },
  freeThirdCliche: true,
};
