// The game's die sizes as a zod schema, for every boundary that reads a die size (posts' parsed
// blocks, the rules' actions and stored state). Its own file so that the browser bundles, which
// import die.ts, do not pull in zod.
import { z } from "zod";
import { DIE_SIZES } from "./die.js";

/** GF-DIE-1: a size of the ladder, d4 to d12. */
export const dieSizeSchema = z.literal(DIE_SIZES);
