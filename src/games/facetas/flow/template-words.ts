// The words Facetas' composer skeletons write for a player to replace (cards/compose.ts), and what goes
// in their place: a conflict whose opening still says "protagonist: username" is refused at that
// line as a word to replace (it read "there is no user «usuario» on this forum"), and a sheet still
// holding one is kept out of play, its author told the line (TopicFlow.templateWords,
// src/service/flows/placeholder-line.ts).
import type { TemplateWord } from "../../../lib/topic-flow.js";
import { EXAMPLE } from "../cards/compose.js";
import { FACET_WRITE, ROLE_USER_WRITE } from "../markup/messages.js";

const facetLabels = [
  ...EXAMPLE.facets.es.flatMap((f) => [`faceta ${f}`, `faceta ${f} ${EXAMPLE.conflictFacet.es}`]),
  ...EXAMPLE.facets.en.flatMap((f) => [`facet ${f}`, `facet ${f} ${EXAMPLE.conflictFacet.en}`]),
];

export const FACETAS_TEMPLATE_WORDS: readonly TemplateWord[] = [
  { words: [EXAMPLE.user.es, EXAMPLE.user.en], write: { es: `${ROLE_USER_WRITE.es} (FA-ROLE-1)`, en: `${ROLE_USER_WRITE.en} (FA-ROLE-1)` } },
  { words: [EXAMPLE.trait.es, EXAMPLE.trait.en], write: { es: "un Rasgo de tu personaje (FA-SHEET-1)", en: "one of your character's Traits (FA-SHEET-1)" } },
  { words: facetLabels, write: FACET_WRITE },
];
