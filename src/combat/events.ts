// Typed events of the combat log. Every event is plain JSON; `formatEvent` renders it as a line of text.
import type { DiceRoll } from "../dice/index.js";
import type { Cell } from "../ruleset/encounter.js";
import { type Names, plainNames } from "./names.js";
import type { Moment, Outcome, Side } from "./terms.js";

export interface D20Record {
  readonly rolls: readonly number[];
  readonly mode: string;
  readonly natural: number;
}

export interface ContestRoll {
  readonly check: string;
  readonly d20: D20Record;
  readonly bonus: number;
  readonly total: number;
}

/**
 * Extension point "events": the events a capability package adds, by declaration merging, each under its `t`
 * (`interface PackageEvents { "harm-copied": { t: "harm-copied"; … } }`); their wording comes with the package
 * (`CapabilityPackage.events`) and is installed by the composition root.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging from the packages
export interface PackageEvents {}

/** A package's wording of one of its events. */
export type EventText = (e: CombatEvent, names: Names) => string;

const packageTexts = new Map<string, EventText>();

/** Called once by the composition root with every package's event wording. */
export function installEventTexts(texts: readonly (Readonly<Record<string, EventText>> | undefined)[]): void {
  packageTexts.clear();
  for (const byType of texts)
    for (const [t, text] of Object.entries(byType ?? {})) {
      if (packageTexts.has(t)) throw new Error(`event ${JSON.stringify(t)} is worded by two packages`);
      packageTexts.set(t, text);
    }
}

export type CombatEvent = CoreEvent | PackageEvents[keyof PackageEvents];

