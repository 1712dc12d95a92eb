import { describe, expect, it } from "vitest";
import { MAX_DEPTH, MAX_DOCUMENT_CHARS, MAX_STRING } from "../../src/validate/bounds.js";
import { validate } from "../../src/validate/index.js";
import { FIXTURE_TEXT, fixture } from "./helpers.js";

const codes = (input: unknown) => validate(input).issues.map((i) => `${i.path} ${i.code}`);

describe("hostile input", () => {
  it("rejects __proto__, constructor and prototype keys wherever they are, without touching prototypes", () => {
    const text = FIXTURE_TEXT.replace(
      `"sheet": {`,
      `"sheet": { "__proto__": { "polluted": true }, "constructor": 1, "prototype": [],`,
    );
    expect(codes(text)).toEqual(["sheet.__proto__ hostile", "sheet.constructor hostile", "sheet.prototype hostile"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("bounds nesting depth, also for cycles", () => {
    let deep: unknown = 1;
    for (let i = 0; i <= MAX_DEPTH; i++) deep = [deep];
    const doc = fixture();
    doc.catalogs.spells.entries[0].filters = { deep };
    expect(codes(doc).some((c) => c.endsWith("too-deep"))).toBe(true);

    const cyclic = fixture();
    cyclic.sheet.self = cyclic;
    expect(codes(cyclic).some((c) => c.endsWith("too-deep"))).toBe(true);
  });

  it("bounds depth in JSON text too, screened whole as data is", () => {
    const nest = (inner: string, times: number, open: string, close: string) =>
      open.repeat(times) + inner + close.repeat(times);
    const deepValue = nest("1", MAX_DEPTH + 1, `{"sum":[`, "]}");
    const inValue = FIXTURE_TEXT.replace(`"speed": {`, `"speed": ${deepValue}, "x": {`);
    expect(codes(inValue).some((c) => c.endsWith("too-deep"))).toBe(true);
    const inUnknown = FIXTURE_TEXT.replace(`"sheet": {`, `"sheet": { "junk": ${nest("1", MAX_DEPTH + 1, "[", "]")},`);
    expect(codes(inUnknown).some((c) => c.endsWith("too-deep"))).toBe(true);
    const hiddenHostile = FIXTURE_TEXT.replace(`"sheet": {`, `"sheet": { "junk": { "a": [{ "__proto__": 1 }] },`);
    expect(codes(hiddenHostile)).toContain("sheet.junk.a[0].__proto__ hostile");
  });

  it("bounds document size and string length", () => {
    expect(codes(" ".repeat(MAX_DOCUMENT_CHARS + 1))).toEqual(["$ too-large"]);
    const doc = fixture();
    doc.name = "x".repeat(MAX_STRING + 1);
    expect(codes(doc)).toContain("name too-long");
  });

  it("reports text that is not JSON, and values JSON cannot hold", () => {
    expect(codes("{ nope")).toEqual(["$ bad-json"]);
    const doc = fixture();
    doc.combat.dying.difficulty = Number.NaN;
    expect(codes(doc)).toContain("combat.dying.difficulty wrong-type");
    const fn = fixture();
    fn.sheet.abilities[0].label = () => "code";
    expect(codes(fn)).toContain("sheet.abilities[0].label wrong-type");
    expect(codes(new Date())).toEqual(["$ wrong-type"]);
  });

  it("reports a hostile key in a part the walk does not read (a catalog of a wrong type), in text and data", () => {
    const broken = (type: unknown, key: string) => {
      const doc = fixture();
      if (type === undefined) delete doc.catalogs.spells.type;
      else doc.catalogs.spells.type = type;
      doc.catalogs.spells.entries[0].mechanics = JSON.parse(`{ "${key}": { "x": 1 } }`);
      return doc;
    };
    for (const type of ["nonsense", 7, undefined]) {
      for (const key of ["__proto__", "constructor", "prototype"]) {
        const doc = broken(type, key);
        const at = `catalogs.spells.entries[0].mechanics.${key} hostile`;
        expect(codes(JSON.stringify(doc))).toContain(at);
        expect(codes(doc)).toContain(at);
      }
    }
  });

  it("rejects anything but an object at the top", () => {
    for (const input of [null, 3, "3", [], true]) {
      expect(validate(input).ok).toBe(false);
      expect(validate(input).issues[0].path).toBe("$");
    }
  });

  it("caps the number of issues it lists", () => {
    const doc = fixture();
    for (let i = 0; i < 3000; i++) doc.sheet[`junk${i}`] = i;
    const { issues } = validate(doc);
    expect(issues.length).toBe(1001);
    expect(issues[1000]).toMatchObject({ path: "$", code: "too-many" });
  });
});
