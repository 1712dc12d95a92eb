// 1.253 — Heightened: "`heightens` (its first target makes its first save with disadvantage)", for 3 sorcery points in
// the SRD.
import { beforeAll, describe, expect, it } from "vitest";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { eventsOf, goblinIds, mm, SORCERER, sorcererSheet, sorcererTurn, spellOption } from "../support/sorcerer.js";

let ruleset: RulesetDoc;

describe("1.253 Heightened", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
  });

  it("gives the first target alone disadvantage on its save against a Fireball", () => {
    const s = sorcererTurn(ruleset, {
      sorcerer: [2, 5],
      goblins: [
        [14, 5],
        [14, 6],
      ],
    });
    const fireball = spellOption(ruleset, s, "fireball")!;
    expect(fireball.alters!.find((a) => a.id === mm("heightened"))!.price).toBe(3);
    const step = acceptIn(ruleset, s, { option: fireball.id, at: [14, 5], alters: [mm("heightened")] });
    const first = eventsOf(step.events, "use")[0]!.targets[0];
    const saves = eventsOf(step.events, "save");
    expect(saves).toHaveLength(2);
    expect(saves.find((e) => e.who === first)!.d20.mode).toBe("disadvantage");
    expect(saves.find((e) => e.who !== first)!.d20.mode).toBe("normal");
    expect(step.state.combatants[SORCERER]!.pools.sorcery_points).toBe(2);
  });

  it("only the first save: the save at the end of the blinded goblin's turn is rolled as usual", () => {
    const s = sorcererTurn(ruleset, { sorcerer: [2, 5], goblins: [[5, 5]] }, sorcererSheet(["blindness-deafness"]));
    const [goblin] = goblinIds(s);
    const spell = spellOption(ruleset, s, "blindness-deafness")!;
    const step = acceptIn(ruleset, s, { option: spell.id, targets: [goblin!], alters: [mm("heightened")] });
    expect(eventsOf(step.events, "save").map((e) => e.d20.mode)).toEqual(["disadvantage"]);
    expect(step.state.stack).toHaveLength(0);
  });

  it("is not offered with a spell that calls for no save, nor when fewer than 3 points are left", () => {
    const s = sorcererTurn(ruleset, { sorcerer: [2, 5], goblins: [[14, 5]] });
    expect(spellOption(ruleset, s, "fire-bolt")!.alters!.map((a) => a.id)).not.toContain(mm("heightened"));
    const poor = sorcererTurn(
      ruleset,
      { sorcerer: [2, 5], goblins: [[14, 5]] },
      sorcererSheet([], { sorcery_points: 2 }),
    );
    expect(spellOption(ruleset, poor, "fireball")!.alters!.map((a) => a.id)).not.toContain(mm("heightened"));
  });

  it("the director weighs the worse save against the 3 points it costs", async () => {
    const { useCandidates } = await import("../../src/director/candidates.js");
    const { effectOf } = await import("../../src/director/effect.js");
    const { makeScene } = await import("../../src/director/scene.js");
    const { options } = await import("../../src/combat/index.js");
    const s = sorcererTurn(ruleset, {
      sorcerer: [2, 5],
      goblins: [
        [14, 5],
        [14, 6],
      ],
    });
    const scene = makeScene(ruleset, s, options(ruleset, s));
    const cands = useCandidates(scene, spellOption(ruleset, s, "fireball")!);
    const plain = cands.find((c) => !c.choice.alters)!;
    const heightened = cands.find(
      (c) => c.choice.at?.join() === plain.choice.at?.join() && c.choice.alters?.join() === mm("heightened"),
    )!;
    const gain = effectOf(scene, heightened) - effectOf(scene, plain);
    // Three points at half a use each, less what the worse save is worth on the first goblin.
    expect(gain).toBeGreaterThan(-3);
    expect(gain).toBeLessThan(0);
  });
});
