// What a save passed without rolling brings (1.253: Careful): half, nothing, or on a creature's action only its
// conditions spared.
import { sparesOnly } from "../../combat/capabilities/save.js";
import type { TargetResult } from "../../combat/capability.js";
import type { UseDef } from "../../combat/uses.js";

export function successOf(use: UseDef): TargetResult {
  if (sparesOnly(use)) return { lands: true, spared: true };
  return use.m.save!.onSuccess === "half" ? { lands: true, halved: true } : { lands: false };
}
