// 1.422 — Giant Killer: "After an attack that needs an attack roll to hit ends, whether it hit or not, the reaction
// moment `"on": "attacked"` opens, asking only that attack's target; if the attack first opened `harmed` or `caught`
// moments, it opens after those. ... Any moment with a definite source can carry `"sourceIs"`, a target test (`types`,
// `tags`, `upToSize`, `atLeastSize`) that the one who caused the moment must pass. ... Giant Killer uses `{"on":
// "attacked", "within": 5, "sourceIs": {"atLeastSize": "large"}}` and `strikesWith`." Played with the bundled SRD: a
// Hunter ranger of level 3 with a shortsword in hand against an ogre (Large) and a goblin (Small).
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, formatEvent, namesFor, options, type Step, startCombat } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import type { SheetData } from "../../src/ruleset/sheet-data.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { acceptIn as accept, turnIn, windowOf } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";

let rules: RulesetDoc;
const RANGER = "Rowan (Ranger 3)";
const GIANT_KILLER = "react:features/giant-killer";
const RETALIATION = "react:features/retaliation";

/** The ranger with a shortsword in hand and Giant Killer (and `more` features). */
function ranger(more: string[] = []): SheetData {
  const sheet = srd5eCharacter("ranger-3");
  return {
    ...sheet,
    inventory: [{ item: "items/shortsword", wielded: true }],
    lists: {
      ...sheet.lists,
      features: ["giant-killer", ...more].map((id) => ({ entry: `features/${id}` })),
    },
  };
}

/** The ogre beside the ranger, the goblin on its other side; on a board unless `board` is false. */
function fight(draw: number, opts: { board?: boolean; more?: string[]; ogreAt?: [number, number] } = {}): CombatState {
  const board = opts.board ?? true;
  const { state } = startCombat(rules, {
    seed: 9,
    party: [ranger(opts.more)],
    enemies: ["creatures/ogre", "creatures/goblin"],
    ...(board ? { board: { width: 12, height: 6 } } : { noBoard: true }),
  });
  return turnIn(state, "Ogre 1", (s) => {
    if (board) {
      s.combatants[RANGER]!.at = [2, 2];
      s.combatants["Ogre 1"]!.at = opts.ogreAt ?? [3, 2];
      s.combatants["Goblin 1"]!.at = [1, 2];
    }
    s.combatants[RANGER]!.hp = 300;
    for (const id of ["Ogre 1", "Goblin 1"]) s.combatants[id]!.hp = 100;
    const mix = (n: number) => Math.imul(n ^ (n >>> 15), 0x2c1b3c6d) >>> 0 || 1;
    s.rng = { algorithm: "xoroshiro128plus", state: [mix(draw), mix(draw + 101), mix(draw + 202), mix(draw + 303)] };
  });
}

/** `by` attacks the ranger with `use` until its attack `hit`s or misses as asked. */
function attackBy(by: string, use: string, hit: boolean, opts: Parameters<typeof fight>[1] = {}): Step {
  for (let draw = 1; draw < 300; draw++) {
    const s = fight(draw, opts);
    s.turn = s.order.indexOf(by);
    const step = accept(rules, s, { option: `use:${use}`, targets: [RANGER] });
    const attack = of(step.events, "attack").find((a) => a.who === by);
    if (attack && (attack.result !== "miss") === hit) return step;
  }
  throw new Error(`${by} never ${hit ? "hit" : "missed"}`);
}

const offered = (s: CombatState, id: string) => options(rules, s).find((o) => o.id === id);

