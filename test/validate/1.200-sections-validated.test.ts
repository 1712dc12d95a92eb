// 1.200: "Sections need a wall with `blocks`, and a broken section's `save` needs the entry's own `save`." Each
// rejection names 1.200, and the allowed form (5e's Wall of Ice) draws no issue at all.
import { describe, expect, it } from "vitest";
import { issuesOf, MECHANICS_PATH, withMechanics } from "./helpers.js";

const ICE = {
  area: { shape: "wall", size: 100 },
  amount: "10d6",
  damageType: "cold",
  save: { save: "dex_save", onSuccess: "half" },
  zone: {
    rounds: 100,
    triggers: [],
    blocks: ["move", "sight"],
    sections: {
      every: 10,
      health: 30,
      defense: 12,
      vulnerable: ["fire"],
      broken: {
        triggers: ["enter"],
        amount: { dice: "5d6" },
        damageType: "cold",
        save: "con_save",
        onSave: "half",
        perCostStep: { dice: "1d6" },
      },
    },
  },
};

const without = (path: string[]) => {
  const m = structuredClone(ICE) as Record<string, unknown>;
  const last = path.pop()!;
  let at = m as Record<string, unknown>;
  for (const p of path) at = at[p] as Record<string, unknown>;
  delete at[last];
  return m;
};

describe("1.200 wall sections, validated", () => {
  it("5e's Wall of Ice loads", () => {
    expect(issuesOf(withMechanics(ICE))).toEqual([]);
  });

  it("sections without `zone.blocks` are refused as missing, naming 1.200", () => {
    const issues = issuesOf(withMechanics(without(["zone", "blocks"])));
    expect(issues).toEqual([
      expect.objectContaining({ path: `${MECHANICS_PATH}.zone.sections`, code: "missing", capability: "1.200" }),
    ]);
  });

  it("a broken section's `save` without the entry's own `save` is refused as missing, naming 1.200", () => {
    // (`undefined` takes Burning Hands' own save off the fixture's entry.)
    const issues = issuesOf(withMechanics({ ...ICE, save: undefined }));
    expect(issues).toEqual([
      expect.objectContaining({
        path: `${MECHANICS_PATH}.zone.sections.broken.save`,
        code: "missing",
        capability: "1.200",
      }),
    ]);
    // A broken section that saves with nothing needs no entry save.
    const plain = structuredClone(ICE) as { zone: { sections: { broken: Record<string, unknown> } } };
    delete plain.zone.sections.broken.save;
    expect(issuesOf(withMechanics({ ...plain, save: undefined }))).toEqual([]);
  });

  it("its values are checked: a section's health at least 1, triggers from the list, onSave half or none", () => {
    const bad = structuredClone(ICE);
    bad.zone.sections.health = 0;
    (bad.zone.sections.broken as Record<string, unknown>).onSave = "double";
    (bad.zone.sections.broken as Record<string, unknown>).triggers = ["leave"];
    const codes = issuesOf(withMechanics(bad)).map((i) => `${i.path.slice(MECHANICS_PATH.length)} ${i.code}`);
    expect(codes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\.zone\.sections\.health /),
        expect.stringMatching(/^\.zone\.sections\.broken\.onSave /),
        expect.stringMatching(/^\.zone\.sections\.broken\.triggers\[0\] /),
      ]),
    );
  });

  it("a broken section's perCostStep needs 1.201", () => {
    const issues = issuesOf(withMechanics(ICE, "1.200"));
    expect(issues).toEqual([
      expect.objectContaining({
        path: `${MECHANICS_PATH}.zone.sections.broken.perCostStep`,
        code: "needs-version",
      }),
    ]);
  });
});
