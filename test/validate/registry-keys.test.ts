import { describe, expect, it } from "vitest";
import { validate } from "../../src/validate/index.js";
import { MECHANICS_PATH, variant, withMechanics } from "./helpers.js";

describe("keys beyond the base format, checked against the registry", () => {
  it("a key above the declared version needs that version, and is unsupported while unimplemented", () => {
    const report = validate(withMechanics({ drain: { share: 0.5 } }, "1.100"));
    expect(report.needs).toBe("1.281");
    expect(report.issues).toEqual([
      {
        path: `${MECHANICS_PATH}.drain`,
        code: "needs-version",
        message: `"drain" needs 1.281 (the ruleset declares capabilityApi 1.100)`,
        capability: "1.281",
      },
      {
        path: `${MECHANICS_PATH}.drain`,
        code: "unsupported",
        message: `"drain" (Capability API 1.281) is not implemented by this engine yet`,
        capability: "1.281",
      },
    ]);
  });

  it("an implemented key above the declared version only needs that version (zone, 1.172)", () => {
    const report = validate(withMechanics({ area: { shape: "cone", size: 15 }, zone: { rounds: 10 } }, "1.100"));
    expect(report.needs).toBe("1.172");
    expect(report.issues.map((i) => `${i.path.replace(MECHANICS_PATH, "M")} ${i.code} ${i.capability}`)).toEqual([
      "M.zone needs-version 1.172",
    ]);
  });

  it("at a high enough declared version only `unsupported` remains", () => {
    const report = validate(withMechanics({ drain: { share: 0.5 } }, "1.281"));
    expect(report.issues.map((i) => i.code)).toEqual(["unsupported"]);
  });

  it("sub-keys of a registry key are version-checked and misspellings suggested", () => {
    const report = validate(withMechanics({ zone: { rounds: 10, drift: { distance: 10 }, rouns: 3 } }, "1.172"));
    const byPath = report.issues.map((i) => `${i.path.replace(MECHANICS_PATH, "M")} ${i.code} ${i.capability}`);
    expect(byPath).toContain("M.zone.drift needs-version 1.173");
    expect(byPath).toContain("M.zone.rouns unknown-key 1.172");
    expect(report.issues.find((i) => i.code === "unknown-key")?.message).toContain(`did you mean "rounds"`);
    expect(report.needs).toBe("1.173");
  });

  it("a key's own sub-keys of the same version are not reported again (drain with share, 1.281)", () => {
    const report = validate(withMechanics({ drain: { share: 0.5 } }, "1.281"));
    expect(report.issues.map((i) => `${i.path.replace(MECHANICS_PATH, "M")} ${i.code}`)).toEqual([
      "M.drain unsupported",
    ]);
  });

  it("board keys are found on the encounter's board, their one place (board.events, 1.318)", () => {
    const doc = variant((d) => {
      d.encounters[0].board.events = [];
    }, "1.300");
    expect(validate(doc).issues.map((i) => `${i.path} ${i.code} ${i.capability}`)).toEqual([
      "encounters[0].board.events needs-version 1.318",
      "encounters[0].board.events unsupported 1.318",
    ]);
  });

  it("modifier keys written for one `to` are found by their key (atSource)", () => {
    const doc = variant((d) => {
      d.combat.conditions[0].modifiers[0].atSource = true;
    }, "base");
    const codes = validate(doc).issues.map((i) => `${i.path} ${i.code}`);
    expect(codes).toContain("combat.conditions[0].modifiers[0].atSource needs-version");
    expect(codes).toContain("combat.conditions[0].modifiers[0].atSource unsupported");
  });

  it("a new value of a base key is checked like a key (endsWhen attacked, 1.278)", () => {
    const report = validate(withMechanics({ applies: [{ condition: "prone", endsWhen: ["attacked"] }] }, "1.100"));
    expect(report.issues.map((i) => `${i.code} ${i.capability}`)).toEqual(["needs-version 1.278", "unsupported 1.278"]);
  });

  it("an implemented new value of a base key only needs its version (area.shape box, 1.177)", () => {
    const report = validate(withMechanics({ area: { shape: "box", size: 20 } }, "1.100"));
    expect(report.issues.map((i) => `${i.code} ${i.capability}`)).toEqual(["needs-version 1.177"]);
  });

  it("a key the reference does not have anywhere is unknown, with a suggestion among registry keys too", () => {
    const report = validate(withMechanics({ zon: { rounds: 10 } }));
    expect(report.issues).toHaveLength(1);
    expect(report.issues[0]).toMatchObject({ path: `${MECHANICS_PATH}.zon`, code: "unknown-key" });
    expect(report.issues[0].message).toContain(`did you mean "zone"`);
  });

  it("limits that grew with versions follow the declared version", () => {
    const conditions = (n: number) =>
      variant((d) => {
        d.combat.conditions = Array.from({ length: n }, (_, i) => ({ id: `c${i}`, label: `C${i}` }));
        d.combat.conditions.push({ id: "prone", label: "Prone" }, { id: "grappled", label: "Grappled" });
      }, "1.188");
    const ok = validate(conditions(150));
    expect(ok.issues.filter((i) => i.code === "too-many")).toEqual([]);
    const over = validate(conditions(200));
    const issue = over.issues.find((i) => i.code === "too-many");
    expect(issue?.path).toBe("combat.conditions");
    expect(issue?.message).toContain("needs 1.269");
  });
});
