// The base capability modules, in the order their hooks run. A later section adds its module here.
import type { CapabilityModule } from "../capability.js";
import { acting } from "./acting.js";
import { afterMove } from "./after-move.js";
import { amends } from "./amends.js";
import { attack } from "./attack.js";
import { auras } from "./auras.js";
import { beams } from "./beams.js";
import { bonusSpell } from "./bonus-spell.js";
import { budgets } from "./budgets.js";
import { casting } from "./casting.js";
import { check } from "./check.js";
import { concentration } from "./concentration.js";
import { conjure } from "./conjure.js";
import { contests } from "./contests.js";
import { costs } from "./costs.js";
import { dealing } from "./dealing.js";
import { diseases } from "./diseases.js";
import { durations } from "./durations.js";
import { dying } from "./dying.js";
import { endsWhen } from "./ends-when.js";
import { escapes } from "./escapes.js";
import { flee } from "./flee.js";
import { gaze } from "./gaze.js";
import { grants } from "./grants.js";
import { healing } from "./healing.js";
import { heldGround } from "./held-ground.js";
import { help } from "./help.js";
import { hiding } from "./hiding.js";
import { items } from "./items.js";
import { lair } from "./lair.js";
import { legendaryResistance } from "./legendary-resistance.js";
import { levels } from "./levels.js";
import { moments } from "./moments.js";
import { movement } from "./movement.js";
import { opportunity } from "./opportunity.js";
import { reactions } from "./reactions.js";
import { readying } from "./readying.js";
import { recharge } from "./recharge.js";
import { riders } from "./riders.js";
import { save } from "./save.js";
import { sequence } from "./sequence.js";
import { sight } from "./sight.js";
import { signature } from "./signature.js";
import { standard } from "./standard.js";
import { teleports } from "./teleport.js";
import { turn } from "./turn.js";
import { zoneBursts } from "./zone-bursts.js";
import { zoneGround } from "./zone-ground.js";
import { zoneMoves } from "./zone-moves.js";
import { zoneWalls } from "./zone-walls.js";
import { zones } from "./zones.js";

/** A function, not a constant: the modules import the core, which imports this list back. */
export function baseModules(): readonly CapabilityModule[] {
  return [
    turn,
    levels,
    budgets,
    grants,
    costs,
    // after budgets: vetoes a spell by the budget it would be cast on (the engine's own combat.bonusSpell).
    bonusSpell,
    recharge,
    signature,
    casting,
    items,
    acting,
    beams,
    sequence,
    lair,
    heldGround,
    standard,
    help,
    hiding,
    contests,
    escapes,
    readying,
    movement,
    flee,
    teleports,
    // decide: the first that answers settles whether a use lands on a target; moments only open windows.
    moments,
    attack,
    save,
    legendaryResistance,
    check,
    // onHit: damage, then healing, then conditions; riders and reactions open their windows after.
    dealing,
    // after damage: a hit pushes (1.302).
    amends,
    healing,
    durations,
    endsWhen,
    sight,
    diseases,
    riders,
    concentration,
    // after concentration: a zone checks whether the concentration holding it up still stands.
    // zoneBursts first: a zone grows at its caster's turn end before it counts down (1.183).
    zoneBursts,
    zones,
    // after zones: a zone drifts once the turn's own catches are set going (1.173); its ground hurts walkers.
    zoneMoves,
    zoneGround,
    // after zones: a wall closes its cells once its zone stands (1.177).
    zoneWalls,
    // after the conditions of a use have landed: auras spread, harm at turn start and call for their saves.
    auras,
    gaze,
    dying,
    // after dying: a conjurer who died loses the weapon (1.308).
    conjure,
    reactions,
    opportunity,
    // last: a signature action's move after it (1.285) starts once everything else it did has settled.
    afterMove,
  ];
}
