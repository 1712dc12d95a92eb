import { type GeometryExports, instantiateGeometry } from "../bindings/loader.js";
import { capabilityApi } from "./registry/level.js";
import { ENGINE_VERSION } from "./version.js";

/** One instantiated engine: the wasm geometry module plus the rules layer around it. */
export interface Engine {
  /** The package version. */
  readonly version: string;
  /** The highest Capability API version whose keys this engine implements in full. */
  readonly capabilityApi: string;
  /** The raw geometry module; the rules layer reaches it through typed wrappers. */
  readonly geometry: GeometryExports;
}

/** Instantiates the wasm once and returns the engine. */
export async function createEngine(): Promise<Engine> {
  const geometry = await instantiateGeometry();
  return { version: ENGINE_VERSION, capabilityApi: capabilityApi(), geometry };
}
