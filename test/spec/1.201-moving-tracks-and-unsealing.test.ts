// 1.201 — Moving sheet tracks; unsealing health: Greater Restoration lowers exhaustion by one level and gives back
// sealed health; levels that halve maximum health take effect at once; reaching a level with `defeats` kills.
import { describe, expect, it } from "vitest";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { Sheet } from "../../src/sheet/index.js";
import { fighter, ruleset5e } from "../sheet/fixture.js";
import { loadedDoc } from "../support/loaded.js";

const base = ruleset5e({ capabilityApi: "1.201" });
const doc: RulesetDoc = loadedDoc({
  ...base,
  capabilityApi: "1.201",
  sheet: {
    ...base.sheet,
    live: {
      ...base.sheet.live,
      // The last level defeats (1.201's `defeats`).
      tracks: base.sheet.live!.tracks!.map((t) => ({
        ...t,
        levels: t.levels.map((l, i) => (i === t.levels.length - 1 ? { ...l, defeats: true } : l)),
      })),
      pools: [...base.sheet.live!.pools!, { id: "slots_5", label: "Level 5 Slot", max: 1, group: "slots", level: 5 }],
    },
    lists: [
      {
        id: "spells",
        label: "Spells",
        catalog: "spells",
        columns: [{ id: "prepared", label: "Prepared", type: "boolean" }],
      },
    ],
  },
  rests: [...base.rests!, { id: "forced_march", label: "Forced march", tracks: [{ track: "exhaustion", by: 1 }] }],
  catalogs: {
    spells: {
      label: "Spells",
      type: "entries",
      entries: [
        {
          id: "greater-restoration",
          name: "Greater Restoration",
          level: 5,
          mechanics: {
            kind: "buff",
            cost: { group: "slots" },
            tracks: [{ track: "exhaustion", by: -1 }],
            unseals: true,
          },
        },
      ],
    },
  },
});

const cleric = (live: object) =>
  fighter({
    fields: { level: 9, hp_max: 60 },
    live: live,
    lists: { spells: [{ entry: "spells/greater-restoration", prepared: true }] },
  });

describe("1.201 moving sheet tracks and unsealing health", () => {
  it("Greater Restoration pays a level-5 slot, lowers exhaustion by one and unseals the maximum", () => {
    const sheet = Sheet.of(
      doc,
      cleric({ pools: { hp: 20 }, tracks: { exhaustion: 4 }, sealed: { hp: { lasting: 12 } } }),
    );
    expect(sheet.pool("hp").max).toBe(18);
    const r = sheet.command('[sheet: op="use" name="Greater Restoration"]');
    if (!r.ok) throw new Error(r.message);
    expect(r.sheet.pool("slots_5").value).toBe(0);
    expect(r.sheet.data.live?.tracks?.exhaustion).toBe(3);
    expect(r.sheet.pool("hp").max).toBe(60);
    expect(r.sheet.pool("hp").value).toBe(18);
    expect(r.events).toContainEqual({ type: "track", track: "exhaustion", from: 4, to: 3, label: "3" });
    expect(r.events).toContainEqual({ type: "max-restored", pool: "hp", amount: 12, reason: "Greater Restoration" });
    expect(r.sheet.command('[sheet: op="use" name="Greater Restoration"]')).toMatchObject({
      ok: false,
      code: "not-enough",
    });
  });

  it("a track stays in its range, halving takes effect at once, and the last level defeats", () => {
    let sheet = Sheet.of(doc, cleric({ pools: { hp: 50 }, tracks: { exhaustion: 3 } }));
    const r4 = sheet.rest("forced_march");
    if (!r4.ok) throw new Error(r4.message);
    expect(r4.sheet.pool("hp")).toMatchObject({ max: 30, value: 30 });
    sheet = r4.sheet;
    for (const level of [5, 6]) {
      const r = sheet.rest("forced_march");
      if (!r.ok) throw new Error(r.message);
      sheet = r.sheet;
      expect(sheet.data.live?.tracks?.exhaustion).toBe(level);
    }
    expect(sheet.data.live?.defeated).toBe(true);
    const again = sheet.rest("forced_march");
    if (!again.ok) throw new Error(again.message);
    expect(again.sheet.data.live?.tracks?.exhaustion).toBe(6);
    expect(again.events.some((e) => e.type === "track")).toBe(false);
  });
});
