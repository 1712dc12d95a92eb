// 1.200 — the director and Wall of Ice's sections: an ogre shut off from its foe by the wall, with no one to strike
// and no way around, finishes the cracked section standing between them; striking a section is worth something (never 0 by
// default), more on the way to a foe than off it, and the random policy fills in a `wall` the option lists.
import { beforeAll, describe, expect, it } from "vitest";
import { strikeWorth } from "../../src/capabilities/zone-sections/director.js";
import { choose, options } from "../../src/combat/index.js";
import { usesOf } from "../../src/combat/uses.js";
import { direct } from "../../src/director/index.js";
import { makeScene } from "../../src/director/scene.js";
import { withGeometry } from "../combat/helpers.js";
import { raise, ruleset, wrenTurn } from "./fixtures/wall-sections.js";

/** A board as tall as the wall: it closes the whole column x = 6. Wren at (0, 9), an ogre at (9, 9); the section
 * between them, (6, 8)–(6, 9), cracked down to 8 health. */
function shutOff() {
  const turn = wrenTurn(
    [[9, 9]],
    (x) => {
      x.combatants["Wren"]!.at = [0, 9];
    },
    ruleset,
    { width: 30, height: 20 },
    "ogre",
  );
  const s = structuredClone(raise(turn, "slot_6", ruleset, [6, 9]).state);
  s.turn = s.order.indexOf("Ogre 1");
  for (const c of Object.values(s.combatants)) c.budgets = { action: 1, bonus: 1, reaction: 1 };
  s.combatants["Ogre 1"]!.moveLeft = 40;
  s.zones![0]!.sections![4]!.health = 8;
  return s;
}

describe("1.200 Wall of Ice, directed", () => {
  beforeAll(withGeometry);

  it("the wall closes the column: the ogre has no one to strike but the wall", () => {
    const s = shutOff();
    expect(s.zones![0]!.blocking!.cells).toHaveLength(20);
    const menu = options(ruleset, s);
    expect(menu.some((o) => o.id.startsWith("use:actions/"))).toBe(false);
    expect(menu.some((o) => o.id.startsWith("wall:"))).toBe(true);
  });

  it("an ogre shut off from its foe finishes the cracked section between them", () => {
    let s = shutOff();
    // Walking and striking until its action is spent.
    for (let step = 0; step < 4 && s.order[s.turn] === "Ogre 1"; step++) {
      const choice = direct(ruleset, s);
      if (choice.option === "end") break;
      const r = choose(ruleset, s, choice);
      if ("rejected" in r) throw new Error(r.rejected.message);
      if (choice.option.startsWith("wall:")) {
        expect(choice.wall![0]).toBe(6);
        expect([8, 9]).toContain(choice.wall![1]);
        expect(r.events.some((e) => e.t === "section-attack")).toBe(true);
        return;
      }
      s = r.state;
    }
    throw new Error("the ogre never struck the wall");
  });

  it("weighs a strike on the way to a foe above one off it, both above nothing", () => {
    const s = shutOff();
    const scene = makeScene(ruleset, s, options(ruleset, s));
    const ogre = s.combatants["Ogre 1"]!;
    const bow = usesOf(ruleset, s, ogre).find((u) => u.id.includes("javelin"))!;
    const option = options(ruleset, s).find((o) => o.id === `wall:${bow.id}`)!;
    const worth = (wall: [number, number]) =>
      strikeWorth(scene, { choice: { option: option.id, wall }, option, use: bow, targets: [], steps: 0 });
    expect(worth([6, 9])).toBeGreaterThan(worth([6, 0]));
    expect(worth([6, 0])).toBeGreaterThan(0);
  });

  it("weighs striking its own side's wall below nothing", () => {
    const s = structuredClone(raise(wrenTurn([[9, 9]])).state);
    s.combatants["Wren"]!.budgets["action"] = 1;
    const scene = makeScene(ruleset, s, options(ruleset, s));
    const wren = s.combatants["Wren"]!;
    const bolt = usesOf(ruleset, s, wren).find((u) => u.id === "spells/fire-bolt")!;
    const option = options(ruleset, s).find((o) => o.id === "wall:spells/fire-bolt")!;
    expect(
      strikeWorth(scene, { choice: { option: option.id, wall: [6, 12] }, option, use: bolt, targets: [], steps: 0 }),
    ).toBeLessThan(0);
  });
});
