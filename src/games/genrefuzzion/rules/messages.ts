// Every message the GenreFuzzion rules can produce, in Spanish and English. The service posts them as
// they are, so each one says what is wrong and, where it can, what would be right.
import { localise } from "../../../lib/i18n.js";
import type { Catalogue, Lang } from "../../../lib/i18n.js";
import type { GfError } from "../../../lib/result.js";
import type { Phase } from "./state.js";
import { replayMessages, statedRefusals } from "../../../lib/replay-messages.js";

export const rulesMessages = {
  ...replayMessages,
  // Roll evaluation (GF-ROLL-*)
  "roll.empty": { es: "el pozo no tiene dados", en: "the pool has no dice" },
  "roll.bad-size": { es: "el dado {position} es un d{size}: en GenreFuzzion solo hay d4, d6, d8, d10 y d12", en: "die {position} is a d{size}: GenreFuzzion only has d4, d6, d8, d10 and d12" },
  "table.no-entry": { es: "no hay entrada {n} en la tabla: van de 1 a {max}", en: "the table has no entry {n}: they run from 1 to {max}" },
  "roll.bad-bonus": { es: "un bono fijo es un número entero, no {bonus}", en: "a flat bonus is a whole number, not {bonus}" },
  "roll.bad-face": { es: "el dado {position} ({die}) no puede mostrar {face}", en: "die {position} ({die}) cannot show {face}" },
  "roll.no-such-die": { es: "no hay dado {position}: el pozo tiene {count}", en: "there is no die {position}: the pool has {count}" },
  "roll.die-twice": { es: "el dado {position} ({die}) está elegido dos veces", en: "die {position} ({die}) is chosen twice" },
  "roll.result-count": { es: "el resultado debe sumar {wanted} dados y has elegido {chosen}", en: "the result must add {wanted} dice and you chose {chosen}" },
  "roll.result-botch": { es: "el dado {position} ({die}) es una pifia y no puede sumar al resultado", en: "die {position} ({die}) is a botch and cannot count toward the result" },
  "roll.result-discarded": { es: "el dado {position} ({die}) está descartado y no puede sumar al resultado", en: "die {position} ({die}) is discarded and cannot count toward the result" },
  "roll.strict-highest": { es: "con elección estricta el resultado es {best}, no {chosen}", en: "with strict choice the result is {best}, not {chosen}" },
  "scene.runner-not-player": { es: "{player} no juega en esta partida: no puede llevar a {character}", en: "{player} does not play in this game, so cannot run {character}" },
  "scene.runner-in-scene": { es: "{player} ya forma parte de la escena: a un extra aliado ({character}) lo lleva un jugador que no esté en ella", en: "{player} already takes part in the scene: an extra ally ({character}) is run by a player who is not in it" },
  "scene.runner-needed": { es: "¿quién lleva a {character}? Nómbralo al llamarlo, p. ej. «{character} (@jugador)»; pueden llevarlo: {players}", en: "who runs {character}? Name them when calling it, e.g. \"{character} (@player)\"; they can: {players}" },
  "scene.no-runner": { es: "no queda nadie fuera de la escena para llevar a {character}, y la mesa no deja que lo lleve quien lo llama", en: "nobody outside the scene is left to run {character}, and this table does not let the caller run it" },
  "scene.runner-not-called": { es: "{character} tiene jugador pero no está entre los aliados llamados", en: "{character} has a player named but is not among the allies called" },
  "scene.runner-for-character": { es: "a {character} lo lleva siempre su jugador ({player})", en: "{character} is always run by its own player ({player})" },
  "scene.ally-die-character": { es: "{character} es un personaje: su dado lo elige quien arma el pozo", en: "{character} is a character: whoever builds the pool picks its die" },
  "scene.ally-die-not-yours": { es: "el dado de {character} lo elige quien lo lleva ({runner}), no {player}", en: "{character}'s die is picked by whoever runs it ({runner}), not {player}" },
  "pool.ally-die-unpicked": { es: "el dado de {ally} lo elige quien lo lleva ({runner}); todavía no eligió ninguno", en: "{ally}'s die is picked by whoever runs it ({runner}), who has not picked one yet" },
  "pool.ally-die-other": { es: "{runner} eligió «{name}» como dado de {ally}", en: "{runner} picked \"{name}\" as {ally}'s die" },
  "roll.one-boost": { es: "solo un impulso por tirada: o 1 PV para sumar un dado más, o 1 PK para +3, no los dos", en: "one boost per roll: either 1 PV to add one more die or 1 PK for +3, not both" },
  "roll.boost-no-die": { es: "no queda ningún dado sin usar que no sea pifia para añadir con 1 PV", en: "no unused non-botch die is left to add for 1 PV" },
  "roll.boost-count": { es: "el impulso de 1 PV añade como mucho {allowed} dado(s) y has elegido {chosen}", en: "the 1 PV boost adds at most {allowed} dice and you chose {chosen}" },
  "roll.boost-in-result": { es: "el dado {position} ({die}) ya suma al resultado", en: "die {position} ({die}) already counts toward the result" },
  "roll.boost-without-pv": { es: "para añadir dados al resultado hay que pagar 1 PV", en: "adding dice to the result needs the 1 PV boost" },

  // Points (GF-PTS-*)
  "points.short": { es: "{player} no tiene puntos suficientes: hacen falta {need} {currency} y tiene {has}", en: "{player} does not have enough points: {need} {currency} needed, {has} held" },
  "points.short-for": { es: "{player} no tiene puntos suficientes para {cause} ({for}): hacen falta {need} {currency} y tiene {has}", en: "{player} does not have enough points for {cause} ({for}): {need} {currency} needed, {has} held" },
  "points.no-pv": { es: "{player} no puede gastar PV hasta el final de la escena (Mi tesoro)", en: "{player} may not spend PV until the end of the scene (Mi tesoro)" },
  // Sheets and setup (GF-CHAR-*, GF-CLI-*, GF-REL-*, GF-TT-*, GF-OBJ-*)
  "setup.invalid": { es: "datos de campaña no válidos en {path}: {detail}", en: "invalid campaign data at {path}: {detail}" },
  "setup.state-invalid": { es: "el estado de la campaña no es válido en \"{path}\": {detail}", en: "the campaign's state is not valid at \"{path}\": {detail}" },
  // A stated state's refusals (state-schema.ts), each said after where it is, as the replay's line 1 error.
  ...statedRefusals({ es: "el estado de la campaña no es válido en \"{path}\"", en: "the campaign's state is not valid at \"{path}\"" }, {
    "state.points": { es: "puntos por debajo de 0", en: "points below 0" },
    "state.die": { es: "no es un dado de la escala d4, d6, d8, d10, d12", en: "not a die of the ladder d4, d6, d8, d10, d12" },
    "state.face": { es: "una cara de {face} en un d{size}", en: "a face of {face} on a d{size}" },
    "state.not-player": { es: "{player} no es uno de los jugadores", en: "{player} is not one of the players" },
    "state.sheet-name": { es: "la hoja guardada como «{key}» se llama «{name}»", en: "the sheet under \"{key}\" is named \"{name}\"" },
    "state.no-player": { es: "{character} es un personaje y no lo lleva ninguno de los jugadores", en: "{character} is a character and none of the players runs it" },
    "state.two-characters": { es: "{player} ya lleva a {character}", en: "{player} already runs {character}" },
    "state.scene-out": { es: "hay una escena en juego, y la fase no la admite: {phase}", en: "a scene is in play in a phase with none: {phase}" },
    "state.scene-missing": { es: "la fase necesita una escena en juego, y no hay ninguna: {phase}", en: "the phase needs a scene in play, and none is stated: {phase}" },
    "state.suspended-phase": { es: "una escena suspendida se reanuda en una fase de escena, no en esta: {phase}", en: "a suspended scene resumes in a scene's phase, not this one: {phase}" },
    "state.no-interval": { es: "la fase es de intervalo, y no se da ningún intervalo", en: "the phase is an interval's, and no interval is stated" },
    "state.unknown-character": { es: "{character} no es un personaje del estado", en: "{character} is not a character of the state" },
    "state.not-active": { es: "{character} no es el personaje activo de {player}", en: "{character} is not {player}'s active character" },
    "state.self-opposed": { es: "un personaje no puede oponerse a sí mismo", en: "a character cannot oppose itself" },
  }),
  "setup.duplicate": { es: "ya hay un personaje llamado {character}", en: "there is already a character called {character}" },
  "setup.unknown-player": { es: "{player} no juega en esta campaña ({character})", en: "{player} is not a player in this campaign ({character})" },
  "setup.second-character": { es: "{player} ya lleva un personaje activo: {character}", en: "{player} already runs an active character: {character}" },
  "sheet.cliche-dice": { es: "los clichés de {character} deben ser d8 d8 d6 d6 d4 d4, no {dice}", en: "{character}'s clichés must be d8 d8 d6 d6 d4 d4, not {dice}" },
  "sheet.relationship-count": { es: "{character} tiene {count} relaciones y necesita {need}", en: "{character} has {count} relationships and needs {need}" },
  "sheet.relationship-die": { es: "la relación «{name}» de {character} es {die}: las relaciones van de d4 a d8", en: "{character}'s relationship \"{name}\" is {die}: relationships are d4 to d8" },
  "sheet.relationship-balance": { es: "{character} tiene {d8} relaciones d8 y {d4} d4: deben ser las mismas", en: "{character} has {d8} d8 and {d4} d4 relationships: they must match" },
  "sheet.tricks-count": { es: "{character} tiene {tricks} trucos y {flaws} tretas: como mucho 2 y 1", en: "{character} has {tricks} tricks and {flaws} flaws: at most 2 and 1" },
  "sheet.objective-count": { es: "{character} tiene {count} objetivos y necesita {need}", en: "{character} has {count} objectives and needs {need}" },
  "extra.definition": { es: "un extra nuevo tiene cinco clichés: d10 d6 d6 d6 d4, no {dice}", en: "a new extra has five clichés: d10 d6 d6 d6 d4, not {dice}" },
  "extra.needs-definition": { es: "{character} nunca fue definido: dale cinco clichés (d10 d6 d6 d6 d4)", en: "{character} was never defined: give it five clichés (d10 d6 d6 d6 d4)" },
  "extra.already-defined": { es: "{character} ya tiene ficha y la conserva", en: "{character} already has a sheet and keeps it" },
  "extra.not-an-extra": { es: "{character} es un personaje, no un extra: no se define ni se mejora al presentarlo", en: "{character} is a character, not an extra: it is not defined or upgraded when presented" },
  "extra.volunteer-in-scene": { es: "{player} participa en la escena y no puede llevar al extra antagonista", en: "{player} takes part in the scene and cannot run the extra antagonist" },
  "extra.max-die": { es: "«{name}» ya es d12, el dado más grande", en: "\"{name}\" is already d12, the largest die" },
  "extra.bad-cliche": { es: "el cliché nuevo «{name}» está vacío o repetido", en: "the new cliché \"{name}\" is empty or already there" },
  "extra.needs-d4": { es: "{character} debe conservar al menos un cliché d4", en: "{character} must keep at least one d4 cliché" },
  // Scenes (GF-SCENE-*, GF-ALLY-*, GF-ANT-*)
  "scene.none": { es: "no hay ninguna escena en juego", en: "no scene is in play" },
  "scene.in-progress": { es: "hay una escena en juego: primero tiene que terminar", en: "a scene is in play: it has to end first" },
  "scene.wrong-phase": { es: "ahora no toca «{action}» ({phase})", en: "\"{action}\" is not possible now ({phase})" },
  "scene.not-yours-to-open": { es: "la próxima escena la abre {next}", en: "{next} opens the next scene" },
  "scene.no-character": { es: "{player} no lleva al personaje activo {character}", en: "{player} does not run an active character called {character}" },
  "scene.missing-field": { es: "falta el campo «{field}»", en: "the field \"{field}\" is missing" },
  "scene.cliche-count": { es: "una escena tiene como mucho 3 clichés y esta tiene {count}", en: "a scene has at most 3 clichés and this one has {count}" },
  "scene.cliche-die": { es: "el cliché de escena «{name}» es {die}: van de d4 a d8", en: "the scene cliché \"{name}\" is {die}: they are d4 to d8" },
  "scene.cliche-balance": { es: "la escena tiene {d8} clichés d8 y {d4} d4: deben ser los mismos", en: "the scene has {d8} d8 and {d4} d4 clichés: they must match" },
  "scene.self-antagonist": { es: "el protagonista no puede ser su propio antagonista", en: "the protagonist cannot be their own antagonist" },
  "scene.extra-description": { es: "{character} no apareció nunca: añade una línea que diga quién es", en: "{character} has never appeared: add one line saying who it is" },
  "scene.unknown-character": { es: "no hay ningún personaje ni extra llamado {character}", en: "there is no character or extra called {character}" },
  "scene.already-in": { es: "{character} ya está en la escena", en: "{character} is already in the scene" },
  "scene.rewrite-late": { es: "la intención solo se puede reescribir antes de que se presente el antagonista", en: "the intention can only be rewritten before the antagonist presents" },
  "scene.not-called": { es: "{character} no es un aliado llamado a esta escena", en: "{character} is not an ally called to this scene" },
  "scene.ally-late": { es: "ya es tarde para {character}: su bando ya tiró su primer pozo", en: "too late for {character}: their side has already rolled its first pool" },
  "scene.not-your-ally": { es: "{player} no puede rechazar la llamada de {character}", en: "{player} cannot refuse the call for {character}" },
  "scene.block-character": { es: "{character} es un personaje: solo se puede impedir que aparezca un extra", en: "{character} is a character: only an extra can be kept out" },
  "scene.not-principal": { es: "{character} no es protagonista ni antagonista de esta escena", en: "{character} is neither protagonist nor antagonist of this scene" },
  "scene.not-your-turn": { es: "{player} no lleva a {character} (lo lleva {runner})", en: "{player} does not run {character} ({runner} does)" },
  "scene.no-sheet": { es: "{character} no tiene ficha", en: "{character} has no sheet" },
  "scene.no-roll": { es: "todavía no hay ninguna tirada", en: "there is no roll yet" },
  "scene.no-yield-finale": { es: "en el Gran Final nadie puede rendirse", en: "nobody may yield in the Grand Finale" },
  "scene.concede-not-finale": { es: "solo en el Gran Final se pierde la tirada por no poder armar un pozo; aquí toca rendirse", en: "only in the Grand Finale does a side lose the roll for want of a pool; here, yield" },
  "scene.already-suspended": { es: "ya hay una escena suspendida", en: "a scene is already suspended" },
  "scene.none-suspended": { es: "no hay ninguna escena suspendida", en: "no scene is suspended" },
  "scene.resume-early": { es: "la escena suspendida se retoma cuando termine la nueva", en: "the suspended scene resumes once the new one is over" },
  "scene.withdraw-early": { es: "la escena suspendida se puede retirar cuando termine la nueva", en: "the suspended scene may be withdrawn once the new one is over" },
  "game.over": { es: "tras el Gran Final solo queda el Epílogo", en: "after the Grand Finale only the Epilogue remains" },
  "moderator.only": { es: "solo el Moderador puede hacerlo ({player} no lo es)", en: "only the Moderator may do this ({player} is not)" },
  "player.unknown": { es: "{player} no juega en esta campaña", en: "{player} is not a player in this campaign" },
  "replay.expect.field": { es: "{field}: se esperaba {want}, hay {got}", en: "{field}: expected {want}, got {got}" },
  "replay.expect.phase": { es: "fase: se esperaba {want}, hay {got}", en: "phase: expected {want}, got {got}" },
  "replay.expect.balance": { es: "{player}: se esperaban {pv} PV {pk} PK, tiene {gotPv} PV {gotPk} PK", en: "{player}: expected {pv} PV {pk} PK, got {gotPv} PV {gotPk} PK" },
  "replay.expect.ledger-length": { es: "libro de puntos: se esperaban {want} apuntes, hay {got}", en: "ledger: expected {want} entries, got {got}" },
  "replay.expect.ledger-field": { es: "apunte {entry}, {field}: se esperaba {want}, hay {got}", en: "ledger entry {entry}, {field}: expected {want}, got {got}" },
  "replay.expect.ledger-missing": { es: "apunte {entry}, {field}: se esperaba {want}, y el apunte no existe", en: "ledger entry {entry}, {field}: expected {want}, and there is no such entry" },
  "replay.no-setup": { es: "la primera línea del registro debe ser la campaña: {\"setup\": …}", en: "the log's first line must be the campaign: {\"setup\": …}" },
  "action.invalid": { es: "acción no válida en {path}: {detail}", en: "invalid action at {path}: {detail}" },
  // Pools (GF-POOL-*)
  "pool.empty": { es: "el pozo no tiene dados", en: "the pool has no dice" },
  "pool.size-mismatch": { es: "«{name}» es {sheet} en la ficha, no {typed}", en: "\"{name}\" is {sheet} on the sheet, not {typed}" },
  "pool.no-such-trait": { es: "«{name}» no está en la ficha de {character}", en: "\"{name}\" is not on {character}'s sheet" },
  "pool.trait-twice": { es: "«{name}» está dos veces en el pozo", en: "\"{name}\" is in the pool twice" },
  "pool.cliche-off": { es: "«{name}» está desactivado en esta escena", en: "\"{name}\" is switched off in this scene" },
  "pool.relationship-target": { es: "«{name}» apunta a {target}, no a tu oponente {opponent}", en: "\"{name}\" points at {target}, not at your opponent {opponent}" },
  "pool.advantage-bound": { es: "la ventaja «{name}» solo sirve contra {bound}", en: "the advantage \"{name}\" only works against {bound}" },
  "pool.own-problem": { es: "«{name}» es un problema tuyo: solo tus oponentes lo usan", en: "\"{name}\" is your own problem: only your opponents use it" },
  "pool.problems-blocked": { es: "en esta tirada no puedes usar los problemas de {owner}", en: "you may not use {owner}'s problems in this roll" },
  "pool.not-an-ally": { es: "{ally} no es un aliado de tu bando en esta escena", en: "{ally} is not an ally of your side in this scene" },
  "pool.bought-d6": { es: "1 PK compra un d6, no un {typed}", en: "1 PK buys a d6, not a {typed}" },
  "pool.no-gift": { es: "nadie te cedió «{name}»", en: "nobody gave you \"{name}\"" },
  "pool.imitation-only": { es: "con Imitación se tira el pozo del protagonista, sin añadir nada", en: "with Imitación you roll the protagonist's pool and add nothing" },
  "pool.too-many": { es: "demasiados {slot} en el pozo: como mucho {max} y hay {count}", en: "too many {slot} in the pool: at most {max}, and there are {count}" },
  "pool.too-many-allies": { es: "como mucho {max} aliados aportan dados y hay {count}", en: "at most {max} allies add dice, and there are {count}" },
  "pool.ally-dice": { es: "demasiados dados de aliado ({ally}): como mucho {max} y hay {count}", en: "too many ally dice ({ally}): at most {max}, and there are {count}" },
  "pool.retry-size": { es: "no puedes reintentar: tu nuevo pozo debe tener {need} dados y tiene {has}", en: "you can't retry: your new pool must have {need} dice and has {has}" },
  "pool.oppose-size": { es: "no puedes volver a oponerte: tu nuevo pozo debe tener {need} dados y tiene {has}", en: "you can't oppose again: your new pool must have {need} dice and has {has}" },
  "roll.dice-mismatch": { es: "los dados tirados ({rolled}) no son los del pozo ({pool})", en: "the dice rolled ({rolled}) are not the pool's ({pool})" },
  // Tricks and flaws (GF-TRICK-*, GF-FLAW-*)
  "trick.unknown": { es: "no hay ningún truco «{id}»", en: "there is no trick \"{id}\"" },
  "trick.not-yours": { es: "{character} no tiene el truco {trick}", en: "{character} does not have the trick {trick}" },
  "trick.used": { es: "{character} ya usó {trick} en esta escena", en: "{character} has already used {trick} in this scene" },
  "trick.not-now": { es: "{trick} no se juega en este momento", en: "{trick} cannot be played at this point" },
  "trick.only-protagonist": { es: "solo el protagonista puede usar {trick}", en: "only the protagonist may use {trick}" },
  "trick.only-antagonist": { es: "solo el antagonista puede usar {trick}", en: "only the antagonist may use {trick}" },
  "trick.condition": { es: "no se cumple la activación de {trick}", en: "the activation of {trick} does not hold" },
  "trick.no-retry": { es: "{trick} solo sirve al reintentar", en: "{trick} only works on a retry" },
  "trick.not-together": { es: "{a} y {b} no se combinan sobre la misma relación", en: "{a} and {b} do not combine on the same relationship" },
  "trick.second-roll": { es: "Cámara lenta necesita la segunda tirada del pozo", en: "Cámara lenta needs the pool's second roll" },
  "trick.second-roll-unasked": { es: "solo Cámara lenta tira el pozo dos veces", en: "only Cámara lenta rolls the pool twice" },
  "trick.needs-boost": { es: "Naciste listo solo cambia el impulso de 1 PV: cómpralo en la misma tirada", en: "Naciste listo only changes the 1 PV boost: buy it with the same roll" },
  "flaw.unknown": { es: "no hay ninguna treta «{id}»", en: "there is no flaw \"{id}\"" },
  "flaw.not-theirs": { es: "{character} no tiene la treta {flaw}", en: "{character} does not have the flaw {flaw}" },
  "flaw.condition": { es: "no se cumple la activación de {flaw}", en: "the activation of {flaw} does not hold" },
  // Winning (GF-WIN-*, GF-ADV-*, GF-PROB-*, GF-ANNUL-1)
  "effect.not-winner": { es: "{character} no ganó la escena", en: "{character} did not win the scene" },
  "effect.no-roll": { es: "el ganador no tiene ningún pozo tirado", en: "the winner has no rolled pool" },
  "effect.bad-die": { es: "el dado {position} no puede ser dado de efecto: no es pifia ni se usó en el resultado", en: "die {position} cannot be an effect die: it must be unused and not a botch" },
  "effect.die-twice": { es: "el dado {position} ya se usó para otro efecto", en: "die {position} is already used for another outcome" },
  "effect.extra-annul": { es: "los efectos adicionales son ventajas (1 PV) o problemas (1 PK)", en: "extra outcomes are advantages (1 PV) or problems (1 PK)" },
  "effect.needs-name": { es: "falta el nombre", en: "a name is missing" },
  "effect.name-taken": { es: "ya existe «{name}»", en: "\"{name}\" already exists" },
  "effect.annul-owner": { es: "solo se anulan atributos del oponente o propios, no de {owner}", en: "only the opponent's or your own attributes can be annulled, not {owner}'s" },
  // Rating (GF-RATE-*, GF-FIN-*)
  "rate.not-now": { es: "no hay ninguna escena esperando calificación ({phase})", en: "no scene is waiting for a rating ({phase})" },
  "rate.own-scene": { es: "{player} es protagonista o antagonista y no puede calificar la escena", en: "{player} is protagonist or antagonist and cannot rate the scene" },
  "rate.range": { es: "la calificación es un entero de 0 a 5, no {score}", en: "a rating is a whole number from 0 to 5, not {score}" },
  "rate.reason": { es: "la calificación necesita una breve justificación", en: "a rating needs a short justification" },
  "rate.not-named": { es: "el Moderador nombró a {rater} para calificar esta escena; la calificación de {player} no cuenta", en: "the Moderator named {rater} to rate this scene; {player}'s rating does not count" },
  "scene.ally-intention-not-finale": { es: "solo en el Gran Final declaran los aliados una intención propia", en: "allies state their own intentions only in the Grand Finale" },
  "scene.ally-intention-not-yours": { es: "{player} no lleva a {character} y no puede declarar su intención", en: "{player} does not run {character} and cannot state its intention" },
  "scene.ally-intention-late": { es: "{character} ya no puede declarar su intención: su lado ya armó su primer pozo", en: "{character} can no longer state an intention: their side has already built its first pool" },
  "rate.finale-is-collective": { es: "el Gran Final lo califican todos y el Moderador promedia", en: "everyone rates the Grand Finale and the Moderator averages" },
  "rate.not-finale": { es: "solo el Gran Final se califica en grupo", en: "only the Grand Finale is rated by the group" },
  "rate.finale-raters": { es: "cada jugador califica el Gran Final una vez; faltan: {missing}", en: "each player rates the Grand Finale once; missing: {missing}" },
  // Between scenes (GF-NEXT-*, GF-SUSP-*, GF-INT-1, GF-TRAIN-*, GF-RET-*)
  "interval.none": { es: "esto se hace en un intervalo, y ahora no lo es ({phase})", en: "this is done in an interval, and this is not one ({phase})" },
  "interval.not-now": { es: "ahora no se puede pedir un intervalo ({phase})", en: "an interval cannot be called now ({phase})" },
  "interval.not-yours": { es: "{player} no lleva al personaje activo {character}", en: "{player} does not run the active character {character}" },
  "train.once": { es: "{character} ya mejoró un atributo en este intervalo", en: "{character} has already improved an attribute in this interval" },
  "train.not-trainable": { es: "«{name}» no se entrena: solo clichés y relaciones", en: "\"{name}\" cannot be trained: only clichés and relationships" },
  "train.already-has": { es: "ya tiene {name}", en: "already has {name}" },
  "train.target-not-relationship": { es: "«{name}» no es una relación: no apunta a nadie", en: "\"{name}\" is not a relationship: it points at nobody" },
  "objective.none": { es: "no hay objetivo {objective}", en: "there is no objective {objective}" },
  "objective.self-endorse": { es: "el objetivo lo refrenda otro jugador", en: "another player must endorse the objective" },
  "objective.state": { es: "el objetivo {objective} está {state}", en: "objective {objective} is {state}" },
  "objective.future-scene": { es: "la escena {scene} todavía no se jugó", en: "scene {scene} has not been played yet" },
  "objective.late": { es: "el análisis se pide en el intervalo que sigue a la escena {scene}", en: "the analysis is asked for in the interval right after scene {scene}" },
  "objective.pv-only": { es: "fuera del Epílogo un objetivo se satisface solo con PV", en: "outside the Epilogue an objective is satisfied with PV only" },
  "objective.overpaid": { es: "la dificultad es {difficulty}: no hace falta pagar más", en: "the difficulty is {difficulty}: no need to pay more" },
  "relationship.target-active": { es: "«{name}» apunta a {target}, que no está retirado", en: "\"{name}\" points at {target}, who is not retired" },
  "relationship.exists": { es: "ya tienes una relación con {target}", en: "you already have a relationship with {target}" },
  "relationship.split": { es: "una relación d{total} vale {total} puntos en total, no {pv} PV + {pk} PK", en: "a d{total} relationship is worth {total} points in all, not {pv} PV + {pk} PK" },
  "sponsor.not-newcomer": { es: "{player} no es un jugador nuevo", en: "{player} is not a new player" },
  "sponsor.self": { es: "nadie se apadrina a sí mismo", en: "nobody sponsors themselves" },
  "sponsor.nothing": { es: "apadrinar es regalar al menos un punto", en: "sponsoring means giving at least one point" },
} as const satisfies Catalogue;

