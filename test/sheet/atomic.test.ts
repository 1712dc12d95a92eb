import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Sheet } from "../../src/sheet/index.js";
import { fighter, ruleset5e } from "./fixture.js";

const commands = [
  '[sheet: op="rest" rest="short" dice="1"]',
  '[sheet: op="rest" rest="short" dice="4"]',
  '[sheet: op="rest" rest="long"]',
  '[sheet: op="rest" rest="nap"]',
  '[sheet: op="damage" amount="2d6"]',
  '[sheet: op="damage" amount="lots"]',
  '[sheet: op="temporary" amount="1d8"]',
  '[sheet: op="restore" amount="1d4"]',
  '[sheet: op="restore" amount="max" pool="slots_1"]',
  '[sheet: op="use" name="Nothing"]',
  '[party: op="use" name="Nothing"]',
  '[sheet: op="fly"]',
  "[sheet: op=\"rest\" rest='short']",
];

describe("atomic commands", () => {
  it("never change the sheet they are given; a rejection also keeps the generator", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...commands), { maxLength: 12 }),
        fc.integer({ min: 0, max: 1000 }),
        (script, seed) => {
          let sheet = Sheet.of(ruleset5e(), fighter({ live: { pools: { hp: 12 } } }), { seed });
          for (const text of script) {
            const before = JSON.stringify(sheet.data);
            const rng = JSON.stringify(sheet.rng);
            const result = sheet.command(text);
            expect(JSON.stringify(sheet.data)).toBe(before);
            expect(JSON.stringify(sheet.rng)).toBe(rng);
            if (result.ok) sheet = result.sheet;
            const hp = sheet.pool("hp");
            expect(hp.value).toBeGreaterThanOrEqual(0);
            expect(hp.value).toBeLessThanOrEqual(hp.max);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it("the same seed and commands give the same sheet and events", () => {
    const play = () => {
      let sheet = Sheet.of(ruleset5e(), fighter({ live: { pools: { hp: 3 } } }), { seed: 77 });
      const log: unknown[] = [];
      for (const text of commands) {
        const r = sheet.command(text);
        log.push(r);
        if (r.ok) sheet = r.sheet;
      }
      return JSON.stringify([sheet.data, log.map((r) => (r as { events?: unknown }).events ?? r)]);
    };
    expect(play()).toBe(play());
  });
});

describe("damage and temporary points", () => {
  it("temporary points absorb damage first, and only higher temporary points replace them", () => {
    const sheet = Sheet.of(ruleset5e(), fighter({ live: { pools: { hp: 20 }, temporary: { hp: 5 } } }), { seed: 1 });
    const lower = sheet.command('[sheet: op="temporary" amount="3"]');
    expect(lower.ok && lower.sheet.pool("hp").temporary).toBe(5);
    const hit = sheet.command('[sheet: op="damage" amount="8"]');
    if (!hit.ok) throw new Error(hit.message);
    expect(hit.sheet.pool("hp")).toMatchObject({ value: 17, temporary: 0 });
    const small = sheet.command('[sheet: op="damage" amount="4"]');
    expect(small.ok && small.sheet.pool("hp")).toMatchObject({ value: 20, temporary: 1 });
    const huge = sheet.command('[sheet: op="damage" amount="100"]');
    expect(huge.ok && huge.sheet.pool("hp").value).toBe(0);
  });
});
