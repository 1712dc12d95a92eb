// 1.270 — A kind named at casting. "Catalog entry mechanics with `applies` can carry `kindChoice: true`: the user
// names one of `combat.creatureTypes` (a type or a tag) when using the entry, offered as modes `kind-<id>`, and what
// it applies remembers that kind. An aura of what it applied with `chosenKind: true` reaches only creatures of that
// kind; with `orSeen: true` it also reaches those who can see its holder, however far away they are. So 5e Antipathy
// applies to its target a condition whose aura (`side: "all"`) frightens the chosen kind within 60 feet or in sight,
// and those it frightens move away (`moves: "away"`)… A condition's `saveEnds` can carry `beyond`…: the save is made
// only while the holder is farther than that from whoever applied the condition." The bundled SRD's
// Antipathy/Sympathy, cast by a wizard on the fighter beside her: naming humanoids reaches the goblin, never the
// skeleton; naming undead, the other way round.
import { beforeAll, describe, expect, it } from "vitest";
import {
  type Choice,
  type CombatEvent,
  type CombatState,
  choose,
  formatEvent,
  namesFor,
  options,
  startCombat,
} from "../../src/combat/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, endUntilIn, turnIn } from "../support/drive.js";
import {
  ANTIPATHY,
  antipathyFight,
  antipathyRules,
  apart,
  castOn,
  FIGHTER,
  GOBLIN,
  SKELETON,
  WIZARD,
  withSlot8,
} from "./fixtures/antipathy.js";
import { knowing, reseeded, useOption } from "./fixtures/compelled.js";

let rules: RulesetDoc;

const saves = (events: readonly CombatEvent[], who: string, why = "Antipathy") =>
  events.filter((e) => e.t === "save" && e.who === who && e.why === why);
const holds = (s: CombatState, who: string, id: string) => s.combatants[who]!.conditions.some((c) => c.id === id);

beforeAll(async () => {
  await withGeometry();
  rules = antipathyRules();
});

describe("1.270 kindChoice: modes kind-<id>", () => {
  it("offers one mode per kind of combat.creatureTypes, labelled as the ruleset labels it", () => {
    const o = useOption(rules, antipathyFight(rules, { at: { [GOBLIN]: [12, 5], [SKELETON]: [12, 7] } }), ANTIPATHY);
    const kinds = rules.combat!.creatureTypes!;
    expect(o.modes).toEqual(kinds.map((k) => ({ id: `kind-${k.id}`, label: k.label })));
    expect(o.modes).toContainEqual({ id: "kind-humanoid", label: "Humanoid" });
  });

  it("a choice names one of them, and only an option with modes takes one", () => {
    const s = antipathyFight(rules, { at: { [GOBLIN]: [12, 5], [SKELETON]: [12, 7] } });
    const id = useOption(rules, s, ANTIPATHY).id;
    for (const mode of [undefined, "kind-wizards", "humanoid", 3]) {
      const r = choose(rules, s, { option: id, targets: [FIGHTER], ...(mode !== undefined ? { mode } : {}) } as Choice);
      expect("rejected" in r && r.rejected).toMatchObject({ code: "bad-choice", path: "mode" });
    }
    const end = choose(rules, s, { option: "end", mode: "kind-humanoid" });
    expect("rejected" in end && end.rejected).toMatchObject({ code: "bad-choice", path: "mode" });
  });

  it("what it applies remembers the kind, and the log says which was named", () => {
    const r = castOn(rules, antipathyFight(rules, { at: { [GOBLIN]: [12, 5], [SKELETON]: [12, 7] } }), ANTIPATHY);
    expect(r.state.combatants[FIGHTER]!.conditions.find((c) => c.id === "antipathy")).toMatchObject({
      kind: "humanoid",
      source: WIZARD,
    });
    const named = r.events.filter((e) => e.t === "kind-named");
    expect(named).toEqual([{ t: "kind-named", who: WIZARD, use: ANTIPATHY, kind: "humanoid", label: "Humanoid" }]);
    expect(formatEvent(named[0]!, namesFor(rules, r.state))).toBe(
      `${WIZARD} names Humanoid as the kind of creature for Antipathy/Sympathy`,
    );
    // Named as the use begins, before what it applies lands.
    const order = r.events.map((e) => e.t);
    expect(order.indexOf("kind-named")).toBeGreaterThan(order.indexOf("use"));
    expect(order.indexOf("kind-named")).toBeLessThan(order.indexOf("condition"));
  });
});

