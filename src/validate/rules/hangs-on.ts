// Hanging on with 1 health (1.400): "There must be `uses`, `spends` or `save`, and creatures accept neither
// `spends` nor `tally`."
import { get, namesOneOf, type StatedRule } from "./rule.js";

const NOT_ON_CREATURES: readonly (readonly string[])[] = [
  ["hangsOn", "spends"],
  ["hangsOn", "save", "tally"],
];

const creaturesSpendNothing: StatedRule = {
  section: "1.400",
  places: ["creature"],
  trigger: "hangsOn",
  says: `a creature's "hangsOn" has no "spends" nor "save.tally"`,
  check(node, emit) {
    for (const at of NOT_ON_CREATURES) {
      if (get(node, at) !== undefined) {
        emit(
          at,
          "not-allowed",
          `a creature has no sheet pools: "${at.slice(1).join(".")}" is for conditions and levels (1.400)`,
        );
      }
    }
  },
};

export const hangsOnRules: readonly StatedRule[] = [
  namesOneOf("1.400", ["creature", "combat.condition"], "hangsOn", ["uses", "spends", "save"]),
  creaturesSpendNothing,
];
