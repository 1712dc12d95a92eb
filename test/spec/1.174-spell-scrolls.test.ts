// 1.174 — zones on item uses: an item's `use` carries `concentration` and `zone` as a catalog entry does, so a spell
// scroll of Cloudkill or Moonbeam keeps its lasting area, sustained by the reader's concentration; the scroll is used
// up, the zone stays. (The scroll's `area` on an item use is 1.181's.)
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, options } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { turnOfIn } from "../support/drive.js";
import { accept, endUntil, reader, ruleset } from "./fixtures/zone-items.js";
import { catches } from "./fixtures/zones.js";

const board = { width: 16, height: 7 };
const CLOUDKILL = "gear/scroll-of-cloudkill#use";
const MOONBEAM = "gear/scroll-of-moonbeam#use";

function start(fn: (s: CombatState) => void = () => {}): CombatState {
  return turnOfIn(ruleset, "Reader", { party: [reader], enemies: ["monsters/goblin"], board }, (x) => {
    x.combatants["Reader"]!.at = [0, 3];
    x.combatants["Goblin 1"]!.at = [12, 3];
    x.combatants["Goblin 1"]!.hp = 300;
    fn(x);
  });
}

const stack = (s: CombatState, item: string) =>
  s.combatants["Reader"]!.stacks?.[String(reader.inventory!.findIndex((i) => i.item === item))]?.quantity;

describe("1.174 spell scroll of Cloudkill", () => {
  beforeAll(withGeometry);

  it("reading it leaves the lasting cloud, held up by the reader's concentration; the scroll is used up", () => {
    const r = accept(start(), { option: `use:${CLOUDKILL}`, at: [8, 3] });
    expect(r.state.zones).toMatchObject([{ by: "Reader", use: CLOUDKILL, name: "Spell Scroll of Cloudkill" }]);
    expect(r.state.combatants["Reader"]!.concentration).toMatchObject({ use: CLOUDKILL });
    expect(stack(r.state, "gear/scroll-of-cloudkill")).toBe(0);
    expect(options(ruleset, r.state, "Reader").some((o) => o.use === CLOUDKILL)).toBe(false);
  });

  it("catches a creature walking in and at the start of its turns, and drifts away from the reader", () => {
    const r = accept(start(), { option: `use:${CLOUDKILL}`, at: [4, 3] });
    const goblin = endUntil(r, "Goblin 1");
    const walk = accept(goblin.state, { option: "move", at: [8, 3] });
    expect(catches(walk.events)).toMatchObject([
      { who: "Goblin 1", trigger: "enter", name: "Spell Scroll of Cloudkill" },
    ]);
    expect(of(walk.events, "save")).toMatchObject([{ who: "Goblin 1" }]);
    expect(of(walk.events, "damage")).toMatchObject([{ who: "Goblin 1", type: "poison" }]);
    const back = endUntil(walk, "Reader");
    expect(back.events.some((e) => e.t === "zone" && e.what === "drift")).toBe(true);
  });

  it("ends when the reader's concentration ends, though the scroll is gone", () => {
    const r = accept(start(), { option: `use:${CLOUDKILL}`, at: [8, 3] });
    const next = endUntil(r, "Reader");
    const other = accept(next.state, { option: `use:${MOONBEAM}`, at: [12, 3] });
    const ended = other.events.filter((e) => e.t === "zone" && e.what === "end");
    expect(ended).toMatchObject([{ use: CLOUDKILL, why: "concentration ended" }]);
    expect(other.state.zones).toMatchObject([{ use: MOONBEAM }]);
  });
});

describe("1.174 spell scroll of Moonbeam", () => {
  beforeAll(withGeometry);

  it("its beam can be moved on the reader's later turns, catching whoever it now covers", () => {
    const r = accept(start(), { option: `use:${MOONBEAM}`, at: [6, 3] });
    const next = endUntil(r, "Reader");
    const move = options(ruleset, next.state, "Reader").find((o) => o.id === `zone:${MOONBEAM}`);
    expect(move?.label).toMatch(/Move Spell Scroll of Moonbeam/);
    const moved = accept(next.state, { option: `zone:${MOONBEAM}`, at: [12, 3] });
    expect(catches(moved.events)).toMatchObject([{ who: "Goblin 1", trigger: "enter" }]);
  });

  it("the director reads a scroll at a goblin out of its sword's reach", () => {
    const choice = direct(ruleset, start());
    expect(choice.option).toMatch(/^use:gear\/scroll-of-/);
    expect(choice.at).toBeDefined();
  });
});
