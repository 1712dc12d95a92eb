// Who a use may aim at: 1.304 oncePerTarget, 1.280 a teleport's strike.
import { excludes, type StatedRule } from "./rule.js";

export const targetingRules: readonly StatedRule[] = [
  // "It cannot be used for areas, nor on entries aimed at the user themselves."
  excludes("1.304", ["entry.mechanics", "item.use"], "oncePerTarget", "area"),
  excludes("1.304", ["entry.mechanics", "item.use"], "oncePerTarget", "targets", "self"),
  // "Only a creature's teleport can name one; a catalog entry's or an item use's is rejected."
  {
    section: "1.280",
    trigger: "teleport",
    places: ["entry.mechanics", "item.use"],
    says: `only a creature's teleport names a "strike"`,
    check(node, emit) {
      const teleport = node.teleport;
      if (typeof teleport === "object" && teleport !== null && !Array.isArray(teleport) && "strike" in teleport) {
        emit(["teleport", "strike"], "not-allowed", `only a creature action's teleport can name a "strike" (1.280)`);
      }
    },
  },
];
