// Which side a use is aimed at, and whether a combatant can be aimed at all: pure reads of the use, shared by
// targeting and the zones (which catch whoever a use could have been aimed at).
import type { Combatant } from "./types.js";
import type { UseDef } from "./use-def.js";

export function sideOf(use: UseDef): "self" | "ally" | "enemy" | "any" {
  if (use.m.targets) return use.m.targets;
  if (use.m.range === "self" && !use.m.area) return "self";
  const kind = use.m.kind ?? "attack";
  // A rider lands on whoever the blow it rides on hit.
  if (kind === "rider") return "any";
  return kind === "heal" || kind === "buff" ? "ally" : kind === "attack" || kind === "debuff" ? "enemy" : "self";
}

/** Whether a target can be touched by a use at all: heals reach the dying, nothing reaches the dead. */
export function reachable(use: UseDef, t: Combatant): boolean {
  if (t.status === "dead" || t.status === "fled") return false;
  return use.m.kind === "heal" || t.status === "standing";
}