type CoreEvent =
  | { t: "start"; combatants: { id: string; side: Side; hp: number; at?: Cell }[]; board: boolean }
  | { t: "initiative"; who: string; d20: D20Record; bonus: number; total: number }
  /** A total the host set (the Game Master rolled at the table): nothing was rolled. */
  | { t: "initiative-set"; who: string; total: number }
  | { t: "round"; round: number }
  | { t: "turn"; who: string; round: number }
  | { t: "end-turn"; who: string }
  | {
      t: "use";
      who: string;
      use: string;
      name: string;
      targets: string[];
      at?: Cell;
      level?: number;
      /** 1.306: what its strikes carry (a conjured weapon's `magical`). */
      qualities?: string[];
    }
  | { t: "pay"; who: string; pool: string; amount: number; level?: number }
  | { t: "budget"; who: string; budget: string; change: number }
  | { t: "standard"; who: string; action: string; budget: string }
  | {
      t: "attack";
      who: string;
      target: string;
      d20: D20Record;
      bonus: number;
      total: number;
      defense: number;
      /** How much the packages' adjustments moved the defense (a floor raising it, 1.406), already in `defense`. */
      adjusted?: number;
      /** Cover the target had, already in `defense`. */
      cover?: "half" | "three-quarters";
      result: "hit" | "critical" | "miss";
    }
  | {
      t: "save";
      who: string;
      save: string;
      d20: D20Record;
      bonus: number;
      total: number;
      difficulty: number;
      success: boolean;
      why: string;
    }
  | {
      t: "check";
      who: string;
      check: string;
      d20: D20Record;
      bonus: number;
      total: number;
      difficulty: number;
      success: boolean;
    }
  | {
      t: "damage";
      who: string;
      source: string;
      type: string;
      rolled: number;
      taken: number;
      absorbed: number;
      hp: number;
      dice?: DiceRoll;
      why?: "resisted" | "immune" | "vulnerable" | "halved";
    }
  | { t: "heal"; who: string; source: string; amount: number; hp: number; dice?: DiceRoll }
  /** 1.191: healing its holder's `cannot-heal` condition prevented. */
  | { t: "heal-blocked"; who: string; source: string; why: "cannot-heal" }
  | { t: "temporary"; who: string; amount: number }
  | { t: "condition"; who: string; condition: string; source?: string; why: string }
  /** A contest (`combat.contests`): each side's best check rolled; the actor wins only by beating the target. */
  | {
      t: "contest";
      who: string;
      target: string;
      contest: string;
      attacker: ContestRoll;
      defender: ContestRoll;
      won: boolean;
    }
  /** An escape contest against the difficulty of the use that applied the hold (1.174 `escapeDc: "save"`). */
  | { t: "escape"; who: string; from: string; contest: string; attacker: ContestRoll; difficulty: number; won: boolean }
  /** Moved by someone else, not walking: no budget, no movement spent and no reactions on the way. */
  | { t: "pushed"; who: string; by: string; path: Cell[] }
  | { t: "condition-ended"; who: string; condition: string; why: string }
  /** A foe no longer has `who` hidden from it (`combat.hiding`): it sees them clearly, notices them, or searched. */
  | { t: "found"; who: string; by: string; why: "seen" | "noticed" | "search" }
  /** An aura's condition reached someone (1.263): `aura` names the holder's condition and the aura's index. */
  | { t: "aura"; who: string; from: string; condition: string; aura: string }
  /** …and came off when the two parted, or the holder stopped spreading it (1.263). */
  | { t: "parted"; who: string; from: string; condition: string; aura: string }
  /** Eyes averted from a gaze holder, or turned to it again (1.268). */
  | { t: "averted"; who: string; from: string; what: "avert" | "look" }
  /** A counted `saveEnds` ran out of failures: the condition became another (1.258). */
  | { t: "worsened"; who: string; condition: string; becomes: string }
  /** A spent `recharge` action's roll at the start of its holder's turn. */
  | { t: "recharge"; who: string; use: string; name: string; dice: DiceRoll; on: number; recharged: boolean }
  /** `combat.drawing`: a weapon drawn (or picked up, `from: "ground"`), and those dropped to free a hand. */
  | { t: "draw"; who: string; item?: string; name?: string; from?: "ground"; drops?: string[] }
  /** An item stack used up (`quantity`) or its charges spent (`charges`). */
  | {
      t: "item";
      who: string;
      item: string;
      name: string;
      what: "quantity" | "charges";
      from: number;
      to: number;
      /** The last charge's die (`charges.breaksOn`): the face rolled and whether the item broke. */
      lastCharge?: { sides: number; face: number; broke: boolean };
    }
  | {
      t: "zone";
      what: "appear" | "catch" | "end" | "move" | "drift" | "ground" | "detonate" | "grow" | "alight" | "burn";
      by: string;
      use: string;
      name: string;
      who?: string;
      /** A moved or drifted zone's centre before and after (1.173). */
      from?: Cell;
      to?: Cell;
      /** Everyone a detonating zone caught as it went off, and how many times it has grown (1.183). */
      caught?: string[];
      grown?: number;
      trigger?: string;
      left?: number;
      why?: string;
    }
  /** A failed save turned into a success by Legendary Resistance, with the uses left this fight. */
  | { t: "legendary-resistance"; who: string; left: number }
  /** A signature action bought between turns: the points it cost and those left; `spell` what it cast (1.284). */
  | { t: "signature"; who: string; use: string; name: string; cost: number; left: number; spell?: string }
  | {
      t: "teleport";
      who: string;
      name: string;
      from?: Cell;
      /** Where it landed; none when it left the fight (1.279). */
      to?: Cell;
      left?: true;
      carries: { who: string; from?: Cell; to?: Cell }[];
    }
  | { t: "smoke"; what: "form" | "clear"; by: string; cells: Cell[] }
  /** An enemy that teleported out of the fight (1.279), named in the recap before the outcome. */
  | { t: "escaped"; who: string }
  | { t: "concentration"; who: string; use: string; what: "start" | "end"; why?: string }
  /** 1.306: a weapon conjured into its user's hand, a held one bound, or the weapon gone (dismissed, its conjurer dead). */
  | {
      t: "conjure";
      who: string;
      what: "conjure" | "bind" | "dismiss" | "vanish";
      item: string;
      name: string;
      /** The weapon it replaced, which is gone (or, bound, back to what it was). */
      replaced?: string;
    }
  | { t: "move"; who: string; path: Cell[]; cost: number }
  /** 1.285: the cell chosen to move to after an action could no longer be reached once it was done. */
  | { t: "stays"; who: string; at: Cell; why: "unreachable" }
  | { t: "window"; moment: Moment; subject: string; about?: string; ask: string[] }
  | { t: "reaction"; who: string; use: string; moment: Moment }
  | { t: "pass"; who: string; moment: Moment }
  | { t: "lair"; who: string; round: number }
  | { t: "lair-action"; who: string; use: string; name: string }
  | { t: "death-save"; who: string; d20: D20Record; success: boolean; successes: number; failures: number }
  | { t: "down"; who: string }
  | { t: "stable"; who: string }
  /** `why`: "massive" when massive damage killed outright (`dying.massive`). */
  | { t: "dead"; who: string; why?: "massive" }
  | { t: "fled"; who: string }
  /** 1.323: dropped to zero on Held Ground (`ground` its label): felled, or reaped by a blow that reaps. */
  | { t: "felled"; who: string; ground: string }
  | { t: "reaped"; who: string; ground: string }
  /** 1.323: a character's live track moved in the fight (Held Ground's marks; 1.330: spent). */
  | { t: "mark"; who: string; track: string; from: number; to: number }
  /** 1.330: the story lifted Held Ground. */
  | { t: "held-ground-lifted"; ground: string }
  /** 1.330: a character's marks on `track` fall due, one death save each with `bonus` added. */
  | { t: "owing"; who: string; track: string; marks: number; bonus: number }
  | {
      t: "owing-save";
      who: string;
      d20: D20Record;
      bonus: number;
      total: number;
      success: boolean;
      successes: number;
      failures: number;
    }
  | { t: "outcome"; outcome: Outcome; round: number };

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
    case "draw":
      return drawText(who, e);
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
    default: {
      const text = packageTexts.get((e as { t: string }).t);
      return text ? text(e, n) : (e as { t: string }).t;
    }
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

function drawText(who: string, e: Extract<CombatEvent, { t: "draw" }>): string {
  const drops = e.drops?.length ? `drops the ${e.drops.join(" and the ")}` : "";
  const takes = e.name ? `${e.from === "ground" ? "picks up" : "draws"} the ${e.name}` : "";
  return `${who} ${[drops, takes].filter(Boolean).join(" and ")}`;
}
