/**
 * The Capability API level this engine reports: the highest version V such that every key of the
 * reference at or below V is implemented. "0" until the base keys are implemented.
 */
export function capabilityApi(): string {
  return "0";
}
