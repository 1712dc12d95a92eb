// 1.270 — "… while Sympathy's charmed move closer." With 1.274's keys beside it: "A save that ends a condition
// `at: "damaged"` can write `bySource`: it is made only when whoever applied the condition deals the damage
// (Sympathy's save when the target damages its holder)", and "`behavior.keepsIn` means that once the holder is
// within that distance of whoever applied the condition, they can never walk farther away". The bundled SRD's
// Sympathy, cast by a wizard on the fighter naming humanoids: the goblin that fails is drawn to the fighter, stays
// beside it, and saves again only when the fighter hurts it; the skeleton is never reached.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatEvent, type CombatState, options, type Step } from "../../src/combat/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, endUntilIn, turnIn } from "../support/drive.js";
import {
  antipathyFight,
  antipathyRules,
  apart,
  castOn,
  FIGHTER,
  GOBLIN,
  SKELETON,
  SYMPATHY,
  WIZARD,
} from "./fixtures/antipathy.js";
import { reseeded } from "./fixtures/compelled.js";

let rules: RulesetDoc;
const CHARMED = "sympathy-charmed";

const holds = (s: CombatState, who: string, id: string) => s.combatants[who]!.conditions.some((c) => c.id === id);
const endSaves = (events: readonly CombatEvent[]) =>
  events.filter((e) => e.t === "save" && e.who === GOBLIN && e.why === `ends ${CHARMED}`);
const moveCells = (s: CombatState) => options(rules, s).find((o) => o.kind === "move")?.cells ?? [];

/** The goblin charmed at its turn's start (reseeded until its save fails). */
function charmedGoblin(): CombatState {
  const base = castOn(rules, antipathyFight(rules, { at: { [GOBLIN]: [12, 5], [SKELETON]: [12, 8] } }), SYMPATHY);
  for (let seed = 1; seed < 80; seed++) {
    const step = endUntilIn(rules, { state: reseeded(base.state, seed), events: [] }, GOBLIN);
    if (holds(step.state, GOBLIN, CHARMED)) return step.state;
  }
  throw new Error("the goblin never failed its save");
}

/** `who` strikes the goblin with its first attack until a blow lands (reseeded), from a state where it is its turn. */
function hurtBy(s: CombatState, who: string): Step {
  const turn = turnIn(s, who);
  const attack = options(rules, turn).find(
    (o) => o.kind === "use" && o.useKind === "attack" && o.targets?.candidates.includes(GOBLIN),
  )!;
  for (let seed = 1; seed < 80; seed++) {
    const step = acceptIn(rules, reseeded(turn, seed), { option: attack.id, targets: [GOBLIN] });
    if (step.events.some((e) => e.t === "damage" && e.who === GOBLIN && e.taken > 0)) return step;
  }
  throw new Error(`${who} never hurt the goblin`);
}

beforeAll(async () => {
  await withGeometry();
  rules = antipathyRules();
});

describe("1.270 Sympathy: the chosen kind is drawn closer", () => {
  it("the goblin, a humanoid, saves at its turn's start; the skeleton never", () => {
    const cast = castOn(rules, antipathyFight(rules, { at: { [GOBLIN]: [12, 5], [SKELETON]: [12, 8] } }), SYMPATHY);
    expect(cast.state.combatants[FIGHTER]!.conditions.find((c) => c.id === "sympathy")).toMatchObject({
      kind: "humanoid",
      source: WIZARD,
    });
    const goblin = endUntilIn(rules, cast, GOBLIN);
    expect(goblin.events.filter((e) => e.t === "save" && e.who === GOBLIN && e.why === "Sympathy")).toHaveLength(1);
    const skeleton = endUntilIn(rules, goblin, SKELETON);
    expect(skeleton.events.filter((e) => e.t === "save" && e.who === SKELETON)).toEqual([]);
  });

  it("charmed, the goblin walks only closer to the fighter", () => {
    const s = charmedGoblin();
    const cells = moveCells(s);
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.every((c) => apart(c, [4, 5]) < apart([12, 5], [4, 5]))).toBe(true);
  });

  it("once beside the fighter it never walks farther away (keepsIn 5)", () => {
    const s = turnIn(charmedGoblin(), GOBLIN, (x) => {
      x.combatants[GOBLIN]!.at = [5, 5];
    });
    const cells = moveCells(s);
    expect(cells.every((c) => apart(c, [4, 5]) <= 1)).toBe(true);
  });
});

describe("1.274 saveEnds.bySource on what Sympathy's aura applies", () => {
  it("the fighter's blow calls for the save; the wizard's does not", () => {
    const s = turnIn(charmedGoblin(), FIGHTER, (x) => {
      x.combatants[GOBLIN]!.at = [5, 5];
      x.combatants[WIZARD]!.at = [6, 6];
      // Hardy enough to stand after a blow and make the save.
      x.combatants[GOBLIN]!.hp = 60;
    });
    expect(endSaves(hurtBy(s, FIGHTER).events)).toHaveLength(1);
    expect(endSaves(hurtBy(s, WIZARD).events)).toEqual([]);
  });
});
