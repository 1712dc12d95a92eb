// The composition root: every capability the engine ships, listed once. The core never imports this file;
// the entries (src/index.ts, src/engine.ts, the combat and director facades) install it as the default.
import { baseModules } from "../combat/capabilities/index.js";
import { CapabilitySet, installDefaultCapabilities } from "../combat/registry.js";

export const DEFAULT_CAPABILITIES = new CapabilitySet(baseModules());
installDefaultCapabilities(DEFAULT_CAPABILITIES);
