// 1.198: a zone's later catches deal the zone's own `damageType`, not the entry's, and the director weighs them so:
// moving a zone whose cast burns (fire) but whose catches poison onto a skeleton (immune to poison) is worth nothing,
// onto a goblin something.
import { beforeAll, describe, expect, it } from "vitest";
import { zoneMoveCandidates, zoneMoveValue } from "../../src/capabilities/zone-moves/director.js";
import type { CombatState } from "../../src/combat/index.js";
import { options } from "../../src/combat/index.js";
import { makeScene } from "../../src/director/scene.js";
import { withGeometry } from "../combat/helpers.js";
import { caster, MOVING_SPELLS, ruleset as moving } from "../spec/fixtures/zone-moves.js";
import { acceptIn, endUntilIn, turnOfIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";

const moonbeam = MOVING_SPELLS[0]!;
const ORB = {
  ...moonbeam,
  id: "venom-orb",
  name: "Venom Orb",
  mechanics: { ...moonbeam.mechanics, damageType: "fire", zone: { ...moonbeam.mechanics.zone, damageType: "poison" } },
};
const spells = moving.catalogs!["spells"]!;
const ruleset = loadedDoc({
  ...moving,
  catalogs: { ...moving.catalogs!, spells: { ...spells, entries: [...spells.entries, ORB] } },
});

/** The orb cast far off at (3, 2), the caster's next turn come, the one foe at (14, 2). */
function orbUp(foe: string): CombatState {
  const sheet = { ...caster, lists: { spells: [{ entry: "spells/venom-orb" }] } };
  const s = turnOfIn(
    ruleset,
    "Wizard",
    { party: [sheet], enemies: [`monsters/${foe}`], board: { width: 20, height: 6 } },
    (x) => {
      x.combatants["Wizard"]!.at = [0, 0];
      x.combatants[Object.keys(x.combatants).find((id) => id !== "Wizard")!]!.at = [14, 2];
    },
  );
  return endUntilIn(ruleset, acceptIn(ruleset, s, { option: "use:spells/venom-orb", at: [3, 2] }), "Wizard").state;
}

/** The director's worth of moving the orb onto (14, 2). */
function moveWorth(s: CombatState): number {
  const scene = makeScene(ruleset, s, options(ruleset, s));
  const option = options(ruleset, s).find((o) => o.id === "zone:spells/venom-orb")!;
  const cand = zoneMoveCandidates(scene, option).find((c) => c.choice.at?.[0] === 14 && c.choice.at?.[1] === 2)!;
  return zoneMoveValue(scene, cand);
}

describe("director: a zone's own damage type (1.198)", () => {
  beforeAll(withGeometry);

  it("weighs the catches of a moved zone by the zone's damage type, not the entry's", () => {
    expect(moveWorth(orbUp("goblin"))).toBeGreaterThan(0);
    // The skeleton is immune to poison, not to fire: the orb's catches do nothing to it.
    expect(moveWorth(orbUp("skeleton"))).toBe(0);
  });
});
