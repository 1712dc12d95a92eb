// 1.179 — Silence: `"inside": { "conditions": ["deafened"], "immune": ["thunder"] }, "forbids": { "components":
// ["verbal"] }`. Whoever stands in it is deafened and takes no thunder damage while they stay, and cannot use
// anything that needs a verbal component there; stepping out, or the zone ending, takes all of it back.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, formatEvent, options } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { accept, caster, endUntil, holds, ruleset, turnOf } from "./fixtures/zone-inside.js";

const board = { width: 14, height: 5 };

/** The wizard at the west edge, the acolyte in the middle of the row, nobody else near. */
function start(fn: (s: CombatState) => void = () => {}): CombatState {
  return turnOf("Wizard", { party: [caster], enemies: ["monsters/acolyte"], board }, (x) => {
    x.combatants["Wizard"]!.at = [0, 2];
    x.combatants["Acolyte 1"]!.at = [7, 2];
    x.combatants["Acolyte 1"]!.hp = 100;
    fn(x);
  });
}

const silence = (s: CombatState, at: [number, number] = [7, 2]) => accept(s, { option: "use:spells/silence", at });
const offered = (s: CombatState, who: string) => options(ruleset, s, who).map((o) => o.use ?? o.id);

describe("1.179 Silence", () => {
  beforeAll(withGeometry);

  it("deafens whoever stands in it as it appears, and says so", () => {
    const r = silence(start());
    expect(r.state.zones).toMatchObject([{ by: "Wizard", use: "spells/silence" }]);
    expect(holds(r.state, "Acolyte 1", "deafened")).toBe(true);
    expect(holds(r.state, "Wizard", "deafened")).toBe(false);
    const line = r.events.filter((e) => e.t === "condition").map((e) => formatEvent(e));
    expect(line.join("\n")).toMatch(/Acolyte 1.*deafened.*Silence/i);
  });

  it("keeps a verbal action off the menu of one inside, but not one needing no component", () => {
    const r = silence(start());
    // The wizard stands next to the acolyte, so its club has someone to strike.
    const turn = endUntil(r, "Acolyte 1");
    turn.state.combatants["Wizard"]!.at = [6, 2];
    const menu = offered(turn.state, "Acolyte 1");
    expect(menu).not.toContain("action:sacred-flame");
    expect(menu).toContain("action:club");
    // Outside it, the same action is offered.
    const outside = silence(start(), [2, 0]);
    expect(offered(endUntil(outside, "Acolyte 1").state, "Acolyte 1")).toContain("action:sacred-flame");
  });

  it("stepping out ends the deafness and gives the verbal action back; stepping in again deafens again", () => {
    const turn = endUntil(silence(start()), "Acolyte 1");
    const out = accept(turn.state, { option: "move", at: [12, 2] });
    expect(holds(out.state, "Acolyte 1", "deafened")).toBe(false);
    expect(of(out.events, "condition-ended")).toContainEqual(
      expect.objectContaining({ who: "Acolyte 1", condition: "deafened", why: "left the zone" }),
    );
    expect(offered(out.state, "Acolyte 1")).toContain("action:sacred-flame");
    const back = accept(out.state, { option: "move", at: [11, 2] });
    expect(holds(back.state, "Acolyte 1", "deafened")).toBe(true);
  });

  it("its caster standing inside cannot cast a verbal spell there, but can use a somatic one", () => {
    const r = silence(start(), [2, 2]);
    const next = endUntil(r, "Wizard");
    expect(holds(next.state, "Wizard", "deafened")).toBe(true);
    const menu = offered(next.state, "Wizard");
    expect(menu).not.toContain("spells/fire-bolt");
    expect(menu).toContain("spells/arcane-flick");
  });

  it("those inside take no thunder damage while there; outside they take it in full", () => {
    const r = silence(start());
    const next = endUntil(r, "Wizard");
    const shatter = accept(next.state, { option: "use:spells/shatter", at: [7, 2] });
    const hit = of(shatter.events, "damage").filter((e) => e.who === "Acolyte 1");
    expect(hit).toHaveLength(1);
    expect(hit[0]).toMatchObject({ type: "thunder", taken: 0 });
    expect(shatter.state.combatants["Acolyte 1"]!.hp).toBe(100);

    const open = accept(start(), { option: "use:spells/shatter", at: [7, 2] });
    expect(of(open.events, "damage").find((e) => e.who === "Acolyte 1")!.taken).toBeGreaterThan(0);
  });

  it("when its caster's concentration ends, the zone and the deafness it kept go", () => {
    const r = silence(start());
    const next = endUntil(r, "Wizard");
    const other = accept(next.state, { option: "use:spells/hold-person", targets: ["Acolyte 1"] });
    expect(other.state.zones).toBeUndefined();
    expect(holds(other.state, "Acolyte 1", "deafened")).toBe(false);
    expect(of(other.events, "condition-ended")).toContainEqual(
      expect.objectContaining({ who: "Acolyte 1", condition: "deafened", why: "zone ended" }),
    );
  });

  it("without a board, those the cast caught are inside it for as long as it lasts", () => {
    const s = turnOf("Wizard", { party: [caster], enemies: ["monsters/acolyte"] }, (x) => {
      x.combatants["Acolyte 1"]!.hp = 100;
    });
    const r = accept(s, { option: "use:spells/silence", targets: ["Acolyte 1"] });
    expect(holds(r.state, "Acolyte 1", "deafened")).toBe(true);
    expect(offered(endUntil(r, "Acolyte 1").state, "Acolyte 1")).not.toContain("action:sacred-flame");
  });
});

describe("1.179 Silence, weighed by the director", () => {
  beforeAll(withGeometry);
  const silencer = { ...caster, lists: { spells: [{ entry: "spells/silence" }] } };

  function scene(enemies: string[]): CombatState {
    return turnOf("Wizard", { party: [silencer], enemies, board }, (x) => {
      x.combatants["Wizard"]!.at = [0, 2];
      const foes = x.order.filter((id) => id !== "Wizard");
      foes.forEach((id, i) => {
        x.combatants[id]!.at = [10, i * 2];
      });
    });
  }

  it("puts Silence over foes whose actions need a verbal component, keeping itself out of it", () => {
    const s = scene(["monsters/acolyte", "monsters/acolyte"]);
    const choice = direct(ruleset, s);
    expect(choice.option).toBe("use:spells/silence");
    const r = accept(s, choice);
    expect(holds(r.state, "Acolyte 1", "deafened") && holds(r.state, "Acolyte 2", "deafened")).toBe(true);
    expect(holds(r.state, "Wizard", "deafened")).toBe(false);
  });

  it("does not cast it on foes it would not silence", () => {
    const choice = direct(ruleset, scene(["monsters/goblin", "monsters/goblin"]));
    expect(choice.option).not.toBe("use:spells/silence");
  });
});
