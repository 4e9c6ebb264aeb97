// Blocks with every kind of line a player can write: a scene action of every type (GF-ANT, GF-ALLY,
// GF-YIELD, GF-RES, GF-WIN-3, GF-TT, GF-RATE, GF-SUSP), an interval action of every type (GF-TRAIN,
// GF-OBJ, GF-RET, GF-NEXT-1) and a pool with every source of dice (GF-POOL-2) and a boost (GF-ROLL-5), each in
// Spanish and in English keywords. test/games/genrefuzzion/markup/card-value.test.ts shows each parses without errors.
export const EVERY_KIND: Readonly<Record<"es" | "en", { readonly action: string; readonly interval: string; readonly pool: string }>> = {
  es: {
    action: "[gf-action personaje=\"Señor Gris\" escena=1]\npresentar: ganar el duelo\ncliché: Gruñón d8\nmejorar: Gruñón\nllamar: Rex (@eva), Bea\nrechazar: ocupada\nbloquear: Rex\nrendirse\nme opongo\nreintentar\nefecto Bea: problema Empapada d6\ntruco Cámara lenta: más aliados\ntreta Opsss: Bea\ncalificación: 4 / 3 — divertida\ncalificador: @ana\nintención: salvar el día\ndado de aliado: Vieja amiga\nsuspender\nreanudar\nretirar escena\n[/gf-action]",
    interval: "[gf-intervalo personaje=Ana]\nentrenar: Fuerte\ncambiar: Fuerte -> Poderosa\nnuevo truco Arma predilecta: su <X>\nnueva treta Opsss: tropieza\nnuevo cliché: Valiente\nnueva relación Bea: Rival\nrefrendar Bea: 2 pk\nsatisfacer: 1\nretirarse\nabrir intervalo\n[/gf-intervalo]",
    pool: "[gf-pool personaje=\"Ana\" rol=protagonista escena=1 ficha=12]\ncliché: Intuición d8\nrelación Bea: Le debe la vida d6\nventaja sacrificada: Paraguas d6\naliado Carla: Cazadora d6\nproblema: Borracha d6\ncliché de escena: Tormenta d6\ncontra: Celosa d8\npk\ntruco: Cámara lenta d8\nregalo: Un favor d6\nceder: Miedo d4\nd8 d6\nimpulso: pk\n[/gf-pool]",
  },
  en: {
    action: "[gf-action character=\"Mr Grey\" scene=1]\npresent: win the duel\ncliché: Grumpy d8\nupgrade: Grumpy\ncall: Rex (@eva), Bea\nrefuse: busy\nblock: Rex\nyield\noppose\nretry\neffect Bea: problem Soaked d6\ntrick Slow motion: more allies\nflaw Oops: Bea\nrating: 4 / 3 — fun\nrater: @ana\nintention: save the day\nally die: Old friend\nsuspend\nresume\nwithdraw\n[/gf-action]",
    interval: "[gf-interval character=Ana]\ntrain: Strong\nrename: Strong -> Mighty\nnew trick Born clever: a <X>\nnew flaw Oops: trips\nnew cliché: Brave\nnew relationship Bea: Rival\nendorse Bea: 2 pk\nsatisfy: 1\nretire\ncall interval\n[/gf-interval]",
    pool: "[gf-pool character=\"Ana\" role=protagonist scene=1 sheet=12]\ncliche: Intuition d8\nrelationship Bea: Owes her life d6\nsacrifice: Umbrella d6\nally Carla: Hunter d6\nproblem: Drunk d6\nscene: Storm d6\nagainst: Jealous d8\npk\ntrick: Slow motion d8\ngift: A favour d6\ngive: Fear d4\nd8 d6\nboost: pk\n[/gf-pool]",
  },
};
