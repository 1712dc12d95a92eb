// 1.248 — Responses to the hits of a flurry: "A `hit` moment's `budget` narrows it to hits made by a strike paid for
// with that budget: Open Hand Technique responds to `{ "on": "hit", "by": "self", "budget": "flurry" }` ... A
// reaction's `oneOf` names a group of responses to the holder's own hit, of which only one can be taken per hit ...
// one with a Dexterity save that applies prone, one with a Strength save and a `push` of 15, and one that applies a
// condition with the `cannot-react` effect ... Taking one uses up the other two for that hit; the next hit offers all
// three again. `oneOf` goes on a `hit` moment with `by` self and without `also`."
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, options, type Step, startCombat } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { validate } from "../../src/validate/index.js";
import { fighter, of, withGeometry } from "../combat/helpers.js";
import { acceptIn, turnIn, windowOf } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { monkDoc } from "./fixtures/monk.js";

let rules: RulesetDoc;

const OPEN_HAND = ["open-hand-prone", "open-hand-push", "open-hand-no-reactions"].map((id) => `react:features/${id}`);

const monk: SheetData = {
  ...fighter,
  name: "Monk",
  abilities: { ...fighter.abilities, str: 10, dex: 16 },
  fields: { level: 5, hp_max: 30, armor: 10 },
  lists: {
    features: ["martial-arts", "flurry-of-blows", "stunning-strike", ...OPEN_HAND.map((o) => o.slice(15))].map((f) => ({
      entry: `features/${f}`,
    })),
  },
  inventory: [],
};

type Where = { board?: boolean };

function start(seed: number, where: Where): CombatState {
  const { state } = startCombat(rules, {
    seed,
    party: [monk],
    enemies: ["monsters/goblin"],
    ...(where.board ? { board: { width: 10, height: 3 } } : { noBoard: true }),
  });
  return turnIn(state, "Monk", (s) => {
    s.combatants["Goblin 1"]!.hp = 300;
    if (where.board) {
      s.combatants["Monk"]!.at = [1, 1];
      s.combatants["Goblin 1"]!.at = [2, 1];
    }
  });
}

const hitWindow = (step: Step) => windowOf(step.state)?.self === true;
const react = (s: CombatState) =>
  options(rules, s)
    .filter((o) => o.id.startsWith("react:"))
    .map((o) => o.id);

/** The Attack action's unarmed strike hit (window open), over seeds. */
function attackHit(where: Where = {}): Step {
  for (let seed = 1; seed < 300; seed++) {
    const step = acceptIn(rules, start(seed, where), { option: "use:row:unarmed strike", targets: ["Goblin 1"] });
    if (hitWindow(step)) return step;
  }
  throw new Error("no hit");
}

/** A flurry strike's hit (window open), after the Attack action, from the first seed at `from` or after. */
function flurryHit(where: Where = {}, from = 1): Step & { seed: number } {
  for (let seed = from; seed < from + 300; seed++) {
    let step = acceptIn(rules, start(seed, where), { option: "use:row:unarmed strike", targets: ["Goblin 1"] });
    if (windowOf(step.state)) step = acceptIn(rules, step.state, { option: "pass" });
    step = acceptIn(rules, step.state, { option: "use:features/flurry-of-blows", targets: ["Monk"] });
    step = acceptIn(rules, step.state, { option: "grant:row:unarmed strike@flurry", targets: ["Goblin 1"] });
    if (hitWindow(step)) return { ...step, seed };
  }
  throw new Error("no flurry hit");
}

