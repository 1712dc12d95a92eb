// Kept for src/engine.ts: the level now comes from the registry.
export { capabilityApi } from "./index.js";
