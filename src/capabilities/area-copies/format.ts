// 1.178 as written: `area.copies`, with the rules the reference states for it: "A burst or box can be put down
// several times at once" and "An area put down several times stays where it is cast" (never carried by its caster,
// never drifting; moved by its caster only from 1.301, which moves all its copies the same way). Its range (2 to 10)
// is the registry's limit and a rule of its own here. 1.301's `area.copiesWithin`, which needs
// `copies`.
import { compareVersions, isVersion } from "../../registry/version.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { get, has, MECHANICS, needs, range, type StatedRule } from "../../validate/rules/rule.js";
import { integer, number } from "../../validate/schema.js";

const COPIES = ["area", "copies"];

const burstOrBox: StatedRule = {
  section: "1.178",
  places: ["entry.mechanics"],
  trigger: "area",
  says: `only a burst or a box is put down several times`,
  check(node, emit) {
    const shape = get(node, ["area", "shape"]);
    if (has(node, COPIES) && shape !== "burst" && shape !== "box")
      emit(COPIES, "not-allowed", `only a burst or a box is put down several times, not a ${String(shape)} (1.178)`);
  },
};

const staysWhereCast: StatedRule = {
  section: "1.178",
  places: ["entry.mechanics"],
  trigger: "zone",
  says: `an area put down several times stays where it is cast`,
  check(node, emit) {
    if (!has(node, COPIES)) return;
    if (get(node, ["zone", "anchor"]) === "caster")
      emit(["zone", "anchor"], "not-allowed", `an area put down several times stays where it is cast (1.178)`);
    if (has(node, ["zone", "drift"]))
      emit(["zone", "drift"], "not-allowed", `an area put down several times stays where it is cast (1.178)`);
  },
};

// 1.301: "a multi-copy zone the caster can `move` moves all its copies the same way".
const movedFrom1301: StatedRule = {
  section: "1.301",
  places: ["entry.mechanics"],
  trigger: "zone",
  says: `an area put down several times is moved by its caster only from 1.301`,
  check(node, emit, root) {
    const declared = root.capabilityApi;
    if (!has(node, COPIES) || !has(node, ["zone", "move"])) return;
    if (typeof declared === "string" && isVersion(declared) && compareVersions(declared, "1.301") < 0)
      emit(
        ["zone", "move"],
        "needs-version",
        `moving an area put down several times needs 1.301 (the ruleset declares capabilityApi ${declared})`,
      );
  },
  needs: (node) => (has(node, COPIES) && has(node, ["zone", "move"]) ? "1.301" : undefined),
};

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": { "area.copies": { schema: integer() }, "area.copiesWithin": { schema: number(0, 100_000) } },
  },
  rules: [
    // "`copies` (2 to 10), each copy touching another".
    range("1.178", MECHANICS, "area.copies", 2, 10),
    burstOrBox,
    staysWhereCast,
    movedFrom1301,
    // 1.301: "`copiesWithin` (catalog entry mechanics: area, with `copies`)".
    needs("1.301", ["entry.mechanics"], "area.copiesWithin", ["area.copies"]),
  ],
};
