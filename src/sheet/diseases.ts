// 1.260/1.261: conditions that act on their holder's rests. The save is rolled first; a failure (or no save)
// lowers the health maximum by the rolled amount, lasting or until the next rest; `cures` ends it on a success.
import { parseDiceOrThrow, rollDice } from "../dice/index.js";
import type { Rng } from "../random/rng.js";
import type { RulesetDoc } from "../ruleset/index.js";
import { rollCheck } from "./checks.js";
import { endCondition, heldConditions } from "./conditions.js";
import { conditionRules, healthPoolId } from "./doc.js";
import type { DraftSheet } from "./draft.js";
import type { SheetEvent } from "./events.js";
import { curedBy } from "./rules-read.js";
import { giveBackCondition, lowerMax } from "./seal.js";

/** Ends a condition and, when it says so, gives back what its rests took (however it is lifted). */
export function cureCondition(doc: RulesetDoc, draft: DraftSheet, id: string, reason: string): SheetEvent[] {
  const events = endCondition(draft, id, reason);
  if (events.length > 0 && conditionRules(doc, id)?.onRest?.restoredWhenCured)
    events.push(...giveBackCondition(draft, id));
  return events;
}

/**
 * 1.176 `ends` used on the sheet's own holder: held conditions named by id or by kind end in the order
 * listed, at most `count`; each gives back what its rests took when it says so. `cure` is where the cure comes
 * from and the level paid for it, which a condition may ask of its cure (1.261).
 */
export function endsOnSelf(
  doc: RulesetDoc,
  draft: DraftSheet,
  ends: { readonly conditions: readonly string[]; readonly count?: number },
  reason: string,
  cure: { readonly catalog?: string; readonly level: number },
): SheetEvent[] {
  const events: SheetEvent[] = [];
  let left = ends.count ?? Number.POSITIVE_INFINITY;
  for (const want of ends.conditions) {
    for (const id of [...heldConditions(draft)]) {
      if (left <= 0) return events;
      const rules = conditionRules(doc, id);
      if (id !== want && !rules?.kinds?.includes(want)) continue;
      // 1.261 `curedOnlyBy`: a cure from another catalog, or paid lower, leaves it.
      if (!curedBy(rules?.curedOnlyBy, cure.catalog, cure.level)) continue;
      const ended = cureCondition(doc, draft, id, reason);
      if (ended.length > 0) left -= 1;
      events.push(...ended);
    }
  }
  return events;
}

export function diseasesOnRest(doc: RulesetDoc, draft: DraftSheet, rest: string, rng: Rng): SheetEvent[] {
  const events: SheetEvent[] = [];
  const health = healthPoolId(doc);
  for (const id of [...heldConditions(draft)]) {
    const onRest = conditionRules(doc, id)?.onRest;
    if (!onRest?.rests.includes(rest)) continue;
    if (onRest.save) {
      const check = rollCheck(doc, draft, onRest.save.save, { difficulty: onRest.save.difficulty }, rng);
      events.push(check);
      if (check.success) {
        if (onRest.save.cures) events.push(...cureCondition(doc, draft, id, "saved"));
        continue;
      }
    }
    if (!onRest.lowersMax || !health) continue;
    let by = onRest.lowersMax.flat ?? 0;
    if (onRest.lowersMax.dice) {
      const roll = rollDice(parseDiceOrThrow(onRest.lowersMax.dice), rng);
      events.push({ type: "roll", what: `${id}: lowers maximum`, roll });
      by += roll.total;
    }
    events.push(...lowerMax(doc, draft, health, by, { lasting: onRest.lasting === true, condition: id }));
  }
  return events;
}
