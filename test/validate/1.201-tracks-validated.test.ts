// 1.201: "The tracks here are plain tracks, not wound tracks": an entry's `tracks` names live tracks the sheet
// declares, by a whole number of levels; anything else is rejected at its path.
import { describe, expect, it } from "vitest";
import { srd5e } from "../../src/srd/index.js";
import { validate } from "../../src/validate/index.js";

function withSpell(mechanics: Record<string, unknown>) {
  const doc = structuredClone(srd5e) as unknown as { catalogs: Record<string, { entries: unknown[] }> };
  doc.catalogs["spells"]!.entries.push({ id: "x", name: "X", level: 1, mechanics: { kind: "buff", ...mechanics } });
  const at = doc.catalogs["spells"]!.entries.length - 1;
  return { issues: validate(doc).issues, at: `catalogs.spells.entries[${at}].mechanics` };
}

describe("1.201 an entry's tracks and unseals, validated", () => {
  it("loads with a declared track and a whole number of levels, and with unseals", () => {
    expect(withSpell({ tracks: [{ track: "exhaustion", by: -1 }], unseals: true }).issues).toEqual([]);
  });

  it("rejects a track the sheet does not declare", () => {
    const { issues, at } = withSpell({ tracks: [{ track: "wounds", by: 1 }] });
    expect(issues).toContainEqual(expect.objectContaining({ path: `${at}.tracks[0].track`, code: "bad-reference" }));
  });

  it("rejects a move that is not a whole number, and a move with no track", () => {
    const half = withSpell({ tracks: [{ track: "exhaustion", by: 0.5 }] });
    expect(half.issues.map((i) => i.path)).toContain(`${half.at}.tracks[0].by`);
    const none = withSpell({ tracks: [{ by: 1 }] });
    expect(none.issues).toContainEqual(
      expect.objectContaining({ path: `${none.at}.tracks[0].track`, code: "missing" }),
    );
  });
});
