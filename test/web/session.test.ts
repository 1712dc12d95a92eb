import { beforeAll, describe, expect, it } from "vitest";
import { Board, type CombatState, createEngine, direct, type Engine } from "../../src/index.js";
import type { AreaDef, EntryDef, Mechanics } from "../../src/ruleset/index.js";
import { srd5e, srd5eEncounter, srd5eParty } from "../../src/srd/index.js";
import { Session } from "../../web/session.js";
import { smokeViews } from "../../web/smoke.js";
import { summonViews } from "../../web/summons.js";
import { zoneViews } from "../../web/zones.js";
import { spellsDoc } from "../support/spells-doc.js";

// The playground's fight: the director answers for the enemies between the person's choices, and undo
// replays the fight from its seed without the last choice.
describe("the playground's session", () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await createEngine();
  });

  const start = (seed: number) => {
    const encounter = srd5eEncounter("goblin-ambush")!;
    return Session.start({ engine, ruleset: srd5e, encounter, party: srd5eParty(encounter), seed });
  };
  const play = (s: Session, n: number) => {
    let next = s;
    for (let i = 0; i < n && next.partyActs; i++) next = next.choose(direct(srd5e, next.fight.state));
    return next;
  };

  it("hands the person only the party's turns", () => {
    let s = start(4);
    for (let i = 0; i < 12 && !s.fight.over; i++) {
      expect(s.partyActs).toBe(true);
      s = play(s, 1);
    }
    expect(s.choices.length).toBeGreaterThan(6);
  });

  it("undo gives the same fight as playing one choice fewer; a rejected choice keeps the choices", () => {
    const played = play(start(9), 6);
    expect(played.choices).toHaveLength(6);
    const undone = played.undo();
    expect(undone.choices).toEqual(played.choices.slice(0, 5));
    expect(undone.fight.state).toEqual(play(start(9), 5).fight.state);
    const refused = undone.choose({ option: "no-such-option" });
    expect(refused.fight.rejected).toBeDefined();
    expect(refused.choices).toEqual(undone.choices);
  });
});

