// 1.181 — utility item uses: a use whose only effect is to leave a lasting area is written `"kind": "utility"` with
// an `area` and a `zone`: scrolls of Fog Cloud, Darkness, Silence and Globe of Invulnerability, read like their
// spells, held up by the reader's concentration.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, options } from "../../src/combat/index.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { acceptIn, endUntilIn, turnOfIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { ruleset as base, fighterFriend, GLOBE, holds, SILENCE } from "./fixtures/zone-inside.js";

const scroll = (id: string, name: string, use: object) => ({ id, name, use });
const utility = (range: number, size: number, zone: object) => ({
  kind: "utility",
  range,
  area: { shape: "burst", size },
  concentration: true,
  zone: { rounds: 100, ...zone },
});

const SCROLLS = [
  scroll("scroll-of-fog-cloud", "Scroll of Fog Cloud", utility(120, 20, { obscures: {} })),
  scroll("scroll-of-darkness", "Scroll of Darkness", utility(60, 15, { obscures: { pierced: ["blindsight"] } })),
  scroll("scroll-of-silence", "Scroll of Silence", utility(120, 20, SILENCE.mechanics.zone)),
  scroll("scroll-of-globe", "Scroll of Globe of Invulnerability", { ...utility(0, 10, GLOBE.mechanics.zone) }),
];

const gear = base.catalogs!["gear"]!;
const ruleset: RulesetDoc = loadedDoc({
  ...base,
  combat: { ...base.combat!, senses: [{ id: "blindsight", label: "Blindsight", blind: true }] },
  catalogs: { ...base.catalogs!, gear: { ...gear, entries: [...gear.entries, ...SCROLLS] } },
});

const reader: SheetData = {
  ...fighterFriend,
  name: "Reader",
  inventory: [...(fighterFriend.inventory ?? []), ...SCROLLS.map((s) => ({ item: `gear/${s.id}` }))],
};

const board = { width: 16, height: 7 };

function start(): CombatState {
  return turnOfIn(ruleset, "Reader", { party: [reader], enemies: ["monsters/acolyte"], board }, (x) => {
    x.combatants["Reader"]!.at = [0, 3];
    x.combatants["Acolyte 1"]!.at = [8, 3];
  });
}

const read = (s: CombatState, id: string, at: [number, number]) =>
  acceptIn(ruleset, s, { option: `use:gear/${id}#use`, at });

describe("1.181 utility scrolls", () => {
  beforeAll(withGeometry);

  it("each scroll is on the menu, placed anywhere in its range", () => {
    const menu = options(ruleset, start(), "Reader");
    for (const s of SCROLLS) expect(menu.some((o) => o.use === `gear/${s.id}#use`)).toBe(true);
  });

  it("a scroll of Fog Cloud leaves its cloud, held up by the reader's concentration", () => {
    const r = read(start(), "scroll-of-fog-cloud", [8, 3]);
    expect(r.state.zones).toMatchObject([{ use: "gear/scroll-of-fog-cloud#use", name: "Scroll of Fog Cloud" }]);
    expect(r.state.combatants["Reader"]!.concentration).toMatchObject({ use: "gear/scroll-of-fog-cloud#use" });
    expect(r.state.zones![0]!.anchor).toBe("point");
  });

  it("a scroll of Darkness leaves its darkness", () => {
    const r = read(start(), "scroll-of-darkness", [8, 3]);
    expect(r.state.zones).toMatchObject([{ use: "gear/scroll-of-darkness#use" }]);
  });

  it("a scroll of Silence deafens the acolyte and keeps its verbal action off its menu", () => {
    const r = read(start(), "scroll-of-silence", [8, 3]);
    expect(holds(r.state, "Acolyte 1", "deafened")).toBe(true);
    const turn = endUntilIn(ruleset, r, "Acolyte 1");
    expect(options(ruleset, turn.state, "Acolyte 1").map((o) => o.use)).not.toContain("action:sacred-flame");
  });

  it("a scroll of Globe of Invulnerability leaves its ward around the reader", () => {
    const r = read(start(), "scroll-of-globe", [0, 3]);
    expect(r.state.zones).toMatchObject([{ use: "gear/scroll-of-globe#use", at: [0, 3] }]);
    expect(of(r.events, "use")).toHaveLength(1);
  });
});
