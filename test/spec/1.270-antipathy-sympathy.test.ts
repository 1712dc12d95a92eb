// 1.270 — A kind named at casting. "Catalog entry mechanics with `applies` can carry `kindChoice: true`: the user
// names one of `combat.creatureTypes` … offered as modes `kind-<id>`, and what it applies remembers that kind. An aura
// of what it applied with `chosenKind: true` reaches only creatures of that kind; with `orSeen: true` it also reaches
// those who can see its holder, however far away they are. … A condition's `saveEnds` can carry `beyond` …: the save
// is made only while the holder is farther than that from whoever applied the condition." 1.274: "an item's `use`
// can carry `kindChoice` like an entry's mechanics, so an Antipathy/Sympathy scroll names its kind when used." The
// bundled SRD's Antipathy/Sympathy, cast by a wizard on the fighter beside her, naming humanoids: the goblin is
// reached, the skeleton never.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatEvent, type CombatState, choose, options, type Step } from "../../src/combat/index.js";
import type { Cell, RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, endUntilIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { FIGHTER, knowing, onBoard, reseeded, useOption, WIZARD } from "./fixtures/compelled.js";

let rules: RulesetDoc;
const GOBLIN = "Goblin 1";
const SKELETON = "Skeleton 1";
const ANTIPATHY = "spells/antipathy-sympathy";
const SYMPATHY = "spells/antipathy-sympathy-sympathy";
const apart = (a: Cell, b: Cell) => Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]));

/** The wizard's turn, the fighter beside her, the goblin and the skeleton across a wide board. */
function fight(goblinAt: Cell): CombatState {
  const wizard = knowing("wizard-5", [ANTIPATHY, SYMPATHY]);
  const s = onBoard(
    rules,
    { party: [wizard, srd5eCharacter("fighter-3")], enemies: ["creatures/goblin", "creatures/skeleton"] },
    WIZARD,
    { [WIZARD]: [2, 5], [FIGHTER]: [4, 5], [GOBLIN]: goblinAt, [SKELETON]: [goblinAt[0], goblinAt[1] + 2] },
    { width: 30, height: 10 },
  );
  s.combatants[WIZARD]!.pools["slot_8"] = 1;
  return s;
}

/** The wizard's spell on the fighter, naming humanoids. */
function cast(s: CombatState, use: string): Step {
  return acceptIn(rules, s, { option: useOption(rules, s, use).id, targets: [FIGHTER], mode: "kind-humanoid" });
}

const auraSaves = (events: readonly CombatEvent[], who: string) =>
  events.filter((e) => e.t === "save" && e.who === who);

beforeAll(async () => {
  await withGeometry();
  // The bundled SRD's slots stop at 5th level: an 8th-level slot is added for the scenario.
  const doc = structuredClone(srd5e) as unknown as { sheet: { live: { pools: object[] } } };
  doc.sheet.live.pools.push({
    id: "slot_8",
    label: "Spell slots (8th level)",
    max: { from: { field: "caster_level" }, table: [[0, 0], [15, 1]] },
    group: "slots",
    level: 8,
    recharge: { rests: ["long"] },
  });
  rules = loadedDoc(doc);
});

describe("1.270 kindChoice: modes kind-<id>", () => {
  it("offers one mode per kind of combat.creatureTypes", () => {
    const o = useOption(rules, fight([12, 5]), ANTIPATHY);
    expect(o.modes?.map((m) => m.id)).toContain("kind-humanoid");
    expect(o.modes?.map((m) => m.id)).toContain("kind-undead");
  });

  it("a choice must name one of them", () => {
    const s = fight([12, 5]);
    const id = useOption(rules, s, ANTIPATHY).id;
    for (const mode of [undefined, "kind-wizards", 3]) {
      const r = choose(rules, s, { option: id, targets: [FIGHTER], ...(mode !== undefined ? { mode } : {}) } as never);
      expect("rejected" in r && r.rejected).toMatchObject({ code: "bad-choice", path: "mode" });
    }
    const end = choose(rules, s, { option: "end", mode: "kind-humanoid" } as never);
    expect("rejected" in end && end.rejected.code).toBe("bad-choice");
  });

  it("what it applies remembers the kind", () => {
    const r = cast(fight([12, 5]), ANTIPATHY);
    expect(r.state.combatants[FIGHTER]!.conditions.find((c) => c.id === "antipathy")).toMatchObject({
      kind: "humanoid",
      source: WIZARD,
    });
  });
});

describe("1.270 chosenKind and orSeen: Antipathy", () => {
  it("reaches only the kind named: the goblin saves at its turn's start, the skeleton never", () => {
    const r = cast(fight([12, 5]), ANTIPATHY);
    const step = endUntilIn(rules, r, GOBLIN);
    expect(auraSaves(step.events, GOBLIN).length).toBeGreaterThan(0);
    const on = endUntilIn(rules, step, SKELETON);
    expect(auraSaves(on.events, SKELETON)).toEqual([]);
  });

  it("reaches, however far, one who can see its holder", () => {
    const r = cast(fight([27, 5]), ANTIPATHY);
    const step = endUntilIn(rules, r, GOBLIN);
    expect(apart(step.state.combatants[GOBLIN]!.at!, [4, 5]) * 5).toBeGreaterThan(60);
    expect(auraSaves(step.events, GOBLIN).length).toBeGreaterThan(0);
  });

  it("the frightened goblin walks only away from the fighter, and saves only beyond 60 feet", () => {
    const base = cast(fight([12, 5]), ANTIPATHY);
    let frightened: CombatState | undefined;
    for (let seed = 1; seed < 60 && !frightened; seed++) {
      const step = endUntilIn(rules, { state: reseeded(base.state, seed), events: [] }, GOBLIN);
      if (step.state.combatants[GOBLIN]!.conditions.some((c) => c.id === "antipathy-frightened")) frightened = step.state;
    }
    expect(frightened).toBeDefined();
    const s = frightened!;
    const cells = options(rules, s).find((o) => o.kind === "move")!.cells!;
    expect(cells.every((c) => apart(c, [4, 5]) > apart([12, 5], [4, 5]))).toBe(true);
    // Within 60 feet: no save to end it at the end of its turn.
    const ended = acceptIn(rules, s, { option: "end" });
    expect(ended.events.filter((e) => e.t === "save" && e.why === "ends antipathy-frightened")).toEqual([]);
  });
});
