// The platform roll card's name in data-gf-card (src/markup/dice-roll.ts writes it, the core bundle
// draws it: src/plugin-client/cards/dice-roll.ts). Alone in its file so the core carries no parser.
export const DICE_ROLL_CARD = "diceroll";
