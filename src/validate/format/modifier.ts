// A modifier (`{ to, … }`) on a combat condition or an item effect.
import { array, dice, integer, number, object, oneOf, ref, required, string } from "../schema.js";

export const modifier = object(
  {
    to: required(oneOf("attacks", "attacks-taken", "saves", "checks", "damage", "damage-taken", "defense", "speed")),
    mode: oneOf("advantage", "disadvantage"),
    flat: integer(-1000, 1000),
    dice,
    saves: array(ref("save"), { max: 50 }),
    within: number(0, 100_000),
    label: string(),
  },
  { place: "modifier" },
);
