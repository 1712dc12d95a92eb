// 1.286 and 1.289 as the validator reads them: `obscures.light`, `obscures.dispersed` (true, or 1.289's
// `{ "after": N }`), `disperses`, and a teleport's `smoke.light`; each needs its version; a zone that only disperses
// needs no trigger; what the schema refuses is said at the key.
import { describe, expect, it } from "vitest";
import { ACTION_PATH, at, issuesOf, MECHANICS_PATH, withAction, withMechanics } from "./helpers.js";

const area = { shape: "burst", size: 20 };
const fog = (obscures: unknown) => ({ kind: "utility", range: 120, area, zone: { rounds: 10, obscures } });
const wind = {
  kind: "utility",
  range: "self",
  area: { shape: "line", size: 60 },
  zone: { rounds: 10, anchor: "caster", disperses: true },
};
const OBSCURES = `${MECHANICS_PATH}.zone.obscures`;
/** The codes of the issues at `path`. */
const codes = (doc: unknown, path: string) => at(doc, path).map((i) => i.split(" ")[0]);

describe("light obscurement and wind (1.286, 1.289)", () => {
  it("accepts a light fog, a dispersible one, a slowly dispersed one, and a wind with no trigger", () => {
    expect(issuesOf(withMechanics(fog({ light: true })))).toEqual([]);
    expect(issuesOf(withMechanics(fog({ dispersed: true, light: true, pierced: ["blindsight"] })))).toEqual([]);
    expect(issuesOf(withMechanics(fog({ dispersed: { after: 1 } })))).toEqual([]);
    expect(issuesOf(withMechanics(fog({ dispersed: false })))).toEqual([]);
    expect(issuesOf(withMechanics(wind))).toEqual([]);
  });

  it("needs 1.286 for light, dispersed and disperses, and 1.289 for dispersed after N rounds", () => {
    expect(at(withMechanics(fog({ light: true }), "1.285"), `${OBSCURES}.light`)).toEqual(["needs-version 1.286"]);
    expect(at(withMechanics(fog({ dispersed: true }), "1.285"), `${OBSCURES}.dispersed`)).toEqual([
      "needs-version 1.286",
    ]);
    expect(at(withMechanics(wind, "1.285"), `${MECHANICS_PATH}.zone.disperses`)).toEqual(["needs-version 1.286"]);
    // `true` is 1.286's; an object with `after` is 1.289's.
    expect(at(withMechanics(fog({ dispersed: true }), "1.288"), `${OBSCURES}.dispersed`)).toEqual([]);
    expect(at(withMechanics(fog({ dispersed: { after: 1 } }), "1.288"), `${OBSCURES}.dispersed.after`)).toEqual([
      "needs-version 1.289",
    ]);
  });

  it("refuses a dispersal with no rounds, zero or fractional rounds, or anything but true, false or an object", () => {
    expect(codes(withMechanics(fog({ dispersed: {} })), `${OBSCURES}.dispersed.after`)).toEqual(["missing"]);
    expect(codes(withMechanics(fog({ dispersed: { after: 0 } })), `${OBSCURES}.dispersed.after`)).toEqual([
      "out-of-range",
    ]);
    expect(codes(withMechanics(fog({ dispersed: { after: 1.5 } })), `${OBSCURES}.dispersed.after`)).toEqual([
      "wrong-type",
    ]);
    expect(codes(withMechanics(fog({ dispersed: "wind" })), `${OBSCURES}.dispersed`)).toEqual(["wrong-type"]);
    expect(codes(withMechanics(fog({ dispersed: { after: 1, by: "wind" } })), `${OBSCURES}.dispersed.by`)).toEqual([
      "unknown-key",
    ]);
  });

  it("refuses light or disperses that are not true or false", () => {
    expect(codes(withMechanics(fog({ light: "dim" })), `${OBSCURES}.light`)).toEqual(["wrong-type"]);
    expect(
      codes(withMechanics({ ...wind, zone: { ...wind.zone, disperses: 1 } }), `${MECHANICS_PATH}.zone.disperses`),
    ).toEqual(["wrong-type"]);
  });

  it("a teleport's smoke may be light from 1.286 on, and only true or false", () => {
    const smoke = (s: unknown) => ({ budget: "action", range: "self", teleport: { distance: 30, smoke: s } });
    expect(issuesOf(withAction(smoke({ light: true })))).toEqual([]);
    expect(at(withAction(smoke({ light: true }), "1.285"), `${ACTION_PATH}.teleport.smoke.light`)).toEqual([
      "needs-version 1.286",
    ]);
    expect(codes(withAction(smoke({ light: "yes" })), `${ACTION_PATH}.teleport.smoke.light`)).toEqual(["wrong-type"]);
  });
});
