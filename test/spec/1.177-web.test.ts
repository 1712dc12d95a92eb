// 1.177 — Web's box: `area.shape: "box"` is a square with sides of `size` whose near corner sits on the targeted
// cell and which extends away from its user; on an axis along which the user is aligned with that cell, it is
// centred on that cell instead. Without a range, it sits right against its user.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, options } from "../../src/combat/index.js";
import { of, turnOf, withGeometry } from "../combat/helpers.js";
import { loadedDoc } from "../support/loaded.js";
import { accept, caster, ruleset as holds } from "./fixtures/zone-holds.js";

const web = {
  id: "web",
  name: "Web",
  level: 2,
  mechanics: {
    kind: "debuff",
    range: 60,
    area: { shape: "box", size: 20 },
    save: { save: "dex_save" },
    applies: [{ condition: "restrained", duration: "until-save", escapeDc: "save" }],
    concentration: true,
    zone: { rounds: 600, triggers: ["enter", "turn-start"], terrain: { difficult: true } },
  },
};
// A 10-foot box with no range: it sits against its user.
const crate = {
  id: "crate",
  name: "Crate",
  level: 1,
  mechanics: { kind: "attack", area: { shape: "box", size: 10 }, amount: "1d4", damageType: "bludgeoning" },
};

const ruleset = loadedDoc({
  ...holds,
  // The base fixture needs 1.247 (its reactions on a hit, attacks-against-advantage).
  capabilityApi: "1.247",
  catalogs: {
    ...holds.catalogs,
    spells: {
      ...holds.catalogs!["spells"]!,
      entries: [...holds.catalogs!["spells"]!.entries.filter((e) => e.id !== "web"), web, crate],
    },
  },
});

const board = { width: 20, height: 12 };
const spots: Record<string, [number, number]> = {
  "Goblin 1": [10, 3],
  "Goblin 2": [13, 6],
  "Goblin 3": [14, 7],
  "Goblin 4": [10, 1],
};

function field(fn: (s: CombatState) => void = () => {}) {
  return turnOf("Wizard", { party: [caster], enemies: [{ creature: "monsters/goblin", count: 4 }], board }, (x) => {
    x.combatants["Wizard"]!.at = [0, 3];
    for (const [id, at] of Object.entries(spots)) {
      x.combatants[id]!.at = at;
      x.combatants[id]!.hp = 200;
    }
    x.combatants["Wizard"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
    fn(x);
  });
}

const wizardKnows = { ...caster, lists: { spells: [{ entry: "spells/web" }, { entry: "spells/crate" }] } };

describe("1.177 Web's box", () => {
  beforeAll(withGeometry);

  it("off the user's row, the near corner sits on the cell and the box extends away from the user", () => {
    const s = field((x) => {
      x.combatants["Wizard"]!.at = [0, 0];
    });
    const r = accept(s, { option: "use:spells/web", at: [10, 3] }, ruleset);
    // Cells x 10–13, y 3–6: Goblin 1 at its corner and Goblin 2 inside; Goblin 3 and 4 outside.
    expect(of(r.events, "use")[0]!.targets.sort()).toEqual(["Goblin 1", "Goblin 2"]);
  });

  it("along the user's row, it is centred on the cell on that axis", () => {
    const r = accept(field(), { option: "use:spells/web", at: [10, 3] }, ruleset);
    // Aligned on y: rows 2–5 (centred), columns 10–13 (away from the user): Goblin 1 only of those placed.
    expect(of(r.events, "use")[0]!.targets).toEqual(["Goblin 1"]);
    expect(r.state.zones).toMatchObject([{ use: "spells/web", at: [10, 3] }]);
  });

  it("is aimed at any cell within range apart from its user", () => {
    const menu = options(
      ruleset,
      field((x) => (x.sheets["Wizard"] = wizardKnows)),
    );
    const aim = menu.find((o) => o.id === "use:spells/web")!;
    expect(aim.cells).toContainEqual([12, 3]);
    expect(aim.cells).not.toContainEqual([13, 3]);
    expect(aim.cells).not.toContainEqual([0, 3]);
  });

  it("without a range, it sits right against its user", () => {
    const s = field((x) => {
      x.sheets["Wizard"] = wizardKnows;
      x.combatants["Goblin 4"]!.at = [2, 4];
    });
    const aim = options(ruleset, s).find((o) => o.id === "use:spells/crate")!;
    expect(aim.cells!.every((c) => Math.max(Math.abs(c[0]), Math.abs(c[1] - 3)) === 1)).toBe(true);
    const r = accept(s, { option: "use:spells/crate", at: [1, 3] }, ruleset);
    expect(of(r.events, "use")[0]!.targets).toEqual(["Goblin 4"]);
  });
});
