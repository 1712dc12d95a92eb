// The capability modules a fight runs, in the order their hooks are called. Which modules there are is
// decided by the composition root (src/capabilities/index.ts), never here: the core only reads the set a
// ruleset was loaded with (or the default one the root installs).
import type { CapabilityModule, CapabilitySet } from "./capability.js";

export { CapabilitySet } from "./capability.js";

let installed: CapabilitySet | undefined;
// Rulesets loaded by an engine made with a subset of the packages remember that subset.
const chosen = new WeakMap<object, CapabilitySet>();

/** Called once by the composition root: the set every ruleset uses unless an engine chose another. */
export function installDefaultCapabilities(set: CapabilitySet): void {
  installed = set;
}

/** Marks a ruleset as run by `set` (an engine created with a subset of the packages). */
export function bindCapabilities(ruleset: object, set: CapabilitySet): void {
  chosen.set(ruleset, set);
}

export function capabilitiesOf(ruleset: object): CapabilitySet {
  const set = chosen.get(ruleset) ?? installed;
  if (!set) throw new Error("no capabilities installed: import the engine through its entry (gamemode-engine)");
  return set;
}

/** The modules answering a hook in this step's set. */
export function modulesWith(ctx: { readonly caps: CapabilitySet }, hook: keyof CapabilityModule) {
  return ctx.caps.modulesWith(hook);
}

/** Every key a module of the default set gives meaning to, with its owner. */
export function ownedKeys(): Map<string, string> {
  return capabilitiesOf({}).ownedKeys();
}
