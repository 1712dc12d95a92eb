// A target test (`{ types, tags }`): what a creature is, read from its stat block. A character sheet has neither
// types nor tags (see the format's decisions), so a test naming either never passes one. A test may also bound the
// creature's size (`upToSize`, `atLeastSize`) by its place in `combat.sizes`: a creature by its stat block, a
// sheet by the default size.
import type { RulesetDoc } from "../ruleset/ruleset.js";
import { creatureOf } from "./stats.js";
import type { Combatant } from "./types.js";

export interface TargetTest {
  readonly types?: readonly string[];
  readonly tags?: readonly string[];
  /** At most this size of `combat.sizes`. */
  readonly upToSize?: string;
  /** At least this size of `combat.sizes`. */
  readonly atLeastSize?: string;
}

/** The place of a size in `combat.sizes` (0 when the ruleset has none or does not list it). */
export function sizeIndex(ruleset: RulesetDoc, size: string | undefined): number {
  return Math.max(0, ruleset.combat?.sizes?.order.findIndex((s) => s.id === size) ?? 0);
}

/** A combatant's place in `combat.sizes`: a creature by its stat block, a sheet by the default size. */
export function sizeRank(ruleset: RulesetDoc, c: Combatant): number {
  return sizeIndex(ruleset, creatureOf(ruleset, c)?.size ?? ruleset.combat?.sizes?.default);
}

/** Whether `c` passes `test`: one of its types when it names types, one of its tags when it names tags, and a size
 * within its bounds. */
export function passesTest(ruleset: RulesetDoc, c: Combatant, test: TargetTest): boolean {
  const creature = creatureOf(ruleset, c);
  const types = creature?.types ?? [];
  const tags = creature?.tags ?? [];
  if (test.upToSize !== undefined && sizeRank(ruleset, c) > sizeIndex(ruleset, test.upToSize)) return false;
  if (test.atLeastSize !== undefined && sizeRank(ruleset, c) < sizeIndex(ruleset, test.atLeastSize)) return false;
  return (
    (test.types === undefined || test.types.some((x) => types.includes(x))) &&
    (test.tags === undefined || test.tags.some((x) => tags.includes(x)))
  );
}