describe("1.422 Giant Killer: the attacked moment, narrowed to a Large or larger attacker within 5 feet", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = loadedDoc(srd5e);
  });

  it("the ogre's blow that missed: once the attack is over, the attacked window asks the ranger alone", () => {
    const step = attackBy("Ogre 1", "action:greatclub", false);
    expect(windowOf(step.state)).toMatchObject({
      moment: "attacked",
      subject: "Ogre 1",
      about: RANGER,
      ask: [RANGER],
      missed: true,
    });
    const o = offered(step.state, GIANT_KILLER)!;
    expect(o.kind === "use" && o.targets?.candidates).toEqual(["Ogre 1"]);
    // The window opened after the attack was logged.
    const order = step.events.map((e) => e.t);
    expect(order.indexOf("window")).toBeGreaterThan(order.indexOf("attack"));
  });

  it("the ogre's blow that hit opens it too, after the damage", () => {
    const step = attackBy("Ogre 1", "action:greatclub", true);
    expect(windowOf(step.state)).toMatchObject({ moment: "attacked", subject: "Ogre 1", about: RANGER });
    expect(windowOf(step.state)?.missed).toBeUndefined();
    const order = step.events.map((e) => e.t);
    expect(order.indexOf("window")).toBeGreaterThan(order.lastIndexOf("damage"));
    expect(offered(step.state, GIANT_KILLER)).toBeDefined();
  });

  it("taken, the ranger strikes the ogre with its shortsword and the ogre's turn goes on", () => {
    const step = attackBy("Ogre 1", "action:greatclub", false);
    const r = accept(rules, step.state, { option: GIANT_KILLER, targets: ["Ogre 1"] });
    expect(of(r.events, "strikes-back")).toEqual([
      expect.objectContaining({ who: RANGER, target: "Ogre 1", name: "Shortsword", by: "Hunter's Prey: Giant Killer" }),
    ]);
    expect(of(r.events, "attack").find((a) => a.who === RANGER)?.target).toBe("Ogre 1");
    expect(r.state.combatants[RANGER]!.budgets.reaction).toBe(0);
    expect(windowOf(r.state)).toBeUndefined();
    expect(r.state.order[r.state.turn]).toBe("Ogre 1");
  });

  it("sourceIs: the goblin (Small) attacking from beside the ranger opens no offer", () => {
    for (const hit of [true, false]) {
      const step = attackBy("Goblin 1", "action:scimitar", hit);
      expect(offered(step.state, GIANT_KILLER)).toBeUndefined();
      expect(windowOf(step.state)).toBeUndefined();
    }
  });

  it("within 5: the ogre's javelin from three squares off is not answered; without a board it is", () => {
    const far = attackBy("Ogre 1", "action:javelin", false, { ogreAt: [5, 2] });
    expect(offered(far.state, GIANT_KILLER)).toBeUndefined();
    // Without a board nothing is far: the ogre is struck wherever it is.
    const step = attackBy("Ogre 1", "action:javelin", false, { board: false });
    expect(offered(step.state, GIANT_KILLER)).toBeDefined();
  });

  it("after the harmed window: a hit answered first by Retaliation (passed), then the attacked window", () => {
    const step = attackBy("Ogre 1", "action:greatclub", true, { more: ["retaliation"] });
    expect(windowOf(step.state)?.moment).toBe("harmed");
    expect(offered(step.state, RETALIATION)).toBeDefined();
    expect(offered(step.state, GIANT_KILLER)).toBeUndefined();
    const passed = accept(rules, step.state, { option: "pass" });
    expect(windowOf(passed.state)?.moment).toBe("attacked");
    expect(offered(passed.state, GIANT_KILLER)).toBeDefined();
    // Retaliation taken instead spends the reaction: the attacked window then has nothing to offer.
    const struck = accept(rules, step.state, { option: RETALIATION, targets: ["Ogre 1"] });
    expect(windowOf(struck.state)).toBeUndefined();
    expect(of(struck.events, "strikes-back")).toHaveLength(1);
  });

  it("the director takes Giant Killer", () => {
    const step = attackBy("Ogre 1", "action:greatclub", false);
    expect(direct(rules, step.state)).toEqual({ option: GIANT_KILLER, targets: ["Ogre 1"] });
  });

  it("the text log words the moment and the strike plainly", () => {
    const step = attackBy("Ogre 1", "action:greatclub", false);
    const r = accept(rules, step.state, { option: GIANT_KILLER, targets: ["Ogre 1"] });
    const names = namesFor(rules, r.state);
    const window = of(step.events, "window").find((w) => w.moment === "attacked")!;
    expect(formatEvent(window, names)).toContain(`Ogre 1's attack on ${RANGER} is over`);
    expect(r.events.map((e) => formatEvent(e, names))).toContain(
      `${RANGER} strikes back at Ogre 1 with Shortsword (Hunter's Prey: Giant Killer)`,
    );
  });
});