export type RulesMessageCode = keyof typeof rulesMessages;

/** The game's phases in words, for errors that say where the game stands. */
const PHASES: Readonly<Record<Phase, Readonly<Record<Lang, string>>>> = {
  idle: { es: "entre escenas", en: "between scenes" },
  calls: { es: "la escena espera al antagonista", en: "the scene is waiting for the antagonist" },
  p_roll: { es: "le toca tirar al protagonista", en: "the protagonist is due to roll" },
  a_decide: { es: "el antagonista decide si se rinde o se opone", en: "the antagonist decides whether to yield or oppose" },
  p_decide: { es: "el protagonista decide si reintenta o se rinde", en: "the protagonist decides whether to retry or yield" },
  won: { es: "la escena está ganada y falta el efecto", en: "the scene is won and the effect is pending" },
  rating: { es: "la escena espera su calificación", en: "the scene is waiting for its rating" },
  interval: { es: "estamos en un intervalo", en: "this is an interval" },
  epilogue: { es: "estamos en el Epílogo", en: "this is the Epilogue" },
};

/**
 * A pool's sources (GF-POOL-2's slots S1…S10, the rules' own bookkeeping) in the words a player builds
 * a pool with: "too many clichés", never "too many S1 dice".
 */
const SLOTS: Readonly<Record<string, Readonly<Record<Lang, string>>>> = {
  S1: { es: "clichés de tu personaje", en: "of your character's clichés" },
  S2: { es: "relaciones", en: "relationships" },
  S3: { es: "ventajas", en: "advantages" },
  S4: { es: "problemas de tu oponente", en: "of your opponent's problems" },
  S5: { es: "clichés de escena", en: "scene clichés" },
  S7: { es: "rasgos de tu oponente usados en su contra", en: "of your opponent's traits used against them" },
  S8: { es: "d6 comprados con PK", en: "d6s bought with PK" },
  give: { es: "rasgos cedidos a tu oponente", en: "traits given to your opponent" },
};

