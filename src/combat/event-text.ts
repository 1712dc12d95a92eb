// The wording of the combat log: `formatEvent` renders an event as a line of text. A package registers the
// wording of its own events (`CapabilityPackage.events`), asked before the core's own cases.
import type { Cell } from "../ruleset/encounter.js";
import type { CombatEvent, D20Record } from "./events.js";
import { type Names, plainNames } from "./names.js";
import type { Moment } from "./terms.js";

const sign = (n: number) => (n < 0 ? `- ${-n}` : `+ ${n}`);
const d20Text = (d: D20Record) =>
  d.rolls.length > 1 ? `d20 (${d.mode}: ${d.rolls.join(", ")})` : `d20 (${d.natural})`;
const cellText = (c: Cell) => `(${c.join(", ")})`;
const article = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);

/**
 * One line of readable text for an event. `names` turns the ids it carries into what a person reads
 * (`namesFor(ruleset, state)`); without it the ids are shown as they are.
 */
export function formatEvent(e: CombatEvent, names: Names = plainNames): string {
  const n = names;
  const who = "who" in e && e.who !== undefined ? n.who(e.who) : "";
  switch (e.t) {
    case "start":
      return `Fight starts ${e.board ? "on a board" : "without a board"}: ${e.combatants.map((c) => `${n.who(c.id)} (${c.side}, ${c.hp} hp)`).join(", ")}`;
    case "initiative":
      return `${who} rolls initiative: ${d20Text(e.d20)} ${sign(e.bonus)} = ${e.total}`;
    case "initiative-set":
      return `${who} has initiative ${e.total}`;
    case "round":
      return `Round ${e.round}`;
    case "turn":
      return `${who}'s turn`;
    case "end-turn":
      return `${who} ends the turn`;
    case "use":
      return useText(e, n);
    case "pay":
      return `${who} pays ${paymentText(e, n)}`;
    case "budget":
      return `${who} ${e.change < 0 ? "spends" : "gains"} ${budgetText(e, n)}`;
    case "standard":
      return `${who} takes ${n.action(e.action)} as ${article(n.budget(e.budget))}`;
    case "attack":
      return `${who} attacks ${n.who(e.target)}: ${d20Text(e.d20)} ${sign(e.bonus)} = ${e.total} vs defense ${e.defense}${e.cover ? ` (${e.cover} cover)` : ""}: ${e.result}`;
    case "save":
      return `${who} saves (${n.check(e.save)}, ${e.why}): ${d20Text(e.d20)} ${sign(e.bonus)} = ${e.total} vs ${e.difficulty}: ${e.success ? "success" : "failure"}`;
    case "check":
      return `${who} checks ${n.check(e.check)}: ${d20Text(e.d20)} ${sign(e.bonus)} = ${e.total} vs ${e.difficulty}: ${e.success ? "success" : "failure"}`;
    case "damage":
      return `${who} takes ${e.taken} ${e.type} damage from ${n.who(e.source)}${e.dice ? ` (${e.dice.expr}: ${e.rolled})` : ` (${e.rolled})`}${e.why ? `, ${e.why}` : ""}${e.absorbed ? `, ${e.absorbed} absorbed` : ""}; ${e.hp} hp left`;
    case "heal":
      return `${who} regains ${e.amount} from ${n.who(e.source)}; ${e.hp} hp`;
    case "heal-blocked":
      return `${who} cannot regain hit points (${n.who(e.source)}'s healing is prevented)`;
    case "temporary":
      return `${who} gains ${e.amount} temporary points`;
    case "condition":
      return `${who} is ${e.condition} (${e.why}${e.source ? `, from ${n.who(e.source)}` : ""})`;
    case "contest":
      return `${who} ${e.won ? "wins" : "loses"} ${n.action(e.contest)} against ${n.who(e.target)}: ${n.check(e.attacker.check)} ${e.attacker.total} vs ${n.check(e.defender.check)} ${e.defender.total}`;
    case "escape":
      return `${who} ${e.won ? "escapes" : "fails to escape"} ${n.who(e.from)}'s hold (${n.action(e.contest)}): ${n.check(e.attacker.check)} ${e.attacker.total} vs DC ${e.difficulty}`;
    case "pushed":
      return `${who} is pushed by ${n.who(e.by)} to ${e.path.at(-1)?.join(",") ?? "where it stood"}`;
    case "condition-ended":
      return `${who} is no longer ${e.condition} (${e.why})`;
    case "found":
      return `${who} is no longer hidden from ${n.who(e.by)} (${e.why === "search" ? "found by a search" : e.why})`;
    case "aura":
      return `${n.who(e.from)}'s aura gives ${who} ${e.condition}`;
    case "parted":
      return `${who} loses ${e.condition} from ${n.who(e.from)}'s aura`;
    case "averted":
      return e.what === "avert"
        ? `${who} averts their eyes from ${n.who(e.from)}`
        : `${who} looks at ${n.who(e.from)} again`;
    case "worsened":
      return `${who}'s ${e.condition} worsens into ${e.becomes}`;
    case "recharge":
      return `${who} rolls to recharge ${e.name}: ${e.dice.expr} (${e.dice.total}) vs ${e.on}: ${e.recharged ? "recharged" : "not yet"}`;
    case "item":
      return `${who}'s ${e.name}: ${e.what} ${e.from} → ${e.to}${e.lastCharge ? ` (last charge: d${e.lastCharge.sides} ${e.lastCharge.face}${e.lastCharge.broke ? ", it breaks" : ""})` : ""}`;
    case "zone":
      return zoneText(e, n);
    case "teleport":
      return teleportText(e, n);
    case "escaped":
      return `${who} escaped`;
    case "smoke":
      return `${e.what === "form" ? "Smoke hides" : "The smoke clears from"} ${e.cells.map(cellText).join(", ")}${e.what === "form" ? ` (${n.who(e.by)})` : ""}`;
    case "concentration":
      return e.what === "start"
        ? `${who} concentrates on ${n.use(e.who, e.use)}`
        : `${who} stops concentrating on ${n.use(e.who, e.use)} (${e.why ?? "ended"})`;
    case "conjure":
      return e.what === "conjure" || e.what === "bind"
        ? `${who} ${e.what === "bind" ? "binds" : "conjures"} ${e.name} into their hand${e.replaced ? ` (replacing ${e.replaced})` : ""}`
        : `${who}'s ${e.name} ${e.what === "dismiss" ? "is dismissed" : "vanishes"}`;
    case "move":
      return `${who} moves ${e.path.map(cellText).join(" → ")} (${n.distance(e.cost)})`;
    case "stays":
      return `${who} stays: ${cellText(e.at)} can no longer be reached`;
    case "legendary-resistance":
      return `${who} succeeds instead (Legendary Resistance, ${e.left} left)`;
    case "signature":
      return `${who} spends ${e.cost} point${e.cost === 1 ? "" : "s"} on ${e.name}${e.spell ? ` (${e.spell})` : ""} (${e.left} left)`;
    case "window":
      return `${momentText(e, n)}: ${e.ask.map(n.who).join(", ")} may ${ACTING_MOMENTS.has(e.moment) ? "act" : "react"}`;
    case "reaction":
      return `${who} reacts with ${n.use(e.who, e.use)}`;
    case "lair":
      return `${who}'s lair count comes round (round ${e.round})`;
    case "lair-action":
      return `${who} takes a lair action: ${e.name}`;
    case "pass":
      return `${who} lets the moment pass`;
    case "death-save":
      return `${who} makes a death save: ${d20Text(e.d20)}: ${e.success ? "success" : "failure"} (${e.successes} successes, ${e.failures} failures)`;
    case "down":
      return `${who} falls`;
    case "stable":
      return `${who} is stable`;
    case "dead":
      return `${who} dies${e.why === "massive" ? " of massive damage" : ""}`;
    case "fled":
      return `${who} flees the fight`;
    case "felled":
      return `${who} is felled on ${e.ground}`;
    case "reaped":
      return `${who} is reaped on ${e.ground}`;
    case "mark":
      return `${who}'s ${e.track} moves from ${e.from} to ${e.to}`;
    case "held-ground-lifted":
      return `${e.ground} is lifted`;
    case "owing":
      return `${who}'s ${e.marks} mark${e.marks === 1 ? "" : "s"} on ${e.track} fall due (${sign(e.bonus)} each)`;
    case "owing-save":
      return `${who} makes a death save for a mark: ${d20Text(e.d20)} ${sign(e.bonus)} = ${e.total}: ${e.success ? "success" : "failure"} (${e.successes} successes, ${e.failures} failures)`;
    case "outcome":
      return `The fight is over after ${e.round} round${e.round === 1 ? "" : "s"}: ${e.outcome}`;
  }
}

