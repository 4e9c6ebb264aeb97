// A composer skeleton with its example words written out as a player would (TopicFlow.templateWords:
// Tricube's perk and quirk and its challenge's example name, Facetas' Trait and facet names, GenreFuzzion's
// concept, clichés and objectives), for tests
// whose sheet must be in play or whose challenge must be played.
// Names and usernames are each test's own to write (it knows who plays).
const FACETS: Readonly<Record<string, string>> = {
  Primera: "Coraje", Segunda: "Astucia", Tercera: "Fuerza", Cuarta: "Paciencia", Quinta: "Memoria",
  First: "Courage", Second: "Wit", Third: "Strength", Fourth: "Patience", Fifth: "Memory",
};

/** GenreFuzzion's example clichés and objectives, each with a real one in its place. */
const GF_EXAMPLES: Readonly<Record<string, string>> = {
  "Una frase que lo resuma": "Piloto sin licencia", "A phrase that sums them up": "Unlicensed pilot",
  "Primer cliché": "Piloto temeraria", "Segundo cliché": "Mecánica", "Tercer cliché": "Cínica", "Cuarto cliché": "Ágil", "Quinto cliché": "Miope", "Sexto cliché": "Impaciente",
  "First cliche": "Reckless pilot", "Second cliche": "Mechanic", "Third cliche": "Cynic", "Fourth cliche": "Nimble", "Fifth cliche": "Short-sighted", "Sixth cliche": "Impatient",
  "El objetivo más difícil": "Volar otra vez", "Un objetivo intermedio": "Pagar la deuda", "El objetivo más fácil": "Dormir una noche entera",
  "The hardest objective": "Fly again", "A middle objective": "Pay the debt", "The easiest objective": "Sleep a whole night",
};

export function writtenOut(raw: string): string {
  return raw
    .replace(/^((?:concepto|concept|cliché|cliche|objetivo \d+ abierto|objective \d+ open): )([^\n]*?)( d\d+)?$/gm,
      (line: string, head: string, value: string, die?: string) => (GF_EXAMPLES[value] ? `${head}${GF_EXAMPLES[value]}${die ?? ""}` : line))
    .replace(/^\[(tt-desafio|tt-challenge) id=(reto|challenge)\]$/m, (_, tag: string) => `[${tag} id=${tag === "tt-challenge" ? "bridge" : "puente"}]`)
    .replace(/^(ventaja|perk): (Una ventaja|A perk)$/m, (_, k: string) => `${k}: ${k === "perk" ? "Keen eyes" : "Vista de halcón"}`)
    .replace(/^(defecto|quirk): (Un defecto|A quirk)$/m, (_, k: string) => `${k}: ${k === "quirk" ? "Stubborn" : "Testaruda"}`)
    .replace(/^(rasgo|trait): (Un rasgo|A trait)$/m, (_, k: string) => `${k}: ${k === "trait" ? "Loyal" : "Leal"}`)
    .replace(/^(faceta|facet) (Primera|Segunda|Tercera|Cuarta|Quinta|First|Second|Third|Fourth|Fifth)(?: faceta de conflicto| conflict facet)?:/gm,
      (_, k: string, f: string) => `${k} ${FACETS[f]!}:`);
}
