// The committed 5e-database import (rulesets/srd5e-import.json, written by scripts/import-srd.mjs) as tests
// read it: every imported monster in a ruleset beside the bundled spells, and the report.

import imported from "../../rulesets/srd5e-import.json" with { type: "json" };
import type { CombatConditionDef, CreatureDef, RulesetDoc } from "../../src/ruleset/index.js";
import { ruleset } from "./helpers.js";

interface Gap {
  readonly part: string;
  readonly section: string;
}

export const importReport = imported.report as unknown as {
  monsters: { id: string; name: string; complete: boolean; gaps: Gap[] }[];
  spells: { id: string; name: string; complete: boolean; gaps: Gap[] }[];
};

export const importedCreatures = imported.creatures as unknown as CreatureDef[];

/** The combat conditions imported monsters keep on (their auras). */
export const importedConditions = (imported.conditions as unknown as { condition: CombatConditionDef }[]).map(
  (c) => c.condition,
);

/** The bundled ruleset with every imported monster, complete or not, as its bestiary, and their auras. */
export const withEveryMonster: RulesetDoc = {
  ...ruleset,
  combat: {
    ...ruleset.combat!,
    conditions: [
      ...(ruleset.combat?.conditions ?? []),
      ...importedConditions.filter((c) => !ruleset.combat?.conditions?.some((o) => o.id === c.id)),
    ],
  },
  catalogs: {
    ...ruleset.catalogs,
    creatures: { label: "Imported creatures", type: "creatures", entries: importedCreatures },
  },
};

export function importedCreature(id: string): CreatureDef {
  const c = importedCreatures.find((e) => e.id === id);
  if (!c) throw new Error(`no imported creature ${id}`);
  return c;
}