/** What a cost paid for (a ledger entry's reason), in words, for "not enough points for …". */
const CAUSES: Readonly<Record<string, Readonly<Record<Lang, string>>>> = {
  "pool.third-cliche": { es: "un tercer cliché", en: "a third cliché" },
  "pool.bought-d6": { es: "comprar un d6", en: "buying a d6" },
  "pool.against": { es: "usar un atributo del rival", en: "using a rival's trait" },
  "roll.boost-pv": { es: "reforzar la tirada con PV", en: "boosting the roll with PV" },
  "roll.boost-pk": { es: "reforzar la tirada con PK", en: "boosting the roll with PK" },
  "extra.step-up": { es: "subir un cliché del extra", en: "stepping up the extra's cliché" },
  "extra.new-cliche": { es: "un cliché nuevo del extra", en: "a new cliché for the extra" },
  "ally.block": { es: "bloquear a un aliado", en: "blocking an ally" },
  "effect.extra-advantage": { es: "una ventaja más", en: "one more advantage" },
  "effect.extra-problem": { es: "un problema más", en: "one more problem" },
  "train.step-up": { es: "subir un dado", en: "stepping up a die" },
  "train.rename": { es: "renombrar un atributo", en: "renaming a trait" },
  "train.new-trick": { es: "un truco nuevo", en: "a new trick" },
  "train.new-flaw": { es: "una treta nueva", en: "a new flaw" },
  "objective.change": { es: "cambiar un objetivo", en: "changing an objective" },
  "objective.endorse": { es: "apoyar un objetivo", en: "endorsing an objective" },
  "objective.satisfy": { es: "satisfacer un objetivo", en: "satisfying an objective" },
  "sponsor.give": { es: "apadrinar", en: "sponsoring" },
};

