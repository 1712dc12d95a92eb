import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCommand } from "../../src/sheet/command/parse.js";
import { SheetError } from "../../src/sheet/errors.js";
import { Sheet } from "../../src/sheet/index.js";
import { fighter, ruleset5e } from "./fixture.js";

const code = (text: string) => {
  try {
    parseCommand(text);
    return "ok";
  } catch (e) {
    return (e as SheetError).code;
  }
};

describe("command parser", () => {
  it("reads the scope, the op and the attributes", () => {
    expect(parseCommand('[sheet: op="rest" rest="short" dice="2" pool="hit_dice_d6"]')).toEqual({
      scope: "sheet",
      op: "rest",
      attrs: { rest: "short", dice: "2", pool: "hit_dice_d6" },
    });
    expect(parseCommand('  [party:op="rest"  rest="long"]  ').scope).toBe("party");
    expect(parseCommand('[sheet: op="use" name="Say \\"hi\\""]').attrs.name).toBe('Say "hi"');
  });

  it("rejects every malformed form with bad-command and a column", () => {
    for (const bad of [
      "",
      'sheet: op="rest"]',
      '[sheet op="rest"]',
      '[sheets: op="rest"]',
      '[sheet: op="rest"',
      "[sheet: op=rest]",
      '[sheet: op="rest" rest="short"rest="long"]',
      '[sheet: op="rest" rest="a" rest="b"]',
      '[sheet: rest="short"]',
      '[sheet: op="rest" rest="short"] extra',
      '[sheet: op="rest" 9x="1"]',
      '[sheet: op="rest" rest="unterminated]',
    ]) {
      expect(code(bad), bad).toBe("bad-command");
    }
    expect(() => parseCommand('[sheet: op="rest" rest]')).toThrow(/column \d+/);
  });

  it("never throws anything but a SheetError on arbitrary text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        try {
          parseCommand(text);
        } catch (e) {
          expect(e).toBeInstanceOf(SheetError);
        }
      }),
    );
  });
});

describe("sheet commands", () => {
  const sheet = () => Sheet.of(ruleset5e(), fighter({ live: { pools: { hp: 4 } } }), { seed: 5 });

  it("rests with dice through the command and returns a new sheet", () => {
    const before = sheet();
    const result = before.command('[sheet: op="rest" rest="short" dice="2"]');
    if (!result.ok) throw new Error(result.message);
    expect(result.sheet.pool("hit_dice").value).toBe(1);
    expect(result.sheet.pool("hp").value).toBeGreaterThan(4);
    expect(before.pool("hit_dice").value).toBe(3);
    expect(result.sheet.rng).not.toEqual(before.rng);
  });

  it("rejects unknown ops and attributes, and a rejection spends nothing", () => {
    const s = sheet();
    const unknownOp = s.command('[sheet: op="dance"]');
    expect(unknownOp).toMatchObject({ ok: false, code: "bad-command", path: "command.op" });
    const unknownAttr = s.command('[sheet: op="rest" rest="short" dcie="2"]');
    expect(unknownAttr).toMatchObject({ ok: false, code: "bad-command", path: "command.dcie" });
    const tooMany = s.command('[sheet: op="rest" rest="short" dice="9"]');
    expect(tooMany).toMatchObject({ ok: false, code: "not-enough" });
    expect(s.pool("hit_dice").value).toBe(3);
  });

  it("restores health, and cannot-heal-nonmagical refuses all but magical restores", () => {
    const doc = ruleset5e({
      combat: {
        health: { pool: "hp" },
        defense: 10,
        speed: 30,
        budgets: [{ id: "action", label: "Action" }],
        conditions: [{ id: "mummy_rot", label: "Mummy rot", effects: ["cannot-heal-nonmagical"] }],
      },
    });
    const rotting = Sheet.of(doc, fighter({ live: { pools: { hp: 4 }, conditions: ["mummy_rot"] } }));
    expect(rotting.command('[sheet: op="restore" amount="5"]')).toMatchObject({ ok: false, code: "cannot-heal" });
    const magical = rotting.command('[sheet: op="restore" amount="5" magical="true"]');
    if (!magical.ok) throw new Error(magical.message);
    expect(magical.sheet.pool("hp").value).toBe(9);
    expect(rotting.command('[sheet: op="restore" amount="5" magical="maybe"]')).toMatchObject({ code: "bad-command" });
  });
});

describe("toggles", () => {
  const doc = ruleset5e({
    catalogs: {
      gear: {
        label: "Gear",
        type: "items",
        entries: [
          { id: "lantern", name: "Hooded Lantern", toggle: { label: "Hood" } },
          { id: "rope", name: "Rope" },
          {
            id: "hooded",
            name: "Dark Lantern",
            toggle: { onLabel: "Raise the hood", offLabel: "Lower the hood" },
          },
        ],
      },
    },
  });

  it("switches an item with a toggle, and rejects one without", () => {
    const sheet = Sheet.of(doc, fighter({ inventory: [{ item: "gear/lantern" }, { item: "gear/rope" }] }));
    const lit = sheet.command('[sheet: op="toggle" name="Hooded Lantern"]');
    if (!lit.ok) throw new Error(lit.message);
    expect(lit.sheet.data.inventory?.[0].on).toBe(true);
    expect(lit.sheet.command('[sheet: op="toggle" name="hooded lantern" on="true"]')).toMatchObject({
      code: "no-change",
    });
    const dark = lit.sheet.command('[sheet: op="toggle" name="Hooded Lantern"]');
    expect(dark.ok && dark.sheet.data.inventory?.[0].on).toBe(false);
    expect(sheet.command('[sheet: op="toggle" name="Rope"]')).toMatchObject({ ok: false, code: "no-toggle" });
  });

  it("names the switching action by the toggle's labels (1.378), else Turn on / Turn off and the item", () => {
    const sheet = Sheet.of(doc, fighter({ inventory: [{ item: "gear/lantern" }, { item: "gear/hooded", on: true }] }));
    expect(sheet.toggles()).toEqual([
      { item: "gear/lantern", index: 0, on: false, action: "Turn on Hooded Lantern" },
      { item: "gear/hooded", index: 1, on: true, action: "Lower the hood" },
    ]);
    const lowered = sheet.command('[sheet: op="toggle" name="Dark Lantern"]');
    if (!lowered.ok) throw new Error(lowered.message);
    expect(lowered.events).toEqual([
      { type: "item-toggled", item: "gear/hooded", on: false, action: "Lower the hood" },
    ]);
    expect(lowered.sheet.toggles()[1]).toMatchObject({ on: false, action: "Raise the hood" });
  });
});
