// 1.191 — Ability floors: "A spell's `targetTypes.abilityAtLeast` is the lower bound, as `abilityAtMost` is the upper
// bound: `{ "int": 5 }` skips creatures with Intelligence 4 or lower (Hideous Laughter), and a creature written
// without that score is not excluded." With 1.185's upper bound and `notImmuneTo` (a Sleep-like Lull in a burst):
// an aimed spell never offers a creature it skips; an area passes over them, and the log says so.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, choose, formatEvent, namesFor, options } from "../../src/combat/index.js";
import { of, withGeometry, wizard } from "../combat/helpers.js";
import { acceptIn, turnOfIn } from "../support/drive.js";
import { ruleset } from "./fixtures/conditions.js";

const caster = {
  ...wizard,
  lists: { spells: [{ entry: "spells/hideous-laughter" }, { entry: "spells/lull" }] },
};

function wizardTurn(enemies: string[], board = false): CombatState {
  return turnOfIn(ruleset, "Wizard", {
    party: [caster],
    enemies: board
      ? enemies.map((creature, i) => ({ creature, at: [[6 + (i % 2), 2 + Math.floor(i / 2)] as [number, number]] }))
      : enemies,
    ...(board ? { board: { width: 12, height: 8, party: [[0, 2] as [number, number]] } } : { noBoard: true }),
  });
}

const candidates = (s: CombatState, spell: string) =>
  options(ruleset, s).find((o) => o.kind === "use" && o.use === `spells/${spell}`)?.targets?.candidates ?? [];

describe("1.191 targetTypes.abilityAtLeast: Hideous Laughter", () => {
  beforeAll(withGeometry);

  it("is offered against the goblin (Intelligence 10) and the ooze (no Intelligence), never the wolf (3)", () => {
    const s = wizardTurn(["monsters/goblin", "monsters/wolf", "monsters/ooze"]);
    expect([...candidates(s, "hideous-laughter")].sort()).toEqual(["Goblin 1", "Ooze 1"]);
  });

  it("is not offered at all when every foe is too dim", () => {
    const s = wizardTurn(["monsters/wolf", "monsters/mindless-wolf"]);
    expect(options(ruleset, s).some((o) => o.kind === "use" && o.use === "spells/hideous-laughter")).toBe(false);
  });

  it("choosing the wolf anyway is refused", () => {
    const s = wizardTurn(["monsters/goblin", "monsters/wolf"]);
    const r = choose(ruleset, s, { option: "use:spells/hideous-laughter", targets: ["Wolf 1"] });
    expect("rejected" in r && r.rejected.code).toBe("bad-target");
  });

  it("lands on the goblin as written: a save, then prone and incapacitated", () => {
    const s = wizardTurn(["monsters/goblin", "monsters/wolf"]);
    const step = acceptIn(ruleset, s, { option: "use:spells/hideous-laughter", targets: ["Goblin 1"] });
    expect(of(step.events, "save").map((e) => e.who)).toEqual(["Goblin 1"]);
  });
});

describe("1.185 targetTypes.abilityAtMost and notImmuneTo: a Lull in a burst", () => {
  beforeAll(withGeometry);

  it("catches all four but affects only the dim wolf that can be charmed; the rest are passed over, and the log says so", () => {
    const s = wizardTurn(["monsters/wolf", "monsters/mindless-wolf", "monsters/goblin", "monsters/ooze"], true);
    const step = acceptIn(ruleset, s, { option: "use:spells/lull", at: [6, 2] });
    const use = step.events.find((e) => e.t === "use")!;
    expect((use as { targets: string[] }).targets.sort()).toEqual(["Goblin 1", "Mindless Wolf 1", "Ooze 1", "Wolf 1"]);
    // Only the wolf rolls: the mindless wolf is immune to charm, the goblin too clever; the ooze has no Intelligence
    // and so is not excluded by the bound.
    expect(
      of(step.events, "save")
        .map((e) => e.who)
        .sort(),
    ).toEqual(["Ooze 1", "Wolf 1"]);
    const skipped = of(step.events, "unaffected");
    expect(skipped.map((e) => e.who).sort()).toEqual(["Goblin 1", "Mindless Wolf 1"]);
    expect(formatEvent(skipped.find((e) => e.who === "Goblin 1")!, namesFor(ruleset, step.state))).toBe(
      "Goblin 1 is unaffected by Lull",
    );
    expect(step.state.combatants["Goblin 1"]!.conditions).toEqual([]);
    expect(step.state.combatants["Mindless Wolf 1"]!.conditions).toEqual([]);
  });
});
