// 1.315, 1.327, 1.336 and 1.307: lair actions, their timing keys and a creature action's concentration are
// implemented: each has its schema, and the stated rules (lairInitiative needs a lair action; a lair action is
// never a reaction and no sequence names it; brokenNextLair needs concentration and names the creature's own
// lair actions; a list needs 1.336, each once) are checked.
import { describe, expect, it } from "vitest";
import { at, type Doc, issuesOf, variant } from "./helpers.js";

const WOLF = "catalogs.monsters.entries[1]";
const rumble = { id: "rumble", name: "Rumble", lair: true, kind: "attack", save: { save: "dex_save" } };
const hold = { id: "hold", name: "Hold", kind: "buff", targets: "self", concentration: true, brokenNextLair: "rumble" };

/** The fixture's wolf with lair actions (and `extra` changes), at `version`. */
function lairWolf(change: (wolf: Doc, doc: Doc) => void = () => {}, version = "1.336"): Doc {
  return variant((d) => {
    const wolf = d.catalogs.monsters.entries[1];
    wolf.actions.push(structuredClone(rumble), structuredClone(hold));
    change(wolf, d);
  }, version);
}

describe("lair actions validated (1.315, 1.327, 1.336)", () => {
  it("accepts the forms of the examples", () => {
    const doc = lairWolf((wolf, d) => {
      wolf.lairInitiative = 20;
      wolf.actions[1].actedOnly = true;
      wolf.actions[1].applies = [{ condition: d.combat.conditions[0].id, duration: { rounds: 10, untilLair: true } }];
      wolf.actions.push({ ...rumble, id: "rumble-2", name: "Rumble Again" });
      wolf.actions[2].brokenNextLair = ["rumble", "rumble-2"];
      d.encounters[0].inLair = ["monsters/wolf"];
      d.encounters[0].enemies[1].inLair = true;
    });
    expect(issuesOf(doc)).toEqual([]);
  });

  it("rejects wrong shapes at their paths", () => {
    const doc = lairWolf((wolf, d) => {
      wolf.lairInitiative = "twenty";
      wolf.actions[1].lair = "yes";
      wolf.actions[1].actedOnly = 1;
      wolf.actions[2].brokenNextLair = 5;
      d.encounters[0].inLair = "monsters/wolf";
      d.encounters[0].enemies[1].inLair = "yes";
    });
    expect(at(doc, `${WOLF}.lairInitiative`)).toContain("wrong-type 1.315");
    expect(at(doc, `${WOLF}.actions[1].lair`)).toEqual(["wrong-type 1.315"]);
    expect(at(doc, `${WOLF}.actions[1].actedOnly`)).toEqual(["wrong-type 1.327"]);
    expect(at(doc, `${WOLF}.actions[2].brokenNextLair`)).toEqual(["wrong-type 1.327"]);
    expect(at(doc, "encounters[0].inLair")).toEqual(["wrong-type 1.315"]);
    expect(at(doc, "encounters[0].enemies[1].inLair")).toEqual(["wrong-type base"]);
    const unknown = lairWolf((_w, d) => {
      d.encounters[0].inLair = ["monsters/dragon"];
    });
    expect(at(unknown, "encounters[0].inLair[0]").map((s) => s.split(" ")[0])).toEqual(["bad-reference"]);
  });

  it("1.315: lairInitiative needs a lair action", () => {
    const doc = variant((d) => {
      d.catalogs.monsters.entries[1].lairInitiative = 20;
    });
    expect(at(doc, `${WOLF}.lairInitiative`)).toEqual(["missing 1.315"]);
  });

  it("1.315: a lair action is never a reaction nor bought with points, and no sequence names it", () => {
    const bought = lairWolf((wolf) => {
      wolf.actions[1].signature = { cost: 1 };
    });
    expect(at(bought, `${WOLF}.actions[1].lair`)).toEqual(["not-allowed 1.315"]);
    const doc = lairWolf((wolf) => {
      wolf.actions[1].reaction = { on: "hit" };
      wolf.actions.push({ id: "flurry", name: "Flurry", sequence: ["rumble"] });
    });
    expect(at(doc, `${WOLF}.actions[1].lair`)).toEqual(["not-allowed 1.315"]);
    expect(at(doc, `${WOLF}.actions[3].sequence[0]`)).toEqual(["not-allowed 1.315"]);
  });

  it("1.327: brokenNextLair needs concentration and names one of the creature's own lair actions", () => {
    const loose = lairWolf((wolf) => {
      delete wolf.actions[2].concentration;
    });
    expect(at(loose, `${WOLF}.actions[2].brokenNextLair`)).toEqual(["missing 1.327"]);
    const stranger = lairWolf((wolf) => {
      wolf.actions[2].brokenNextLair = "bite";
    });
    expect(at(stranger, `${WOLF}.actions[2].brokenNextLair`)).toEqual(["bad-reference 1.327"]);
  });

  it("1.336: a list needs 1.336 and names each lair action once", () => {
    const early = lairWolf((wolf) => {
      wolf.actions[2].brokenNextLair = ["rumble"];
    }, "1.327");
    expect(at(early, `${WOLF}.actions[2].brokenNextLair`)).toEqual(["needs-version 1.336"]);
    const twice = lairWolf((wolf) => {
      wolf.actions[2].brokenNextLair = ["rumble", "rumble"];
    });
    expect(at(twice, `${WOLF}.actions[2].brokenNextLair[1]`)).toEqual(["not-allowed 1.336"]);
  });

  it("each key needs its version", () => {
    const doc = lairWolf((wolf, d) => {
      wolf.lairInitiative = 20;
      wolf.actions[1].actedOnly = true;
      wolf.actions[1].applies = [{ condition: d.combat.conditions[0].id, duration: { rounds: 1, untilLair: true } }];
      d.encounters[0].enemies[1].inLair = true;
    }, "1.300");
    const codes = (path: string) => at(doc, path);
    expect(codes(`${WOLF}.lairInitiative`)).toEqual(["needs-version 1.315"]);
    expect(codes(`${WOLF}.actions[1].lair`)).toEqual(["needs-version 1.315"]);
    expect(codes(`${WOLF}.actions[1].actedOnly`)).toEqual(["needs-version 1.327"]);
    expect(codes(`${WOLF}.actions[1].applies[0].duration.untilLair`)).toEqual(["needs-version 1.327"]);
    expect(codes(`${WOLF}.actions[2].concentration`)).toEqual(["needs-version 1.307"]);
    expect(codes(`${WOLF}.actions[2].brokenNextLair`)).toEqual(["needs-version 1.327"]);
    expect(codes("encounters[0].enemies[1].inLair")).toEqual(["needs-version 1.315"]);
  });
});
