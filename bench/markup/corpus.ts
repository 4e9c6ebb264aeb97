// A deterministic corpus of play-by-forum posts: Spanish and English prose with the markdown
// forum posts really use (emphasis, links, lists, quotes, mentions, the odd code span), and one
// post in ten carrying gf blocks (pools, scenes, rolls, actions, sheets). Seeded, so every run
// renders the same text.
export interface Post { readonly text: string; readonly hasBlocks: boolean }

function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ES = [
  "Ana se acomoda el abrigo y mira hacia la puerta del bar.", "La lluvia golpea las ventanas del instituto sin piedad.",
  "Bea sonríe, pero no es una sonrisa amable.", "—¿De verdad pensabas que no me iba a enterar? —pregunta Carla.",
  "El portero cruza los brazos y no se mueve ni un centímetro.", "Dani tamborilea con los dedos sobre la mesa, nervioso.",
  "Nadie en la fiesta parece darse cuenta de que el vampiro no bebe nada.", "El robot del garaje emite un pitido sospechoso.",
  "Me parece que la escena va muy bien, pero ojo con la intención.", "Si nadie se opone, califico yo esta escena.",
  "Perdón por la demora, esta semana tuve exámenes.", "¿Alguien quiere ser el antagonista? El portero es un extra nuevo.",
  "Creo que el truco *Cámara lenta* aplica porque ellos tienen más aliados.", "Ojo, que Bea tiene el problema **Borracha d6**.",
];
const EN = [
  "Ana straightens her coat and glances at the door.", "The rain hammers on the school windows.",
  "Bea smiles, but it is not a kind smile.", "\"Did you really think I wouldn't find out?\" Carla asks.",
  "The bouncer folds his arms and doesn't budge an inch.", "Dani drums his fingers on the table, restless.",
  "Nobody at the party notices the vampire isn't drinking.", "The robot in the garage beeps suspiciously.",
  "I think the scene is going well, but watch the intention.", "If nobody minds, I'll rate this scene.",
  "Sorry for the delay, exams this week.", "Anyone up for antagonist? The bouncer is a new extra.",
  "I think *Slow motion* applies since they have more allies.", "Careful, Bea has the problem **Drunk d6**.",
];

/**
 * Blocks with how often they appear in a game thread: pools and the service's roll results on
 * every exchange, short scene actions (oppose, yield, retry, rating) after them, a scene header
 * per scene, interval blocks between scenes, and sheets rarely (they live in their own wiki posts).
 */
const WEIGHTED: readonly [number, number][] = [[0, 16], [1, 12], [2, 12], [4, 25], [5, 10], [6, 10], [3, 8], [7, 5], [8, 2]];
const BLOCKS = [
  "[gf-pool personaje=\"Ana Torres\" rol=protagonista escena={n}]\ncliché: Vampiro pacifista d8\ncliché: Estudiante de magia\nrelación Bea: Mejor amiga de Bea d8\naliado Carla: Cazadora de vampiros d6\npk\n[/gf-pool]",
  "[gf-pool character=Bea role=antagonist scene={n}]\ncliche: Queen of the class d8\nagainst: Prone to anger d8\nadvantage: Daddy's credit card d10\n[/gf-pool]",
  "[gf-pool]\nd8 d8 d6 d4\n[/gf-pool]",
  "[gf-scene número={n}]\ntítulo: Noche de karaoke\nescenario: Un bar en Palermo\ntono: cómico\ncliché: Tormenta eléctrica d8\ncliché: Todos cantan mal d4\nextra: El portero — un gigante con mal humor\nintención: Ana quiere entrar al reservado\naliados: Carla y Dani\n[/gf-scene]",
  "[gf-roll personaje=\"Ana Torres\" rol=protagonista escena={n} post=1234 prueba=\"gf1.abc_DEF-123.sig:xyz\" v=1]\ndados: d8:7r d8:1b d6:5r d4:3\nresultado: 12\nefecto: d4\npifias: 1\n[/gf-roll]",
  "[gf-action escena={n}]\nme opongo\ntruco Cámara lenta: tienen más aliados\n[/gf-action]",
  "[gf-action scene={n}]\nrating: 4 / 3 — great karaoke scene\n[/gf-action]",
  "[gf-interval personaje=\"Ana Torres\"]\nentrenar: Vampiro pacifista\nrefrendar Bea: 2 pk\n[/gf-interval]",
  "[gf-sheet]\nname: Dani Ruiz\nplayer: @dani\ncliche: Airheaded drummer d8\ncliche: Giant robot in my garage d8\ncliche: Video-game fanatic d6\ncliche: Lazy d6\ncliche: Forgetful d4\ncliche: Whiner d4\nrelationship Ana: Older brother of Ana d6\ntrick Born clever:\nflaw Oops:\nobjective 9 open: Win the battle of the bands\npv: 3\npk: 1\n[/gf-sheet]",
];

export function corpus(count = 2400, seed = 20241122): Post[] {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const posts: Post[] = [];
  for (let i = 0; i < count; i++) {
    const lang = r() < 0.6 ? ES : EN;
    const parts: string[] = [];
    const paragraphs = 1 + Math.floor(r() * 5);
    for (let p = 0; p < paragraphs; p++) {
      const sentences = Array.from({ length: 2 + Math.floor(r() * 5) }, () => pick(lang));
      const kind = r();
      if (kind < 0.08) parts.push(sentences.map((s) => `- ${s}`).join("\n"));
      else if (kind < 0.14) parts.push(`[quote="bea, post:${1 + Math.floor(r() * 90)}, topic:7"]\n${sentences.join(" ")}\n[/quote]`);
      else if (kind < 0.18) parts.push(`> ${sentences.join(" ")}`);
      else if (kind < 0.21) parts.push(`@ana mira esto: https://forum.example/t/escena-${i}/${p} y dime \`qué opinas\`.`);
      else if (kind < 0.23) parts.push(`### ${pick(lang).slice(0, 30)}`);
      else parts.push(sentences.join(" "));
    }
    const hasBlocks = i % 10 === 3;
    if (hasBlocks) {
      const blocks = r() < 0.8 ? 1 : 2;
      for (let b = 0; b < blocks; b++) {
        let roll = r() * 100;
        const [index] = WEIGHTED.find(([, weight]) => (roll -= weight) < 0) ?? WEIGHTED[0]!;
        parts.splice(Math.floor(r() * (parts.length + 1)), 0, BLOCKS[index]!.replace(/\{n\}/g, String(1 + (i % 40))));
      }
    }
    posts.push({ text: parts.join("\n\n") + "\n", hasBlocks });
  }
  return posts;
}