/** A use's line; `verb` is "reacts with" when the use answers a reaction window (see log-text.ts). */
export function useText(e: Extract<CombatEvent, { t: "use" }>, n: Names, verb = "uses"): string {
  return `${n.who(e.who)} ${verb} ${e.name}${e.qualities?.length ? ` (${e.qualities.join(", ")})` : ""}${e.level !== undefined ? ` at level ${e.level}` : ""}${e.targets.length ? ` on ${e.targets.map(n.who).join(", ")}` : ""}${e.at ? ` at ${cellText(e.at)}` : ""}`;
}

/** What a payment takes from a pool: "1 of their 1st-level spell slots". */
export function paymentText(e: Extract<CombatEvent, { t: "pay" }>, n: Names): string {
  return `${e.amount} of their ${n.pool(e.pool)}`;
}

/** A budget spent or gained: "an action", "2 bonus actions". */
export function budgetText(e: Extract<CombatEvent, { t: "budget" }>, n: Names): string {
  const k = Math.abs(e.change);
  return k === 1 ? article(n.budget(e.budget)) : `${k} ${n.budget(e.budget)}s`;
}

/** Moments whose window lets its askers act rather than react (between turns, at a lair count, on their own hit). */
const ACTING_MOMENTS: ReadonlySet<Moment> = new Set(["between-turns", "lair", "own-hit"]);

