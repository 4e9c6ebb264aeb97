// The dice part's messages, es and en. Codes are stable: the markup and the service show them.
import type { Catalogue } from "../lib/i18n.js";
import { notationMessages } from "./notation-messages.js";

export const diceMessages: Catalogue = {
  ...notationMessages,
  "dice.context.bad-forum": {
    es: "foro «{forum}» no válido: usa su nombre de host, como «foro.example.org»",
    en: "invalid forum \"{forum}\": use its host name, such as \"forum.example.org\"",
  },
  "dice.context.bad-number": {
    es: "{field} debe ser un entero entre 0 y {max}, no «{value}»",
    en: "{field} must be a whole number from 0 to {max}, not \"{value}\"",
  },
  "dice.context.bad-text": {
    es: "contexto «{text}» no válido: escribe foro/tema/mensaje/bloque, como «foro.example.org/12/345/0»",
    en: "invalid context \"{text}\": write forum/topic/post/block, such as \"forum.example.org/12/345/0\"",
  },
  "dice.epoch.outside-chain": {
    es: "el instante {at} cae fuera de la cadena de semillas (épocas 1 a {last} desde {genesis})",
    en: "the time {at} falls outside the seed chain (epochs 1 to {last} from {genesis})",
  },
  "dice.epoch.not-closed": {
    es: "la semilla de la época {epoch} no puede revelarse hasta {end} (cierre más el plazo de revelación): revelarla antes permitiría predecir sus tiradas",
    en: "the seed of epoch {epoch} cannot be revealed until {end} (its end plus the reveal delay): revealing it earlier would let anyone predict its rolls",
  },
  "dice.epoch.revealed": {
    es: "no se tira en la época {epoch} ({at}): su semilla ya es pública y cualquiera conocería las caras",
    en: "no roll in epoch {epoch} ({at}): its seed is already public, so anyone would know the faces",
  },
  "dice.epoch.none-closed": {
    es: "ninguna época ha cerrado aún (la primera cierra {end})",
    en: "no epoch has closed yet (the first closes {end})",
  },
  "dice.beacon.wrong-round": {
    es: "la baliza es de la ronda {got}; esta tirada necesita la ronda {want}",
    en: "the beacon is from round {got}; this roll needs round {want}",
  },
  "dice.beacon.unavailable": {
    es: "no se pudo obtener la ronda {round} de la baliza {chain}: {detail}",
    en: "could not get round {round} of the {chain} beacon: {detail}",
  },
  "dice.verify.format": {
    es: "prueba ilegible (comprobación «formato»): {detail}",
    en: "unreadable proof (check \"format\"): {detail}",
  },
  "dice.verify.signature": {
    es: "la firma no es válida para la clave {key} (comprobación «firma»): la prueba se alteró o es de otro operador",
    en: "the signature is not valid for key {key} (check \"signature\"): the proof was altered or comes from another operator",
  },
  "dice.verify.epoch-time": {
    es: "la tirada dice época {epoch}, pero su hora {at} cae en la época {want} (comprobación «época»)",
    en: "the roll claims epoch {epoch}, but its time {at} falls in epoch {want} (check \"epoch-time\")",
  },
  "dice.verify.epoch-range": {
    es: "la tirada dice época {epoch}, pero la cadena de semillas solo tiene {last} (comprobación «época»)",
    en: "the roll claims epoch {epoch}, but the seed chain has only {last} (check \"epoch-time\")",
  },
  "dice.verify.version": {
    es: "es una prueba gf-dice-v{version}, que este operador solo acepta para bloques anteriores a {until} (hora del foro del bloque: {forum}); su compromiso v3 fija esa fecha (comprobación «versión»)",
    en: "a gf-dice-v{version} proof, which this operator accepts only for blocks before {until} (the block's forum time: {forum}); its v3 commitment fixes that date (check \"version\")",
  },
  "dice.verify.forum-time": {
    es: "la tirada dice {time}, pero el foro fechó el bloque (versión {version} del mensaje) a las {forum}: quien firma no elige la hora (comprobación «hora del foro»)",
    en: "the roll says {time}, but the forum dated the block (post version {version}) {forum}: the signer does not choose the time (check \"forum-time\")",
  },
  "dice.verify.time": {
    es: "la tirada se firmó a las {time}, antes del mensaje del foro ({forum}) (comprobación «hora»)",
    en: "the roll was signed at {time}, before the forum's post ({forum}) (check \"time\")",
  },
  "dice.verify.commitment": {
    es: "la tirada parte de la cadena {got}, no de la comprometida {want} (comprobación «compromiso»)",
    en: "the roll derives from chain {got}, not the committed {want} (check \"commitment\")",
  },
  "dice.verify.commitment-late": {
    es: "la tirada es del bloque de las {time}, pero el compromiso de su cadena se publicó después, a las {posted} (mensaje {post}): una cabeza elegida tras ver el mensaje no vale (comprobación «compromiso tardío»)",
    en: "the roll is for a block dated {time}, but its chain's commitment was posted later, {posted} (post {post}): a head chosen after seeing the post counts for nothing (check \"commitment-late\")",
  },
  "dice.verify.commitment-retired": {
    es: "la tirada es del bloque de las {time}, pero su clave se retiró a las {until}, cuando el foro publicó el compromiso siguiente (retirado: mensaje {post}) (comprobación «compromiso retirado»)",
    en: "the roll is for a block dated {time}, but its key was retired {until}, when the forum got the next commitment (the retired one: post {post}) (check \"commitment-retired\")",
  },
  "dice.verify.commitment-retired-post": {
    es: "el foro numeró el mensaje {rolled}, el del bloque, después del mensaje {post}, el compromiso que retiró esta clave: el mensaje se hizo después del cambio de clave, diga la hora que diga ahora el compromiso ({until}) (comprobación «compromiso retirado»)",
    en: "the forum numbered post {rolled}, the block's, after post {post}, the commitment that retired this key: the post was made after the change of key, whatever time that commitment shows now ({until}) (check \"commitment-retired\")",
  },
  "dice.verify.commitment-retired-reply": {
    es: "el foro numeró el mensaje {reply}, la respuesta del servicio con esta tirada, después del mensaje {post}, el compromiso que retiró esta clave: el bloque que añadió la edición {version} del mensaje {rolled} se tiró con una clave retirada después del cambio de clave, diga la hora que diga ese compromiso ahora ({until}) (comprobación «compromiso retirado»)",
    en: "the forum numbered post {reply}, the service's reply holding this roll, after post {post}, the commitment that retired this key: the block added by revision {version} of post {rolled} was rolled with a retired key after the change of key, whatever time that commitment shows now ({until}) (check \"commitment-retired\")",
  },
  "dice.verify.commitment-after-post": {
    es: "el foro numeró el mensaje de compromiso {post} después del mensaje {rolled}, el del bloque: se hizo después del mensaje, diga la hora que diga ahora ({posted}): una cabeza elegida tras ver el mensaje no vale (comprobación «compromiso tardío»)",
    en: "the forum numbered commitment post {post} after post {rolled}, the block's: it was made after the post, whatever time it shows now ({posted}); a head chosen after seeing the post counts for nothing (check \"commitment-late\")",
  },
  "dice.verify.commitment-post": {
    es: "el mensaje de compromiso {post} (del {at}) no está como se publicó: {whyEs}; un compromiso cambiado no ancla nada (comprobación «mensaje de compromiso»)",
    en: "commitment post {post} (of {at}) is not as it was posted: {why}; a changed commitment anchors nothing (check \"commitment-post\")",
  },
  "dice.verify.commitment-fork": {
    es: "el compromiso {id} (mensaje {post}) dice sustituir a {previous}, pero el anterior del tema es {want}: la cadena de compromisos se bifurca (comprobación «bifurcación»)",
    en: "commitment {id} (post {post}) says it replaces {previous}, but the topic's previous one is {want}: the chain of commitments forks (check \"commitment-fork\")",
  },
  "dice.verify.commitment-mismatch": {
    es: "el documento del operador dice {field} = {stated}, pero su compromiso en el foro (mensaje {post}) fija {committed}: el documento no puede cambiar lo comprometido (comprobación «documento distinto del compromiso»)",
    en: "the operator's document says {field} = {stated}, but its commitment in the forum (post {post}) fixes {committed}: a document cannot change what was committed (check \"commitment-mismatch\")",
  },
  "dice.verify.commitment-account": {
    es: "el compromiso del mensaje {post} fija la cuenta {committed}, pero lo publicó la cuenta del servicio {account}: un compromiso solo vale publicado por su cuenta (comprobación «cuenta del compromiso»)",
    en: "the commitment in post {post} fixes the account {committed}, but it was posted by the service account {account}: a commitment counts only posted by its own account (check \"commitment-account\")",
  },
  "dice.verify.commitment-forum": {
    es: "la tirada es del foro {got}, pero el compromiso de su clave la ata al foro {want} (comprobación «foro del compromiso»)",
    en: "the roll is for forum {got}, but its key's commitment binds it to forum {want} (check \"commitment-forum\")",
  },
  "dice.verify.commitment-unanchored": {
    es: "el documento del operador nombra el compromiso {id}, que no es el último publicado en el tema de compromisos del foro ({last}): nadie más lo ha visto (comprobación «compromiso sin anclar»)",
    en: "the operator's document names commitment {id}, which is not the last one posted in the forum's commitment topic ({last}): nobody else has seen it (check \"commitment-unanchored\")",
  },
  "dice.verify.anchor-rewritten": {
    es: "el mensaje {post} del tema de compromisos tenía el texto {before}… cuando una lectura anterior lo leyó, y ahora tiene {now}: se reescribió el mensaje del servicio sin rastro que el foro muestre (una edición dentro del periodo de gracia de Discourse, o sus revisiones borradas, y luego un cambio de fecha); vale lo que el foro mostraba antes (comprobación «mensaje reescrito»)",
    en: "post {post} of the commitment topic held text {before}… when an earlier read saw it, and holds {now} now: the service's post was rewritten with no trace the forum shows (an edit within Discourse's grace period, or its revisions deleted, then a change timestamp); what the forum showed before counts (check \"anchor-rewritten\")",
  },
  "dice.verify.tip-post": {
    es: "la punta del registro del mensaje {post} (del {at}) no está como se publicó: {whyEs}; una punta cambiada no ancla nada (comprobación «punta»)",
    en: "the log tip in post {post} (of {at}) is not as it was posted: {why}; a changed tip anchors nothing (check \"tip-post\")",
  },
  "dice.verify.context": {
    es: "la prueba es de {got}, no de {want} (comprobación «contexto»): es la tirada de otro mensaje o bloque",
    en: "the proof is for {got}, not {want} (check \"context\"): it is the roll of another post or block",
  },
  "dice.verify.pool": {
    es: "la prueba tira {got}, pero el pozo es {want} (comprobación «pozo»)",
    en: "the proof rolls {got}, but the pool is {want} (check \"pool\")",
  },
  "dice.verify.beacon-missing": {
    es: "el operador usa la baliza {chain}, pero la prueba no trae ninguna (comprobación «baliza»)",
    en: "the operator uses the {chain} beacon, but the proof carries none (check \"beacon-missing\")",
  },
  "dice.verify.beacon-unexpected": {
    es: "la prueba trae una baliza, pero el operador no usa ninguna (comprobación «baliza»)",
    en: "the proof carries a beacon, but the operator uses none (check \"beacon\")",
  },
  "dice.verify.beacon-encoding": {
    es: "la firma de la ronda {round} de {chain} no está en su codificación canónica (comprobación «baliza»)",
    en: "the signature of round {round} of {chain} is not in its canonical encoding (check \"beacon\")",
  },
  "dice.verify.beacon-round": {
    es: "la baliza es de la ronda {round}, pero un mensaje de {at} exige la ronda {want} (comprobación «ronda de baliza»)",
    en: "the beacon is from round {round}, but a post from {at} requires round {want} (check \"beacon-round\")",
  },
  "dice.verify.clock-round": {
    es: "la baliza es de la ronda {round}, pero el reloj del servicio exige la primera ronda tras su revisión del {at}, la {want}: la fecha del mensaje, que el staff puede mover, no elige la ronda (comprobación «reloj»)",
    en: "the beacon is from round {round}, but the service's clock requires the first round after its revision of {at}, round {want}: the post's date, which staff can move, does not choose the round (check \"clock\")",
  },
  "dice.verify.clock-stamp": {
    es: "el mensaje {post} no nombra una sola versión del reloj del servicio ([dice-clock]: #n, que escribe el editor del foro): sin ella, quien mueva la fecha del mensaje elige la ronda (comprobación «reloj»)",
    en: "post {post} does not name one version of the service's clock ([dice-clock]: #n, which the forum's composer writes): without it, whoever moves the post's date chooses the round (check \"clock\")",
  },
  "dice.verify.clock-post": {
    es: "el mensaje {post} tiene una revisión oculta a los lectores (la revisión {version} responde {status}): su versión del reloj pudo reescribirse (comprobación «reloj»)",
    en: "post {post} has a revision hidden from readers (revision {version} answers {status}): its clock version may have been rewritten (check \"clock\")",
  },
  "dice.verify.clock-hidden": {
    es: "la revisión {revision} del reloj del servicio, tras la versión {stamp} que nombra el mensaje, responde {status}: oculta, no fija ninguna ronda (comprobación «reloj»)",
    en: "revision {revision} of the service's clock, after the version {stamp} the post names, answers {status}: hidden, it fixes no round (check \"clock\")",
  },
  "dice.verify.clock-stale": {
    es: "el foro fechó el bloque a las {block}, no antes de la revisión {revision} del reloj ({at}) que sigue a la versión {stamp} que nombra: su ronda pudo conocerse antes del bloque (comprobación «reloj»)",
    en: "the forum dated the block {block}, not before revision {revision} of the clock ({at}) after the version {stamp} it names: its round may have been known before the block (check \"clock\")",
  },
  "dice.verify.beacon": {
    es: "la baliza drand de la ronda {round} no verifica con la cadena {chain} (comprobación «baliza»)",
    en: "the drand beacon of round {round} does not verify against chain {chain} (check \"beacon\")",
  },
  "dice.verify.beacon-chain": {
    es: "la prueba usa la cadena drand {got}, que no es la del operador ni una fijada en el código ({want}) (comprobación «baliza»)",
    en: "the proof uses drand chain {got}, which is not the operator's nor one pinned in the code ({want}) (check \"beacon\")",
  },
  "dice.verify.seed-chain": {
    es: "la semilla revelada de la época {epoch} no lleva a la cabeza publicada {head} (comprobación «cadena de semillas»)",
    en: "the revealed seed of epoch {epoch} does not hash back to the published head {head} (check \"seed-chain\")",
  },
  "dice.verify.faces": {
    es: "los resultados {got} no salen de la semilla de la época {epoch}, que da {want} (comprobación «caras»)",
    en: "the faces {got} do not follow from epoch {epoch}'s seed, which gives {want} (check \"faces\")",
  },
  "dice.store.no-key": {
    es: "no hay clave de operador en {dir}: ejecuta «gf keys init»",
    en: "no operator key in {dir}: run \"gf keys init\"",
  },
  "dice.store.exists": {
    es: "{file} ya existe: «gf keys init» nunca sobrescribe una clave",
    en: "{file} already exists: \"gf keys init\" never overwrites a key",
  },
  "dice.store.bound": {
    es: "estas claves están comprometidas con el foro {forum} y la cuenta {account} ({file}); este servicio es del foro {wantForum} con la cuenta {wantAccount}: un compromiso v3 nombra su foro y su cuenta, así que hacen falta claves nuevas («gf keys rotate»)",
    en: "these keys are committed to forum {forum} and account {account} ({file}); this service is for forum {wantForum} as {wantAccount}: a v3 commitment names its forum and account, so new keys are needed (\"gf keys rotate\")",
  },
  "dice.store.corrupt": { es: "{file} está dañado o no es de gf: {detail}", en: "{file} is damaged or not a gf file: {detail}" },
  "dice.store.unsafe-mode": {
    es: "{file} es legible por otros usuarios (modo {mode}); ejecuta «chmod 600 {file}»",
    en: "{file} is readable by other users (mode {mode}); run \"chmod 600 {file}\"",
  },
  "dice.store.io": { es: "{file}: {detail}", en: "{file}: {detail}" },
};
