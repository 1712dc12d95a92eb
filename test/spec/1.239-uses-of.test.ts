// 1.239 — shared uses: "A catalog entry's `"usesOf": "<row name>"` spends the uses of that row's entry (its counter
// row) instead of its own. So 5e Frenzy is a Berserker entry, Frenzied Rage, with `"usesOf": "Rage"`." In a fight the
// counter row's uses left come in from the sheet, the entry is offered only while one remains, and what was spent
// is written back to the row when the fight settles. (Frenzy's `onEnd.tracks`: 1.239-frenzy.test.ts.)
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, checkState, choose, options, settleSheets, startCombat } from "../../src/combat/index.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { Sheet } from "../../src/sheet/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { loadedDoc } from "../support/loaded.js";

const FIGHTER = "Tamsin (Fighter 5)";
const FRENZY = "features/frenzied-rage";

type Doc = { sheet: { lists: { id: string }[] }; catalogs: Record<string, { entries: unknown[] }> };

function withRage(): Doc {
  const doc = structuredClone(srd5e) as unknown as Doc;
  const i = doc.sheet.lists.findIndex((l) => l.id === "features");
  doc.sheet.lists[i] = {
    id: "features",
    label: "Features",
    catalog: "features",
    columns: [
      { id: "name", label: "Name", type: "text" },
      { id: "uses", label: "Uses", type: "number" },
      { id: "used", label: "Used", type: "number" },
      { id: "recharge", label: "Recharge", type: "text" },
    ],
    pools: { name: "name", max: "uses", used: "used", recharge: "recharge" },
  } as (typeof doc.sheet.lists)[number];
  doc.catalogs["features"]!.entries.push(
    { id: "rage", name: "Rage", row: { list: "features", values: { name: "Rage", uses: 3, recharge: "long" } } },
    {
      id: "frenzied-rage",
      name: "Frenzied Rage",
      mechanics: {
        kind: "buff",
        budget: "bonus",
        range: "self",
        targets: "self",
        usesOf: "rage",
        applies: [{ condition: "blessed", duration: { rounds: 10 } }],
      },
    },
  );
  return doc;
}

let ruleset: RulesetDoc;
const berserker = (used: number): SheetData => ({
  ...srd5eCharacter("fighter-5"),
  lists: { features: [{ entry: "features/rage", used }, { entry: FRENZY }] },
});

function fighterTurn(used: number): CombatState {
  const s = structuredClone(
    startCombat(ruleset, { seed: 2, party: [berserker(used)], enemies: ["creatures/goblin"], noBoard: true }).state,
  );
  s.turn = s.order.indexOf(FIGHTER);
  for (const c of Object.values(s.combatants)) c.budgets = { action: 1, bonus: 1, reaction: 1 };
  return s;
}

const frenzy = (state: CombatState) => options(ruleset, state).find((o) => o.kind === "use" && o.use === FRENZY);

describe("1.239 usesOf", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(withRage());
  });

  it("spends a use of the named counter row (matched by name, case aside) and says so", () => {
    const state = fighterTurn(1);
    expect(state.combatants[FIGHTER]!.counters).toEqual({ rage: 2 });
    const r = choose(ruleset, state, { option: frenzy(state)!.id, targets: [FIGHTER] });
    if ("rejected" in r) throw new Error(r.rejected.message);
    expect(r.events).toContainEqual({ t: "pay", who: FIGHTER, pool: "rage", amount: 1 });
    expect(r.state.combatants[FIGHTER]!.counters).toEqual({ rage: 1 });
  });

  it("is offered only while the counter has a use left", () => {
    expect(frenzy(fighterTurn(2))).toBeDefined();
    expect(frenzy(fighterTurn(3))).toBeUndefined();
  });

  it("writes the spent count back to the row when the fight settles, and a rest refills it", () => {
    const state = fighterTurn(1);
    const r = choose(ruleset, state, { option: frenzy(state)!.id, targets: [FIGHTER] });
    if ("rejected" in r) throw new Error(r.rejected.message);
    const sheet = settleSheets(ruleset, r.state)[FIGHTER]!;
    expect(sheet.lists?.features?.[0]).toEqual({ entry: "features/rage", used: 2 });
    const rested = Sheet.of(ruleset, sheet).rest("long");
    if (!rested.ok) throw new Error(rested.message);
    expect(rested.sheet.data.lists?.features?.[0]).toEqual({ entry: "features/rage", used: 0 });
  });

  it("a saved fight's counters are checked before it is resumed", () => {
    const state = structuredClone(fighterTurn(0)) as unknown as { combatants: Record<string, { counters?: unknown }> };
    state.combatants[FIGHTER]!.counters = { rage: -1 };
    expect(checkState(ruleset, state)).toMatchObject({ code: "out-of-range" });
  });
});
