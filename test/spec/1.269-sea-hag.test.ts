// 1.269 — the sea hag's "succeeds on the save or the effect ends for it": `auras[].save.immuneWhenEnds` keeps her
// Horrific Appearance off a creature once the fright it caused has ended, however it ended (here its timer), as
// `immuneOnSuccess` does after a successful save. Without it, she frightens it again at its next turn.
import { beforeAll, describe, expect, it } from "vitest";
import { srd5e } from "../../src/srd/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { acceptIn, endUntilIn, turnOfIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { ruleset as auraRuleset, held } from "./fixtures/auras.js";

const withImmuneWhenEnds = (on: boolean) =>
  loadedDoc({
    ...auraRuleset,
    capabilityApi: "1.269",
    combat: {
      ...auraRuleset.combat,
      conditions: auraRuleset.combat!.conditions!.map((c) =>
        c.id === "horrific-appearance"
          ? { ...c, auras: c.auras?.map((a) => ({ ...a, save: { ...a.save!, immuneWhenEnds: on } })) }
          : c,
      ),
    },
  });

const board = { width: 12, height: 5 };

/** A bandit who always fails her save, frightened at its first turn; its fright then runs out at that turn's end. */
function frightenedThenOver(on: boolean) {
  const doc = withImmuneWhenEnds(on);
  const s = turnOfIn(
    doc,
    "Sea Hag 1",
    { party: ["monsters/frail-bandit"], enemies: ["monsters/sea-hag"], board },
    (x) => {
      x.combatants["Sea Hag 1"]!.at = [8, 1];
      x.combatants["Frail Bandit 1"]!.at = [5, 1];
    },
  );
  const scared = endUntilIn(doc, { state: s, events: [] }, "Frail Bandit 1");
  expect(held(scared.state, "Frail Bandit 1")).toContain("frightened");
  // The fright's last round: it ends with this turn (its repeated save fails, as every save of hers does).
  const last = structuredClone(scared.state);
  const fright = last.combatants["Frail Bandit 1"]!.conditions.find((c) => c.id === "frightened")!;
  fright.remaining = 1;
  const over = acceptIn(doc, last, { option: "end" });
  expect(held(over.state, "Frail Bandit 1")).not.toContain("frightened");
  return endUntilIn(doc, over, "Frail Bandit 1");
}

describe("1.269 auras[].save.immuneWhenEnds: the sea hag", () => {
  beforeAll(withGeometry);

  it("once her fright has ended, her appearance stays off that creature: no save at its next turn", () => {
    const next = frightenedThenOver(true);
    expect(of(next.events, "save").filter((e) => e.why === "Horrific Appearance")).toEqual([]);
    expect(held(next.state, "Frail Bandit 1")).not.toContain("frightened");
  });

  it("without it, she frightens it again", () => {
    const next = frightenedThenOver(false);
    expect(of(next.events, "save").filter((e) => e.why === "Horrific Appearance")).toHaveLength(1);
    expect(held(next.state, "Frail Bandit 1")).toContain("frightened");
  });

  it("the bundled SRD's sea hag says so", () => {
    const cond = srd5e.combat!.conditions!.find((c) => c.id === "horrific-appearance")!;
    expect(cond.auras?.[0]?.save).toMatchObject({ immuneOnSuccess: true, immuneWhenEnds: true });
  });
});
