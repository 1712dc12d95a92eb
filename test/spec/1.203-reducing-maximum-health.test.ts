// 1.203 — Reducing maximum health: a clay golem's Slam lowers the maximum with `lasting`, kept in the sheet's
// `sealed` as the pool's `lasting`: no rest restores it, healing stops below it; only `unseals` gives it back.
import { describe, expect, it } from "vitest";
import { Sheet } from "../../src/sheet/index.js";
import { fighter, ruleset5e } from "../sheet/fixture.js";
import { loadedDoc } from "../support/loaded.js";

describe("1.203 reducing maximum health", () => {
  it("a lasting reduction survives every rest and caps healing", () => {
    const sheet = Sheet.of(
      ruleset5e({ capabilityApi: "1.203" }),
      fighter({ live: { pools: { hp: 5 }, sealed: { hp: { lasting: 10 } } } }),
    );
    expect(sheet.pool("hp").max).toBe(18);
    const rested = sheet.rest("long");
    if (!rested.ok) throw new Error(rested.message);
    expect(rested.sheet.pool("hp")).toMatchObject({ max: 18, value: 18 });
    const healed = sheet.command('[sheet: op="restore" amount="50" magical="true"]');
    if (!healed.ok) throw new Error(healed.message);
    expect(healed.sheet.pool("hp").value).toBe(18);
  });

  it("a maximum brought to 0 defeats its holder", () => {
    // A lasting `onRest` (1.260) brings the maximum down.
    const base = ruleset5e({ capabilityApi: "1.260" });
    const doc = loadedDoc({
      ...base,
      combat: {
        health: { pool: "hp" },
        defense: 10,
        speed: 30,
        budgets: [{ id: "action", label: "Action" }],
        conditions: [
          {
            id: "withering",
            label: "Withering",
            onRest: { rests: ["long"], lowersMax: { flat: 30 }, lasting: true },
          },
        ],
      },
    });
    const r = Sheet.of(doc, fighter({ live: { conditions: ["withering"] } })).rest("long");
    if (!r.ok) throw new Error(r.message);
    expect(r.sheet.pool("hp").max).toBe(0);
    expect(r.sheet.data.live?.defeated).toBe(true);
    expect(r.events.at(-1)).toEqual({ type: "defeated", reason: "max:withering" });
  });
});
