// The target picker's rule for one click: a target joins once, or, when the option's targets repeat (1.305:
// eldritch blast's beams), once more per click while there is room left.
import type { Option } from "../src/index.js";

type TargetSpec = NonNullable<Option["targets"]>;

/** Whether a click on `id` can add it to the targets picked so far. */
export function canPick(spec: TargetSpec, picked: readonly string[], id: string): boolean {
  if (!spec.candidates.includes(id) || picked.length >= spec.max) return false;
  return spec.repeat === true || !picked.includes(id);
}

/** The targets after a click on `id` (unchanged when it cannot be added). */
export function pickTarget(spec: TargetSpec, picked: readonly string[], id: string): string[] {
  return canPick(spec, picked, id) ? [...picked, id] : [...picked];
}
