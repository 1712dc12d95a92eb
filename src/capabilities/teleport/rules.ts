// Teleports: 1.276 needs a board's distance, carries 1 to 8 and is never an area or a reaction; 1.279 `carriesSeen`
// goes with `carries`; 1.280 a strike is another plain action of the same creature, and only a creature's teleport
// names one.
import { excludes, get, has, MECHANICS, needs, range, type StatedRule } from "../../validate/rules/rule.js";

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

// "It works only on a board, so it needs `combat.distance`."
const needsDistance: StatedRule = {
  section: "1.276",
  places: MECHANICS,
  trigger: "teleport",
  says: `"teleport" needs "combat.distance"`,
  check(node, emit, root) {
    if (has(node, "teleport") && !has(root, ["combat", "distance"]))
      emit(["teleport"], "missing", `"teleport" needs "combat.distance" in the combat block (1.276)`);
  },
};

// "The strike is another plain action of the same creature: not the teleport itself, a sequence, another
// teleport, a reaction, or something bought with points."
const strikeIsPlainAction: StatedRule = {
  section: "1.280",
  places: ["creature"],
  trigger: "actions",
  says: `a teleport's "strike" names another plain action of the same creature`,
  check(node, emit) {
    const actions = Array.isArray(node.actions) ? node.actions : [];
    actions.forEach((a, i) => {
      const strike = isObject(a) ? get(a, ["teleport", "strike"]) : undefined;
      if (typeof strike !== "string") return;
      const at = ["actions", i, "teleport", "strike"];
      const target = actions.find((b) => isObject(b) && b.id === strike) as Json | undefined;
      if (!target) emit(at, "bad-reference", `"${strike}" is not an action of this creature (1.280)`);
      else if (target === a) emit(at, "not-allowed", `a teleport cannot strike with itself (1.280)`);
      else {
        const why = Array.isArray(target.sequence)
          ? "a sequence"
          : target.teleport !== undefined
            ? "another teleport"
            : target.reaction !== undefined
              ? "a reaction"
              : target.signature !== undefined
                ? "bought with points"
                : undefined;
        if (why) emit(at, "not-allowed", `the strike "${strike}" is ${why}: it must be a plain action (1.280)`);
      }
    });
  },
};

// "Only a creature's teleport can name one; a catalog entry's or an item use's is rejected."
const strikeOnlyOnCreatures: StatedRule = {
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
};

export const teleportRules: readonly StatedRule[] = [
  needsDistance,
  // "`carries` (1 to 8)".
  range("1.276", MECHANICS, "teleport.carries", 1, 8),
  // "A teleport is never an area or a reaction."
  excludes("1.276", MECHANICS, "teleport", "area"),
  excludes("1.276", ["entry.mechanics"], "teleport", "reaction"),
  strikeOnlyOnCreatures,
  // "`carriesSeen: true` (with `carries`)".
  needs("1.279", MECHANICS, "teleport.carriesSeen", ["teleport.carries"]),
  strikeIsPlainAction,
];
