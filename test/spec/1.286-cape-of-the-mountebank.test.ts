// 1.286 — the Cape of the Mountebank's smoke as 5e writes it: "The smoke lightly obscures the space you left and the
// space you appear in" — `"smoke": { "light": true }`. It hides no one: whoever stands in it, or is seen through it,
// is only lightly obscured (and may Hide there), until the end of the wearer's next turn.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, formatEvent, options, sightBetween } from "../../src/combat/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { acceptIn, endUntilIn, turnIn, turnOfIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { CAPE, mage, mountebank, ruleset as teleportRules } from "./fixtures/teleport.js";

const gear = teleportRules.catalogs!["gear"]!;
const combat = teleportRules.combat!;
const ruleset: RulesetDoc = loadedDoc({
  ...teleportRules,
  capabilityApi: "1.287",
  combat: {
    ...combat,
    standard: [...(combat.standard ?? []), { id: "hide", label: "Hide", budget: "action" }],
    checks: [
      ...(combat.checks ?? []),
      { id: "stealth", label: "Dexterity (Stealth)", ability: "dex" },
      { id: "perception", label: "Wisdom (Perception)", ability: "wis" },
    ],
    hiding: { stealth: "stealth", perception: "perception" },
  },
  catalogs: {
    ...teleportRules.catalogs!,
    gear: {
      ...gear,
      entries: [
        ...gear.entries.filter((e) => e.id !== CAPE.id),
        { ...CAPE, use: { ...CAPE.use, teleport: { distance: 500, smoke: { light: true } } } },
      ],
    },
  },
});

const board = { width: 20, height: 7 };

function teleported() {
  const s = turnOfIn(ruleset, "Mountebank", { party: [mountebank, mage], enemies: ["monsters/goblin"], board }, (x) => {
    x.combatants["Mountebank"]!.at = [4, 3];
    x.combatants["Goblin 1"]!.at = [5, 3];
    x.combatants["Goblin 1"]!.hp = 200;
    x.combatants["Wizard"]!.at = [0, 3];
  });
  return acceptIn(ruleset, s, { option: "use:gear/cape-of-the-mountebank#use", at: [12, 3] });
}

const seen = (s: CombatState, a: string, b: string) => sightBetween(ruleset, s, a, b);

describe("1.286 Cape of the Mountebank (light smoke)", () => {
  beforeAll(withGeometry);

  it("forms on the cell left and the cell reached, logged as lightly obscuring", () => {
    const r = teleported();
    expect(of(r.events, "smoke")).toMatchObject([
      {
        what: "form",
        light: true,
        cells: [
          [4, 3],
          [12, 3],
        ],
      },
    ]);
    expect(r.events.map((e) => formatEvent(e))).toContain("Smoke lightly obscures (4, 3), (12, 3) (Mountebank)");
    expect(r.state.smoke).toMatchObject([{ by: "Mountebank", light: true }]);
  });

  it("hides no one: the wearer in it and the goblin seen through it are only lightly obscured", () => {
    const { state } = teleported();
    expect(seen(state, "Goblin 1", "Mountebank")).toMatchObject({ sees: true, sight: "light", line: true, lightly: 1 });
    expect(seen(state, "Mountebank", "Goblin 1")).toMatchObject({ sees: true, sight: "light" });
    // The wizard looks at the goblin through the smoke where the mountebank stood.
    expect(seen(state, "Wizard", "Goblin 1")).toMatchObject({ sees: true, sight: "light" });
  });

  it("the wearer in the smoke may Hide from the goblin there", () => {
    const { state } = teleported();
    const s = turnIn(state, "Mountebank");
    expect(options(ruleset, s).some((o) => o.id === "std:hide@action")).toBe(true);
  });

  it("clears at the end of the wearer's next turn, and then everyone is seen clearly", () => {
    const r = teleported();
    const next = endUntilIn(ruleset, r, "Mountebank");
    const cleared = acceptIn(ruleset, next.state, { option: "end" });
    expect(cleared.state.smoke).toBeUndefined();
    expect(seen(cleared.state, "Goblin 1", "Mountebank").sight).toBe("clear");
  });
});
