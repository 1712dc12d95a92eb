// A key takes the version of the section that introduces it. A section that only allows an omission, adds a
// value or a form, raises a limit or changes behaviour lists the key again: the key keeps its version (the
// section goes to `also`), and the omission, value or form is a record of its own at that section.
import { describe, expect, it } from "vitest";
import { allKeys, type KeyRecord, lookup, type Place } from "../../src/registry/index.js";

function record(place: Place, key: string, kind: KeyRecord["kind"] = "key"): KeyRecord | undefined {
  return allKeys().find((r) => r.key === key && r.kind === kind && r.where.includes(place));
}

describe("keys listed again by a later section keep the version that introduced them", () => {
  const cases: [Place, string, string, string][] = [
    // place, key, version, the later section in `also`
    ["contest", "defender", "base", "1.193"],
    ["creature", "conditionImmunities", "base", "1.258"],
    ["item", "conditionImmunities", "base", "1.258"],
    ["combat.condition", "conditionImmunities", "base", "1.258"],
    ["entry.mechanics", "applies", "base", "1.277"],
    ["item.use", "applies", "base", "1.277"],
    ["creature.action", "applies", "base", "1.277"],
    ["item", "charges.max", "base", "1.190"],
    ["item", "charges.breaksOn.atMost", "base", "1.271"],
    ["combat.condition", "whileSourceInSight", "base", "1.277"],
    ["entry.mechanics", "applies[].endsWhen", "base", "1.278"],
    ["entry.mechanics", "oncePerTarget", "1.304", "1.308"],
    ["creature", "hangsOn", "1.320", "1.400"],
    ["sheet.skill", "untrained", "base", "1.419"],
    ["creature.action", "brokenNextLair", "1.327", "1.336"],
    ["rest", "dice", "1.335", "1.337"],
    ["combat.condition", "inside", "1.403", "1.405"],
    ["entry.mechanics", "ends.conditions", "1.176", "1.258"],
    ["combat", "combat.damageTypes", "base", "1.198"],
    ["modifier", '{to: "saves"}.against', "1.185", "1.321"],
  ];
  it.each(cases)("%s %s is %s, with %s in also", (place, key, version, later) => {
    const r = lookup(place, key);
    expect(r?.version).toBe(version);
    expect(r?.also).toContain(later);
  });

  it("conditions and levels take hangsOn from 1.400", () => {
    expect(lookup("combat.condition", "hangsOn")?.version).toBe("1.400");
    expect(lookup("creature", "hangsOn.uses")?.version).toBe("1.320");
  });
});

describe('keys the reference writes "(condition)" sit on the applied condition; board keys on the board', () => {
  const cases: [Place, string, string][] = [
    ["entry.mechanics", "applies[].saveEnds.successes", "1.258"],
    ["item.use", "applies[].saveEnds.failures", "1.258"],
    ["creature.action", "applies[].saveEnds.unseen", "1.266"],
    ["entry.mechanics", "applies[].saveEnds.seenLean", "1.268"],
    ["entry.mechanics", "applies[].saveEnds.beyond", "1.270"],
    ["entry.mechanics", "applies[].saveEnds.bySource", "1.274"],
    ["entry.mechanics", "applies[].endsWhenHarmedFrom", "1.278"],
    ["board", "events", "1.318"],
    ["board", "props", "1.316"],
    ["board", "lightRule", "1.319"],
    ["board", "pack", "1.333"],
  ];
  it.each(cases)("%s %s is %s", (place, key, version) => {
    expect(lookup(place, key)?.version).toBe(version);
  });

  it("none of them is left at the combat condition or the encounter", () => {
    const stray = allKeys().filter(
      (r) =>
        (r.where.includes("combat.condition") && r.key.startsWith("saveEnds.")) ||
        (r.where.includes("encounter") && r.key.startsWith("board.")),
    );
    expect(stray.map((r) => r.key)).toEqual([]);
  });
});

describe("the omission, value or form a later section adds is a record at that section", () => {
  const cases: [Place, string, KeyRecord["kind"], string][] = [
    ["contest", "defender omitted", "phrase", "1.193"],
    ["creature", "a kind in conditionImmunities", "phrase", "1.258"],
    ["entry.mechanics", "a kind in ends.conditions", "phrase", "1.258"],
    ["item", "charges.breaksOn.atMost omitted", "phrase", "1.271"],
    ["creature.action", 'applies[].endsWhen[]: "attacked"', "value", "1.278"],
    ["item.use", 'applies[].endsWhen[]: "ally-harmed-in-sight"', "value", "1.278"],
    ["creature.action", "brokenNextLair as a list", "phrase", "1.336"],
    ["rest", "dice as a list", "phrase", "1.337"],
    ["combat.condition", "inside as an object", "phrase", "1.405"],
    ["sheet.skill", 'untrained as {"add": <value>}', "phrase", "1.419"],
    ["entry.row.scaled", "texts", "key", "1.411"],
  ];
  it.each(cases)("%s %s (%s) is %s", (place, key, kind, version) => {
    expect(record(place, key, kind)?.version).toBe(version);
  });
});
