// 1.335/1.337 rest dice and 1.410 recovers are implemented: validated by their own schema, and still
// versioned (a ruleset declaring less is told which version it needs).
import { describe, expect, it } from "vitest";
import { validate } from "../../src/validate/index.js";
import { type Doc, fixture, issuesOf } from "./helpers.js";

function withRestDice(version: string, dice: unknown): Doc {
  const doc = fixture();
  doc.capabilityApi = version;
  doc.rests[0].dice = dice;
  return doc;
}

const hitDie = { pool: "hit_dice", die: { const: 10 }, add: { abilityMod: "con" }, heals: "hp" };

describe("rest dice", () => {
  it("accepts one pool at 1.335 and a list of pools at 1.337, with an extra die", () => {
    expect(validate(withRestDice("1.335", hitDie))).toMatchObject({ ok: true, needs: "1.335" });
    const list = [{ ...hitDie, extra: { die: { const: 6 } } }];
    expect(validate(withRestDice("1.337", list))).toMatchObject({ ok: true, needs: "1.337" });
  });

  it("tells a list declared below 1.337 that it needs 1.337", () => {
    expect(issuesOf(withRestDice("1.335", [hitDie]))).toContainEqual(
      expect.objectContaining({ path: "rests[0].dice", code: "needs-version", capability: "1.337" }),
    );
  });

  it("needs 1.335 below it, and checks the pools it names", () => {
    expect(issuesOf(withRestDice("1.300", hitDie))).toContainEqual(
      expect.objectContaining({ path: "rests[0].dice", code: "needs-version", capability: "1.335" }),
    );
    expect(issuesOf(withRestDice("1.337", { ...hitDie, pool: "hit_die" }))).toContainEqual(
      expect.objectContaining({ path: "rests[0].dice.pool", code: "bad-reference" }),
    );
  });
});

describe("recovers (1.410)", () => {
  it("is accepted on a catalog entry at 1.410 and needs its group to exist", () => {
    const doc = fixture();
    doc.capabilityApi = "1.410";
    const group = doc.sheet.live.pools.find((p: { group?: string }) => p.group)?.group;
    const entry = doc.catalogs.spells.entries[0];
    entry.mechanics = {
      kind: "utility",
      recovers: { group, upTo: { half: { field: "level" }, round: "up" }, most: 5 },
    };
    expect(validate(doc)).toMatchObject({ ok: true, needs: "1.410" });
    entry.mechanics.recovers.group = "no-such-group";
    expect(issuesOf(doc)).toContainEqual(expect.objectContaining({ code: "bad-reference" }));
  });
});
