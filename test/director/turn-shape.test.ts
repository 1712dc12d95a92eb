// The director plays a turn as a table would: it never walks back onto a cell it stood on that turn, never
// dashes and then stays put, never dodges at full health with no foe able to close in, and never leaves the
// fight above half health. Fights of the bundled encounters on seeds where the director once did each.
import { beforeAll, describe, expect, it } from "vitest";
import { watchFight } from "../../bench/play-watch.js";
import { startCombat } from "../../src/combat/index.js";
import { options } from "../../src/combat/options.js";
import { fleeValue } from "../../src/director/consider/retreat.js";
import { encounterSetup } from "../../src/director/encounter.js";
import { direct } from "../../src/director/index.js";
import { makeScene } from "../../src/director/scene.js";
import { DIRECTOR_BOTH } from "../../src/director/simulate.js";
import { srd5e, srd5eCharacter, srd5eEncounter, srd5eParty } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";

function watch(id: string, seed: number) {
  const setup = encounterSetup(srd5e, id, srd5eParty(srd5eEncounter(id)!));
  return watchFight(srd5e, { ...setup, seed }, DIRECTOR_BOTH);
}

describe("the shape of a turn", () => {
  beforeAll(withGeometry);

  it("never walks back onto a cell it stood on in the same turn (the goblin ambush, seeds 1 and 7)", () => {
    for (const seed of [1, 7]) {
      const w = watch("goblin-ambush", seed);
      expect(w.notes.filter((n) => n.includes("walks back"))).toEqual([]);
      expect(w.cellsRevisited).toBe(0);
      expect(w.end.outcome).toBe("won");
    }
  });

  it("walks once between two things done: after a walk with nothing spent since, no second walk is offered", () => {
    const fight = startCombat(srd5e, {
      seed: 3,
      party: [srd5eCharacter("fighter-1")!],
      enemies: [{ creature: "creatures/goblin", at: [[14, 5]] }],
      board: { width: 16, height: 10, party: [[1, 5]] },
    }).state;
    const s = structuredClone(fight);
    s.turn = s.order.indexOf("Bram (Fighter 1)");
    s.stack = [];
    const me = s.combatants["Bram (Fighter 1)"]!;
    me.moveLeft = 15;
    me.budgets = { action: 1, bonus: 1, reaction: 1 };
    me.trail = [
      [1, 5],
      [2, 5],
      [3, 5],
      [4, 5],
    ];
    me.at = [4, 5];
    me.walkedWith = { action: 1, bonus: 1, reaction: 1 };
    expect(direct(srd5e, s).option).not.toBe("move");
    // Once something was spent since the walk, walking on is weighed again (never back onto the trail).
    me.walkedWith = { action: 2, bonus: 1, reaction: 1 };
    const c = direct(srd5e, s);
    if (c.option === "move") expect(me.trail.some((t) => t[0] === c.at![0] && t[1] === c.at![1])).toBe(false);
  });

  it("does not Dash and then end the turn where it stands (the lich's sanctum seed 1, the troll fen seed 2)", () => {
    expect(watch("lich-sanctum", 1).dashWithoutMoving).toBe(0);
    expect(watch("troll-fen", 2).dashWithoutMoving).toBe(0);
  });

  it("does not Dash for a walk it would then drop as crossing its trail (the chasm bridge, seed 50)", () => {
    const w = watch("chasm-bridge", 50);
    expect(w.dashWithoutMoving).toBe(0);
    expect(w.cellsRevisited).toBe(0);
  });

  it("does not Dodge at full health with no foe able to walk up to it (the wolf den, seeds 1 to 3)", () => {
    for (const seed of [1, 2, 3]) expect(watch("wolf-den", seed).idleDodges).toBe(0);
  });

  it("counts a Dodge idle only with every foe beyond its own walk and reach (the ogre toll, seed 23)", () => {
    // The paladin dodges with the ogre nine cells off: a 40 ft walk and a 5 ft reach make it a blow next round.
    expect(watch("ogre-toll", 23).idleDodges).toBe(0);
  });

  it("never flees above half health, and weighs it once at half or less", () => {
    const s = structuredClone(
      startCombat(srd5e, {
        seed: 2,
        party: [srd5eCharacter("fighter-1")!],
        enemies: [{ creature: "creatures/young-red-dragon", at: [[1, 5]] }],
        board: { width: 12, height: 10, party: [[0, 5]] },
      }).state,
    );
    s.turn = s.order.indexOf("Bram (Fighter 1)");
    s.stack = [];
    const me = s.combatants["Bram (Fighter 1)"]!;
    me.budgets = { action: 1, bonus: 1, reaction: 1 };
    const menu = () => options(srd5e, s);
    expect(menu().some((o) => o.kind === "flee")).toBe(true);
    expect(fleeValue(makeScene(srd5e, s, menu()))).toBe(Number.NEGATIVE_INFINITY);
    expect(direct(srd5e, s).option).not.toBe("flee");
    me.hp = 3;
    expect(Number.isFinite(fleeValue(makeScene(srd5e, s, menu())))).toBe(true);
    expect(direct(srd5e, s).option).toBe("flee");
  });
});
