// Teleports: 1.276 needs a board's distance, 1.279 `carriesSeen` goes with `carries`, 1.280 a strike is another
// plain action of the same creature. (`carries` 1 to 8, never an area or a reaction, and a strike only on a
// creature action are stated beside their topics: more.ts, requires.ts, targeting.ts.)
import { get, has, MECHANICS, needs, type StatedRule } from "../../validate/rules/rule.js";

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

export const teleportRules: readonly StatedRule[] = [
  needsDistance,
  // "`carriesSeen: true` (with `carries`)".
  needs("1.279", MECHANICS, "teleport.carriesSeen", ["teleport.carries"]),
  strikeIsPlainAction,
];
