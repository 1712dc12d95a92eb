// The SRD adult red dragon's Wing Attack (1.282 burst around it, 1.285 flying after it) and the mummy lord's
// Channel Negative Energy (1.282 through walls, 1.191 cannot-heal), bought between turns in a fight on a board;
// the mummy lord's own turn, casting as a 10th-level cleric from its spellcasting (1.181).
import { beforeAll, describe, expect, it } from "vitest";
import { cellsApart } from "../../src/combat/board/grid.js";
import { attachGeometry, type CombatState, choose, options, startCombat } from "../../src/combat/index.js";
import { createEngine } from "../../src/engine.js";
import { srd5eCharacter } from "../../src/srd/index.js";
import { validate } from "../../src/validate/index.js";
import { ruleset } from "./helpers.js";

const board = { width: 24, height: 9, walls: [2, 3, 4, 5, 6].map((y) => [14, y] as [number, number]) };

/** The fighter's turn ends beside `creature`; the paladin stands beside the fighter, the wizard behind the wall. */
function afterFighter(creature: string, who: string): CombatState {
  const party = ["fighter-5", "paladin-5", "wizard-5"].map((id) => srd5eCharacter(id)!);
  const { state } = startCombat(ruleset, { party, enemies: [`creatures/${creature}`], board, seed: 3 });
  const s = structuredClone(state);
  const names = party.map((p) => p.name);
  s.order = [...names, who];
  s.turn = 0;
  s.combatants[names[0]!]!.at = [9, 4];
  s.combatants[names[1]!]!.at = [8, 4];
  s.combatants[names[2]!]!.at = [16, 4];
  s.combatants[who]!.at = [10, 4];
  const r = choose(ruleset, s, { option: "end" });
  if ("rejected" in r) throw new Error(r.rejected.message);
  return r.state;
}

function accept(s: CombatState, choice: Parameters<typeof choose>[2]) {
  const r = choose(ruleset, s, choice);
  if ("rejected" in r) throw new Error(r.rejected.message);
  return r;
}

describe("srd5e: bursts around their user", () => {
  beforeAll(async () => attachGeometry((await createEngine()).geometry));

  it("the ruleset with them is valid", () => {
    expect(validate(ruleset).issues).toEqual([]);
  });

  it("the adult red dragon beats its wings at those within 10 feet, then flies up to 40 feet", () => {
    const D = "Adult Red Dragon 1";
    const s = afterFighter("adult-red-dragon", D);
    const wing = options(ruleset, s).find((o) => o.id === "signature:action:wing-attack")!;
    expect(Math.max(...wing.moveCells!.map((c) => cellsApart(s.board, [10, 4], c)))).toBe(8);
    let r = accept(s, { option: wing.id, moveTo: [10, 8] });
    const use = r.events.find((e) => e.t === "use");
    expect(use).toMatchObject({ name: "Wing Attack" });
    expect(use && "targets" in use ? use.targets.length : 0).toBe(2);
    while (r.state.stack.at(-1)?.kind === "window" && r.state.combatants[D]!.at![1] !== 8)
      r = accept(r.state, { option: "pass" });
    expect(r.state.combatants[D]!.at).toEqual([10, 8]);
  });

  it("the mummy lord's Channel Negative Energy reaches behind the wall", () => {
    const M = "Mummy Lord 1";
    const s = afterFighter("mummy-lord", M);
    const r = accept(s, { option: "signature:action:channel-negative-energy" });
    const use = r.events.find((e) => e.t === "use");
    expect(use && "targets" in use ? use.targets.length : 0).toBe(3);
    const held = Object.values(r.state.combatants).filter((c) => c.conditions.some((x) => x.id === "negative-energy"));
    expect(held.map((c) => c.id).sort()).toEqual([...s.order].filter((id) => id !== M).sort());
  });
  it("the mummy lord casts as a 10th-level cleric: Sacred Flame against DC 17, Guiding Bolt at +9 from a slot", () => {
    const M = "Mummy Lord 1";
    const s = afterFighter("mummy-lord", M);
    let t = s;
    while (t.order[t.turn] !== M) t = accept(t, { option: t.stack.length ? "pass" : "end" }).state;
    const ids = options(ruleset, t).map((o) => o.id);
    for (const spell of ["sacred-flame", "guiding-bolt", "shield-of-faith", "guardian-of-faith"])
      expect(ids).toContain(`use:spells/${spell}`);
    const [fighter, paladin] = t.order;
    const flame = accept(t, { option: "use:spells/sacred-flame", targets: [paladin!] });
    expect(flame.events.find((e) => e.t === "save")).toMatchObject({ who: paladin, difficulty: 17 });
    const bolt = accept(t, { option: "use:spells/guiding-bolt", targets: [fighter!], pay: "slot_1" });
    expect(bolt.events.find((e) => e.t === "attack")).toMatchObject({ who: M, bonus: 9 });
    expect(bolt.state.combatants[M]!.pools["slot_1"]).toBe(3);
  });
});
