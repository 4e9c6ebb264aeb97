// The `gf` command's own messages (the dispatcher and the data dir). Each command's domain errors
// come from the catalogue of the part that raised them (dice, rules).
import type { Catalogue } from "../lib/i18n.js";

export const cliMessages: Catalogue = {
  "cli.unknown-command": {
    es: "orden desconocida «{name}»; prueba «gf --help»",
    en: "unknown command \"{name}\"; try \"gf --help\"",
  },
  "cli.unknown-option": { es: "opción desconocida «{option}»", en: "unknown option \"{option}\"" },
  "cli.option-needs-value": { es: "a la opción «{option}» le falta su valor", en: "option \"{option}\" needs a value" },
  "cli.option-takes-no-value": { es: "la opción «{option}» no lleva valor", en: "option \"{option}\" takes no value" },
  "cli.bad-args": { es: "{detail}; prueba «gf {name} --help»", en: "{detail}; try \"gf {name} --help\"" },
  "cli.too-few-args": {
    es: "faltan argumentos: uso «gf {name} {usage}»",
    en: "missing arguments: usage \"gf {name} {usage}\"",
  },
  "cli.too-many-args": {
    es: "sobran argumentos: uso «gf {name} {usage}»",
    en: "too many arguments: usage \"gf {name} {usage}\"",
  },
  "cli.bad-lang": { es: "idioma desconocido «{lang}» (es, en)", en: "unknown language \"{lang}\" (es, en)" },
  "cli.internal": {
    es: "error interno: {detail} (por favor, infórmalo)",
    en: "internal error: {detail} (please report it)",
  },
  "cli.help-usage": { es: "Uso", en: "Usage" },
  "cli.help-command": { es: "<orden>", en: "<command>" },
  "cli.help-opts": { es: "[opciones]", en: "[options]" },
  "cli.incomplete-command": {
    es: "«{name}» necesita una orden más: {commands}",
    en: "\"{name}\" needs one more word: {commands}",
  },
  "cli.help-commands": { es: "Órdenes", en: "Commands" },
  "cli.help-options": { es: "Opciones", en: "Options" },
  "cli.help-more": {
    es: "«gf <orden> --help» muestra la ayuda de cada orden.",
    en: "\"gf <command> --help\" shows each command's help.",
  },
  // Dice commands (roll, eval, verify, keys, epoch).
  "cli.bad-period": {
    es: "periodo «{value}» no válido: escribe segundos o un número con s, m, h o d, como «1d» o «6h»",
    en: "invalid period \"{value}\": write seconds, or a number with s, m, h or d, such as \"1d\" or \"6h\"",
  },
  "cli.reveal-delay-short": {
    es: "--reveal-delay {value} es demasiado corto: una semilla se revelaría mientras Discourse aún reintenta un webhook (1, 5, 25 y 125 minutos tras un fallo), y esa publicación no podría tirarse. El mínimo es {min} minutos; para un foro de pruebas, añade --short-reveal",
    en: "--reveal-delay {value} is too short: a seed would be revealed while Discourse may still be retrying a webhook (1, 5, 25 and 125 minutes after a failure), and that post could not be rolled. The minimum is {min} minutes; for a sandbox or test forum, add --short-reveal",
  },
  "cli.bad-count": { es: "{name} debe ser un entero entre 1 y {max}, no «{value}»", en: "{name} must be a whole number from 1 to {max}, not \"{value}\"" },
  "cli.bad-time": {
    es: "fecha «{value}» no válida: usa ISO 8601, como «2026-11-22T10:30:00Z»",
    en: "invalid time \"{value}\": use ISO 8601, such as \"2026-11-22T10:30:00Z\"",
  },
  "cli.bad-beacon": { es: "baliza desconocida «{value}»; hay: {known}", en: "unknown beacon \"{value}\"; known: {known}" },
  "cli.no-proof": {
    es: "«{value}» no es una prueba gf1.… ni un fichero legible que la contenga",
    en: "\"{value}\" is neither a gf1.… proof nor a readable file holding one",
  },
  "cli.bad-key": {
    es: "«{value}» no es una clave pública: escribe sus 32 bytes en hexadecimal (64 caracteres)",
    en: "\"{value}\" is not a public key: write its 32 bytes in hex (64 characters)",
  },
  "cli.bad-document": { es: "{file}: no es JSON legible ({detail})", en: "{file}: not readable JSON ({detail})" },
  "cli.label-pool": { es: "Pozo", en: "Pool" },
  "cli.label-dice": { es: "Dados", en: "Dice" },
  "cli.label-context": { es: "Contexto", en: "Context" },
  "cli.label-epoch": { es: "Época", en: "Epoch" },
  "cli.label-beacon": { es: "Baliza", en: "Beacon" },
  "cli.label-proof": { es: "Prueba", en: "Proof" },
  "cli.label-none-yet": { es: "ninguna aún", en: "none yet" },
  "cli.label-no-beacon": { es: "ninguna", en: "none" },
  "cli.verify-passed": { es: "comprobado: {checks}", en: "checked: {checks}" },
  "cli.verify-pending": { es: "pendiente: {checks}", en: "pending: {checks}" },
  "cli.verify-hint-at": {
    es: "da la hora del mensaje (o de la edición que añadió el bloque) con --at para comprobarla contra la de la tirada",
    en: "give the post's time (or that of the edit that added the block) with --at to check it against the roll's",
  },
  "cli.verify-hint-seed": {
    es: "la semilla de la época {epoch} aún no se ha revelado; las caras se comprobarán cuando lo esté",
    en: "epoch {epoch}'s seed is not revealed yet; the faces can be checked once it is",
  },
  "cli.verify-no-keys": {
    es: "no hay documento con que comprobar: da el del operador que tiró, con --well-known URL (su https://…/.well-known/gf-dice.json) o --well-known FICHERO; «gf keys init» solo hace falta para tirar dados propios (no hay claves en {dir})",
    en: "nothing to check against: give the rolling operator's document with --well-known URL (their https://…/.well-known/gf-dice.json) or --well-known FILE; \"gf keys init\" is only for rolling dice of your own (no keys in {dir})",
  },
  "cli.well-known-fetch": { es: "no puedo leer el documento del operador en {url}: {detail}", en: "cannot read the operator's document at {url}: {detail}" },
  "cli.verify-context-post": {
    es: "la prueba es del mensaje con id {post} en el foro, no del {typed}: --context lleva el id del mensaje en el foro, o el número #{typed} que ven los lectores, y {why}. El panel de la insignia de la tirada, en el foro, da la orden entera; si el mensaje que miras tiene el id {post}, comprueba con --context {context}",
    en: "the proof is for the post whose forum id is {post}, not {typed}: --context takes the post's forum id, or the number #{typed} readers see, and {why}. The roll badge's panel on the forum gives the whole command; if the post you are looking at has id {post}, check with --context {context}",
  },
  "cli.verify-no-post": {
    es: "el tema {topic} de {forum} no tiene ningún mensaje {typed}, ni por id ni por número",
    en: "topic {topic} at {forum} has no post {typed}, by id or by number",
  },
  "cli.verify-forum-unread": {
    es: "no se pudo leer el foro para buscar ese número ({detail})",
    en: "the forum could not be read to look that number up ({detail})",
  },
  "cli.verify-post-number": {
    es: "--context: el mensaje #{typed} del tema {topic} es el de id {post} en el foro, el que nombra la prueba; comprobado como --context {context}",
    en: "--context: post #{typed} of topic {topic} is the forum's post {post}, the one the proof names; checked as --context {context}",
  },
  "cli.verify-context-other": {
    es: "la prueba es la tirada del mensaje {proved} del tema {topic}, no del mensaje #{number} (id {id} en el foro) que nombra --context: una tarjeta de tirada solo prueba la tirada del mensaje que nombra su prueba. Para comprobarla como tirada de su mensaje: --context {context}",
    en: "the proof is the roll of post {proved} of topic {topic}, not of post #{number} (forum id {id}), which --context names: a roll card proves only the roll of the post its proof names. To check it as that post's roll: --context {context}",
  },
  "cli.verify-context-both": {
    es: "en el tema {topic}, {typed} es el id en el foro del mensaje #{number} y el número del mensaje que nombra la prueba (id {post}): un número solo se lee como id; para el número que ven los lectores escribe #{typed} (--context '{numbered}'), o el id: --context {context}",
    en: "in topic {topic}, {typed} is the forum id of post #{number} and the number of the post the proof names (forum id {post}): a bare number is read as the id; for the number readers see, write #{typed} (--context '{numbered}'), or the id: --context {context}",
  },
  "cli.verify-no-number": {
    es: "{option}: el tema {topic} de {forum} no tiene ningún mensaje #{number}: es el número que se ve junto al mensaje en su tema",
    en: "{option}: topic {topic} at {forum} has no post #{number}: that is the number shown beside the post in its topic",
  },
  "cli.verify-number-unread": {
    es: "{option}: no se pudo leer el foro para saber qué mensaje es el #{number} del tema {topic} ({detail}); da el id del mensaje en su lugar",
    en: "{option}: the forum could not be read to learn which post is #{number} of topic {topic} ({detail}); give the post's id instead",
  },
  "cli.verify-reply": {
    es: "«{value}» no es un mensaje: --reply lleva el id en el foro del mensaje del servicio que muestra la tirada, o #N, el número que ven los lectores en el tema de --context",
    en: "\"{value}\" is not a post: --reply takes the forum id of the service's post that shows the roll, or #N, the number readers see, in --context's topic",
  },
  "cli.verify-reply-topic": {
    es: "--reply {value}: un número #N es de un tema; da también --context foro/tema/mensaje/bloque",
    en: "--reply {value}: a number #N is a topic's; give --context forum/topic/post/block too",
  },

  "cli.verify-hint-reply": {
    es: "es una tirada de una clave retirada de un bloque añadido por edición: da con --reply el id del mensaje del servicio que la muestra, que el foro debe haber numerado antes del cambio de clave",
    en: "this is a retired key's roll of a block added by an edit: give with --reply the id of the service's post that shows it, which the forum must have numbered before the change of key",
  },
  "cli.verify-ok": { es: "prueba válida ({version})", en: "valid proof ({version})" },
  "cli.verify-hint-context": {
    es: "da --context foro/tema/mensaje/bloque y --pool \"d8 d6…\" del mensaje para comprobar que la prueba es de ese pozo",
    en: "give the post's --context forum/topic/post/block and --pool \"d8 d6…\" to check the proof belongs to that pool",
  },
  "cli.verify-round-unfixed": {
    es: "NO verificada del todo: ningún reloj del servicio fija la ronda del mensaje {post} (el tema de compromisos no muestra su mensaje de reloj, o el mensaje es anterior): la ronda sigue a la fecha del mensaje, que el staff del foro puede cambiar, así que pudo elegirla entre las ya publicadas",
    en: "NOT fully verified: no clock of the service fixes post {post}'s round (the commitment topic shows no clock post, or the post predates it): the round follows the post's date, which the forum's staff can move, so they could have chosen it among published rounds",
  },
  "cli.verify-checkable": {
    es: "las caras podrán comprobarse desde {at}, cuando se revele la semilla de la época {epoch}",
    en: "the faces can be checked from {at}, when epoch {epoch}'s seed is revealed",
  },
  "cli.verify-v1": {
    es: "prueba v1: no firma su hora, su cadena ni su lugar en el registro; pruebas menos que una v2",
    en: "v1 proof: it signs neither its time, its chain nor its place in the log; it proves less than a v2 one",
  },
  "cli.label-time": { es: "Hora de la tirada", en: "Roll time" },
  "cli.label-lag": { es: "tras el mensaje del foro: {seconds} s", en: "after the forum's post: {seconds} s" },
  "cli.label-log": { es: "Registro", en: "Log" },
  "cli.log-place": { es: "n.º {seq}, tras {prev}", en: "no. {seq}, after {prev}" },
  "cli.label-commitment": { es: "Compromiso", en: "Commitment" },
  "cli.commitment-replaces": { es: "{id} (sustituye a {previous})", en: "{id} (replaces {previous})" },
  "cli.label-committed": { es: "Comprometido", en: "Committed" },
  "cli.committed-v3": {
    es: "v3: foro {forum}, cuenta {account}, pruebas v1 hasta {v1}, v2 hasta {v2}",
    en: "v3: forum {forum}, account {account}, v1 proofs until {v1}, v2 until {v2}",
  },
  "cli.committed-v2": { es: "v2 (sin foro, cuenta ni fechas de corte: «gf keys rotate» pasa a v3)", en: "v2 (no forum, account or cut-offs: \"gf keys rotate\" moves to v3)" },
  "cli.label-reveal-delay": { es: "Plazo de revelación", en: "Reveal delay" },
  "cli.audit-url": { es: "«{value}» no es la dirección de un servicio: escribe https://…", en: "\"{value}\" is not a service address: write https://…" },
  "cli.forum-wait": {
    es: "{host} pide esperar: demasiadas lecturas seguidas (429). Espero {seconds} s y vuelvo a intentarlo ({attempt} de {max})",
    en: "{host} asks to wait: too many reads in a row (429). Waiting {seconds} s before trying again ({attempt} of {max})",
  },
  "cli.audit-forum-fetch": {
    es: "no puedo leer el foro en {url}: {detail}. Si el foro no está en {forum}, da su dirección con --forum-url",
    en: "cannot read the forum at {url}: {detail}. If the forum is not at {forum}, give its address with --forum-url",
  },
  "cli.audit-no-forum": {
    es: "el documento no nombra su foro: da su dirección con --forum-url",
    en: "the document names no forum: give its address with --forum-url",
  },
  "cli.audit-no-log": { es: "el servicio no publica su registro de tiradas", en: "the service publishes no roll log" },
  "cli.audit-no-commitment": {
    es: "el compromiso del operador no está publicado en el foro: nada ancla su cadena de semillas",
    en: "the operator's commitment is not posted in the forum: nothing anchors its seed chain",
  },
  "cli.audit-endless": { es: "el registro no termina o retrocede: auditoría detenida", en: "the log never ends or goes backwards: audit stopped" },
  "cli.audit-gap": { es: "faltan las tiradas {from}–{to} del registro (retenidas o borradas)", en: "rolls {from}–{to} are missing from the log (withheld or deleted)" },
  "cli.audit-order": { es: "la tirada {seq} llega después de la {after}: registro desordenado o repetido", en: "roll {seq} comes after {after}: the log is out of order or repeated" },
  "cli.audit-link": {
    es: "la tirada {seq} no enlaza con la anterior: se reescribió o se insertó una tirada",
    en: "roll {seq} does not link to the one before: a roll was rewritten or inserted",
  },
  "cli.audit-duplicate": {
    es: "la tirada {seq} vuelve a tirar {context}, ya tirado en la {first}",
    en: "roll {seq} rolls {context} again, already rolled by roll {first}",
  },
  "cli.audit-invalid": { es: "la tirada {seq} no verifica: {check} ({code})", en: "roll {seq} does not verify: {check} ({code})" },
  "cli.audit-retired-head": {
    es: "la tirada {seq} usa la cadena {head}…, que el registro ya había dejado por una rotación: una clave retirada firmó después",
    en: "roll {seq} uses chain {head}…, which the log had already left at a rotation: a retired key signed afterwards",
  },
  "cli.audit-round-unfixed": {
    es: "{count} tiradas con baliza sin reloj que fije su ronda (el tema de compromisos no muestra el mensaje de reloj del servicio, o sus mensajes son anteriores): el staff del foro pudo elegir sus rondas cambiando la fecha de sus mensajes (tiradas {seqs})",
    en: "{count} beacon rolls have no clock to fix their round (the commitment topic shows no clock post of the service's, or their posts predate it): the forum's staff could have chosen their rounds by moving their posts' dates (rolls {seqs})",
  },
  "cli.audit-no-clock": {
    es: "la tirada {seq} ({context}) sigue al reloj del servicio, pero el foro no muestra el mensaje, su versión del reloj o la revisión del reloj que la sigue: no se puede comprobar su ronda",
    en: "roll {seq} ({context}) follows the service's clock, but the forum does not show the post, its clock version or the clock revision after it: its round cannot be checked",
  },
  "cli.audit-no-forum-time": {
    es: "la tirada {seq} ({context}) está fechada por la versión {version} del mensaje, que el foro no muestra: no se puede comprobar su hora",
    en: "roll {seq} ({context}) is dated by post version {version}, which the forum does not show: its time cannot be checked",
  },
  "cli.audit-tip-mismatch": {
    es: "la punta del registro publicada en el foro (mensaje {post}) nombra otra tirada {seq} que la del registro servido: el registro se reescribió o se bifurcó después",
    en: "the log tip posted in the forum (post {post}) names another roll {seq} than the log served: the log was rewritten or forked since",
  },
  "cli.audit-tip-order": {
    es: "la punta del mensaje {post} dice {seq} tiradas, menos que las {before} de una punta anterior: el registro retrocedió",
    en: "the tip in post {post} says {seq} rolls, fewer than the {before} of an earlier tip: the log went backwards",
  },
  "cli.audit-tip-ahead": {
    es: "el foro tiene una punta del registro con {seq} tiradas (mensaje {post}), pero el registro servido acaba en {served}: se retiene su final",
    en: "the forum holds a log tip of {seq} rolls (post {post}), but the log served ends at {served}: its tail is withheld",
  },
  "cli.audit-tip-overdue": {
    es: "la última punta del registro en el foro es de {last}: el servicio debe publicar una cada {hours} h, así que el registro no está anclado últimamente",
    en: "the forum's last log tip is of {last}: the service must post one every {hours} h, so the log is not anchored lately",
  },
  "cli.audit-old-card": {
    es: "el mensaje {post} del tema {topic} tiene una tirada antigua del servicio ({proof}) que no vale: {check}",
    en: "post {post} in topic {topic} holds an old roll of the service ({proof}) that does not stand: {check}",
  },
  "cli.audit-unlogged": {
    es: "el mensaje {post} del tema {topic} tiene una tirada del servicio ({proof}) que no está en su registro: una tirada fuera del registro",
    en: "post {post} in topic {topic} holds a roll of the service ({proof}) that is not in its log: a roll outside the log",
  },
  "cli.audit-log-fork": {
    es: "el registro ya no tiene la tirada {seq} que leyó la auditoría anterior ({file}): hay dos registros distintos",
    en: "the log no longer holds the roll {seq} the previous audit read ({file}): there are two different logs",
  },
  "cli.audit-log-refetch-fork": {
    es: "el registro leído dos veces en esta auditoría no tiene la misma tirada {seq}: el servicio sirve registros distintos a lecturas distintas",
    en: "the log read twice in this audit does not hold the same roll {seq}: the service serves different logs to different fetches",
  },
  "cli.audit-state": { es: "no puedo leer el estado de auditoría {file}: {detail}", en: "cannot read the audit state {file}: {detail}" },
  "cli.audit-category": { es: "categorías «{value}» no válidas: escribe ids separados por comas, como 5,7", en: "invalid categories \"{value}\": write ids separated by commas, such as 5,7" },
  "cli.audit-entry": {
    es: "la entrada {seq} del registro no coincide con su prueba (número, tema o mensaje)",
    en: "log entry {seq} does not match its proof (number, topic or post)",
  },
  "cli.audit-unanswered": {
    es: "la tirada {seq} ({context}) no aparece respondida en el foro",
    en: "roll {seq} ({context}) was not answered in the forum",
  },
  "cli.audit-ok": {
    es: "auditoría correcta: {rolls} tiradas en {topics} temas, cada una verificada, enlazada y respondida en el foro",
    en: "audit passed: {rolls} rolls in {topics} topics, each verified, linked and answered in the forum",
  },
  "cli.audit-problems": {
    es: "auditoría con {problems} problemas en {rolls} tiradas ({topics} temas):",
    en: "audit found {problems} problems in {rolls} rolls ({topics} topics):",
  },
  "cli.keys-rotated": {
    es: "Clave {retired} retirada (sus archivos siguen en retired/ de la carpeta de datos; sus pruebas siguen verificando). Nuevo compromiso {id}, que enlaza al retirado: reinicia el servicio y lo publicará en el tema de compromisos antes de su próxima tirada. Después pon la nueva clave pública en gf_public_key.",
    en: "Key {retired} retired (its files stay under retired/ in the data dir; its proofs keep verifying). New commitment {id}, linking to the retired one: restart the service and it posts it in the commitment topic before its next roll. Then set gf_public_key to the new public key.",
  },
  "cli.keys-created": {
    es: "clave creada en {dir} (ficheros 0600). Publica la clave pública y la cabeza de la cadena antes de tirar:",
    en: "key created in {dir} (files 0600). Publish the public key and the chain head before rolling:",
  },
  "cli.label-public-key": { es: "Clave pública", en: "Public key" },
  "cli.label-head": { es: "Cabeza", en: "Chain head" },
  "cli.label-schedule": { es: "Épocas", en: "Epochs" },
  "cli.schedule": { es: "{epochs} de {period} s desde {genesis}", en: "{epochs} of {period} s from {genesis}" },
  "cli.label-revealed": { es: "Revelada", en: "Revealed" },
  "cli.revealed": { es: "época {epoch}: {seed}", en: "epoch {epoch}: {seed}" },
  "cli.revealed-epoch": {
    es: "semilla de la época {epoch} revelada (y con ella las anteriores): {seed}",
    en: "seed of epoch {epoch} revealed (and with it every earlier one): {seed}",
  },
  // gf serve.
  "cli.port-in-use": {
    es: "el puerto {port} ya está en uso: elige otro con {flag} o con la variable {env}",
    en: "port {port} is already in use: pick another with {flag} or the {env} variable",
  },
  "cli.port-denied": {
    es: "no tengo permiso para escuchar en el puerto {port}: elige otro (por encima de 1023) con {flag} o con la variable {env}",
    en: "not allowed to listen on port {port}: pick another (above 1023) with {flag} or the {env} variable",
  },
  "cli.bad-port": {
    es: "«{value}» no es un puerto (0–65535) para {flag} / {env}",
    en: "\"{value}\" is not a port (0–65535) for {flag} / {env}",
  },
  "cli.sandbox-data-alone": {
    es: "--sandbox-data guarda el foro de pruebas: úsalo junto con --sandbox",
    en: "--sandbox-data keeps the sandbox forum: use it together with --sandbox",
  },
  "cli.sandbox-data-unreadable": {
    es: "no puedo leer el foro guardado en {file} ({detail}): arréglalo, o bórralo para empezar de cero",
    en: "cannot read the forum kept in {file} ({detail}): fix it, or delete it to start afresh",
  },
  "cli.watching": {
    es: "El servicio vigila estas categorías, cada una con el juego al que juega:\n{categories}",
    en: "The service watches these categories, each with the game it plays:\n{categories}",
  },
  "cli.sandbox-url": { es: "Foro de pruebas: {url}  (ábrelo en el navegador)", en: "Sandbox forum: {url}  (open it in a browser)" },
  "cli.sandbox-key": { es: "Clave de API (todos los usuarios): {key}", en: "API key (all users): {key}" },
  "cli.sandbox-fresh": {
    es: "El foro empieza de cero y se pierde al parar (--sandbox-data CARPETA lo guarda).",
    en: "The forum starts fresh and is lost when stopped (--sandbox-data DIR keeps it).",
  },
  "cli.sandbox-short-keys": {
    es: "Cada tirada se firma al momento y sus caras se comprueban (\"Tirada verificada del todo\") cuando se revela la semilla de su época: a lo sumo {seconds} s después.",
    en: "Each roll is signed at once, and its faces are checked (\"Roll fully verified\") once its epoch's seed is revealed: at most {seconds} s later.",
  },
  "cli.sandbox-long-keys": {
    es: "Las claves de {dir} son de antes del foro de pruebas rápido (épocas de una hora): las caras de una tirada se comprueban hasta {hours} h después. Para verlas comprobadas en un minuto, arranca con otra carpeta de datos (--data-dir) vacía.",
    en: "The keys in {dir} predate the quick sandbox (hour-long epochs): a roll's faces are checked up to {hours} h later. To see them checked within a minute, start with another, empty data dir (--data-dir).",
  },
  "cli.sandbox-kept": { es: "El foro y el almacén del servicio se guardan en {dir}.", en: "The forum and the service's store are kept in {dir}." },
  "cli.watching-game": { es: "{game}, en {lang}", en: "{game}, in {lang}" },
  "cli.lang-es": { es: "español", en: "Spanish" },
  "cli.lang-en": { es: "inglés", en: "English" },
  "cli.sandbox-setting-bad": {
    es: "--sandbox-setting {item}: espero NOMBRE=VALOR con uno de estos nombres y un número (o true/false): {names}",
    en: "--sandbox-setting {item}: expected NAME=VALUE with one of these names and a number (or true/false): {names}",
  },
  // At least min_topic_title_length (15) with title_min_entropy (10) distinct characters: Discourse refuses less.
  "cli.sandbox-try-title": { es: "Escena 1: la primera tirada", en: "Scene 1: the first roll" },
  "cli.sandbox-try": { es: "Publica en la partida de {game} como alicia:", en: "Post to the {game} table as alicia:" },
  "cli.sandbox-read": { es: "y lee la respuesta: {command}", en: "then read the reply: {command}" },
  // gf outbox retry
  "cli.outbox-retried": {
    es: "respuestas devueltas a la cola: {count}; el servicio las enviará en cuanto el foro responda",
    en: "replies put back in the queue: {count}; the service sends them as soon as the forum answers",
  },
  "cli.outbox-none": { es: "no hay respuestas muertas que reintentar", en: "no dead replies to retry" },
  "cli.outbox-dead": {
    es: "#{id} {key} (tema {topic}, mensaje {post}, {attempts} intentos, {reason}): {error}",
    en: "#{id} {key} (topic {topic}, post {post}, {attempts} attempts, {reason}): {error}",
  },
  "cli.outbox-reason-outage": { es: "el foro no respondía", en: "the forum did not answer" },
  "cli.outbox-reason-refused": { es: "el foro lo rechazó", en: "the forum refused it" },
  "cli.outbox-bad-id": { es: "«{value}» no es un número de elemento (--id)", en: "\"{value}\" is not an item number (--id)" },
  "cli.outbox-store": { es: "no he podido abrir el almacén {database}: {detail}", en: "cannot open the store {database}: {detail}" },
  // gf scene export.
  "cli.export-needs-topic": { es: "di de qué tema: --topic N", en: "say which topic: --topic N" },
  "cli.export-no-database": {
    es: "no encuentro el almacén del servicio en {database}: indícalo con --database o $GF_DATABASE",
    en: "no service store at {database}: name it with --database or $GF_DATABASE",
  },
  "cli.export-sandbox-database": {
    es: "no encuentro el almacén del servicio en {database}; el de gf serve --sandbox es {sandbox}: da --database {sandbox}",
    en: "no service store at {database}; gf serve --sandbox keeps its store in {sandbox}: give --database {sandbox}",
  },
  "cli.export-no-game": { es: "el tema {topic} no tiene partida en este almacén", en: "topic {topic} has no game in this store" },
  "cli.export-unreadable": { es: "la partida guardada del tema {topic} no se puede leer: {detail}", en: "topic {topic}'s stored game cannot be read: {detail}" },
  "cli.export-no-log": {
    es: "la partida del tema {topic} empezó antes de que el servicio guardara su registro: se exportará desde la próxima escena que se abra",
    en: "topic {topic}'s game began before the service kept its record: it can be exported from the next scene opened",
  },
  "cli.export-written": { es: "registro del tema {topic} escrito en {file}", en: "topic {topic}'s log written to {file}" },
  "cli.export-forum-url": { es: "«{value}» no es la dirección de un foro (http:// o https://)", en: "\"{value}\" is not a forum address (http:// or https://)" },
  "cli.export-forum-or-store": { es: "exporta desde el foro (--forum) o desde el almacén (--database), no desde los dos", en: "export from the forum (--forum) or from the store (--database), not both" },
  "cli.export-forum-key-pair": {
    es: "la clave de la API va con su usuario: da --api-key y --api-username (o $GF_DISCOURSE_API_KEY y $GF_DISCOURSE_API_USERNAME), o ninguno para leer como visitante",
    en: "an API key goes with its username: give --api-key and --api-username (or $GF_DISCOURSE_API_KEY and $GF_DISCOURSE_API_USERNAME), or neither to read as a visitor",
  },
  "cli.export-forum-unreachable": { es: "no llego al foro {forum} ({detail}): revisa la dirección y la red", en: "cannot reach the forum at {forum} ({detail}): check the address and the network" },
  "cli.export-forum-no-topic": { es: "el tema {topic} no está en {forum}, o no es público para quien lo lee", en: "topic {topic} is not on {forum}, or not public to the reader" },
  "cli.export-forum-key": {
    es: "{forum} rechaza la clave de la API o el usuario «{username}» (o ese usuario no puede leer el tema {topic})",
    en: "{forum} refuses the API key or the username \"{username}\" (or that user cannot read topic {topic})",
  },
  "cli.export-forum-busy": { es: "{forum} pide esperar {seconds} s (demasiadas peticiones): vuelve a intentarlo luego", en: "{forum} asks to wait {seconds} s (too many requests): try again later" },
  "cli.export-forum-status": { es: "{forum} respondió HTTP {status} al leer el tema {topic}", en: "{forum} answered HTTP {status} while reading topic {topic}" },
  "cli.export-forum-answer": { es: "{url} no respondió como un foro Discourse", en: "{url} did not answer as a Discourse forum" },
  "cli.export-forum-redirect": {
    es: "{forum} redirige a {to}: no sigo a otro sitio (la clave de la API iría con la petición); usa la dirección final con --forum",
    en: "{forum} redirects to {to}: not followed to another site (the API key would go with it); give the final address to --forum",
  },
  "cli.export-forum-edited": {
    es: "aviso: alguien editó las respuestas {posts} del servicio en el tema {topic} después de publicarlas; el servicio nunca las edita, así que su registro puede no ser el suyo (compáralo con el almacén, --database)",
    en: "warning: someone edited the service's replies {posts} in topic {topic} after they were posted; the service never edits them, so their record may not be its own (compare with the store, --database)",
  },
  "cli.export-forum-gap": {
    es: "al registro del tema {topic} en {forum} le faltan respuestas de @{service} (borradas, ocultas o demasiado largas para llevarlo): expórtalo desde el almacén del servicio (--database)",
    en: "topic {topic}'s record on {forum} misses replies of @{service} (deleted, hidden, or too long to carry it): export it from the service's store (--database)",
  },
  "cli.export-forum-no-record": {
    es: "el tema {topic} de {forum} no tiene registro de partida de @{service}: no es un tema de escena, o se jugó antes de que el servicio escribiera su registro (usa --database con el almacén del servicio)",
    en: "topic {topic} on {forum} holds no game record from @{service}: it is not a scene topic, or it was played before the service wrote its record (use --database with the service's store)",
  },
};
