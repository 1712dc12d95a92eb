// The wording of the combat log: `formatEvent` renders an event as a line of text. A package registers the
// wording of its own events (`CapabilityPackage.events`), asked before the core's own cases.
import type { Cell } from "../ruleset/encounter.js";
import type { CombatEvent, D20Record, EventText } from "./events.js";
import { packageMoment } from "./moments.js";
import { type Names, plainNames } from "./names.js";
import type { Moment } from "./terms.js";

export const sign = (n: number) => (n < 0 ? `- ${-n}` : `+ ${n}`);
export const d20Text = (d: D20Record) =>
  d.rolls.length > 1 ? `d20 (${d.mode}: ${d.rolls.join(", ")})` : `d20 (${d.natural})`;
export const cellText = (c: Cell) => `(${c.join(", ")})`;
/** The one an event names as `who`, as a person reads it ("" when it names no one). */
export const whoText = (e: CombatEvent, n: Names) => ("who" in e && e.who !== undefined ? n.who(e.who) : "");

/** A package's wording of its own events, by event type, each given an event of its type
 * (`CapabilityPackage.events`). */
export type EventWordings = {
  readonly [T in CombatEvent["t"]]?: (e: Extract<CombatEvent, { t: T }>, names: Names) => string;
};

const article = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);

const packageTexts = new Map<string, EventText>();
/** The events whose roll spends a budget first, so the spending joins their line: the core's contest, and those
 * packages list in `spendsFirst` (an escape). */
const spendingFirst = new Set<string>(["contest"]);

/** Called once by the composition root with every package's event wording: one owner per event type. */
export function installEventTexts(
  texts: readonly (EventWordings | undefined)[],
  spendsFirst: readonly CombatEvent["t"][] = [],
): void {
  packageTexts.clear();
  spendingFirst.clear();
  for (const t of ["contest", ...spendsFirst]) spendingFirst.add(t);
  for (const byType of texts)
    for (const [t, text] of Object.entries(byType ?? {})) {
      if (packageTexts.has(t)) throw new Error(`event ${JSON.stringify(t)} is worded by two packages`);
      packageTexts.set(t, text as EventText);
    }
}

/** Whether an event of type `t` spends a budget just before it, the spending joining its line in the log. */
export function spendsFirst(t: string): boolean {
  return spendingFirst.has(t);
}

/**
 * One line of readable text for an event. `names` turns the ids it carries into what a person reads
 * (`namesFor(ruleset, state)`); without it the ids are shown as they are.
 */
