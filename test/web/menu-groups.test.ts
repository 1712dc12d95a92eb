import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { createEngine, type Engine, type Fight } from "../../src/index.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { groupOptions } from "../../web/menu-groups.js";

// The playground's menu headings: 1.378 `display` when the ruleset gives one, else the budget, else the kind.
const FIXTURE: RulesetDoc = JSON.parse(readFileSync("test/fixtures/minimal-5e.json", "utf8"));
const PARTY: SheetData[] = JSON.parse(readFileSync("web/parties/minimal-5e.json", "utf8"));
const LEVELS: Record<string, number> = { "spells/fire-bolt": 0, "spells/burning-hands": 1, "spells/cure-wounds": 7 };

/** The fixture with its spell list shown on a "Spells" tab grouped by a numeric level column. */
function withDisplay(): { ruleset: RulesetDoc; party: SheetData[] } {
  const [list] = FIXTURE.sheet.lists!;
  const ruleset = {
    ...FIXTURE,
    sheet: {
      ...FIXTURE.sheet,
      lists: [
        {
          ...list!,
          columns: [...(list!.columns ?? []), { id: "level", label: "Level", type: "number" as const }],
          display: { tab: "Spells", by: { column: "level", labels: ["Cantrips", "1st level"] } },
        },
      ],
    },
  };
  const party = PARTY.map((s) =>
    s.lists
      ? { ...s, lists: { spells_known: s.lists.spells_known!.map((r) => ({ ...r, level: LEVELS[r.entry!]! })) } }
      : s,
  );
  return { ruleset, party };
}

function wizardTurn(engine: Engine, ruleset: RulesetDoc, party: SheetData[]): Fight {
  const encounter = ruleset.encounters![0]!;
  let fight = engine.startCombat(ruleset, { party, enemies: encounter.enemies, seed: 1 });
  for (let i = 0; i < 50 && fight.whoActs !== "Wizard"; i++) {
    fight = fight.choose({ option: fight.options().some((o) => o.id === "pass") ? "pass" : "end" });
  }
  expect(fight.whoActs).toBe("Wizard");
  return fight;
}

describe("the playground's menu groups", () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await createEngine();
  });

  it("files list abilities under the display tab and its heading; a level past the labels under the tab", () => {
    const { ruleset, party } = withDisplay();
    const fight = wizardTurn(engine, ruleset, party);
    const groups = groupOptions(ruleset, fight.state, fight.options());
    const titleOf = (id: string) => groups.find((g) => g.options.some((o) => o.id === id))?.title;
    expect(titleOf("use:spells/fire-bolt")).toBe("Spells: Cantrips");
    expect(titleOf("use:spells/burning-hands")).toBe("Spells: 1st level");
    expect(titleOf("use:spells/cure-wounds")).toBe("Spells");
    expect(groups.at(-1)!.title).toBe("Turn");
  });

  it("without a display, groups by the budget's label, and ending the turn comes last", () => {
    const fight = wizardTurn(engine, FIXTURE, PARTY);
    const groups = groupOptions(FIXTURE, fight.state, fight.options());
    const titles = groups.map((g) => g.title);
    expect(titles).toContain("Action");
    expect(groups.find((g) => g.title === "Action")!.options.map((o) => o.id)).toContain("use:spells/fire-bolt");
    expect(titles.at(-1)).toBe("Turn");
    expect(groups.flatMap((g) => g.options).length).toBe(fight.options().length);
  });
});
