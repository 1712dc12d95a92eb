// 1.424: ending conditions applied by catalog entries (5e Dispel Magic). A condition an entry applies keeps the level
// that entry was paid at (else the entry's own level). `endsSpells` then ends, on each creature it reaches, the
// conditions applied by entries of its catalogs, highest level first (the order held among equals), at most `count`
// of them: those within `upTo` outright, those above only on a successful check against `above.dc` plus their
// level (a failed check leaves it, and does not count against `count`).

import type { CapabilityModule } from "../../combat/capability.js";
import { applyingAct, endCondition } from "../../combat/conditions.js";
import { type Ctx, combatant, emit } from "../../combat/context.js";
import { findEntry } from "../../combat/entries.js";
import { checkModifiers } from "../../combat/modifier-rolls.js";
import { opposeRoll, rollWithMode } from "../../combat/rolls.js";
import { readValue } from "../../combat/source.js";
import { checkBonus, sourceOf } from "../../combat/stats.js";
import type { ActFrame, ActiveCondition, Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/use-def.js";
import type { EntryDef } from "../../ruleset/catalog.js";
import type { RulesetDoc } from "../../ruleset/ruleset.js";
import type { EndsSpellsDef } from "./def.js";

/** The entry a condition was applied by, when its `by` names one of `catalogs`. */
function appliedByEntry(ruleset: RulesetDoc, cond: ActiveCondition, catalogs: readonly string[]): EntryDef | undefined {
  const by = cond.by;
  if (!by) return undefined;
  const slash = by.indexOf("/");
  if (slash < 0 || !catalogs.includes(by.slice(0, slash))) return undefined;
  return findEntry(ruleset, by) as EntryDef | undefined;
}

/** The conditions on `target` applied by entries of the catalogs, with their levels, highest first. */
export function spellsOn(ruleset: RulesetDoc, target: Combatant, def: EndsSpellsDef) {
  const out: { cond: ActiveCondition; level: number }[] = [];
  for (const cond of target.conditions) {
    const entry = appliedByEntry(ruleset, cond, def.catalogs);
    if (entry) out.push({ cond, level: cond.level ?? entry.level ?? 0 });
  }
  // A stable sort: among equals, the order they are held in.
  return out.sort((a, b) => b.level - a.level);
}

/** The level `upTo` stands for, used as `use` was paid for in `act`; unbounded when omitted. */
export function upToLevel(def: EndsSpellsDef, use: UseDef, act: Pick<ActFrame, "level">): number {
  if (def.upTo === undefined) return Number.POSITIVE_INFINITY;
  return def.upTo === "paid" ? (act.level ?? use.level ?? 0) : def.upTo;
}

/** The user's bonus for the check of `above`. */
export function aboveBonus(ctx: Ctx, user: Combatant, check: NonNullable<EndsSpellsDef["above"]>["check"]): number {
  return typeof check === "string"
    ? checkBonus(ctx.ruleset, ctx.state, user, check)
    : readValue(sourceOf(ctx.ruleset, ctx.state, user), check);
}

function checkPasses(ctx: Ctx, user: Combatant, use: UseDef, def: EndsSpellsDef, level: number): boolean {
  const above = def.above!;
  const named = typeof above.check === "string" ? above.check : undefined;
  const mods = checkModifiers(ctx, user, named);
  const bonus = aboveBonus(ctx, user, above.check) + mods.add;
  const difficulty = above.dc + level;
  const roller = { who: user, kind: "checks", ...(named ? { check: named } : {}) } as const;
  const rolled = rollWithMode(ctx, mods.advantages, mods.disadvantages, bonus, roller);
  // What the other side holds may lower a check that succeeds (1.257: Cutting Words on Counterspell's check).
  const r = {
    ...rolled,
    total: opposeRoll(ctx, roller, { natural: rolled.natural, total: rolled.total, against: difficulty }),
  };
  const success = r.total >= difficulty;
  emit(ctx, {
    t: "check",
    who: user.id,
    check: named ?? use.name,
    d20: { rolls: r.rolls, mode: r.mode, natural: r.natural },
    bonus,
    total: r.total,
    difficulty,
    success,
  });
  return success;
}

export const endsSpells: CapabilityModule = {
  id: "ends-spells",
  keys: ["endsSpells"],
  onConditionApplied(ctx, _who, cond) {
    const act = applyingAct(ctx, cond);
    if (act?.level !== undefined) cond.level = act.level;
  },
  onHit(ctx, act, use, target, result) {
    const def = use.m.endsSpells;
    if (!def || !result.lands) return;
    const user = combatant(ctx, act.actor);
    const upTo = upToLevel(def, use, act);
    let left = def.count ?? Number.POSITIVE_INFINITY;
    for (const { cond, level } of spellsOn(ctx.ruleset, target, def)) {
      if (left <= 0) break;
      // Already ended along with another one (1.202), or by a concentration it held up.
      if (!target.conditions.includes(cond)) continue;
      if (level > upTo && (!def.above || !checkPasses(ctx, user, use, def, level))) continue;
      endCondition(ctx, target, cond, use.name);
      left--;
    }
  },
};
