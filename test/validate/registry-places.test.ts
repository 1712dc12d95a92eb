// Keys the reference writes "(condition)" live on the condition an entry, use or action applies; board keys
// live on the encounter's board; damage types are part of the base combat block.
import { describe, expect, it } from "vitest";
import { lookup, type Place } from "../../src/registry/index.js";
import {
  ACTION_PATH,
  at,
  ITEM_USE_PATH,
  issuesOf,
  MECHANICS_PATH,
  variant,
  withAction,
  withItemUse,
  withMechanics,
} from "./helpers.js";

/** The issues a known key gets at a high declared version: none once implemented, else `unsupported`. */
function status(place: Place, key: string): string[] {
  const record = lookup(place, key);
  expect(record, `${key} at ${place}`).toBeDefined();
  return record!.implemented ? [] : [`unsupported ${record!.version}`];
}

const applied = (saveEnds: Record<string, unknown>) => ({
  applies: [{ condition: "poisoned", saveEnds: { save: "con_save", ...saveEnds } }],
});

describe("saveEnds keys on an applied condition", () => {
  it.each([
    ["successes", 3, "1.258"],
    ["failures", { count: 3, becomes: "poisoned" }, "1.258"],
    ["unseen", true, "1.266"],
    ["seenLean", "advantage", "1.268"],
    ["beyond", 30, "1.270"],
    ["bySource", true, "1.274"],
  ])("saveEnds.%s is known on an entry's applies, at %s", (key, value, version) => {
    const path = `${MECHANICS_PATH}.applies[0].saveEnds.${key}`;
    const known = status("entry.mechanics", `applies[].saveEnds.${key}`);
    // `bySource` belongs to a save made when the holder is damaged (a rule 1.274 states).
    const saveEnds = { [key]: value, ...(key === "bySource" ? { at: "damaged" } : {}) };
    expect(lookup("entry.mechanics", `applies[].saveEnds.${key}`)?.version).toBe(version);
    expect(at(withMechanics(applied(saveEnds), "1.600"), path)).toEqual(known);
    expect(at(withMechanics(applied(saveEnds), "1.200"), path)).toEqual([`needs-version ${version}`, ...known]);
  });

  it("is known on an item use's and a creature action's applies too", () => {
    const use = withItemUse(applied({ successes: 3 }));
    expect(at(use, `${ITEM_USE_PATH}.applies[0].saveEnds.successes`)).toEqual(
      status("item.use", "applies[].saveEnds.successes"),
    );
    const action = withAction(applied({ beyond: 30 }));
    expect(at(action, `${ACTION_PATH}.applies[0].saveEnds.beyond`)).toEqual(
      status("creature.action", "applies[].saveEnds.beyond"),
    );
  });

  it('saveEnds.at: "action" needs 1.264 and "damaged" 1.274', () => {
    const path = `${MECHANICS_PATH}.applies[0].saveEnds.at`;
    expect(at(withMechanics(applied({ at: "action" }), "1.263"), path)).toEqual([
      "needs-version 1.264",
      ...status("entry.mechanics", 'applies[].saveEnds.at: "action"'),
    ]);
    expect(at(withMechanics(applied({ at: "damaged" }), "1.600"), path)).toEqual(
      status("entry.mechanics", 'applies[].saveEnds.at: "damaged"'),
    );
    expect(at(withMechanics(applied({ at: "sometimes" })), path).map((s) => s.split(" ")[0])).toEqual(["out-of-range"]);
  });

  it("endsWhenHarmedFrom (1.278) is a key of the applied condition", () => {
    const doc = withMechanics({ applies: [{ condition: "poisoned", endsWhenHarmedFrom: ["spells"] }] });
    expect(at(doc, `${MECHANICS_PATH}.applies[0].endsWhenHarmedFrom`)).toEqual(
      status("entry.mechanics", "applies[].endsWhenHarmedFrom"),
    );
  });
});

describe("board keys on the encounter's board", () => {
  it.each([
    ["props", [], "1.316"],
    ["events", [], "1.318"],
    ["ground", {}, "1.318"],
    ["lightRule", {}, "1.319"],
    ["pack", "fen", "1.333"],
    ["broken", [], "1.316"],
  ])("board.%s is at %s", (key, value, version) => {
    const doc = variant((d) => {
      d.encounters[0].board[key] = value;
    });
    expect(lookup("board", key)?.version).toBe(version);
    expect(at(doc, `encounters[0].board.${key}`)).toEqual(status("board", key));
  });

  it("growth.cutBy is a board key; a misspelled board key is suggested", () => {
    const doc = variant((d) => {
      d.encounters[0].board.growth = { cutBy: ["slashing"], burnedby: ["fire"] };
      d.encounters[0].board.evnets = [];
    });
    const issues = issuesOf(doc);
    expect(at(doc, "encounters[0].board.growth")).toEqual(status("board", "growth"));
    expect(at(doc, "encounters[0].board.growth.cutBy")).toEqual([]);
    expect(issues.find((i) => i.path === "encounters[0].board.growth.burnedby")?.message).toContain(
      'did you mean "burnedBy"',
    );
    expect(issues.find((i) => i.path === "encounters[0].board.evnets")?.message).toContain('did you mean "events"');
  });
});

describe("combat.damageTypes is base", () => {
  it("is accepted at any declared version", () => {
    const doc = variant((d) => {
      d.combat.damageTypes ??= [{ id: "fire", label: "Fire" }];
    }, "base");
    expect(issuesOf(doc).filter((i) => i.path.startsWith("combat.damageTypes"))).toEqual([]);
  });
});

describe("board props and events are registry places of their own", () => {
  it("a misspelled event key is unknown, with a suggestion; known keys are version-checked", () => {
    const doc = variant((d) => {
      d.encounters[0].board.events = [{ id: "flood", at: "round-start", chnage: {} }];
      d.encounters[0].board.props = [{ id: "p1", label: "Oil Jar", helth: 5 }];
    }, "1.400");
    const issues = issuesOf(doc);
    expect(issues.find((i) => i.path === "encounters[0].board.events[0].chnage")?.message).toContain(
      'did you mean "change"',
    );
    expect(issues.find((i) => i.path === "encounters[0].board.props[0].helth")?.message).toContain(
      'did you mean "health"',
    );
    expect(issues.filter((i) => i.path === "encounters[0].board.props[0].id")).toEqual([]);
  });

  it("a prop's id needs 1.332", () => {
    const doc = variant((d) => {
      d.encounters[0].board.props = [{ id: "p1", label: "Oil Jar" }];
    }, "1.320");
    expect(at(doc, "encounters[0].board.props[0].id")).toEqual(["needs-version 1.332"]);
  });
});
