// 1.287 with walls (1.200): Hide keeps away the blows of the foes that see the hider only lightly. A goblin walled off
// behind fresh Wall of Ice is seen by no one, so no one can aim at it already: Hide is worth nothing to it, and the
// director does something else (strikes the wall). In dim light, where a foe sees it only lightly, Hide is worth
// something.
import { beforeAll, describe, expect, it } from "vitest";
import { director } from "../../src/capabilities/hiding/director.js";
import { type CombatState, options, sightBetween } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import { makeScene } from "../../src/director/scene.js";
import { withGeometry } from "../combat/helpers.js";
import { raise, ruleset, wrenTurn } from "../spec/fixtures/wall-sections.js";
import { turnIn } from "../support/drive.js";

const HIDE = "std:hide@action";

type Worth = NonNullable<NonNullable<(typeof director)["hiding"]>["value"]>;

function hideWorth(s: CombatState): number {
  const scene = makeScene(ruleset, s, options(ruleset, s));
  const option = options(ruleset, s).find((o) => o.id === HIDE)!;
  return director["hiding"]!.value!(
    scene,
    { choice: { option: HIDE }, option, targets: [], steps: 0 } as Parameters<Worth>[1],
    0,
  )!;
}

/** Wren's Wall of Ice across x = 6, the goblin just behind it at (7, 12), on the goblin's turn. */
function walledOff(): CombatState {
  const r = raise(wrenTurn([[7, 12]]));
  return turnIn(r.state, "Goblin 1");
}

describe("director: Hide against foes who cannot see the hider at all", () => {
  beforeAll(withGeometry);

  it("behind the wall no one sees the goblin: Hide is offered but worth nothing, and it is not chosen", () => {
    const s = walledOff();
    expect(sightBetween(ruleset, s, "Wren", "Goblin 1").sight).toBe("none");
    expect(options(ruleset, s).some((o) => o.id === HIDE)).toBe(true);
    expect(hideWorth(s)).toBe(0);
    expect(direct(ruleset, s).option).not.toBe(HIDE);
  });

  it("seen only in dim light by Wren, with no wall between, Hide is worth something", () => {
    const s = turnIn(wrenTurn([[7, 12]]), "Goblin 1", (x) => {
      (x as { scene?: unknown }).scene = { location: "cave" };
      x.combatants["Goblin 1"]!.at = [6, 12];
    });
    expect(sightBetween(ruleset, s, "Wren", "Goblin 1").sight).toBe("light");
    expect(hideWorth(s)).toBeGreaterThan(0);
  });
});
