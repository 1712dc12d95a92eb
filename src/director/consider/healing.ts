// Healing and temporary points: health restored up to what is missing, weighed by how badly the one healed
// needs it; bringing back someone at 0 is worth their whole threat again.
import type { Combatant } from "../../combat/types.js";
import type { Expected } from "../expect.js";
import { isFoe, type Scene } from "../scene.js";
import { worth } from "../threat.js";

export function healingValue(scene: Scene, target: Combatant, e: Expected): number {
  let value = 0;
  if (e.heal > 0) {
    const missing = target.maxHp - target.hp;
    const restored = Math.min(e.heal, missing);
    if (target.hp === 0) value += e.land * worth(scene, target) + restored;
    else value += restored * (0.5 + missing / Math.max(1, target.maxHp));
  }
  // Temporary points do not stack: only what exceeds those already held counts.
  if (e.temp > 0 && target.status === "standing") value += Math.max(0, e.temp - target.temp) * 0.5;
  return isFoe(scene, target) ? -value : value;
}
