// The words Pujas' composer turn writes for a player to replace (cards/compose.ts), and what goes in
// their place: a post whose block still holds one is refused at that line, before it pays for it
// (TopicFlow.templateWords, src/service/flows/placeholder-line.ts). The setup's example players are
// forum names the service already checks (a name nobody has is refused, pj.topic.no-user).
import type { TemplateWord } from "../../../lib/topic-flow.js";
import { EVENT_EXAMPLE, TENET_EXAMPLE } from "../cards/compose.js";

export const PUJAS_TEMPLATE_WORDS: readonly TemplateWord[] = [
  { words: [EVENT_EXAMPLE.es, EVENT_EXAMPLE.en], write: { es: "lo que ocurre en la historia con tu Evento, en tus palabras (PJ-OWN-10)", en: "what happens in the story with your Event, in your words (PJ-OWN-10)" } },
  // The Tenet lap's turn (PJ-TENET-1): the refusal says the other kinds of Tenet and how to pass.
  { words: [TENET_EXAMPLE.es, TENET_EXAMPLE.en], write: {
    es: "tu Norma para esta historia, o cambia la línea por «contrato social: …» o «regla especial: …», o por «pasar» para pasar (PJ-TENET-1)",
    en: "your Tenet for this story, or change the line to \"social contract: …\" or \"special rule: …\", or to \"pass\" to pass (PJ-TENET-1)" } },
];