describe("1.248 Open Hand Technique on the hits of a flurry", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = loadedDoc(monkDoc({ openHand: true }));
  });

  it("is offered on a flurry strike's hit, beside Stunning Strike, and not on the Attack action's hit", () => {
    expect(react(attackHit().state)).toEqual(["react:features/stunning-strike"]);
    expect(react(flurryHit().state).sort()).toEqual([...OPEN_HAND, "react:features/stunning-strike"].sort());
  });

  it("one of the three per hit: taking one uses up the other two, but not Stunning Strike", () => {
    const hit = flurryHit();
    const taken = acceptIn(rules, hit.state, { option: OPEN_HAND[2]!, targets: ["Goblin 1"] });
    expect(taken.state.combatants["Goblin 1"]!.conditions.map((c) => c.id)).toContain("reactionless");
    // Asked again on the same hit: only what is not of the group.
    expect(windowOf(taken.state)?.self).toBe(true);
    expect(react(taken.state)).toEqual(["react:features/stunning-strike"]);
    const passed = acceptIn(rules, taken.state, { option: "pass" });
    expect(of(passed.events, "damage").map((d) => d.who)).toEqual(["Goblin 1"]);
  });

  it("the next hit offers all three again", () => {
    for (let from = 1; from < 200; ) {
      const hit = flurryHit({}, from);
      from = hit.seed + 1;
      let step = acceptIn(rules, hit.state, { option: OPEN_HAND[2]!, targets: ["Goblin 1"] });
      step = acceptIn(rules, step.state, { option: "pass" });
      const next = acceptIn(rules, step.state, { option: "grant:row:unarmed strike@flurry", targets: ["Goblin 1"] });
      if (!hitWindow(next)) continue;
      expect(
        react(next.state)
          .filter((id) => OPEN_HAND.includes(id))
          .sort(),
      ).toEqual([...OPEN_HAND].sort());
      return;
    }
    throw new Error("no second hit");
  });

  it("knocks prone on a failed Dexterity save", () => {
    const hit = flurryHit();
    const after = acceptIn(rules, hit.state, { option: OPEN_HAND[0]!, targets: ["Goblin 1"] });
    const save = of(after.events, "save")[0]!;
    const prone = after.state.combatants["Goblin 1"]!.conditions.some((c) => c.id === "prone");
    expect(prone).toBe(!save.success);
  });

  it("pushes 15 feet on a failed Strength save, on a board; not on a passed one", () => {
    let failed = false;
    let passed = false;
    for (let from = 1; from < 300 && !(failed && passed); ) {
      const hit = flurryHit({ board: true }, from);
      from = hit.seed + 1;
      const after = acceptIn(rules, hit.state, { option: OPEN_HAND[1]!, targets: ["Goblin 1"] });
      const save = of(after.events, "save")[0]!;
      const at = after.state.combatants["Goblin 1"]!.at;
      if (save.success) {
        passed = true;
        expect(at).toEqual([2, 1]);
      } else {
        failed = true;
        expect(at).toEqual([5, 1]);
        expect(of(after.events, "pushed")[0]).toMatchObject({ who: "Goblin 1", by: "Monk" });
      }
    }
    expect([failed, passed]).toEqual([true, true]);
  });

  it("a foe that cannot react makes no opportunity attack", () => {
    const s = start(1, { board: true });
    const walkAway = (x: CombatState) => acceptIn(rules, x, { option: "move", at: [0, 0] }).state;
    const free = structuredClone(s);
    free.combatants["Monk"]!.at = [2, 0];
    free.combatants["Goblin 1"]!.at = [2, 1];
    // The goblin may strike at the monk walking off, unless it cannot react.
    const asked = walkAway(turnIn(free, "Monk"));
    expect(windowOf(asked)?.moment).toBe("leaves-reach");
    const stopped = structuredClone(free);
    stopped.combatants["Goblin 1"]!.conditions.push({ id: "reactionless" });
    const after = walkAway(turnIn(stopped, "Monk"));
    expect(windowOf(after)).toBeUndefined();
    expect(after.combatants["Monk"]!.at).toEqual([0, 0]);
  });

  it("the director takes one of them on a flurry's hit", () => {
    const hit = flurryHit({ board: true });
    const choice = direct(rules, hit.state).option;
    expect(choice.startsWith("react:features/")).toBe(true);
  });
});

describe("1.248 stated rules", () => {
  const entry = (reaction: Record<string, unknown>) => {
    const doc = monkDoc({ openHand: true });
    const e = doc.catalogs.features.entries.find((x: { id: string }) => x.id === "open-hand-prone");
    e.mechanics.reaction = reaction;
    return validate(doc).issues.filter((i) => i.path.includes("mechanics.reaction"));
  };

  it("`oneOf` goes on a `hit` moment with `by` self and without `also`", () => {
    expect(entry({ on: "hit", by: "self", oneOf: "open-hand" })).toEqual([]);
    expect(entry({ on: "hit", oneOf: "open-hand" }).map((i) => [i.path.split(".").at(-1), i.code])).toEqual([
      ["oneOf", "not-allowed"],
    ]);
    expect(entry({ on: "harmed", oneOf: "open-hand" }).some((i) => i.code === "not-allowed")).toBe(true);
    expect(
      entry({ on: "hit", by: "self", also: ["aimed"], oneOf: "open-hand" }).some((i) => i.code === "not-allowed"),
    ).toBe(true);
  });

  it("`budget` narrows a hit moment, and names a declared budget", () => {
    expect(entry({ on: "harmed", budget: "flurry" }).map((i) => i.code)).toContain("not-allowed");
    expect(entry({ on: "hit", by: "self", budget: "flurries" }).map((i) => i.code)).toContain("bad-reference");
  });
});
