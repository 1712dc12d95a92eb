// 1.314 — Disintegrate: "Entries in `brokenBy` can still target the holder; instead of their usual effect, they
// end the condition and the concentration holding it up: Disintegrate on the sphere." The SRD's Disintegrate, cast
// by a sorcerer on a goblin inside the wizard's Resilient Sphere.
import { beforeAll, describe, expect, it } from "vitest";
import { formatEvent, namesFor, options } from "../../src/combat/index.js";
import { usesOf } from "../../src/combat/uses.js";
import { onTarget } from "../../src/director/on-target.js";
import { effectWorth } from "../../src/director/plugins.js";
import { makeScene } from "../../src/director/scene.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, turnIn } from "../support/drive.js";
import {
  DISINTEGRATE,
  GOBLIN,
  SORCERER,
  SPHERE,
  sealedGoblin,
  sphereFight,
  sphereRuleset,
  WIZARD,
} from "./fixtures/sphere.js";

let ruleset: RulesetDoc;

describe("1.314 Disintegrate", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = sphereRuleset();
  });

  it("still targets the enclosed goblin, and ends the sphere and its concentration instead of harming it", () => {
    const r = sealedGoblin(ruleset);
    const s = turnIn(r.state, SORCERER);
    const option = options(ruleset, s).find((o) => o.id === `use:${DISINTEGRATE}`)!;
    expect(option.targets!.candidates).toContain(GOBLIN);
    const hp = s.combatants[GOBLIN]!.hp;
    const cast = acceptIn(ruleset, s, { option: option.id, targets: [GOBLIN], pay: "slot_3" });
    const goblin = cast.state.combatants[GOBLIN]!;
    expect(goblin.hp).toBe(hp);
    expect(goblin.conditions.some((c) => c.id === "resilient-sphere")).toBe(false);
    expect(cast.state.combatants[WIZARD]!.concentration).toBeNull();
    expect(cast.events.some((e) => e.t === "save" && "who" in e && e.who === GOBLIN)).toBe(false);
    const broke = cast.events.find((e) => e.t === "seal-broken")!;
    expect(formatEvent(broke, namesFor(ruleset, cast.state))).toBe(
      `${SORCERER}'s Disintegrate breaks the resilient-sphere around ${GOBLIN}`,
    );
    // Once the sphere is gone, the goblin can be aimed at again.
    const fighter = options(ruleset, turnIn(cast.state, SORCERER));
    expect(fighter.find((o) => o.id === `use:${DISINTEGRATE}`)?.targets?.candidates).toContain(GOBLIN);
  });

  it("without a sphere it is the usual ray", () => {
    const s = turnIn(sphereFight(ruleset), SORCERER);
    const cast = acceptIn(ruleset, s, { option: `use:${DISINTEGRATE}`, targets: [GOBLIN], pay: "slot_3" });
    expect(cast.events.some((e) => e.t === "save" && "who" in e && e.who === GOBLIN)).toBe(true);
    expect(cast.events.some((e) => e.t === "seal-broken")).toBe(false);
  });

  it("the director weighs breaking a sphere by the sphere ended, not by the ray's damage", () => {
    const r = sealedGoblin(ruleset);
    const s = turnIn(r.state, SORCERER);
    const menu = options(ruleset, s);
    const option = menu.find((o) => o.id === `use:${DISINTEGRATE}`)!;
    const use = usesOf(ruleset, s, s.combatants[SORCERER]!).find((u) => u.id === DISINTEGRATE)!;
    const scene = makeScene(ruleset, s, menu);
    const goblin = s.combatants[GOBLIN]!;
    const worth = effectWorth(scene, {
      choice: { option: option.id, targets: [GOBLIN] },
      option,
      use,
      targets: [goblin],
      steps: 0,
    });
    // The ray's damage, which the director counts on any target, is taken back: what is left is the sphere ended.
    const ended = worth + onTarget(scene, use, goblin);
    expect(ended).not.toBe(0);
    // Ending the sphere is worth the opposite of casting it on the same goblin.
    const w = turnIn(sphereFight(ruleset), WIZARD);
    const wmenu = options(ruleset, w);
    const sphere = wmenu.find((o) => o.id === `use:${SPHERE}`)!;
    const cast = usesOf(ruleset, w, w.combatants[WIZARD]!).find((u) => u.id === SPHERE)!;
    const sealing = effectWorth(makeScene(ruleset, w, wmenu), {
      choice: { option: sphere.id, targets: [GOBLIN] },
      option: sphere,
      use: cast,
      targets: [w.combatants[GOBLIN]!],
      steps: 0,
    });
    expect(Math.sign(ended)).toBe(-Math.sign(sealing));
  });
});
