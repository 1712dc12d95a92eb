// 1.177 as written: an area's `width` (a wall's thickness) and what a zone blocks, with the rules the reference
// states for walls: "`area.shape: "wall"` can only exist as a lasting area" and "A wall never moves, drifts or
// follows its user" (its moving and drifting are zone-moves' burst rule); a wall's `ring` and a zone's `side`.
import type { FormatExtension } from "../../validate/extensions.js";
import { get, MECHANICS, type StatedRule, valueNeeds } from "../../validate/rules/rule.js";
import { array, type FieldsUnder, number, object, oneOf, required } from "../../validate/schema.js";

const wallStays: StatedRule = {
  section: "1.177",
  places: ["entry.mechanics", "item.use"],
  trigger: "zone",
  says: `a wall is never carried by its user`,
  check(node, emit) {
    if (get(node, ["area", "shape"]) === "wall" && get(node, ["zone", "anchor"]) === "caster")
      emit(["zone", "anchor"], "not-allowed", `a wall never follows its user (1.177)`);
  },
};

const width = { schema: number(0, 10_000) };

const TRIGGERS = ["enter", "turn-start", "turn-end"] as const;

// "`"ring": <diameter>` lets the caster lay it out instead as a ring"; "`zone.side` ... of the wall".
const onAWall = (section: string, path: string[], says: string): StatedRule => ({
  section,
  places: MECHANICS,
  trigger: path[0]!,
  says,
  check(node, emit) {
    if (get(node, path) !== undefined && get(node, ["area", "shape"]) !== "wall")
      emit(path, "not-allowed", `${says}: only with an area of shape "wall" (1.177)`);
  },
});

const fields = {
  "area.width": width,
  /** What a wall's cells close while it stands. */
  "zone.blocks": { schema: array(oneOf("move", "sight"), { min: 1, max: 2 }) },
  /** A wall may be laid out instead as a ring of this diameter around its aim (the choice's `ring`). */
  "area.ring": { schema: number(5, 10_000) },
  /** The cells within `distance` of one side of the wall catch by their own `triggers`. */
  "zone.side": {
    schema: object({
      distance: required(number(1, 10_000)),
      triggers: required(array(oneOf(...TRIGGERS), { max: 3 })),
    }),
  },
};

declare module "../zones/state.js" {
  interface ZoneDef extends FieldsUnder<typeof fields, "zone."> {}
}

declare module "../../ruleset/mechanics.js" {
  interface AreaDef extends Omit<FieldsUnder<typeof fields, "area.">, "width"> {}
}

export const format: FormatExtension = {
  fields: { "entry.mechanics": fields, "creature.action": { "area.width": width } },
  rules: [
    valueNeeds("1.177", MECHANICS, "area.shape", "wall", "zone"),
    wallStays,
    onAWall("1.177", ["area", "ring"], `"area.ring" lays out a wall`),
    onAWall("1.177", ["zone", "side"], `"zone.side" catches beside a wall`),
  ],
};
