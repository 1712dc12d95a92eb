// Taking a choice: it must match an option of the menu exactly; otherwise a rejection with a code, and the
// state is untouched. The step runs on a private copy of the state.
import type { RulesetDoc } from "../ruleset/ruleset.js";
import type { CapabilitySet } from "./capability.js";
import { active, type Ctx, makeCtx, readCtx } from "./context.js";
import { copyState } from "./copy.js";
import { run } from "./driver.js";
import { limited, openWindowTop } from "./menu.js";
import { options, whoActs } from "./options.js";
import { capabilitiesOf } from "./registry.js";
import { seal } from "./sealed.js";
import type { ChooseResult } from "./step.js";
import type { Choice, CombatState, Option, Rejection, RejectionCode } from "./types.js";

const reject = (code: RejectionCode, message: string, path: string): { rejected: Rejection } => ({
  rejected: { code, message, path },
});

/** A value from a choice as a message shows it: a client may send strings of any length. */
function quoted(value: unknown): string {
  if (typeof value !== "string")
    return typeof value === "number" || typeof value === "boolean" ? String(value) : `a ${typeof value}`;
  return JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);
}

function isCell(v: unknown): v is [number, number] {
  return Array.isArray(v) && v.length === 2 && v.every((n) => Number.isInteger(n));
}

/** Checks a choice against its option; returns a rejection or undefined. The modules check the parts of a
 * choice they give meaning to first (the `checkChoice` extension point, given the fight as it stands, which they
 * only read), in hook order. */
export function checkChoice(
  caps: CapabilitySet,
  option: Option,
  choice: Choice,
  ctx: Ctx,
): { rejected: Rejection } | undefined {
  let whole = false;
  for (const m of caps.modulesWith("checkChoice")) {
    const said = m.checkChoice!(option, choice, ctx);
    if (said === "whole") whole = true;
    else if (said) return { rejected: said };
  }
  if (option.payments?.length) {
    if (choice.pay !== undefined && !option.payments.some((p) => p.pool === choice.pay)) {
      return reject("bad-payment", `cannot pay with ${quoted(choice.pay)}`, "pay");
    }
  } else if (choice.pay !== undefined) return reject("bad-payment", "this option costs nothing to choose from", "pay");
  // A module checked the cells and targets of an option it shaped itself (a teleport's landing and companions).
  if (whole) return undefined;
  return checkAim(option, choice);
}

/** Checks a choice's cell and targets against an option's (a module that reshapes an option checks them here). */
export function checkAim(option: Option, choice: Choice): { rejected: Rejection } | undefined {
  if (option.cells) {
    if (!isCell(choice.at)) return reject("bad-cell", "this option needs a cell `at`: [x, y]", "at");
    if (!option.cells.some((c) => c[0] === choice.at![0] && c[1] === choice.at![1])) {
      return reject("bad-cell", `(${choice.at.join(", ")}) is not one of the option's cells`, "at");
    }
  } else if (choice.at !== undefined) return reject("bad-cell", "this option takes no cell", "at");
  const t = option.targets;
  if (!t) {
    if (choice.targets?.length) return reject("bad-targets", "this option takes no targets", "targets");
    return undefined;
  }
  const targets = choice.targets ?? [];
  if (!Array.isArray(targets)) return reject("bad-targets", "targets must be a list of combatant ids", "targets");
  const pay = option.payments?.find((p) => p.pool === choice.pay) ?? option.payments?.[0];
  if (option.steps) return checkSequence(t, targets);
  const max = Math.min(t.max, pay?.maxTargets ?? t.max);
  // Counted first: a list of any length costs no more than the menu's own bound.
  if (targets.length > Math.max(max, t.candidates.length))
    return reject("too-many-targets", `choose at most ${max} target(s)`, "targets");
  for (let i = 0; i < targets.length; i++) {
    if (!t.candidates.includes(targets[i]!))
      return reject("bad-target", `${quoted(targets[i])} cannot be targeted`, `targets[${i}]`);
    if (!t.repeat && targets.indexOf(targets[i]!) !== i)
      return reject("bad-target", `${targets[i]} is named twice`, `targets[${i}]`);
  }
  if (targets.length < t.min) return reject("too-few-targets", `choose at least ${t.min} target(s)`, "targets");
  if (targets.length > max) return reject("too-many-targets", `choose at most ${max} target(s)`, "targets");
  return undefined;
}

/** A multiattack names one target per attack, in order; the same one may take several attacks. */
function checkSequence(t: NonNullable<Option["targets"]>, targets: readonly string[]) {
  if (targets.length > t.max) return reject("too-many-targets", `at most one target per attack (${t.max})`, "targets");
  for (let i = 0; i < targets.length; i++) {
    if (!t.candidates.includes(targets[i]!))
      return reject("bad-target", `${quoted(targets[i])} cannot be targeted`, `targets[${i}]`);
  }
  if (targets.length < t.min) return reject("too-few-targets", `choose at least ${t.min} target(s)`, "targets");
  return undefined;
}

/** A choice the turn menu's limits refuse (extension point "menu limits"): one the option as the modules list it
 * would take, answered with the limiting module's rejection rather than as unknown or badly filled. */
function limitedChoice(ruleset: RulesetDoc, state: CombatState, choice: Choice): { rejected: Rejection } | undefined {
  const ctx = readCtx(ruleset, state);
  if (openWindowTop(ctx)) return undefined;
  const found = limited(ctx, active(state), choice.option);
  if (!found || checkChoice(ctx.caps, found.listed, choice, ctx)) return undefined;
  return found.option && !checkChoice(ctx.caps, found.option, choice, ctx) ? undefined : { rejected: found.why };
}

export function choose(ruleset: RulesetDoc, state: CombatState, choice: Choice): ChooseResult {
  if (state.outcome) return reject("over", `the fight is over (${state.outcome})`, "");
  if (choice === null || typeof choice !== "object" || typeof choice.option !== "string") {
    return reject("bad-choice", "a choice is an object with an `option` id", "option");
  }
  // A choice may say whose it is, so a server can pass a player's choice on as it came.
  if (choice.who !== undefined) {
    if (typeof choice.who !== "string") return reject("bad-choice", "`who` is a combatant id", "who");
    const acting = whoActs(state);
    if (choice.who !== acting) {
      return reject("not-your-turn", `${quoted(choice.who)} is not the one to act now (${acting ?? "no one"})`, "who");
    }
  }
  const option = options(ruleset, state).find((o) => o.id === choice.option);
  if (!option) {
    const limited = limitedChoice(ruleset, state, choice);
    if (limited) return limited;
    return reject("unknown-option", `${quoted(choice.option)} is not on the menu of ${whoActs(state)}`, "option");
  }
  const bad = checkChoice(capabilitiesOf(ruleset), option, choice, readCtx(ruleset, state));
  if (bad) return limitedChoice(ruleset, state, choice) ?? bad;
  // Sheets and the board are read-only during a fight: the new state shares them (which also keeps the
  // geometry core's board painted between steps); everything else is a private copy.
  const draft = copyState(state);
  const ctx = makeCtx(ruleset, draft);
  const who = draft.combatants[option.who]!;
  ctx.caps.moduleById(option.module)!.take!(ctx, who, option, choice);
  run(ctx);
  draft.rng = ctx.rng.toJSON();
  return { state: seal(draft), events: ctx.events };
}