describe("1.270 auras[].chosenKind", () => {
  it("naming humanoids, the goblin saves at its turn's start against the caster's spell save DC; the skeleton never", () => {
    const r = castOn(rules, antipathyFight(rules, { at: { [GOBLIN]: [12, 5], [SKELETON]: [12, 7] } }), ANTIPATHY);
    const fixed = r.state.combatants[FIGHTER]!.conditions.find((c) => c.id === "antipathy")!.appliedDifficulty;
    const goblin = endUntilIn(rules, r, GOBLIN);
    const made = saves(goblin.events, GOBLIN);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ difficulty: fixed });
    const skeleton = endUntilIn(rules, goblin, SKELETON);
    expect(saves([...goblin.events, ...skeleton.events], SKELETON)).toEqual([]);
  });

  it("naming undead, the skeleton saves and the goblin never", () => {
    const r = castOn(
      rules,
      antipathyFight(rules, { at: { [GOBLIN]: [12, 5], [SKELETON]: [12, 7] } }),
      ANTIPATHY,
      "kind-undead",
    );
    const skeleton = endUntilIn(rules, r, SKELETON);
    expect(saves(skeleton.events, SKELETON)).toHaveLength(1);
    const goblin = endUntilIn(rules, skeleton, GOBLIN);
    expect(saves([...skeleton.events, ...goblin.events], GOBLIN)).toEqual([]);
  });

  it("without a board the aura reaches every creature of the kind, and only them", () => {
    const start = startCombat(rules, {
      seed: 5,
      party: [knowing("wizard-5", [ANTIPATHY]), srd5eCharacter("fighter-3")],
      enemies: ["creatures/goblin", "creatures/skeleton"],
      noBoard: true,
    }).state;
    const s = turnIn(start, WIZARD, (x) => {
      x.combatants[WIZARD]!.pools["slot_8"] = 1;
    });
    const r = castOn(rules, s, ANTIPATHY);
    const goblin = endUntilIn(rules, r, GOBLIN);
    expect(saves(goblin.events, GOBLIN)).toHaveLength(1);
    const skeleton = endUntilIn(rules, goblin, SKELETON);
    expect(saves([...goblin.events, ...skeleton.events], SKELETON)).toEqual([]);
  });

  it("a kind may be a tag: naming goblinoids reaches the goblin tagged so", () => {
    const doc = structuredClone(srd5e) as unknown as {
      combat: { creatureTypes: { id: string; label: string }[] };
      catalogs: { creatures: { entries: { id: string; tags?: string[] }[] } };
    };
    doc.combat.creatureTypes.push({ id: "goblinoid", label: "Goblinoid" });
    const goblin = doc.catalogs.creatures.entries.find((e) => e.id === "goblin")!;
    goblin.tags = ["goblinoid"];
    const tagged = withSlot8(doc);
    const s = antipathyFight(tagged, { at: { [GOBLIN]: [12, 5], [SKELETON]: [12, 7] } });
    expect(useOption(tagged, s, ANTIPATHY).modes).toContainEqual({ id: "kind-goblinoid", label: "Goblinoid" });
    const r = castOn(tagged, s, ANTIPATHY, "kind-goblinoid");
    expect(saves(endUntilIn(tagged, r, GOBLIN).events, GOBLIN)).toHaveLength(1);
  });

  it("a kind nobody remembers reaches no one: an aura with chosenKind on a condition applied without one", () => {
    const s = antipathyFight(rules, { at: { [GOBLIN]: [6, 5], [SKELETON]: [6, 7] } });
    s.combatants[FIGHTER]!.conditions.push({ id: "antipathy", source: WIZARD });
    const after = endUntilIn(rules, { state: s, events: [] }, WIZARD);
    expect(saves(after.events, GOBLIN)).toEqual([]);
    expect(saves(after.events, SKELETON)).toEqual([]);
  });
});

