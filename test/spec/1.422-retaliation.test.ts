// 1.422 — Retaliation: "A reaction entry's `"strikesWith": "melee"` makes the holder strike the one who caused the
// moment with its own best melee weapon, the same way as an opportunity attack; the entry itself deals no damage.
// ... 5e's Retaliation uses `{"on": "harmed", "within": 5}` and `strikesWith`." Played with the bundled SRD: a
// berserker of level 14 (a fighter's sheet with Retaliation) against goblins, on a board and without one.
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CombatEvent,
  type CombatState,
  formatEvent,
  namesFor,
  options,
  type Step,
  startCombat,
} from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import type { SheetData } from "../../src/ruleset/sheet-data.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { acceptIn as accept, turnIn, windowOf } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";

let rules: RulesetDoc;
const BARB = "Brakka";
const RETALIATION = "react:features/retaliation";

/** A berserker of level 14: the fighter's sheet (greatsword in hand) with Retaliation; `inventory` replaces its own. */
function berserker(inventory?: SheetData["inventory"]): SheetData {
  const sheet = srd5eCharacter("fighter-5");
  return {
    ...sheet,
    name: BARB,
    fields: { ...sheet.fields, level_barbarian: 14 },
    lists: { features: [{ entry: "features/retaliation" }] },
    ...(inventory ? { inventory } : {}),
  };
}

/** Goblin 1 beside the berserker, Goblin 2 six squares off (on a board); the generator at `draw`. */
function fight(draw: number, opts: { board?: boolean; inventory?: SheetData["inventory"] } = {}): CombatState {
  const board = opts.board ?? true;
  const { state } = startCombat(rules, {
    seed: 5,
    party: [berserker(opts.inventory)],
    enemies: [{ creature: "creatures/goblin", count: 2 }],
    ...(board ? { board: { width: 12, height: 6 } } : { noBoard: true }),
  });
  return turnIn(state, "Goblin 1", (s) => {
    if (board) {
      s.combatants[BARB]!.at = [2, 2];
      s.combatants["Goblin 1"]!.at = [3, 2];
      s.combatants["Goblin 2"]!.at = [8, 2];
    }
    s.combatants[BARB]!.hp = 200;
    for (const id of ["Goblin 1", "Goblin 2"]) s.combatants[id]!.hp = 100;
    const mix = (n: number) => Math.imul(n ^ (n >>> 15), 0x2c1b3c6d) >>> 0 || 1;
    s.rng = { algorithm: "xoroshiro128plus", state: [mix(draw), mix(draw + 101), mix(draw + 202), mix(draw + 303)] };
  });
}

/** `by`'s attack on the berserker with `use` until it harms them: the step, which leaves the harmed window open. */
function harmedBy(by: string, use: string, opts: Parameters<typeof fight>[1] = {}): Step {
  for (let draw = 1; draw < 300; draw++) {
    const s = structuredClone(fight(draw, opts));
    s.turn = s.order.indexOf(by);
    const step = accept(rules, s, { option: `use:${use}`, targets: [BARB] });
    if (of(step.events, "damage").some((d) => d.who === BARB && d.taken > 0)) return step;
  }
  throw new Error(`${by} never harmed the berserker`);
}

const react = (s: CombatState) => options(rules, s).find((o) => o.id === RETALIATION);