function momentText(e: Extract<CombatEvent, { t: "window" }>, n: Names): string {
  const s = n.who(e.subject);
  const about = e.about !== undefined ? n.who(e.about) : "";
  switch (e.moment) {
    case "hit":
    case "own-hit":
      return `${s} hits ${about}`;
    case "harmed":
      return `${s} harms ${about}`;
    case "aimed":
      return `${s} aims at ${about}`;
    case "attacked":
      return `${s} attacks ${about}`;
    case "caught":
      return `${s}'s area reaches ${about}`;
    case "within-reach":
      return `${s} comes within reach`;
    case "leaves-reach":
      return `${s} leaves reach`;
    case "between-turns":
      return `After ${s}'s turn`;
    case "lair":
      return `${s}'s lair count`;
  }
}

function zoneText(e: Extract<CombatEvent, { t: "zone" }>, n: Names): string {
  const by = n.who(e.by);
  const who = e.who !== undefined ? n.who(e.who) : "";
  switch (e.what) {
    case "appear":
      return `${by}'s ${e.name} lasts ${e.left} turn${e.left === 1 ? "" : "s"}`;
    case "catch":
      return `${by}'s ${e.name} catches ${who} (${e.trigger})`;
    case "move":
    case "drift":
      return `${by}'s ${e.name} ${e.what === "move" ? "moves" : "drifts"} (${e.from?.join(", ")}) → (${e.to?.join(", ")})`;
    case "ground":
      return `${by}'s ${e.name} hurts ${who} moving through it`;
    case "detonate":
      return `${by}'s ${e.name} goes off${e.caught?.length ? ` on ${e.caught.map(n.who).join(", ")}` : ""}`;
    case "grow":
      return `${by}'s ${e.name} grows (${e.grown} times)`;
    case "alight":
      return `${by}'s ${e.name} catches fire`;
    case "burn":
      return `${by}'s ${e.name} burns ${who}`;
    case "end":
      return `${by}'s ${e.name} ends (${e.why})`;
  }
}

function teleportText(e: Extract<CombatEvent, { t: "teleport" }>, n: Names): string {
  const cell = (c: Cell | undefined) => (c ? cellText(c) : "");
  const along = e.carries.length
    ? `, taking ${e.carries.map((c) => (e.left ? n.who(c.who) : `${n.who(c.who)} to ${cell(c.to)}`)).join(", ")}`
    : "";
  if (e.left) return `${n.who(e.who)} teleports with ${e.name}: Left the fight${along}`;
  return `${n.who(e.who)} teleports with ${e.name} ${cell(e.from)} → ${cell(e.to)}${along}`;
}
