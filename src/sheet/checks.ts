// Checks outside combat: ability, skill and save rolls with proficiency tiers, advantage and disadvantage
// that cancel, 1.408 face rerolls, 1.418 floors and 1.419 untrained and ability `checkAdd` bonuses.

import type { RollMode } from "../dice/index.js";
import { combineModes, parseDiceOrThrow, rollD20, rollDice } from "../dice/index.js";
import type { Rng } from "../random/rng.js";
import type { RulesetDoc, SheetData } from "../ruleset/index.js";
import { abilityMod } from "./abilities.js";
import { contextOf } from "./context.js";
import { checkDef } from "./doc.js";
import { reject } from "./errors.js";
import type { SheetEvent } from "./events.js";
import type { CheckModifier } from "./rules-read.js";
import { rollSources } from "./sources.js";
import { evaluate, skillMod, skillOrSave, tierIndex } from "./value.js";

export interface CheckOptions {
  /** Sources of advantage and disadvantage from the situation; they cancel with the sheet's own as in 5e. */
  readonly advantage?: number;
  readonly disadvantage?: number;
  /** A shorthand for one source of either. */
  readonly mode?: RollMode;
  readonly difficulty?: number;
}

export type CheckEvent = Extract<SheetEvent, { type: "check" }>;

interface Resolved {
  readonly id: string;
  readonly kind: "ability" | "skill" | "save";
  readonly ability: string;
  /** The skill or save id, for tiers and filters. */
  readonly of?: string;
}

/** A check by the id of a ruleset check, or directly by a skill, save or ability id. */
export function resolveCheck(doc: RulesetDoc, id: string): Resolved {
  const def = checkDef(doc, id);
  const target = def ? (def.skill ?? def.save ?? def.ability) : id;
  if (target !== undefined) {
    const ctx = contextOf(doc, { name: "", abilities: {} });
    const found = skillOrSave(ctx, target);
    if (found) return { id, kind: found.kind, ability: found.def.ability, of: target };
    if (doc.sheet.abilities.some((a) => a.id === target)) return { id, kind: "ability", ability: target };
  }
  return reject("unknown-check", `no check, skill, save or ability ${JSON.stringify(id)}`, "check");
}

function applies(m: CheckModifier, check: Resolved): boolean {
  if (check.kind === "save") return m.to === "saves" && (!m.saves || m.saves.includes(check.of!));
  return m.to === "checks" && (!m.abilities || m.abilities.includes(check.ability));
}

export function rollCheck(doc: RulesetDoc, sheet: SheetData, id: string, opts: CheckOptions, rng: Rng): CheckEvent {
  const check = resolveCheck(doc, id);
  const ctx = contextOf(doc, sheet);
  const sources = rollSources(doc, sheet);
  const mods = sources.modifiers.filter((m) => applies(m, check));

  let modifier: number;
  if (check.kind === "ability") {
    const def = doc.sheet.abilities.find((a) => a.id === check.ability)!;
    const index = doc.sheet.abilities.indexOf(def);
    modifier =
      abilityMod(ctx, check.ability) +
      (def.checkAdd ? evaluate(ctx, def.checkAdd, `sheet.abilities[${index}].checkAdd`) : 0);
  } else {
    modifier = skillMod(ctx, check.of!);
  }
  for (const m of mods) {
    modifier += m.flat ?? 0;
    if (m.dice) modifier += rollDice(parseDiceOrThrow(m.dice), rng).total;
  }

  const advantage =
    (opts.advantage ?? 0) + (opts.mode === "advantage" ? 1 : 0) + mods.filter((m) => m.mode === "advantage").length;
  const disadvantage =
    (opts.disadvantage ?? 0) +
    (opts.mode === "disadvantage" ? 1 : 0) +
    mods.filter((m) => m.mode === "disadvantage").length;
  const d20 = rollD20(rng, combineModes(advantage, disadvantage));

  // 1.408: each die showing the face is rerolled once and the new number kept.
  const kindName = check.kind === "save" ? "saves" : "checks";
  const faces = sources.rerollsFace.filter((r) => !r.rolls || r.rolls.includes(kindName)).map((r) => r.face);
  const dice = [...d20.rolls];
  const rerolled: { index: number; from: number; to: number }[] = [];
  dice.forEach((value, index) => {
    if (faces.includes(value)) {
      dice[index] = rng.die(20);
      rerolled.push({ index, from: value, to: dice[index] });
    }
  });
  let die = d20.mode === "advantage" ? Math.max(...dice) : d20.mode === "disadvantage" ? Math.min(...dice) : dice[0];

  // 1.418: floors apply to checks only, narrowed by proficiency, abilities and skills.
  let floorTotal: number | undefined;
  if (check.kind !== "save") {
    for (const floor of sources.checkFloors) {
      if (floor.proficient && (check.kind !== "skill" || tierIndex(ctx, check.of!) === 0)) continue;
      if (floor.abilities && !floor.abilities.includes(check.ability)) continue;
      if (floor.skills && (check.kind !== "skill" || !floor.skills.includes(check.of!))) continue;
      if (floor.face !== undefined && die < floor.face) die = floor.face;
      if (floor.total !== undefined) {
        const t = evaluate(ctx, floor.total, "checkFloor.total");
        floorTotal = Math.max(floorTotal ?? t, t);
      }
    }
  }
  let total = die + modifier;
  let floored: number | undefined;
  if (floorTotal !== undefined && total < floorTotal) {
    total = floorTotal;
    floored = floorTotal;
  }
  const event: CheckEvent = {
    type: "check",
    check: id,
    kind: check.kind,
    mode: d20.mode,
    rolls: d20.rolls,
    rerolled,
    die,
    modifier,
    total,
    ...(floored !== undefined ? { floored } : {}),
    ...(opts.difficulty !== undefined ? { difficulty: opts.difficulty, success: total >= opts.difficulty } : {}),
  };
  return event;
}
