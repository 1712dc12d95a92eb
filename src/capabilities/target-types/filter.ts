// Whom an entry can affect (`targetTypes`): what a creature is (`is`, `not`), its ability scores within bounds, and
// no immunity to the conditions named. A score the creature is written without never excludes it (1.185, 1.191);
// a party member's score is its sheet's. An aimed use offers no one else; an area catches them and passes over
// them, saying so.

import { immuneTo } from "../../combat/capabilities/immunity.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { type Ctx, emit } from "../../combat/context.js";
import { sheetSource } from "../../combat/source.js";
import { creatureOf } from "../../combat/stats.js";
import { passesTest } from "../../combat/target-test.js";
import type { Combatant } from "../../combat/types.js";
import { abilityScore } from "../../sheet/abilities.js";
import type { TargetTypes } from "./def.js";

/** `c`'s score, or undefined when it is written without one. */
function scoreOf(ctx: Ctx, c: Combatant, ability: string): number | undefined {
  const creature = creatureOf(ctx.ruleset, c);
  if (creature) return creature.abilities[ability];
  const sheet = ctx.state.sheets[c.id];
  if (!sheet || sheet.abilities[ability] === undefined) return undefined;
  return abilityScore(sheetSource(ctx.ruleset, sheet).ctx, ability);
}

function within(ctx: Ctx, c: Combatant, bounds: Readonly<Record<string, number>> | undefined, atLeast: boolean) {
  for (const [ability, bound] of Object.entries(bounds ?? {})) {
    const score = scoreOf(ctx, c, ability);
    if (score !== undefined && (atLeast ? score < bound : score > bound)) return false;
  }
  return true;
}

export function affects(ctx: Ctx, t: TargetTypes, c: Combatant): boolean {
  if (t.is && !passesTest(ctx.ruleset, c, t.is)) return false;
  if (t.not && passesTest(ctx.ruleset, c, t.not)) return false;
  if (!within(ctx, c, t.abilityAtMost, false) || !within(ctx, c, t.abilityAtLeast, true)) return false;
  return !t.notImmuneTo?.some((id) => immuneTo(ctx.ruleset, ctx.state, c, id));
}

export const targetTypes: CapabilityModule = {
  id: "target-types",
  keys: ["targetTypes"],
  narrow(ctx, _who, use, candidates) {
    const t = use.m.targetTypes;
    if (!t) return candidates;
    return candidates.filter((id) => affects(ctx, t, ctx.state.combatants[id]!));
  },
  decide(ctx, act, use, target) {
    const t = use.m.targetTypes;
    if (!t || affects(ctx, t, target)) return undefined;
    emit(ctx, { t: "unaffected", who: target.id, by: act.actor, use: use.id });
    return { lands: false };
  },
};
