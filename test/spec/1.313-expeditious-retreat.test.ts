// 1.313 — Expeditious Retreat: "An entry's `mechanics` can say `"takes": ["dash"]` (or `disengage`, `dodge`), and its
// user takes those standard actions when using it: Expeditious Retreat Dashes as it is cast. The bonus-action Dash
// after that comes from its condition." The SRD's Expeditious Retreat, cast by a 5th-level wizard.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, formatEvent, namesFor, options, startCombat } from "../../src/combat/index.js";
import { usesOf } from "../../src/combat/uses.js";
import { effectWorth } from "../../src/director/plugins.js";
import { makeScene } from "../../src/director/scene.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, endUntilIn, turnIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";

const WIZARD = "Sabine (Wizard 5)";
const ER = "spells/expeditious-retreat";

let ruleset: RulesetDoc;
const wizard: SheetData = { ...srd5eCharacter("wizard-5"), lists: { spells: [{ entry: ER, prepared: true }] } };

function fight(): CombatState {
  return turnIn(
    startCombat(ruleset, { seed: 1, party: [wizard], enemies: ["creatures/goblin"], board: { width: 30, height: 5 } })
      .state,
    WIZARD,
    (s) => {
      s.combatants[WIZARD]!.at = [0, 2];
      s.combatants["Goblin 1"]!.at = [29, 2];
    },
  );
}

describe("1.313 Expeditious Retreat", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
  });

  it("Dashes as it is cast, spending only the bonus action", () => {
    const s = fight();
    const r = acceptIn(ruleset, s, { option: `use:${ER}`, targets: [WIZARD], pay: "slot_1" });
    const me = r.state.combatants[WIZARD]!;
    expect(me.moveLeft).toBe(60);
    expect(me.budgets["action"]).toBe(1);
    expect(me.budgets["bonus"]).toBe(0);
    const takes = r.events.find((e) => e.t === "takes")!;
    expect(formatEvent(takes, namesFor(ruleset, r.state))).toBe(
      `${WIZARD} takes the dash action with Expeditious Retreat`,
    );
    // The action is still there for a Dash of its own.
    expect(options(ruleset, r.state).some((o) => o.id === "std:dash@action")).toBe(true);
  });

  it("on later turns, its condition gives the Dash as a bonus action while it lasts", () => {
    const cast = acceptIn(ruleset, fight(), { option: `use:${ER}`, targets: [WIZARD], pay: "slot_1" });
    expect(cast.state.combatants[WIZARD]!.conditions.some((c) => c.id === "expeditious-retreat")).toBe(true);
    const next = endUntilIn(ruleset, cast, WIZARD);
    const dash = options(ruleset, next.state).find((o) => o.kind === "standard" && o.budget === "bonus");
    expect(dash).toMatchObject({ action: "dash" });
    const r = acceptIn(ruleset, next.state, { option: dash!.id });
    expect(r.state.combatants[WIZARD]!.moveLeft).toBe(60);
    expect(r.state.combatants[WIZARD]!.budgets["bonus"]).toBe(0);
    // Without the spell, no bonus-action Dash.
    const plain = options(ruleset, fight()).find((o) => o.kind === "standard" && o.budget === "bonus");
    expect(plain).toBeUndefined();
  });

  it("the director counts the Dash taken with it", () => {
    const s = fight();
    const menu = options(ruleset, s);
    const option = menu.find((o) => o.id === `use:${ER}`)!;
    const use = usesOf(ruleset, s, s.combatants[WIZARD]!).find((u) => u.id === ER)!;
    const scene = makeScene(ruleset, s, menu);
    const worth = effectWorth(scene, {
      choice: { option: option.id, targets: [WIZARD] },
      option,
      use,
      targets: [s.combatants[WIZARD]!],
      steps: 0,
    });
    expect(worth).toBeGreaterThan(0);
  });
});
