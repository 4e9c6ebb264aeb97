// The words Pujas' composer turn writes for a player to replace (cards/compose.ts), and what goes in
// their place: a post whose block still holds one is refused at that line, before it pays for it
// (TopicFlow.templateWords, src/service/flows/placeholder-line.ts). The setup's example players are
// forum names the service already checks (a name nobody has is refused, pj.topic.no-user).
import type { TemplateWord } from "../../../lib/topic-flow.js";
import { EVENT_EXAMPLE } from "../cards/compose.js";

export const PUJAS_TEMPLATE_WORDS: readonly TemplateWord[] = [
  { words: [EVENT_EXAMPLE.es, EVENT_EXAMPLE.en], write: { es: "lo que ocurre en la historia con tu Evento, en tus palabras (PJ-OWN-10)", en: "what happens in the story with your Event, in your words (PJ-OWN-10)" } },
];
