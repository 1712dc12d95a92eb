// `combat.levels`: rules that switch on when a sheet's derived value reaches a level (a class feature such as
// Brutal Critical or Fast Movement). Each level reached works like a condition its holder always has: its
// `effects` and `modifiers` count wherever conditions do. Levels of one value stack, one per level reached.
import type { CombatConditionDef } from "../../ruleset/combat.js";
import type { RulesetDoc } from "../../ruleset/ruleset.js";
import type { CapabilityModule } from "../capability.js";
import { readValue, sheetSource } from "../source.js";

export interface CombatLevelDef {
  readonly derived: string;
  readonly at: number;
  readonly effects?: readonly string[];
  readonly modifiers?: CombatConditionDef["modifiers"];
  readonly conditionImmunities?: readonly string[];
}

declare module "../../ruleset/combat.js" {
  interface CombatBlock {
    readonly levels?: readonly CombatLevelDef[];
  }
}

const PREFIX = "level:";

/** The rule of a level as a condition, by its id (`level:<index>`); undefined for any other id. */
export function levelCondition(ruleset: RulesetDoc, id: string): CombatConditionDef | undefined {
  if (!id.startsWith(PREFIX)) return undefined;
  const i = Number(id.slice(PREFIX.length));
  const l = ruleset.combat?.levels?.[i];
  if (!l) return undefined;
  // Everything but the switch itself is the condition's: keys packages add on both (`fellsGrant`) come along.
  const { derived: _derived, at: _at, ...rule } = l;
  return { ...rule, id, label: `${l.derived} ${l.at}` };
}

export const levels: CapabilityModule = {
  id: "levels",
  keys: ["combat.levels"],
  // Levels never change within a fight: each sheet's are worked out once, at the first turn.
  onTurnStart(ctx) {
    const defs = ctx.ruleset.combat?.levels;
    if (!defs?.length) return;
    for (const [id, sheet] of Object.entries(ctx.state.sheets)) {
      const c = ctx.state.combatants[id];
      if (!c || c.levels) continue;
      const src = sheetSource(ctx.ruleset, sheet);
      c.levels = defs.flatMap((l, i) => (readValue(src, { derived: l.derived }) >= l.at ? [`${PREFIX}${i}`] : []));
    }
  },
};
