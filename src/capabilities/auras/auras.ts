// Auras (1.263, 1.265, 1.268): a condition's `auras` spread their `conditions` to those they reach as the fight
// goes on, and take them back when the two part (the log's `aura` and `parted`); `harms` is dealt by the holder at
// the start of its turns; `save` is made by those reached at the start of theirs (a gaze only while the two see
// each other), a failure applying `applies` (or, failing by `failedBy.atLeast`, `failedBy.applies`) and a
// success, with `immuneOnSuccess`, keeping the aura off them. Nothing spread outlives the fight.

import { immuneTo } from "../../combat/capabilities/immunity.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { applyCondition } from "../../combat/conditions.js";
import { type Ctx, emit } from "../../combat/context.js";
import { applyDamage } from "../../combat/damage.js";
import { parsedDice } from "../../combat/dice.js";
import { fire } from "../../combat/hooks.js";
import { rollSaveTotal } from "../../combat/saves.js";
import { canSee } from "../../combat/seeing.js";
import { conditionDef, saveDifficulty } from "../../combat/stats.js";
import type { ActiveCondition, Combatant } from "../../combat/types.js";
import { usesOf } from "../../combat/uses.js";
import { type DiceRoll, rollDice } from "../../dice/index.js";
import type { AppliedCondition } from "../../ruleset/mechanics.js";
import { auraApplies } from "./applied.js";
import { auraBy } from "./defs.js";
import { creatureKeeps, sheetKeeps } from "./kept.js";
import { type HeldAura, hasAuras, heldAuras, reached, reaches } from "./reach.js";
import { immuneKey, memoryOf } from "./state.js";

/** Spreading sets hooks going, which refresh again: the inner refreshes wait for the outer one. */
let spreading = false;

const spreadKey = (from: string, aura: string, condition: string) => `${from}|${aura}|${condition}`;

/** Brings every spread condition in line with who reaches whom now. */
function refresh(ctx: Ctx): void {
  if (spreading || !hasAuras(ctx.ruleset)) return;
  spreading = true;
  try {
    const want = new Map<string, Set<string>>();
    for (const aura of heldAuras(ctx)) {
      if (!aura.def.conditions?.length) continue;
      for (const t of reached(ctx, aura)) {
        const set = want.get(t.id) ?? new Set<string>();
        want.set(t.id, set);
        for (const c of aura.def.conditions) set.add(spreadKey(aura.holder.id, aura.key, c));
      }
    }
    for (const id of ctx.state.order) {
      const t = ctx.state.combatants[id]!;
      const wanted = want.get(id) ?? new Set<string>();
      for (const cond of t.conditions.filter((c) => c.aura)) {
        const key = spreadKey(cond.source!, cond.aura!, cond.id);
        if (wanted.has(key)) wanted.delete(key);
        else part(ctx, t, cond);
      }
      for (const key of wanted) {
        const [from, aura, condition] = key.split("|") as [string, string, string];
        if (immuneTo(ctx.ruleset, ctx.state, t, condition)) continue;
        const cond: ActiveCondition = { id: condition, source: from, aura };
        t.conditions.push(cond);
        emit(ctx, { t: "aura", who: t.id, from, condition, aura });
        fire("onConditionApplied", ctx, t, cond);
      }
    }
  } finally {
    spreading = false;
  }
}

function part(ctx: Ctx, t: Combatant, cond: ActiveCondition): void {
  const i = t.conditions.indexOf(cond);
  if (i < 0) return;
  t.conditions.splice(i, 1);
  emit(ctx, { t: "parted", who: t.id, from: cond.source!, condition: cond.id, aura: cond.aura! });
  fire("onConditionEnded", ctx, t, cond, "parted");
}

/** The holder's `harms`, dealt at the start of its own turn to everyone its aura reaches. */
function harm(ctx: Ctx, aura: HeldAura): void {
  const h = aura.def.harms!;
  for (const t of reached(ctx, aura)) {
    let dice: DiceRoll | undefined;
    if (h.dice !== undefined) dice = rollDice(parsedDice(h.dice), ctx.rng);
    applyDamage(ctx, t, (dice?.total ?? 0) + (h.flat ?? 0), h.type, aura.holder.id, dice ? { dice } : {});
  }
}

