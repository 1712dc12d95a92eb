// 1.261 — the unicorn's Healing Touch: "A stat block's action can carry `ends` like a catalog entry, including
// kinds: the unicorn's Healing Touch is `"heal": { "dice": "2d8", "flat": 2 }, "ends": { "conditions": ["disease",
// "poisoned"] }, "targets": "ally"`." On the bundled SRD.
import { describe, expect, it } from "vitest";
import { type CombatState, formatEvent, options, startCombat, type UseOption } from "../../src/combat/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { of } from "../combat/helpers.js";
import { acceptIn, turnIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";

const doc = loadedDoc(srd5e);
const UNICORN = "Unicorn 1";
const ALLY = "Unicorn 2";

/** The first unicorn's turn beside two more; `fn` makes one sick. */
function unicornTurn(fn: (s: CombatState) => void): CombatState {
  const start = startCombat(doc, {
    seed: 3,
    party: [srd5eCharacter("fighter-1")],
    enemies: ["creatures/unicorn", "creatures/unicorn", "creatures/unicorn"],
    noBoard: true,
  });
  return turnIn(start.state, UNICORN, fn);
}

const touch = (s: CombatState) =>
  options(doc, s).find((o): o is UseOption => o.kind === "use" && o.label === "Healing Touch")!;

const sicken = (s: CombatState) => {
  const ally = s.combatants[ALLY]!;
  ally.hp = ally.maxHp - 5;
  ally.conditions.push({ id: "otyugh-disease" }, { id: "blinded" });
};

describe("1.261 the unicorn's Healing Touch (SRD)", () => {
  it("heals its ally and ends every disease it holds; conditions it does not name stay", () => {
    const s = unicornTurn(sicken);
    const r = acceptIn(doc, s, { option: touch(s).id, targets: [ALLY] });
    expect(of(r.events, "heal")).toHaveLength(1);
    expect(r.state.combatants[ALLY]!.conditions.map((c) => c.id)).toEqual(["blinded"]);
    expect(r.events.map((e) => formatEvent(e))).toContain(`${ALLY} is no longer otyugh-disease (Healing Touch)`);
  });

  it("the aboleth's slime, which only a spell of sixth level cures, it leaves", () => {
    const s = unicornTurn((s) => s.combatants[ALLY]!.conditions.push({ id: "aboleth-slime" }));
    const r = acceptIn(doc, s, { option: touch(s).id, targets: [ALLY] });
    expect(r.state.combatants[ALLY]!.conditions.map((c) => c.id)).toEqual(["aboleth-slime"]);
  });
});
