// 1.280 — the blink dog: "Before or after teleporting, the dog can make one Bite attack." Its Teleport names Bite as
// its `strike`: after teleporting, Bite follows once for free; or "Bite, then Teleport" on the teleport's budget,
// spending its recharge, after which the teleport follows for free. Neither leads on to a third.
import { beforeAll, describe, expect, it } from "vitest";
import type { CombatState } from "../../src/combat/index.js";
import { options } from "../../src/combat/index.js";
import { fighter, of, withGeometry } from "../combat/helpers.js";
import { accept, ruleset, teleports, turnOf } from "./fixtures/teleport.js";

const board = { width: 20, height: 6 };

function dogAt(at: [number, number], setup: { noBoard?: boolean } = {}) {
  return turnOf(
    "Blink Dog 1",
    { party: [fighter], enemies: ["monsters/blink-dog"], ...(setup.noBoard ? { noBoard: true } : { board }) },
    (s) => {
      s.combatants["Blink Dog 1"]!.at = at;
      s.combatants["Fighter"]!.at = [2, 2];
      s.combatants["Fighter"]!.hp = 200;
    },
  );
}

const menuOf = (s: CombatState) => options(ruleset, s);
const ids = (s: CombatState) => menuOf(s).map((o) => o.id);

describe("1.280 blink dog: Teleport, then Bite", () => {
  beforeAll(withGeometry);

  it("after teleporting beside its prey, Bite follows once for free", () => {
    const far = dogAt([10, 2]);
    // Nothing to bite from here.
    expect(ids(far)).not.toContain("use:action:bite");
    const landed = accept(far, { option: "use:action:teleport", at: [3, 2] });
    const free = menuOf(landed.state).find((o) => o.id === "paired:action:bite")!;
    expect(free).toMatchObject({ label: "Bite (Free, part of the same action)", targets: { candidates: ["Fighter"] } });
    expect(free.budget).toBeUndefined();
    expect(landed.state.combatants["Blink Dog 1"]!.budgets["action"]).toBe(0);

    const bit = accept(landed.state, { option: "paired:action:bite", targets: ["Fighter"] });
    expect(of(bit.events, "attack")).toMatchObject([{ who: "Blink Dog 1", target: "Fighter" }]);
    // Neither leads on to a third.
    expect(ids(bit.state).filter((id) => id.startsWith("paired:") || id.includes("teleport"))).toEqual([]);
  });

  it("the free Bite is owed only for the rest of that turn", () => {
    const landed = accept(dogAt([10, 2]), { option: "use:action:teleport", at: [3, 2] });
    const ended = accept(landed.state, { option: "end" });
    expect(ended.state.combatants["Blink Dog 1"]!.paired).toBeUndefined();
  });
});

describe("1.280 blink dog: Bite, then Teleport", () => {
  beforeAll(withGeometry);

  it("is offered on the teleport's budget while both remain, and spends the teleport's recharge", () => {
    const near = dogAt([3, 2]);
    const first = menuOf(near).find((o) => o.id === "strike-first:action:teleport")!;
    expect(first).toMatchObject({ label: "Bite, then Teleport", budget: "action", use: "action:bite" });
    const bit = accept(near, { option: "strike-first:action:teleport", targets: ["Fighter"] });
    expect(of(bit.events, "attack")).toMatchObject([{ who: "Blink Dog 1", target: "Fighter" }]);
    expect(bit.state.combatants["Blink Dog 1"]!.recharging).toEqual(["action:teleport"]);
    expect(bit.state.combatants["Blink Dog 1"]!.budgets["action"]).toBe(0);

    // The teleport follows for free, away from the fighter's reach without provoking.
    const then = menuOf(bit.state).find((o) => o.id === "paired:action:teleport")!;
    expect(then).toMatchObject({ label: "Teleport (Free, part of the same action)" });
    expect(then.budget).toBeUndefined();
    const away = accept(bit.state, { option: "paired:action:teleport", at: [10, 2] });
    expect(teleports(away.events)).toMatchObject([{ who: "Blink Dog 1", from: [3, 2], to: [10, 2] }]);
    expect(of(away.events, "window")).toEqual([]);
    expect(ids(away.state).filter((id) => id.startsWith("paired:") || id.includes("teleport"))).toEqual([]);
  });

  it("is not offered while the teleport recharges, nor where distance is not measured", () => {
    const spent = dogAt([3, 2]);
    spent.combatants["Blink Dog 1"]!.recharging = ["action:teleport"];
    expect(ids(spent)).not.toContain("strike-first:action:teleport");
    expect(ids(spent)).toContain("use:action:bite");
    const noBoard = dogAt([3, 2], { noBoard: true });
    expect(ids(noBoard).filter((id) => id.includes("teleport"))).toEqual([]);
  });
});