// The board's zone layer: each lasting zone in the state gives its cells, its own colour and a key line.
describe("the playground's zones", () => {
  const ruleset = spellsDoc([
    { id: "guardians", name: "Guardians", mechanics: { kind: "utility", area: { shape: "burst", size: 5 } } },
    { id: "beam", name: "Beam", mechanics: { kind: "utility", area: { shape: "burst", size: 5 } } },
    {
      id: "ice",
      name: "Ice",
      mechanics: {
        kind: "utility",
        area: { shape: "wall", size: 20 },
        zone: { rounds: 10, blocks: ["move", "sight"], sections: { every: 10, health: 30 } },
      },
    },
  ]);
  const zone = (use: string, name: string, more: object) => ({
    by: "Cleric",
    use,
    name,
    members: [],
    caughtIn: "1:0",
    caught: [],
    castIn: "1:0",
    steps: 0,
    ...more,
  });
  const state = {
    board: { width: 10, height: 10, perCell: 5 },
    combatants: { Cleric: { id: "Cleric", name: "Cleric 5", at: [4, 4] } },
    zones: [
      zone("spells/guardians", "Guardians", { anchor: "caster", left: 99 }),
      zone("spells/beam", "Beam", { anchor: "point", origin: [4, 4], at: [8, 1], left: 1 }),
    ],
  } as unknown as CombatState;

  it("colours each zone's cells apart and names it with the turns it has left", async () => {
    const board = await Board.create(10, 10);
    const [carried, placed] = zoneViews(board, ruleset, state);
    expect(carried!.cells).toHaveLength(9);
    expect(carried!.cells).toContainEqual([3, 5]);
    expect(placed!.cells).toContainEqual([8, 1]);
    expect(placed!.cells).not.toContainEqual([4, 4]);
    expect(carried!.fill).not.toBe(placed!.fill);
    expect(carried!.fill).toMatch(/^hsla\(.*0\.3\)$/);
    expect(carried!.label).toBe("Guardians (Cleric 5, 99 turns left)");
    expect(placed!.label).toBe("Beam (Cleric 5, 1 turn left)");
    expect(zoneViews(board, ruleset, { ...state, zones: undefined } as unknown as CombatState)).toEqual([]);
  });

  it("shades a wall's side (1.177 zone.side) in its zone's hue, paler, named with the side", async () => {
    const board = await Board.create(10, 10);
    // Board indices 25 and 35: cells (5, 2) and (5, 3).
    const walled = {
      ...state,
      zones: [
        zone("spells/beam", "Beam", {
          anchor: "point",
          origin: [4, 4],
          at: [8, 1],
          left: 3,
          side: "near",
          sideCells: [25, 35],
        }),
      ],
    };
    const [wall, side] = zoneViews(board, ruleset, walled as unknown as CombatState);
    expect(side).toMatchObject({
      kind: "side",
      cells: [
        [5, 2],
        [5, 3],
      ],
      label: "Beam, near side (Cleric 5)",
    });
    expect(side!.fill).toMatch(/^hsla\(.*0\.12\)$/);
    expect(side!.fill.split(",")[0]).toBe(wall!.fill.split(",")[0]);
    expect(zoneViews(board, ruleset, state).map((v) => v.kind)).toEqual([undefined, undefined]);
  });

  it("names a wall's struck sections with the health they have left, and shades its broken ones (1.200)", async () => {
    const board = await Board.create(10, 10);
    // A wall across (6, 2)–(6, 5): sections (6, 2)–(6, 3), untouched, and (6, 4)–(6, 5), broken; board indices.
    const walled = {
      ...state,
      zones: [
        zone("spells/ice", "Ice", {
          anchor: "point",
          origin: [4, 4],
          at: [6, 4],
          left: 10,
          sections: [
            { cells: [26, 36], health: 12 },
            { cells: [46, 56], health: 0 },
            { cells: [66, 76], health: 30 },
          ],
        }),
      ],
    };
    const views = zoneViews(board, ruleset, walled as unknown as CombatState);
    expect(views.map((v) => [v.kind, v.label])).toEqual([
      [undefined, "Ice (Cleric 5, 10 turns left)"],
      ["section", "Ice, section 1: 12 health left"],
      ["broken", "Ice, section 2 broken"],
    ]);
    expect(views[2]!.cells).toEqual([
      [6, 4],
      [6, 5],
    ]);
    expect(views[2]!.fill).toMatch(/0\.12\)$/);
  });

  it("outlines each summon's cell (1.122) and names it with its holder's turns left", () => {
    const summons = [
      {
        by: "Cleric",
        use: "spells/spiritual-weapon",
        name: "Spiritual Weapon",
        at: [6, 2],
        left: 9,
        castIn: "1:0",
        steps: 0,
      },
      { by: "Cleric", use: "spells/unplaced", name: "Unplaced", left: 3, castIn: "1:0", steps: 0 },
    ];
    const views = summonViews({ ...state, summons } as unknown as CombatState);
    expect(views).toEqual([
      expect.objectContaining({ kind: "summon", cells: [[6, 2]], label: "Spiritual Weapon (Cleric 5, 9 turns left)" }),
    ]);
    expect(summonViews(state)).toEqual([]);
  });

  it("says what a zone does to sight and with wind (1.286, 1.289), and since when wind blows on it", async () => {
    const board = await Board.create(10, 10);
    const zoned = (
      id: string,
      name: string,
      area: AreaDef,
      zone: Omit<NonNullable<Mechanics["zone"]>, "rounds">,
    ): EntryDef => ({
      id,
      name,
      mechanics: { kind: "utility", area, zone: { rounds: 10, ...zone } },
    });
    const windy = spellsDoc([
      zoned("fog", "Fog", { shape: "burst", size: 5 }, { obscures: { dispersed: true } }),
      zoned("web", "Web", { shape: "burst", size: 5 }, { obscures: { light: true } }),
      zoned("cloud", "Cloud", { shape: "burst", size: 5 }, { obscures: { dispersed: { after: 1 } } }),
      zoned("gust", "Gust", { shape: "line", size: 30 }, { disperses: true }),
    ]);
    const at = { anchor: "point", origin: [4, 4], at: [6, 6], left: 5 };
    const zones = [
      zone("spells/fog", "Fog", at),
      zone("spells/web", "Web", at),
      zone("spells/cloud", "Cloud", { ...at, wind: { round: 2, turn: 0 } }),
      zone("spells/gust", "Gust", { anchor: "caster", left: 5, layout: { facing: [1, 0] } }),
    ];
    const views = zoneViews(board, windy, { ...state, zones } as unknown as CombatState);
    // The carried line blows east from the caster at (4, 4).
    expect(views[3]!.cells).toContainEqual([9, 4]);
    expect(views[3]!.cells).not.toContainEqual([3, 4]);
    const labels = views.map((v) => v.label);
    expect(labels).toEqual([
      "Fog (Cleric 5, 5 turns left, obscures, wind disperses it)",
      "Web (Cleric 5, 5 turns left, lightly obscures)",
      "Cloud (Cleric 5, 5 turns left, obscures, wind disperses it after 1 round, wind on it since round 2)",
      "Gust (Cleric 5, 5 turns left, a wind)",
    ]);
  });

  it("greys a teleport's smoke (1.279), paler where it only lightly obscures (1.286)", () => {
    const smoke = [
      { by: "Cleric", cells: [[1, 1]], round: 1, turn: 0 },
      {
        by: "Cleric",
        cells: [
          [2, 2],
          [3, 3],
        ],
        round: 1,
        turn: 0,
        light: true,
      },
    ];
    const [heavy, light] = smokeViews({ ...state, smoke } as unknown as CombatState);
    expect(heavy).toMatchObject({ kind: "smoke", cells: [[1, 1]], label: "Smoke, hides (Cleric 5)" });
    expect(light).toMatchObject({
      kind: "smoke",
      cells: [
        [2, 2],
        [3, 3],
      ],
      label: "Light smoke, lightly obscures (Cleric 5)",
    });
    expect(light!.fill).not.toBe(heavy!.fill);
    expect(smokeViews(state)).toEqual([]);
  });
});