export function formatEvent(e: CombatEvent, names: Names = plainNames): string {
  const own = packageTexts.get(e.t);
  if (own) return own(e, names);
  const n = names;
  const who = whoText(e, n);
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
      return `${who} attacks ${n.who(e.target)}: ${d20Text(e.d20)} ${sign(e.bonus)} = ${e.total} vs defense ${e.defense}${e.adjusted ? ` (${e.adjusted > 0 ? "raised" : "lowered"} by ${Math.abs(e.adjusted)})` : ""}${e.cover ? ` (${e.cover} cover)` : ""}: ${e.result}`;
    case "save":
      return `${who} saves (${n.check(e.save)}, ${e.why}): ${d20Text(e.d20)} ${sign(e.bonus)} = ${e.total} vs ${e.difficulty}: ${e.success ? "success" : "failure"}`;
    case "check":
      return `${who} checks ${n.check(e.check)}: ${d20Text(e.d20)} ${sign(e.bonus)} = ${e.total} vs ${e.difficulty}: ${e.success ? "success" : "failure"}`;
    case "damage":
      return `${who} takes ${e.taken} ${e.type} damage from ${n.who(e.source)}${e.dice ? ` (${e.dice.expr}: ${e.rolled})` : ` (${e.rolled})`}${e.why ? `, ${e.why}` : ""}${e.absorbed ? `, ${e.absorbed} absorbed` : ""}; ${e.hp} hp left`;
    case "heal":
      return `${who} regains ${e.amount} from ${n.who(e.source)}; ${e.hp} hp`;
    case "heal-blocked":
      return e.why === "cannot-heal-nonmagical"
        ? `${who} cannot regain hit points but by magic (${n.who(e.source)}'s healing is not magical)`
        : `${who} cannot regain hit points (${n.who(e.source)}'s healing is prevented)`;
    case "temporary":
      return `${who} gains ${e.amount} temporary points`;
    case "condition":
      if (e.already) return `${who} already has ${e.already}: ${e.condition} does not take effect`;
      return `${who} is ${e.condition} (${e.why}${e.source ? `, from ${n.who(e.source)}` : ""})`;
    case "contest":
      return `${who} ${e.won ? "wins" : "loses"} ${n.action(e.contest)} against ${n.who(e.target)}: ${n.check(e.attacker.check)} ${e.attacker.total} vs ${n.check(e.defender.check)} ${e.defender.total}`;
    case "pushed":
      return `${who} is pushed by ${n.who(e.by)} to ${e.path.at(-1)?.join(",") ?? "where it stood"}`;
    case "condition-ended":
      return `${who} is no longer ${e.condition} (${e.why})`;
    case "recharge":
      return `${who} rolls to recharge ${e.name}: ${e.dice.expr} (${e.dice.total}) vs ${e.on}: ${e.recharged ? "recharged" : "not yet"}`;
    case "item":
      return `${who}'s ${e.name}: ${e.what} ${e.from} → ${e.to}${e.lastCharge ? ` (last charge: d${e.lastCharge.sides} ${e.lastCharge.face}${lastChargeText(e.lastCharge)})` : ""}`;
    case "concentration":
      return e.what === "start"
        ? `${who} concentrates on ${n.use(e.who, e.use)}`
        : `${who} stops concentrating on ${n.use(e.who, e.use)} (${e.why ?? "ended"})`;
    case "move":
      return `${who} moves ${e.path.map(cellText).join(" → ")} (${n.distance(e.cost)})`;
    case "stays":
      return `${who} stays: ${cellText(e.at)} can no longer be reached`;
    case "window":
      return `${momentText(e, n)}: ${e.ask.map(n.who).join(", ")} may ${ACTING_MOMENTS.has(e.moment) || packageMoment(e.moment)?.acts ? "act" : "react"}`;
    case "reaction":
      return `${who} reacts with ${n.use(e.who, e.use)}`;
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
    case "outcome":
      return `The fight is over after ${e.round} round${e.round === 1 ? "" : "s"}: ${e.outcome}`;
    case "draw":
      return drawText(who, e);
    default:
      // An event of a package whose wording was not installed (an engine always installs its packages').
      return (e as { t: string }).t;
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
const ACTING_MOMENTS: ReadonlySet<Moment> = new Set(["between-turns", "own-hit"]);

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
      return `${s}'s attack on ${about} is over`;
    case "caught":
      return `${about} catches ${s}'s missile`;
    case "within-reach":
      return `${s} comes within reach`;
    case "leaves-reach":
      return `${s} leaves reach`;
    case "between-turns":
      return `After ${s}'s turn`;
    default:
      return packageMoment(e.moment)?.text(s, about) ?? `${s}: ${e.moment}`;
  }
}

function drawText(who: string, e: Extract<CombatEvent, { t: "draw" }>): string {
  const drops = e.drops?.length ? `drops the ${e.drops.join(" and the ")}` : "";
  const takes = e.name ? `${e.from === "ground" ? "picks up" : "draws"} the ${e.name}` : "";
  return `${who} ${[drops, takes].filter(Boolean).join(" and ")}`;
}

/** What the last charge's die did: the item broke, became another (1.272) or regained charges (1.271). */
function lastChargeText(l: NonNullable<Extract<CombatEvent, { t: "item" }>["lastCharge"]>): string {
  if (l.becomes) return `, it becomes ${l.becomes.name}`;
  if (l.regains) return `, it regains ${l.regains.to} charges`;
  return l.broke ? ", it breaks" : "";
}
