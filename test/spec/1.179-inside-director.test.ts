// 1.179 — the director and what a zone does to those inside (`zone.inside`): the conditions held inside are worth
// what they do to foes it covers (and cost what they do to friends), and an immunity inside is worth the damage of
// those types it keeps off friends there (and costs what it would keep off foes). Two zones that do nothing else:
// a mist that keeps those inside poisoned, and a ward against fire.
import { beforeAll, describe, expect, it } from "vitest";
import type { CombatState } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import { fighter, withGeometry } from "../combat/helpers.js";
import { accept as acceptIn, caster, holds, turnOf, withZoneInside } from "./fixtures/zone-inside.js";

const zone = (id: string, name: string, inside: object) => ({
  id,
  name,
  level: 1,
  mechanics: {
    kind: "utility",
    range: 120,
    area: { shape: "burst", size: 10 },
    concentration: true,
    zone: { rounds: 10, inside },
  },
});

const rules = withZoneInside([
  zone("sickening-mist", "Sickening Mist", { conditions: ["poisoned"] }),
  zone("fire-ward", "Fire Ward", { immune: ["fire"] }),
]);
const board = { width: 16, height: 9 };
const only = (spell: string) => ({ ...caster, lists: { spells: [{ entry: `spells/${spell}` }] } });

function scene(spell: string, enemies: string[], foesAt: [number, number][]): CombatState {
  return turnOf(
    "Wizard",
    { party: [only(spell), fighter], enemies, board },
    (x) => {
      x.combatants["Wizard"]!.at = [0, 4];
      x.combatants["Fighter"]!.at = [1, 4];
      x.order
        .filter((id) => x.combatants[id]!.side !== "party")
        .forEach((id, i) => {
          x.combatants[id]!.at = foesAt[i]!;
        });
    },
    rules,
  );
}

describe("1.179 zone.inside, weighed by the director", () => {
  beforeAll(withGeometry);

  it("puts a mist that keeps those inside poisoned over the foes, not over its own side", () => {
    const s = scene(
      "sickening-mist",
      ["monsters/goblin", "monsters/goblin"],
      [
        [10, 3],
        [10, 5],
      ],
    );
    const choice = direct(rules, s);
    expect(choice.option).toBe("use:spells/sickening-mist");
    const r = acceptIn(s, choice, rules);
    expect(holds(r.state, "Goblin 1", "poisoned") && holds(r.state, "Goblin 2", "poisoned")).toBe(true);
    expect(holds(r.state, "Wizard", "poisoned") || holds(r.state, "Fighter", "poisoned")).toBe(false);
  });

  it("raises a ward against fire over its own side when the foes breathe fire, and not against foes who do not", () => {
    const imps = scene(
      "fire-ward",
      ["monsters/fire-imp", "monsters/fire-imp"],
      [
        [4, 3],
        [4, 5],
      ],
    );
    const choice = direct(rules, imps);
    expect(choice.option).toBe("use:spells/fire-ward");
    const r = acceptIn(imps, choice, rules);
    const cells = r.state.zones![0]!;
    expect(cells.by).toBe("Wizard");
    const wardAt = cells.at!;
    // Both of its side stand within 10 feet of the ward's centre; neither imp is the one it shelters most.
    expect(Math.max(Math.abs(wardAt[0] - 0), Math.abs(wardAt[1] - 4))).toBeLessThanOrEqual(2);
    expect(Math.max(Math.abs(wardAt[0] - 1), Math.abs(wardAt[1] - 4))).toBeLessThanOrEqual(2);
    const goblins = scene(
      "fire-ward",
      ["monsters/goblin", "monsters/goblin"],
      [
        [4, 3],
        [4, 5],
      ],
    );
    expect(direct(rules, goblins).option).not.toBe("use:spells/fire-ward");
  });
});
