// Base — `whileSourceInSight`, from 5e's frightened: disadvantage on attack rolls while the source of its fear is
// within line of sight. Behind a wall the condition stays on (its timer running) but does nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, choose, options, startCombat } from "../../src/combat/index.js";
import type { Cell } from "../../src/ruleset/index.js";
import { ruleset as base, fighter, of, withGeometry, wizard } from "../combat/helpers.js";
import { loadedDoc } from "../support/loaded.js";

const ruleset = loadedDoc({
  ...base,
  combat: {
    ...base.combat!,
    conditions: [
      ...base.combat!.conditions!,
      {
        id: "frightened",
        label: "Frightened",
        whileSourceInSight: true,
        modifiers: [{ to: "attacks", mode: "disadvantage" }],
      },
    ],
  },
});

/** The goblin's turn begins, frightened of the fighter standing at `fighterAt`; the wizard is beside the goblin. */
function goblinTurn(fighterAt: Cell | null): CombatState {
  const board = { width: 7, height: 3, walls: [[3, 0] as Cell, [3, 1] as Cell, [3, 2] as Cell] };
  const start = startCombat(ruleset, {
    party: [fighter, wizard],
    enemies: ["monsters/goblin"],
    seed: 2,
    ...(fighterAt ? { board } : {}),
  }).state;
  const s = structuredClone(start);
  if (fighterAt) {
    s.combatants["Fighter"]!.at = fighterAt;
    s.combatants["Wizard"]!.at = [2, 1];
    s.combatants["Goblin 1"]!.at = [1, 1];
  }
  const g = s.combatants["Goblin 1"]!;
  g.conditions = [{ id: "frightened", source: "Fighter", remaining: 10, of: "holder", at: "turn-end" }];
  // The one before the goblin ends its turn, so the goblin's turn starts as a turn does.
  const i = s.order.indexOf("Goblin 1");
  s.turn = (i + s.order.length - 1) % s.order.length;
  s.stack = [];
  const r = choose(ruleset, s, { option: "end" });
  if ("rejected" in r) throw new Error(r.rejected.message);
  expect(r.state.order[r.state.turn]).toBe("Goblin 1");
  return r.state;
}

function slash(s: CombatState) {
  const option = options(ruleset, s).find((o) => o.use?.endsWith("scimitar"))!;
  let r = choose(ruleset, s, { option: option.id, targets: ["Wizard"] });
  const events = [];
  // The wizard may react before the roll (it can from the start of the fight): it lets the moment pass.
  for (let n = 0; n < 5 && !("rejected" in r) && !of(r.events, "attack").length; n++) {
    events.push(...r.events);
    r = choose(ruleset, r.state, { option: "pass" });
  }
  if ("rejected" in r) throw new Error(r.rejected.message);
  return of([...events, ...r.events], "attack")[0]!;
}

describe("base whileSourceInSight (frightened)", () => {
  beforeAll(withGeometry);

  it("in sight of its source, the frightened goblin attacks with disadvantage", () => {
    const s = goblinTurn([1, 0]);
    expect(s.combatants["Goblin 1"]!.conditions[0]!.suppressed).toBeUndefined();
    expect(slash(s).d20.mode).toBe("disadvantage");
  });

  it("with a wall between them it is suppressed, not ended: the attack is a plain roll", () => {
    const s = goblinTurn([5, 1]);
    const held = s.combatants["Goblin 1"]!.conditions.find((c) => c.id === "frightened")!;
    expect(held).toMatchObject({ suppressed: true, remaining: 10 });
    expect(slash(s).d20.mode).toBe("normal");
  });

  it("without a board everyone is in plain sight", () => {
    const s = goblinTurn(null);
    expect(slash(s).d20.mode).toBe("disadvantage");
  });
});