const causeOf = (reason: string, lang: Lang): string | undefined =>
  Object.hasOwn(CAUSES, reason) ? CAUSES[reason]![lang] : reason.startsWith("trick.") ? (lang === "es" ? "el truco" : "the trick")
    : reason.startsWith("train.") ? (lang === "es" ? "el entrenamiento" : "the training") : undefined;

/** The error as a sentence the service can post in the thread (phase names and costs' causes come out in words). */
export function rulesMessage(error: GfError, lang: Lang): string {
  const reason = error.code === "points.short" ? error.params?.["cause"] : undefined;
  const cause = typeof reason === "string" ? causeOf(reason, lang) : undefined;
  if (cause) return localise(rulesMessages, { ...error, code: "points.short-for", params: { ...error.params, cause } }, lang);
  const slot = error.code === "pool.too-many" ? error.params?.slot : undefined;
  if (typeof slot === "string" && Object.hasOwn(SLOTS, slot)) return localise(rulesMessages, { ...error, params: { ...error.params, slot: SLOTS[slot]![lang] } }, lang);
  const phase = error.params?.phase;
  const named = typeof phase === "string" && Object.hasOwn(PHASES, phase) ? PHASES[phase as Phase][lang] : undefined;
  return localise(rulesMessages, named ? { ...error, params: { ...error.params, phase: named } } : error, lang);
}
