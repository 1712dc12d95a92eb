// Initiative at the start of a fight: rolled for everyone (a check, so `checks` modifiers count), or set by the
// host where the Game Master rolled at the table: a total for some or all, or the whole order.
import { type Ctx, emit } from "./context.js";
import { checkModifiers } from "./modifier-rolls.js";
import { rollWithMode } from "./rolls.js";
import { abilityModifier, readValue } from "./source.js";
import { sourceOf } from "./stats.js";

/** What the host says of initiative (`CombatSetup.initiative`); whoever it leaves out rolls. */
export interface InitiativeSetup {
  /** Initiative totals by combatant id ("Aria", "Goblin 2"): these are not rolled. */
  readonly totals?: Readonly<Record<string, number>>;
  /** The whole turn order, every combatant once: taken as it is, whatever the totals (ties, a house rule). */
  readonly order?: readonly string[];
}

/** A problem with the host's initiative, as a setup error's path, code and message. */
export interface InitiativeProblem {
  readonly path: string;
  readonly code: string;
  readonly message: string;
}

/** What is wrong with the host's initiative for a fight of `ids`, if anything. */
export function initiativeProblem(
  given: InitiativeSetup | undefined,
  ids: readonly string[],
): InitiativeProblem | undefined {
  if (given === undefined) return undefined;
  if (typeof given !== "object" || given === null || Array.isArray(given))
    return { path: "initiative", code: "bad-initiative", message: "initiative is { totals?, order? }" };
  const known = new Set(ids);
  if (given.totals !== undefined) {
    if (typeof given.totals !== "object" || given.totals === null || Array.isArray(given.totals))
      return { path: "initiative.totals", code: "bad-initiative", message: "totals are { combatant id: number }" };
    for (const [id, total] of Object.entries(given.totals)) {
      if (!known.has(id))
        return {
          path: `initiative.totals.${id}`,
          code: "unknown-combatant",
          message: `no combatant ${JSON.stringify(id)} in this fight`,
        };
      if (typeof total !== "number" || !Number.isInteger(total) || Math.abs(total) > 1000)
        return {
          path: `initiative.totals.${id}`,
          code: "bad-initiative",
          message: "a total is a whole number from -1000 to 1000",
        };
    }
  }
  if (given.order !== undefined) {
    if (!Array.isArray(given.order))
      return { path: "initiative.order", code: "bad-initiative", message: "the order is a list of combatant ids" };
    const seen = new Set<string>();
    for (let i = 0; i < given.order.length; i++) {
      const id = given.order[i];
      if (typeof id !== "string" || !known.has(id))
        return {
          path: `initiative.order[${i}]`,
          code: "unknown-combatant",
          message: `no combatant ${JSON.stringify(id)} in this fight`,
        };
      if (seen.has(id))
        return { path: `initiative.order[${i}]`, code: "bad-initiative", message: `${id} is named twice` };
      seen.add(id);
    }
    const missing = ids.find((id) => !seen.has(id));
    if (missing !== undefined)
      return { path: "initiative.order", code: "bad-initiative", message: `the order leaves out ${missing}` };
  }
  return undefined;
}

/** Sets everyone's initiative and sorts the order: given totals kept, the others rolled, a given order last. */
export function settleInitiative(ctx: Ctx, given: InitiativeSetup = {}): void {
  const { ruleset, state } = ctx;
  const rule = ruleset.combat?.initiative;
  const ability = rule?.ability ?? ruleset.sheet.abilities.find((a) => a.id === "dex")?.id;
  const bonus: Record<string, number> = {};
  for (const id of state.order) {
    const c = state.combatants[id]!;
    const src = sourceOf(ruleset, state, c);
    bonus[id] =
      (ability ? abilityModifier(src, ability) : 0) + (rule?.add !== undefined ? readValue(src, rule.add) : 0);
    const set = given.totals?.[id];
    if (set !== undefined) {
      c.initiative = set;
      emit(ctx, { t: "initiative-set", who: id, total: set });
      continue;
    }
    // Initiative is a check: the holder's `checks` modifiers count (a poisoned creature's disadvantage).
    const mods = checkModifiers(ctx, c, ctx.ruleset.combat?.initiative?.ability);
    const r = rollWithMode(ctx, mods.advantages, mods.disadvantages, bonus[id] + mods.add);
    c.initiative = r.total;
    emit(ctx, {
      t: "initiative",
      who: id,
      d20: { rolls: r.rolls, mode: r.mode, natural: r.natural },
      bonus: bonus[id] + mods.add,
      total: r.total,
    });
  }
  if (given.order) {
    state.order.splice(0, state.order.length, ...given.order);
    return;
  }
  // Ties go to the higher bonus, then the party, then the order they were set up in.
  const setupIndex = new Map(state.order.map((id, i) => [id, i]));
  state.order.sort((a, b) => {
    const ca = state.combatants[a]!;
    const cb = state.combatants[b]!;
    return (
      cb.initiative - ca.initiative ||
      bonus[b]! - bonus[a]! ||
      (ca.side === cb.side ? 0 : ca.side === "party" ? -1 : 1) ||
      setupIndex.get(a)! - setupIndex.get(b)!
    );
  });
}
