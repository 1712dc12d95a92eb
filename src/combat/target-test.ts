// A target test (`{ types, tags }`): what a creature is, read from its stat block. A character sheet has neither
// types nor tags (see the format's decisions), so a test naming either never passes one.
import type { RulesetDoc } from "../ruleset/ruleset.js";
import { creatureOf } from "./stats.js";
import type { Combatant } from "./types.js";

export interface TargetTest {
  readonly types?: readonly string[];
  readonly tags?: readonly string[];
}

/** Whether `c` passes `test`: one of its types when it names types, one of its tags when it names tags. */
export function passesTest(ruleset: RulesetDoc, c: Combatant, test: TargetTest): boolean {
  const creature = creatureOf(ruleset, c);
  const types = creature?.types ?? [];
  const tags = creature?.tags ?? [];
  return (
    (test.types === undefined || test.types.some((x) => types.includes(x))) &&
    (test.tags === undefined || test.tags.some((x) => tags.includes(x)))
  );
}
