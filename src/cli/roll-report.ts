// Aligned label/value lines for the dice commands' reports (the games' own reports use the same).
export { table } from "../lib/game-tools.js";
