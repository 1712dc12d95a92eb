// The list of capability modules the engine runs, in the order their hooks are called.

import { baseModules } from "./capabilities/index.js";
import type { CapabilityModule } from "./capability.js";

let all: readonly CapabilityModule[] | undefined;
let byId: Map<string, CapabilityModule> | undefined;

export function modules(): readonly CapabilityModule[] {
  all ??= baseModules();
  return all;
}

export function moduleById(id: string): CapabilityModule | undefined {
  byId ??= new Map(modules().map((m) => [m.id, m]));
  return byId.get(id);
}

const hooked = new Map<keyof CapabilityModule, readonly CapabilityModule[]>();

/** The modules that answer a hook, in registry order: a hook is called thousands of times a fight. */
export function modulesWith(hook: keyof CapabilityModule): readonly CapabilityModule[] {
  let list = hooked.get(hook);
  if (!list) {
    list = modules().filter((m) => typeof m[hook] === "function");
    hooked.set(hook, list);
  }
  return list;
}

/** Every key some module gives meaning to, with its owner. */
export function ownedKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const m of modules()) for (const k of m.keys) keys.set(k, m.id);
  return keys;
}
