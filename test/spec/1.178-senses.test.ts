// 1.178 — darkvision, blindsight, tremorsense, truesight: a creature carries its senses as `"senses": { … }`, a
// character's come from the sheet through `sheet`; `combat.sight.eyes` names sight, so a condition that `lacks` it
// (blinded) leaves only the `blind` senses, each within its range.
import { beforeAll, describe, expect, it } from "vitest";
// Which senses a combatant has is asked of the sight package here: no public query yet (the package has no
// fight method for it), so this one reaches inside.
import { sensesOf as sensesHeld } from "../../src/capabilities/sight/senses.js";
import { makeCtx } from "../../src/combat/context.js";
import { fighter, withGeometry } from "../combat/helpers.js";
import { accept, dwarf, fight, modes, ruleset, sight } from "./fixtures/sight.js";

const board = { width: 30, height: 9 };

function field() {
  return fight(
    "Fighter",
    {
      party: [fighter, dwarf],
      enemies: ["monsters/ghoul", "monsters/bat", "monsters/grick", "monsters/deva"],
      board,
    },
    { Fighter: [0, 4], Dwarf: [0, 2], "Ghoul 1": [1, 4], "Giant Bat 1": [5, 4], "Grick 1": [10, 4], "Deva 1": [28, 4] },
  );
}

function blind(s: ReturnType<typeof field>, ...who: string[]) {
  const out = structuredClone(s);
  for (const id of who) out.combatants[id]!.conditions.push({ id: "blinded" });
  return out;
}

describe("1.178 senses", () => {
  beforeAll(withGeometry);

  it("reads a creature's senses from its stat block and a character's from the sheet (none when zero)", () => {
    const s = field();
    const of = (id: string) => Object.fromEntries(sensesHeld(makeCtx(ruleset, s), s.combatants[id]!));
    expect(of("Ghoul 1")).toEqual({ darkvision: 60 });
    expect(of("Deva 1")).toEqual({ truesight: 120, darkvision: 120 });
    expect(of("Dwarf")).toEqual({ darkvision: 60 });
    expect(of("Fighter")).toEqual({});
  });

  it("a blinded creature sees nothing through its eyes or darkvision", () => {
    const s = blind(field(), "Ghoul 1");
    expect(sight(s, "Ghoul 1", "Fighter")).toBe("none");
    expect(sight(s, "Fighter", "Ghoul 1")).toBe("clear");
  });

  it("blindsight and tremorsense work without eyes, within their range", () => {
    const s = blind(field(), "Giant Bat 1", "Grick 1");
    expect(sight(s, "Giant Bat 1", "Fighter")).toBe("clear");
    expect(sight(s, "Grick 1", "Fighter")).toBe("clear");
    const far = structuredClone(s);
    far.combatants["Grick 1"]!.at = [13, 4];
    // 65 feet: beyond 60 feet of tremorsense.
    expect(sight(far, "Grick 1", "Fighter")).toBe("none");
  });

  it("truesight is sight: blinded, the deva sees nothing", () => {
    expect(sight(field(), "Deva 1", "Fighter")).toBe("clear");
    expect(sight(blind(field(), "Deva 1"), "Deva 1", "Fighter")).toBe("none");
  });

  it("a blinded attacker rolls with disadvantage, and is attacked with advantage", () => {
    const s = blind(field(), "Ghoul 1");
    const hit = accept(s, { option: "use:gear/longsword", targets: ["Ghoul 1"] });
    expect(modes(hit)).toEqual(["Fighter → Ghoul 1: advantage"]);
    const back = structuredClone(s);
    back.turn = back.order.indexOf("Ghoul 1");
    expect(modes(accept(back, { option: "use:action:claw", targets: ["Fighter"] }))).toEqual([
      "Ghoul 1 → Fighter: disadvantage",
    ]);
  });
});
