// 1.416 — Catching and throwing back missiles: "When a `damage-taken` modifier with `"minus": true` that the target
// holds reduces a weapon blow's damage to zero (Deflect Missiles, 1.413), then, once no one harmed by that blow has
// reactions left to handle, a `"caught"` moment opens for the one who caught it. A reaction's `"freeSlot"` names an
// item slot, and the reaction is offered only if the holder has at least one of that slot free ... An entry with
// `"throwsCaught": true` is an attack ... used when `on` is `"caught"`: the damage uses the caught missile's dice and
// type, while keeping the entry's own fixed part." Played with the bundled SRD's monk against a goblin archer.
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CombatEvent,
  type CombatState,
  formatEvent,
  namesFor,
  options,
  type Step,
  startCombat,
} from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { load } from "../../src/validate/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { acceptIn as accept, turnIn, windowOf } from "../support/drive.js";

let rules: RulesetDoc;
const MONK = "Kaito (Monk 3)";
const DEFLECT = "react:features/deflect-missiles";
const THROW = "react:features/deflect-missiles-throw";

/** The goblin's turn against monk-3 (two goblins, no board); `fn` adjusts the state. */
function goblinTurn(seed: number, fn: (s: CombatState) => void = () => {}): CombatState {
  const { state } = startCombat(rules, {
    seed,
    party: [srd5eCharacter("monk-3")],
    enemies: [{ creature: "creatures/goblin", count: 2 }],
    noBoard: true,
  });
  return turnIn(state, "Goblin 1", (s) => {
    for (const c of Object.values(s.combatants)) if (c.creature) c.hp = 50;
    fn(s);
  });
}

/** An arrow that hit the monk, deflected: the step after Deflect Missiles was taken, over seeds from `from`. */
function deflected(
  fn: (s: CombatState) => void = () => {},
  from = 1,
  until = (_: Step) => true,
): Step & { seed: number } {
  for (let seed = from; seed < from + 400; seed++) {
    const hit = accept(rules, goblinTurn(seed, fn), { option: "use:action:shortbow", targets: [MONK] });
    if (windowOf(hit.state)?.moment !== "hit") continue;
    const step = accept(rules, hit.state, { option: DEFLECT, targets: [MONK] });
    if (until(step)) return { ...step, seed };
  }
  throw new Error("no arrow deflected as wanted");
}

const caughtWindow = (s: CombatState) => {
  const w = windowOf(s);
  return w?.moment === "caught" ? w : undefined;
};

const damageTo = (events: readonly CombatEvent[], who: string) =>
  events.filter((e): e is Extract<CombatEvent, { t: "damage" }> => e.t === "damage" && e.who === who);

describe("1.416 Deflect Missiles: catch, then throw back (the bundled SRD's monk)", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = load(srd5e).doc;
  });

  it("an arrow brought to 0 is caught: the caught window asks the monk once the blow is dealt", () => {
    const step = deflected();
    expect(damageTo(step.events, MONK)[0]!.taken).toBe(0);
    expect(of(step.events, "caught")).toEqual([{ t: "caught", who: MONK, from: "Goblin 1", dice: "1d6" }]);
    expect(caughtWindow(step.state)).toMatchObject({ subject: "Goblin 1", about: MONK, ask: [MONK] });
    // The damage came first, then the caught window.
    const order = step.events.map((e) => e.t);
    expect(order.lastIndexOf("damage")).toBeLessThan(order.indexOf("caught") + 1);
    expect(order.indexOf("window", order.indexOf("caught"))).toBeGreaterThan(order.indexOf("damage"));
    // The throw back is offered at any foe it reaches (at: "chosen"), not only the archer.
    const o = options(rules, step.state).find((x) => x.id === THROW)!;
    expect(o.kind === "use" && [...(o.targets?.candidates ?? [])].sort()).toEqual(["Goblin 1", "Goblin 2"]);
    expect(options(rules, step.state).map((x) => x.id)).toEqual([THROW, "pass"]);
  });

  it("thrown back: an attack with the missile's dice and type and the entry's own fixed part, for 1 ki", () => {
    for (let from = 1; from < 300; ) {
      const step = deflected(undefined, from);
      from = step.seed + 1;
      const ki = step.state.combatants[MONK]!.pools.ki!;
      const thrown = accept(rules, step.state, { option: THROW, targets: ["Goblin 2"] });
      expect(thrown.state.combatants[MONK]!.pools.ki).toBe(ki - 1);
      const attack = of(thrown.events, "attack").find((a) => a.who === MONK)!;
      expect(attack.target).toBe("Goblin 2");
      // Dexterity +3 and proficiency +2.
      expect(attack.bonus).toBe(5);
      const dealt = damageTo(thrown.events, "Goblin 2")[0];
      if (!dealt) continue;
      // The shortbow's 1d6 (better than monk level 3's d4), piercing, and Dexterity +3.
      expect(dealt.dice?.expr).toMatch(/^[12]d6 ?\+ ?3$/);
      expect(dealt.type).toBe("piercing");
      // The missile is let go of with the window.
      expect(thrown.state.combatants[MONK]!.caught).toBeUndefined();
      expect(windowOf(thrown.state)).toBeUndefined();
      return;
    }
    throw new Error("the throw never hit");
  });

  it("let pass, the missile is dropped and the goblin's turn goes on", () => {
    const step = deflected();
    const passed = accept(rules, step.state, { option: "pass" });
    expect(passed.state.combatants[MONK]!.caught).toBeUndefined();
    expect(windowOf(passed.state)).toBeUndefined();
    expect(passed.state.order[passed.state.turn]).toBe("Goblin 1");
  });

  it("an arrow not brought to 0 is not caught", () => {
    // Monk level 1 and Dexterity 10: 1d10 + 1 off, not always the whole arrow.
    const weak = (s: CombatState) => {
      const sheet = s.sheets[MONK]! as { fields: Record<string, unknown>; abilities: Record<string, number> };
      sheet.fields.level_monk = 1;
      sheet.abilities.dex = 10;
    };
    const step = deflected(weak, 1, (st) => (damageTo(st.events, MONK)[0]?.taken ?? 0) > 0);
    expect(of(step.events, "caught")).toEqual([]);
    expect(caughtWindow(step.state)).toBeUndefined();
  });

  it("`freeSlot: hand`: with both hands full, the throw back is not offered", () => {
    const full = (s: CombatState) => {
      s.combatants[MONK]!.hands = ["items/shortsword", "items/shortsword"];
    };
    const step = deflected(full);
    expect(of(step.events, "caught")).toHaveLength(1);
    expect(caughtWindow(step.state)).toBeUndefined();
    expect(step.state.combatants[MONK]!.caught).toBeUndefined();
  });

  it("the director throws the missile back", () => {
    const step = deflected();
    const choice = direct(rules, step.state);
    expect(choice.option).toBe(THROW);
  });

  it("the text log words the catch plainly", () => {
    const step = deflected();
    const names = namesFor(rules, step.state);
    expect(formatEvent(of(step.events, "caught")[0]!, names)).toBe(`${MONK} catches Goblin 1's missile (1d6)`);
    const window = of(step.events, "window").find((w) => w.moment === "caught")!;
    expect(formatEvent(window, names)).toContain(`${MONK} catches Goblin 1's missile`);
  });
});
