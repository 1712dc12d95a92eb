// 1.264 — Irresistible Dance. "A save that ends a condition can also be `at: "action"`: the holder spends their
// action to make it (Irresistible Dance)." The bundled SRD's spell, cast by a wizard on a goblin: dancing, the goblin
// can do nothing with its turn (`only: []`) but spend its action on the save, and the director takes that chance.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatEvent, type CombatState, choose, options } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, endUntilIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { knowing, landing, onBoard, reseeded, WIZARD } from "./fixtures/compelled.js";

let rules: RulesetDoc;
const GOBLIN = "Goblin 1";
let dancing: CombatState;

const saves = (events: readonly CombatEvent[]) =>
  events.filter((e) => e.t === "save" && e.who === GOBLIN && e.why === "ends dancing");

beforeAll(async () => {
  await withGeometry();
  // The bundled SRD's slots stop at 5th level: a 6th-level slot is added for the scenario.
  const doc = structuredClone(srd5e) as unknown as { sheet: { live: { pools: object[] } } };
  doc.sheet.live.pools.push({
    id: "slot_6",
    label: "Spell slots (6th level)",
    max: {
      from: { field: "level" },
      table: [
        [0, 0],
        [11, 1],
      ],
    },
    group: "slots",
    level: 6,
    recharge: { rests: ["long"] },
  });
  rules = loadedDoc(doc);
  const wizard = knowing("wizard-5", ["spells/irresistible-dance"]);
  const s = onBoard(rules, { party: [wizard], enemies: ["creatures/goblin"] }, WIZARD, {
    [WIZARD]: [2, 5],
    [GOBLIN]: [8, 5],
  });
  s.combatants[WIZARD]!.pools["slot_6"] = 1;
  const cast = landing(rules, s, "spells/irresistible-dance", [GOBLIN], GOBLIN, "dancing");
  dancing = endUntilIn(rules, cast, GOBLIN).state;
});

describe('1.264 saveEnds.at: "action": Irresistible Dance', () => {
  it("the dancer keeps its save for its action: none at the end of its turn", () => {
    const held = dancing.combatants[GOBLIN]!.conditions.find((c) => c.id === "dancing")!;
    expect(held.saveEnds).toMatchObject({ save: "wis_save", at: "action" });
    const ended = acceptIn(rules, dancing, { option: "end" });
    expect(saves(ended.events)).toEqual([]);
  });

  it("its turn holds only the save and ending it; walking and striking are rejected as compelled", () => {
    expect(
      options(rules, dancing)
        .map((o) => o.id)
        .sort(),
    ).toEqual(["end", "save:dancing"]);
    const save = options(rules, dancing).find((o) => o.id === "save:dancing")!;
    expect(save).toMatchObject({
      kind: "standard",
      budget: "action",
      label: "Save against Dancing (Irresistible Dance)",
    });
    for (const choice of [{ option: "move", at: [9, 5] as [number, number] }, { option: "std:dodge@action" }]) {
      const r = choose(rules, dancing, choice);
      expect("rejected" in r && r.rejected.code).toBe("compelled");
    }
  });

  it("the save spends the action; a success ends the dance, a failure leaves it", () => {
    const seen = new Set<boolean>();
    for (let seed = 1; seed <= 40 && seen.size < 2; seed++) {
      const r = acceptIn(rules, reseeded(dancing, seed), { option: "save:dancing" });
      const [save] = saves(r.events);
      expect(save).toBeDefined();
      const success = save!.t === "save" && save!.success;
      seen.add(success);
      expect(r.state.combatants[GOBLIN]!.budgets["action"]).toBe(0);
      expect(r.state.combatants[GOBLIN]!.conditions.some((c) => c.id === "dancing")).toBe(!success);
      // Spent, it is off the menu.
      expect(options(rules, r.state).map((o) => o.id)).not.toContain("save:dancing");
    }
    expect(seen).toEqual(new Set([true, false]));
  });

  it("the director spends the goblin's action on the save", () => {
    expect(direct(rules, dancing)).toEqual({ option: "save:dancing" });
  });
});
