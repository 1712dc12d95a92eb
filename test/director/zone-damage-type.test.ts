// 1.198: a zone's later catches deal the zone's own `damageType`, not the entry's, and the director weighs them so:
// moving a zone whose cast burns (fire) but whose catches poison onto a skeleton (immune to poison) is worth nothing,
// onto a goblin something; a zone carried by its caster is weighed for its later rounds by the zone's type too.
import { beforeAll, describe, expect, it } from "vitest";
import { zoneMoveCandidates, zoneMoveValue } from "../../src/capabilities/zone-moves/director.js";
import type { CombatState } from "../../src/combat/index.js";
import { options } from "../../src/combat/index.js";
import { useCandidates } from "../../src/director/candidates.js";
import { effectOf } from "../../src/director/effect.js";
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
/** Carried by its caster, catching at each turn start: burns (fire) as it appears, poisons afterwards. */
const AURA = {
  id: "venom-aura",
  name: "Venom Aura",
  level: 3,
  mechanics: {
    kind: "attack",
    area: { shape: "burst", size: 15 },
    range: 0,
    friendlyFire: false,
    amount: { dice: "3d8" },
    damageType: "fire",
    save: { save: "wis_save", onSuccess: "half" },
    concentration: true,
    zone: { rounds: 100, anchor: "caster", triggers: ["turn-start"], damageType: "poison" },
  },
};
/** The same aura whose later catches burn as its cast does. */
const FIRE_AURA = {
  ...AURA,
  id: "fire-aura",
  name: "Fire Aura",
  mechanics: { ...AURA.mechanics, zone: { rounds: 100, anchor: "caster", triggers: ["turn-start"] } },
};
/** The aura appearing doing nothing (`atCast: false`): only its poisoning catches harm. */
const QUIET_AURA = {
  ...AURA,
  id: "quiet-aura",
  name: "Quiet Aura",
  mechanics: { ...AURA.mechanics, zone: { ...AURA.mechanics.zone, atCast: false } },
};
const spells = moving.catalogs!["spells"]!;
const ruleset = loadedDoc({
  ...moving,
  catalogs: {
    ...moving.catalogs!,
    spells: { ...spells, entries: [...spells.entries, ORB, AURA, FIRE_AURA, QUIET_AURA] },
  },
});

/** The director's worth of casting `spell` (an aura around the wizard) with two `foe`s beside the wizard, in a
 * fight with rounds left. */
function auraWorth(spell: string, foe: string): number {
  const sheet = { ...caster, lists: { spells: [{ entry: `spells/${spell}` }] } };
  const s = turnOfIn(
    ruleset,
    "Wizard",
    { party: [sheet], enemies: [{ creature: `monsters/${foe}`, count: 2 }], board: { width: 12, height: 6 } },
    (x) => {
      x.combatants["Wizard"]!.at = [5, 2];
      const foes = Object.keys(x.combatants).filter((id) => id !== "Wizard");
      x.combatants[foes[0]!]!.at = [6, 2];
      x.combatants[foes[1]!]!.at = [4, 2];
    },
  );
  const menu = options(ruleset, s);
  const scene = makeScene(ruleset, s, menu);
  const cands = useCandidates(scene, menu.find((o) => o.id === `use:spells/${spell}`)!);
  expect(cands[0]!.targets).toHaveLength(2);
  return effectOf(scene, cands[0]!);
}

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

  it("weighs a carried zone's later rounds by the zone's damage type: only its fiery cast harms skeletons", () => {
    // Skeletons are immune to poison: the aura's later rounds do nothing to them, its cast burns them once.
    const onSkeletons = auraWorth("venom-aura", "skeleton");
    const fireOnSkeletons = auraWorth("fire-aura", "skeleton");
    expect(onSkeletons).toBeLessThan(fireOnSkeletons);
    // Goblins take poison: there the two auras are worth the same.
    expect(auraWorth("venom-aura", "goblin")).toBeCloseTo(auraWorth("fire-aura", "goblin"), 6);
  });

  it("weighs a carried zone that appears doing nothing by its later catches alone: nothing against the immune", () => {
    // Its cast burns no one, its catches poison: against skeletons only its slot and concentration count.
    expect(auraWorth("quiet-aura", "skeleton")).toBeLessThanOrEqual(0);
    expect(auraWorth("quiet-aura", "goblin")).toBeGreaterThan(0);
  });
});
