// Capability package "base": The base game: turns and budgets, using entries (attack rolls, saves, checks, damage, healing, conditions), concentration, movement, reactions, opportunity attacks, dying and fleeing.

import { acting } from "../../combat/capabilities/acting.js";
import { attack } from "../../combat/capabilities/attack.js";
import { bonusSpell } from "../../combat/capabilities/bonus-spell.js";
import { budgets } from "../../combat/capabilities/budgets.js";
import { check } from "../../combat/capabilities/check.js";
import { concentration } from "../../combat/capabilities/concentration.js";
import { contests } from "../../combat/capabilities/contests.js";
import { costs } from "../../combat/capabilities/costs.js";
import { dealing } from "../../combat/capabilities/dealing.js";
import { drawing } from "../../combat/capabilities/drawing.js";
import { durations } from "../../combat/capabilities/durations.js";
import { dying } from "../../combat/capabilities/dying.js";
import { endsWhen } from "../../combat/capabilities/ends-when.js";
import { flee } from "../../combat/capabilities/flee.js";
import { grants } from "../../combat/capabilities/grants.js";
import { healing } from "../../combat/capabilities/healing.js";
import { help } from "../../combat/capabilities/help.js";
import { items } from "../../combat/capabilities/items.js";
import { levels } from "../../combat/capabilities/levels.js";
import { moments } from "../../combat/capabilities/moments.js";
import { movement } from "../../combat/capabilities/movement.js";
import { onEnd } from "../../combat/capabilities/on-end.js";
import { opportunity } from "../../combat/capabilities/opportunity.js";
import { reactions } from "../../combat/capabilities/reactions.js";
import { readying } from "../../combat/capabilities/readying.js";
import { recharge } from "../../combat/capabilities/recharge.js";
import { riders } from "../../combat/capabilities/riders.js";
import { save } from "../../combat/capabilities/save.js";
import { sequence } from "../../combat/capabilities/sequence.js";
import { standard } from "../../combat/capabilities/standard.js";
import { turn } from "../../combat/capabilities/turn.js";
import type { CapabilityPackage } from "../../combat/package.js";

export const basePackage: CapabilityPackage = {
  id: "base",
  summary:
    "The base game: turns and budgets, using entries (attack rolls, saves, checks, damage, healing, conditions), concentration, movement, reactions, opportunity attacks, dying and fleeing.",
  implements: [
    "base mechanics",
    "base kind",
    "base range",
    "base area",
    "base targets",
    "base targetCount",
    "base friendlyFire",
    "base amount",
    "1.83 amountAdd",
    "1.83 amountAdd.field",
    "base damageType",
    "base attackRoll",
    "base autoHit",
    "base save",
    "base applies",
    "base temporary",
    "base scales",
    "base cost",
    "base perCostStep",
    "base targetsPerCostStep",
    "base budget",
    "base concentration",
    "base reaction",
    "base free",
    "base gives",
    "base standard",
    "base rider",
    "base check",
    "base defender",
    "base onWin.ends",
    "base grants.budget",
    "base grants.attacks",
    "base whileSourceInSight",
    "base applies[].endsWhen",
    "base combat.levels",
    "base conditionImmunities",
    "base combat.dying",
    // The engine's own keys (registry/engine-keys.ts).
    "base combat.dying.massive",
    "base combat.bonusSpell",
    "base combat.bonusSpell.budget",
    "base combat.bonusSpell.catalogs",
    "base combat.bonusSpell.cantrip",
    "base combat.drawing",
    "base combat.drawing.twoHanded",
    "base combat.drawing.thrown",
    "base combat.drawing.shield",
    "base combat.distance",
    "base combat.conditions",
    'base effects: "speed-zero"',
    "base combat.sizes",
    "base combat.damageTypes",
    "base combat.checks[].skillMod",
    "base plus",
    '1.191 effects: "cannot-heal"',
    // Values and keys the base modules play as the reference says (test/combat/claimed-values.test.ts).
    '1.181 kind: "utility"',
    '1.184 save.onSuccess: "none"',
    '1.247 effects: "attacks-against-advantage"',
    'base {to: "attacks"}.mode',
    'base {to: "attacks-taken"}.mode',
    'base {to: "saves"}.mode',
    "1.291 standard.actions",
    "1.282 area.around",
    "1.282 area.throughWalls",
    "1.179 combat.components",
    "1.179 combat.components[].id",
    "1.179 combat.components[].label",
    "1.179 components",
    // An item's use takes an entry's area and concentration (test/spec/1.174-spell-scrolls.test.ts).
    "1.174 concentration",
    "1.181 area",
    "1.307 concentration",
  ],
  modules: [
    { priority: 10, module: turn },
    { priority: 20, module: levels },
    { priority: 30, module: budgets },
    { priority: 40, module: grants },
    { priority: 50, module: costs },
    // after budgets: vetoes a spell by the budget it would be cast on (the engine's own combat.bonusSpell).
    { priority: 55, module: bonusSpell },
    { priority: 60, module: recharge },
    { priority: 90, module: items },
    // before acting builds a weapon's option and its attack resolves (the engine's own combat.drawing).
    { priority: 95, module: drawing },
    { priority: 100, module: acting },
    { priority: 120, module: sequence },
    { priority: 150, module: standard },
    { priority: 160, module: help },
    { priority: 180, module: contests },
    { priority: 200, module: readying },
    { priority: 210, module: movement },
    { priority: 220, module: flee },
    { priority: 240, module: moments },
    { priority: 250, module: attack },
    { priority: 260, module: save },
    { priority: 280, module: check },
    { priority: 290, module: dealing },
    { priority: 310, module: healing },
    { priority: 320, module: durations },
    { priority: 330, module: endsWhen },
    { priority: 332, module: onEnd },
    { priority: 360, module: riders },
    { priority: 370, module: concentration },
    { priority: 450, module: dying },
    { priority: 470, module: reactions },
    { priority: 480, module: opportunity },
  ],
};
