// 1.178 — Darkness, `"obscures": { "pierced": ["blindsight", "truesight"] }`: it hides what is in it and behind it
// from everyone but those with blindsight or truesight within range; darkvision does not see through it.
import { beforeAll, describe, expect, it } from "vitest";
import { withGeometry } from "../combat/helpers.js";
import { accept, caster, fight, modes, sight } from "./fixtures/sight.js";

const board = { width: 40, height: 9 };

function darkened(bat: [number, number] = [12, 4]) {
  const s = fight(
    "Wizard",
    {
      party: [caster],
      enemies: ["monsters/goblin", "monsters/bat", "monsters/deva", "monsters/ghoul", "monsters/grick"],
      board,
    },
    {
      Wizard: [0, 4],
      "Goblin 1": [8, 4],
      "Giant Bat 1": bat,
      "Deva 1": [14, 2],
      "Ghoul 1": [13, 6],
      "Grick 1": [30, 4],
    },
  );
  return accept(s, { option: "use:spells/darkness", at: [8, 4] });
}

describe("1.178 Darkness", () => {
  beforeAll(withGeometry);

  it("hides the goblin in it from eyes and darkvision", () => {
    const { state } = darkened();
    expect(sight(state, "Wizard", "Goblin 1")).toBe("none");
    expect(sight(state, "Ghoul 1", "Goblin 1")).toBe("none");
    expect(sight(state, "Goblin 1", "Wizard")).toBe("none");
  });

  it("is pierced by blindsight and truesight within their range", () => {
    const { state } = darkened();
    expect(sight(state, "Giant Bat 1", "Goblin 1")).toBe("clear");
    expect(sight(state, "Deva 1", "Goblin 1")).toBe("clear");
    // Seen through the darkness: the wizard beyond it.
    expect(sight(state, "Giant Bat 1", "Wizard")).toBe("clear");
    expect(sight(state, "Ghoul 1", "Wizard")).toBe("none");
  });

  it("blindsight beyond its range sees nothing through it, and tremorsense is not named in `pierced`", () => {
    const far = darkened([24, 4]).state;
    // 60 feet of blindsight: 16 cells (80 feet) from the goblin is too far, though eyes see past nothing else.
    expect(sight(far, "Giant Bat 1", "Goblin 1")).toBe("none");
    const moved = structuredClone(far);
    moved.combatants["Grick 1"]!.at = [12, 4];
    expect(sight(moved, "Grick 1", "Goblin 1")).toBe("none");
  });

  it("gives the bat that sees advantage against the wizard who cannot see it", () => {
    const { state } = darkened();
    const s = structuredClone(state);
    s.turn = s.order.indexOf("Giant Bat 1");
    s.combatants["Wizard"]!.at = [9, 4];
    s.combatants["Giant Bat 1"]!.at = [10, 4];
    s.combatants["Giant Bat 1"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
    const r = accept(s, { option: "use:action:claw", targets: ["Wizard"] });
    expect(modes(r)).toEqual(["Giant Bat 1 → Wizard: advantage"]);
  });
});
