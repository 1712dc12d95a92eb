// The rules the reference states for zones (1.172, 1.174, 1.182) and a creature action's zone (1.324).
import { isImplemented } from "../../registry/index.js";
import { compareVersions, isVersion } from "../../registry/version.js";
import { get, MECHANICS, needs, range, type StatedRule } from "../../validate/rules/rule.js";

const ANCHOR = ["zone", "anchor"];
const CARRIED_SHAPES: readonly unknown[] = ["line", "cone"];
const CARRIED_LINE = 'zone.anchor: "caster"';

// 1.182: "A zone carried by its caster (`anchor: "caster"`) can now be a line or a cone as well as a burst". The
// caster's burst is 1.172's; the value alone keeps that meaning, so the line or cone is checked here.
const carriedLineOrCone: StatedRule = {
  section: "1.182",
  places: ["entry.mechanics"],
  trigger: "zone",
  says: `a line or cone "zone.anchor": "caster" needs 1.182`,
  check(node, emit, root) {
    if (get(node, ANCHOR) !== "caster" || !CARRIED_SHAPES.includes(get(node, ["area", "shape"]))) return;
    const declared = root.capabilityApi;
    if (typeof declared === "string" && isVersion(declared) && compareVersions(declared, "1.182") < 0) {
      emit(
        ANCHOR,
        "needs-version",
        `a line or cone carried by its caster needs 1.182 (the ruleset declares capabilityApi ${declared})`,
      );
    }
    if (!isImplemented("entry.mechanics", CARRIED_LINE)) {
      emit(
        ANCHOR,
        "unsupported",
        `a line or cone carried by its caster (Capability API 1.182) is not implemented by this engine yet`,
      );
    }
  },
  needs: (node) =>
    get(node, ANCHOR) === "caster" && CARRIED_SHAPES.includes(get(node, ["area", "shape"])) ? "1.182" : undefined,
};

export const zoneRules: readonly StatedRule[] = [
  // "An entry with an `area` can stay on the field with `zone`"; "It lasts `rounds` (1 to 1000)".
  needs("1.172", ["entry.mechanics", "item.use"], "zone", ["area"]),
  range("1.172", MECHANICS, "zone.rounds", 1, 1000),
  carriedLineOrCone,
  // A creature action's `zone`: "Both [`zone` and `ground`] need the action's `area`".
  needs("1.324", ["creature.action"], "zone", ["area"]),
  // "`breaksConcentration: true` ... the entry needs a `save`".
  needs("1.174", ["entry.mechanics", "item.use"], "zone.breaksConcentration", ["save"]),
];
