// 1.274 — "Also, an item's `use` can carry `kindChoice` like an entry's mechanics (1.270), so an Antipathy/Sympathy
// scroll names its kind when used." The bundled SRD's Spell Scroll (Antipathy/Sympathy), read by the fighter on the
// wizard beside him: it offers the kinds as modes, what it applies remembers the one named, and the goblin, a
// humanoid, is reached while the skeleton is not.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, choose, options } from "../../src/combat/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, endUntilIn, turnIn } from "../support/drive.js";
import { antipathyFight, antipathyRules, FIGHTER, GOBLIN, SCROLL, SKELETON, WIZARD } from "./fixtures/antipathy.js";

let rules: RulesetDoc;

/** The fighter's turn, a scroll in his pack. */
function reading(): CombatState {
  const s = antipathyFight(rules, { at: { [GOBLIN]: [12, 5], [SKELETON]: [12, 8] } });
  s.sheets[FIGHTER] = { ...s.sheets[FIGHTER]!, inventory: [...(s.sheets[FIGHTER]!.inventory ?? []), { item: SCROLL }] };
  return turnIn(s, FIGHTER);
}

const scrollOption = (s: CombatState) => options(rules, s).find((o) => o.kind === "use" && o.use === `${SCROLL}#use`);

beforeAll(async () => {
  await withGeometry();
  rules = antipathyRules();
});

describe("1.274 kindChoice on an item use: the Antipathy/Sympathy scroll", () => {
  it("offers the kinds of combat.creatureTypes as modes", () => {
    const o = scrollOption(reading());
    expect(o?.modes?.map((m) => m.id)).toEqual(rules.combat!.creatureTypes!.map((k) => `kind-${k.id}`));
  });

  it("must name one of them", () => {
    const s = reading();
    const id = scrollOption(s)!.id;
    const r = choose(rules, s, { option: id, targets: [WIZARD] });
    expect("rejected" in r && r.rejected).toMatchObject({ code: "bad-choice", path: "mode" });
  });

  it("what it applies remembers the kind named; the scroll is used up", () => {
    const s = reading();
    const r = acceptIn(rules, s, { option: scrollOption(s)!.id, targets: [WIZARD], mode: "kind-humanoid" });
    expect(r.state.combatants[WIZARD]!.conditions.find((c) => c.id === "antipathy")).toMatchObject({
      kind: "humanoid",
      source: FIGHTER,
    });
    expect(r.events).toContainEqual(expect.objectContaining({ t: "kind-named", who: FIGHTER, kind: "humanoid" }));
    expect(scrollOption(turnIn(r.state, FIGHTER))).toBeUndefined();
  });

  it("the goblin is reached and saves at its turn's start; the skeleton never", () => {
    const s = reading();
    const r = acceptIn(rules, s, { option: scrollOption(s)!.id, targets: [WIZARD], mode: "kind-humanoid" });
    const goblin = endUntilIn(rules, r, GOBLIN);
    expect(goblin.events.filter((e) => e.t === "save" && e.who === GOBLIN && e.why === "Antipathy")).toHaveLength(1);
    const skeleton = endUntilIn(rules, goblin, SKELETON);
    expect(
      [...goblin.events, ...skeleton.events].filter(
        (e) => e.t === "save" && e.who === SKELETON && e.why === "Antipathy",
      ),
    ).toEqual([]);
  });
});