describe("1.422 Retaliation: striking back at whoever harmed the holder from within 5 feet (the bundled SRD)", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = loadedDoc(srd5e);
  });

  it("harmed by the goblin beside it, the berserker is offered Retaliation at that goblin alone", () => {
    const step = harmedBy("Goblin 1", "action:scimitar");
    expect(windowOf(step.state)).toMatchObject({ moment: "harmed", subject: "Goblin 1", about: BARB, ask: [BARB] });
    const o = react(step.state)!;
    expect(o.kind === "use" && o.targets?.candidates).toEqual(["Goblin 1"]);
    expect(o.budget).toBe("reaction");
  });

  it("taken: the reaction is spent and the berserker strikes with its greatsword, as an opportunity attack strikes", () => {
    const step = harmedBy("Goblin 1", "action:scimitar");
    const goblinHp = step.state.combatants["Goblin 1"]!.hp;
    const r = accept(rules, step.state, { option: RETALIATION, targets: ["Goblin 1"] });
    expect(r.state.combatants[BARB]!.budgets.reaction).toBe(0);
    expect(of(r.events, "strikes-back")).toEqual([
      {
        t: "strikes-back",
        who: BARB,
        target: "Goblin 1",
        use: expect.stringContaining("greatsword"),
        name: "Greatsword",
        by: "Retaliation",
      },
    ]);
    const attack = of(r.events, "attack").find((a) => a.who === BARB)!;
    expect(attack.target).toBe("Goblin 1");
    // The entry itself dealt nothing: whatever the goblin lost, the greatsword dealt.
    const dealt = of(r.events, "damage").filter((d) => d.who === "Goblin 1");
    expect(dealt.every((d) => d.dice?.expr.startsWith("2d6") || d.dice?.expr.startsWith("4d6"))).toBe(true);
    expect(goblinHp - r.state.combatants["Goblin 1"]!.hp).toBe(dealt.reduce((n, d) => n + d.taken, 0));
    expect(attack.result === "miss").toBe(dealt.length === 0);
    // The window is over and the goblin's turn goes on.
    expect(windowOf(r.state)).toBeUndefined();
    expect(r.state.order[r.state.turn]).toBe("Goblin 1");
  });

  it("harmed from farther than 5 feet (the other goblin's shortbow), Retaliation is not offered", () => {
    const step = harmedBy("Goblin 2", "action:shortbow");
    expect(react(step.state)).toBeUndefined();
  });

  it("without a board, the distance is not asked: the archer can be struck back", () => {
    const step = harmedBy("Goblin 2", "action:shortbow", { board: false });
    const o = react(step.state)!;
    expect(o.kind === "use" && o.targets?.candidates).toEqual(["Goblin 2"]);
  });

  it("its best melee weapon: of a dagger and a shortsword in hand, the shortsword (the javelin carried is not in hand)", () => {
    const inventory = [
      { item: "items/dagger", wielded: true },
      { item: "items/shortsword", wielded: true },
      { item: "items/javelin" },
    ];
    const step = harmedBy("Goblin 1", "action:scimitar", { inventory });
    const r = accept(rules, step.state, { option: RETALIATION, targets: ["Goblin 1"] });
    expect(of(r.events, "strikes-back")[0]).toMatchObject({ name: "Shortsword" });
    expect(of(r.events, "use").map((u) => u.name)).toEqual(["Retaliation", "Shortsword"]);
  });

  it("with only a longbow in hand, the best melee blow it has is its sheet's unarmed strike (an attack row)", () => {
    const step = harmedBy("Goblin 1", "action:scimitar", { inventory: [{ item: "items/longbow", wielded: true }] });
    const r = accept(rules, step.state, { option: RETALIATION, targets: ["Goblin 1"] });
    expect(of(r.events, "strikes-back")[0]).toMatchObject({ name: "Unarmed Strike" });
    expect(of(r.events, "attack").find((a) => a.who === BARB)?.target).toBe("Goblin 1");
  });

  it("the director strikes back", () => {
    const step = harmedBy("Goblin 1", "action:scimitar");
    expect(direct(rules, step.state)).toEqual({ option: RETALIATION, targets: ["Goblin 1"] });
  });

  it("the text log words the strike plainly", () => {
    const step = harmedBy("Goblin 1", "action:scimitar");
    const r = accept(rules, step.state, { option: RETALIATION, targets: ["Goblin 1"] });
    const names = namesFor(rules, r.state);
    const lines = r.events.map((e: CombatEvent) => formatEvent(e, names));
    expect(lines).toContain(`${BARB} strikes back at Goblin 1 with Greatsword (Retaliation)`);
  });
});
