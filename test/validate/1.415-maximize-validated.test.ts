// 1.415: an alteration's `maximizes` and `backlash`, and an amendment's `maxHeal`, are validated by their schema and
// need Capability API 1.415.
import { describe, expect, it } from "vitest";
import { type Doc, issuesOf, variant } from "./helpers.js";

const AT = "catalogs.spells.entries[3].mechanics";

/** The fixture with a held entry whose mechanics are `mechanics` (a utility), declaring `version`. */
function holding(mechanics: Record<string, unknown>, version = "1.600"): Doc {
  return variant((doc) => {
    doc.catalogs.spells.entries.push({ id: "held", name: "Held", mechanics: { kind: "utility", ...mechanics } });
  }, version);
}

const codes = (doc: Doc) => issuesOf(doc).map((i) => `${i.path.replace(AT, "M")} ${i.code} ${i.capability ?? ""}`);

const OVERCHANNEL = {
  catalogs: ["spells"],
  maximizes: { fromLevel: 1, upToLevel: 5 },
  backlash: { free: 1, dice: "2d12", grows: "1d12", type: "necrotic", unblockable: true },
};
const SUPREME = { catalogs: ["spells"], maxHeal: true };

describe("maximized damage and healing, and backlash (1.415)", () => {
  it("accepts the reference's examples", () => {
    expect(issuesOf(holding({ alters: OVERCHANNEL }))).toEqual([]);
    expect(issuesOf(holding({ amends: [SUPREME] }))).toEqual([]);
  });

  it("an alteration may be only a maximizing, or only a backlash", () => {
    expect(issuesOf(holding({ alters: { catalogs: ["spells"], maximizes: {} } }))).toEqual([]);
    expect(issuesOf(holding({ alters: { catalogs: ["spells"], backlash: { free: 0, dice: "1d6" } } }))).toEqual([]);
  });

  it("rejects a backlash without free uses or dice, bad dice, a damage type that is no name, and bad levels", () => {
    const alters = (change: Record<string, unknown>) => holding({ alters: { ...OVERCHANNEL, ...change } });
    expect(codes(alters({ backlash: { dice: "2d12" } }))).toContainEqual(
      expect.stringMatching(/^M\.alters\.backlash\.free missing/),
    );
    expect(codes(alters({ backlash: { free: 1 } }))).toContainEqual(
      expect.stringMatching(/^M\.alters\.backlash\.dice missing/),
    );
    expect(codes(alters({ backlash: { free: 1, dice: "two" } }))).toContainEqual(
      expect.stringMatching(/^M\.alters\.backlash\.dice /),
    );
    expect(codes(alters({ backlash: { free: 1, dice: "2d12", type: 3 } }))).toContainEqual(
      expect.stringMatching(/^M\.alters\.backlash\.type /),
    );
    expect(codes(alters({ maximizes: { fromLevel: -1 } }))).toContainEqual(
      expect.stringMatching(/^M\.alters\.maximizes\.fromLevel /),
    );
    expect(codes(holding({ amends: [{ ...SUPREME, maxHeal: "yes" }] }))).toContainEqual(
      expect.stringMatching(/^M\.amends\[0\]\.maxHeal /),
    );
  });

  it("needs Capability API 1.415", () => {
    expect(codes(holding({ alters: OVERCHANNEL }, "1.414"))).toEqual([
      "M.alters.maximizes needs-version 1.415",
      "M.alters.backlash needs-version 1.415",
    ]);
    expect(codes(holding({ amends: [SUPREME] }, "1.414"))).toEqual(["M.amends[0].maxHeal needs-version 1.415"]);
  });
});