describe("1.270 auras[].orSeen", () => {
  it("reaches, however far, a goblin that can see the fighter", () => {
    const r = castOn(rules, antipathyFight(rules, { at: { [GOBLIN]: [27, 5], [SKELETON]: [27, 8] } }), ANTIPATHY);
    const goblin = endUntilIn(rules, r, GOBLIN);
    expect(apart(goblin.state.combatants[GOBLIN]!.at!, [4, 5]) * 5).toBeGreaterThan(60);
    expect(saves(goblin.events, GOBLIN)).toHaveLength(1);
  });

  it("…and not one beyond 60 feet behind a wall that hides the fighter", () => {
    const wall = Array.from({ length: 10 }, (_, y) => [20, y] as [number, number]);
    const r = castOn(
      rules,
      antipathyFight(rules, { at: { [GOBLIN]: [27, 5], [SKELETON]: [27, 8] }, walls: wall }),
      ANTIPATHY,
    );
    const goblin = endUntilIn(rules, r, GOBLIN);
    expect(saves(goblin.events, GOBLIN)).toEqual([]);
  });
});

describe("1.270 Antipathy's fear and saveEnds.beyond", () => {
  /** The goblin frightened at its turn's start, over the fight's own dice (reseeded until its save fails). */
  function frightenedGoblin(): CombatState {
    const base = castOn(rules, antipathyFight(rules, { at: { [GOBLIN]: [12, 5], [SKELETON]: [12, 8] } }), ANTIPATHY);
    for (let seed = 1; seed < 80; seed++) {
      const step = endUntilIn(rules, { state: reseeded(base.state, seed), events: [] }, GOBLIN);
      if (holds(step.state, GOBLIN, "antipathy-frightened")) return step.state;
    }
    throw new Error("the goblin never failed its save");
  }

  it("the frightened goblin walks only away from the fighter", () => {
    const s = frightenedGoblin();
    const fear = s.combatants[GOBLIN]!.conditions.find((c) => c.id === "antipathy-frightened")!;
    expect(fear).toMatchObject({ source: FIGHTER, saveBeyond: 60 });
    const cells = options(rules, s).find((o) => o.kind === "move")!.cells!;
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.every((c) => apart(c, [4, 5]) > apart([12, 5], [4, 5]))).toBe(true);
  });

  it("within 60 feet of the fighter, no save ends it at the end of the goblin's turn", () => {
    const s = frightenedGoblin();
    const ended = acceptIn(rules, s, { option: "end" });
    expect(saves(ended.events, GOBLIN, "ends antipathy-frightened")).toEqual([]);
    expect(holds(ended.state, GOBLIN, "antipathy-frightened")).toBe(true);
  });

  it("farther than 60 feet, the save is made at the end of its turn", () => {
    const s = turnIn(frightenedGoblin(), GOBLIN, (x) => {
      x.combatants[GOBLIN]!.at = [18, 5];
    });
    expect(apart([18, 5], [4, 5]) * 5).toBeGreaterThan(60);
    const ended = acceptIn(rules, s, { option: "end" });
    expect(saves(ended.events, GOBLIN, "ends antipathy-frightened")).toHaveLength(1);
  });

  it("without a board everyone is within 60 feet: the save waits", () => {
    const wizard = knowing("wizard-5", [ANTIPATHY]);
    const start = startCombat(rules, {
      seed: 3,
      party: [wizard, srd5eCharacter("fighter-3")],
      enemies: ["creatures/goblin"],
      noBoard: true,
    }).state;
    const s = turnIn(start, GOBLIN, (x) => {
      x.combatants[GOBLIN]!.conditions.push({
        id: "antipathy-frightened",
        source: FIGHTER,
        saveEnds: { save: "wis_save", difficulty: 30, at: "turn-end" },
        saveBeyond: 60,
      });
    });
    const ended = acceptIn(rules, s, { option: "end" });
    expect(saves(ended.events, GOBLIN, "ends antipathy-frightened")).toEqual([]);
  });
});
