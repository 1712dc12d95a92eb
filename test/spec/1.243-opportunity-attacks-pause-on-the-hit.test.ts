// 1.243 — Opportunity attacks pause on the hit: "An opportunity attack pauses on its hit exactly like an attack made
// during a turn: everyone who has a response to that hit is asked, with the attacker answering last, for what it adds
// (Divine Smite, Stunning Strike), and the movement's own window ... resumes asking only after the blow has landed. A
// mover who is stopped in place along the way (a condition with `speed-zero`, such as stunned or grappled) goes no
// further than the cell where it was struck. An entry that is a reaction, or that adds to another blow, is never
// chosen as the opportunity attack itself."
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, options, type Step, startCombat } from "../../src/combat/index.js";
import { sectionStatus } from "../../src/registry/index.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { fighter, of, withGeometry } from "../combat/helpers.js";
import { acceptIn, turnIn, windowOf } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { strikesDoc } from "./fixtures/strikes.js";

let rules: RulesetDoc;

const striker = (name: string, feature: string): SheetData => ({
  ...fighter,
  name,
  fields: { ...fighter.fields, level: 9 },
  lists: { features: [{ entry: `features/${feature}` }] },
  inventory: [{ item: "gear/longsword", wielded: true }],
});

/** The goblin walks out of the striker's reach, over seeds, until the opportunity attack hits: the step left open. */
function provokedHit(sheet: SheetData): { before: CombatState; step: Step } {
  for (let seed = 1; seed < 300; seed++) {
    const { state } = startCombat(rules, {
      seed,
      party: [sheet],
      enemies: ["monsters/goblin"],
      board: { width: 8, height: 4 },
    });
    const s = turnIn(state, "Goblin 1", (x) => {
      x.combatants[sheet.name]!.at = [3, 1];
      x.combatants["Goblin 1"]!.at = [2, 1];
      x.combatants["Goblin 1"]!.hp = 300;
    });
    const walk = acceptIn(rules, s, { option: "move", at: [0, 1] });
    const oa = options(rules, walk.state).find((o) => o.id.startsWith("opportunity:"));
    if (!oa) throw new Error("no opportunity attack");
    const step = acceptIn(rules, walk.state, { option: oa.id, targets: ["Goblin 1"] });
    if (windowOf(step.state)?.self) return { before: walk.state, step };
  }
  throw new Error("no hit");
}

describe("1.243 opportunity attacks pause on the hit", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = loadedDoc(strikesDoc());
  });

  it("is a behaviour the engine claims", () => {
    expect(sectionStatus().find((s) => s.version === "1.243")).toMatchObject({ keyless: true, implemented: 1 });
  });

  it("the attacker is asked on its opportunity attack's hit, and the walk waits beneath", () => {
    const { step } = provokedHit(striker("Monk", "stunning-strike"));
    const w = windowOf(step.state)!;
    expect([w.moment, w.subject, w.about, w.ask]).toEqual(["hit", "Monk", "Goblin 1", ["Monk"]]);
    expect(step.state.stack.map((f) => f.kind)).toEqual(["move", "window", "act", "window"]);
    expect(options(rules, step.state).map((o) => o.id)).toEqual(["react:features/stunning-strike", "pass"]);
  });

  it("a mover stunned by it goes no further than the cell where it was struck", () => {
    for (let n = 0; n < 40; n++) {
      const { step } = provokedHit(striker("Monk", "stunning-strike"));
      const after = acceptIn(rules, step.state, { option: "react:features/stunning-strike", targets: ["Goblin 1"] });
      if (of(after.events, "save")[0]?.success !== false) continue;
      expect(after.state.combatants["Goblin 1"]!.conditions.map((c) => c.id)).toContain("stunned");
      expect(of(after.events, "damage").map((d) => d.type)).toEqual(["slashing"]);
      expect(after.state.combatants["Goblin 1"]!.at).toEqual([2, 1]);
      expect(after.state.stack).toEqual([]);
      return;
    }
    throw new Error("the goblin never failed its save");
  });

  it("Divine Smite joins an opportunity attack's blow", () => {
    const { step } = provokedHit(striker("Paladin", "divine-smite-1241"));
    const after = acceptIn(rules, step.state, {
      option: "react:features/divine-smite-1241",
      targets: ["Goblin 1"],
      pay: "slot_1",
    });
    expect(of(after.events, "damage").map((d) => d.type)).toEqual(["slashing", "radiant"]);
  });

  it("neither a reaction nor an entry that adds to a blow is ever the opportunity attack itself", () => {
    const { before } = provokedHit(striker("Paladin", "divine-smite-1241"));
    expect(options(rules, before).map((o) => o.id)).toEqual(["opportunity:gear/longsword", "pass"]);
  });
});