/** The aura's save, made by `t` at the start of its own turn. */
function save(ctx: Ctx, aura: HeldAura, t: Combatant): void {
  const s = aura.def.save!;
  const { holder } = aura;
  // A gaze works only while the two can see each other: eyes averted from it (1.268) see nothing of it.
  if (s.seen && !(canSee(ctx, holder, t) && canSee(ctx, t, holder))) return;
  const why = conditionDef(ctx.ruleset, aura.cond.id)?.label ?? aura.cond.id;
  // 1.274: against the difficulty fixed when the aura's condition was applied to its holder, if anything applied it.
  const difficulty = (s.appliedDifficulty ? aura.cond.appliedDifficulty : undefined) ?? s.difficulty;
  const roll = rollSaveTotal(ctx, t, s.save, difficulty, why, 0, undefined, { source: holder });
  if (roll.success) {
    if (s.immuneOnSuccess) {
      const memory = memoryOf(ctx.state);
      memory.immune = [...(memory.immune ?? []), immuneKey(t.id, holder.id, aura.key)];
      refresh(ctx);
    }
    return;
  }
  const far = s.failedBy && difficulty - roll.total >= s.failedBy.atLeast;
  const applies: readonly AppliedCondition[] = far ? s.failedBy!.applies : s.applies;
  const index = Number(aura.key.slice(aura.key.lastIndexOf("#") + 1));
  for (const applied of applies) {
    applyCondition(ctx, t, applied, {
      source: holder,
      by: auraBy(aura.cond.id, index),
      save: { save: s.save, difficulty },
      why,
    });
  }
}

/** 1.269 `immuneWhenEnds`: what an aura's failed save applied has ended on `who`, however it ended (a save, its
 * timer, a cure): that holder's aura stays off them for the rest of the fight. */
function keepOffWhenEnded(ctx: Ctx, who: Combatant, cond: ActiveCondition): void {
  const m = cond.by && cond.source ? /^aura:(.+)#(\d+)$/.exec(cond.by) : null;
  if (!m || !conditionDef(ctx.ruleset, m[1]!)?.auras?.[Number(m[2])]?.save?.immuneWhenEnds) return;
  const key = immuneKey(who.id, cond.source!, `${m[1]}#${m[2]}`);
  const memory = memoryOf(ctx.state);
  if (!memory.immune?.includes(key)) memory.immune = [...(memory.immune ?? []), key];
}

function turnStart(ctx: Ctx, who: Combatant): void {
  if (!hasAuras(ctx.ruleset)) return;
  refresh(ctx);
  for (const aura of heldAuras(ctx)) {
    if (who.status !== "standing") return;
    if (aura.holder.id === who.id && aura.def.harms) harm(ctx, aura);
    else if (aura.holder.id !== who.id && aura.def.save && reaches(ctx, aura, who)) save(ctx, aura, who);
  }
  refresh(ctx);
}

export const auras: CapabilityModule = {
  id: "auras",
  keys: ["auras", "keepsOn"],
  appliedBy: (ctx, by) => (by.startsWith("aura:") ? auraApplies(ctx, by) : undefined),
  // Conditions kept for the whole fight, from a stat block or a sheet's entries.
  setupCombatant(ruleset, who, { creature, sheet }) {
    if (creature) who.conditions.push(...creatureKeeps(creature));
    else if (sheet) who.conditions.push(...sheetKeeps(ruleset, sheet));
  },
  // An entry that only keeps conditions on its holder is held, never used.
  offer(_ctx, _who, use) {
    return use.m.keepsOn ? "kept, not used" : undefined;
  },
  // 1.274: a condition whose aura saves against what applied it keeps its applier's save difficulty: the applying
  // use's save, or for a use without one the difficulty its applier's saves would have with it.
  shapeCondition(ctx, _target, cond, _applied, save) {
    if (!cond.source || !conditionDef(ctx.ruleset, cond.id)?.auras?.some((a) => a.save?.appliedDifficulty)) return;
    if (save) {
      cond.appliedDifficulty = save.difficulty;
      return;
    }
    const source = ctx.state.combatants[cond.source];
    const use = source && cond.by ? usesOf(ctx.ruleset, ctx.state, source).find((u) => u.id === cond.by) : undefined;
    if (source && use) cond.appliedDifficulty = saveDifficulty(ctx.ruleset, ctx.state, source, use);
  },
  onTurnStart: turnStart,
  onTurnEnd: refresh,
  onMoveStep: refresh,
  onUseEnd: refresh,
  onDamage: refresh,
  onConditionApplied: refresh,
  onConditionEnded(ctx, who, cond) {
    keepOffWhenEnded(ctx, who, cond);
    refresh(ctx);
  },
  onFightEnd(ctx) {
    // What auras spread disappears with the fight.
    for (const id of ctx.state.order) {
      const t = ctx.state.combatants[id]!;
      t.conditions = t.conditions.filter((c) => !c.aura);
    }
  },
};
