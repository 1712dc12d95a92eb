// 1.310 — Heat Metal: "`"sameTargets": true` offers it only against those the casting targeted (Heat Metal, with a
// bonus action)." The SRD's Heat Metal: cast with the action, then the damage again on the bonus action on later
// turns while the caster concentrates, at the casting's level.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, formatEvent, namesFor, options, startCombat } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, endUntilIn, turnIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";

const WIZARD = "Sabine (Wizard 5)";
const HM = "spells/heat-metal";
const AGAIN = `again:${HM}`;

let ruleset: RulesetDoc;
const wizard: SheetData = { ...srd5eCharacter("wizard-5"), lists: { spells: [{ entry: HM, prepared: true }] } };

function fight(): CombatState {
  return turnIn(
    startCombat(ruleset, { seed: 4, party: [wizard], enemies: ["creatures/goblin", "creatures/goblin"], noBoard: true })
      .state,
    WIZARD,
    (s) => {
      for (const g of ["Goblin 1", "Goblin 2"]) s.combatants[g]!.hp = s.combatants[g]!.maxHp = 200;
    },
  );
}

const again = (s: CombatState) => options(ruleset, s).find((o) => o.id === AGAIN);

describe("1.310 Heat Metal", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
  });

  it("deals its damage again on the bonus action, only to the one the casting targeted, at the casting's level", () => {
    const cast = acceptIn(ruleset, fight(), { option: `use:${HM}`, targets: ["Goblin 1"], pay: "slot_3" });
    // In the turn it is cast the bonus action is still there: the repeat is offered at once.
    const now = again(cast.state)!;
    expect(now).toMatchObject({ label: "Heat Metal again", budget: "bonus" });
    expect(now.targets!.candidates).toEqual(["Goblin 1"]);
    const next = endUntilIn(ruleset, cast, WIZARD);
    expect(again(next.state)!.targets!.candidates).toEqual(["Goblin 1"]);
    const r = acceptIn(ruleset, next.state, { option: AGAIN, targets: ["Goblin 1"] });
    const hit = r.events.find((e) => e.t === "damage" && e.who === "Goblin 1");
    expect(hit?.t === "damage" && hit.dice?.expr).toBe("3d8");
    expect(r.state.combatants[WIZARD]!.budgets["bonus"]).toBe(0);
    expect(r.state.combatants[WIZARD]!.budgets["action"]).toBe(1);
    expect(formatEvent(r.events.find((e) => e.t === "repeat")!, namesFor(ruleset, r.state))).toBe(
      `${WIZARD} uses Heat Metal again on Goblin 1`,
    );
  });

  it("refuses the repeat against another creature", () => {
    const cast = acceptIn(ruleset, fight(), { option: `use:${HM}`, targets: ["Goblin 1"], pay: "slot_2" });
    const next = endUntilIn(ruleset, cast, WIZARD);
    expect(() => acceptIn(ruleset, next.state, { option: AGAIN, targets: ["Goblin 2"] })).toThrow(/Goblin 2/);
  });

  it("is not offered once the one it targeted is down", () => {
    const cast = acceptIn(ruleset, fight(), { option: `use:${HM}`, targets: ["Goblin 1"], pay: "slot_2" });
    const next = endUntilIn(ruleset, cast, WIZARD);
    const s = structuredClone(next.state);
    s.combatants["Goblin 1"]!.status = "dead";
    s.combatants["Goblin 1"]!.hp = 0;
    expect(again(s)).toBeUndefined();
  });

  it("the director spends its bonus action on it once the action is spent", () => {
    const cast = acceptIn(ruleset, fight(), { option: `use:${HM}`, targets: ["Goblin 1"], pay: "slot_2" });
    const next = endUntilIn(ruleset, cast, WIZARD);
    const s = structuredClone(next.state);
    s.combatants[WIZARD]!.budgets["action"] = 0;
    s.combatants[WIZARD]!.moveLeft = 0;
    expect(direct(ruleset, s)).toEqual({ option: AGAIN, targets: ["Goblin 1"] });
  });
});
