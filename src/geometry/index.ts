// The geometry API: a typed board over the wasm module in assembly/.

export {
  type Aim,
  type Area,
  type AreaOptions,
  type AreaShape,
  copiesWithin,
  type WallSections,
  type WallShape,
} from "./area.js";
export { Board, MAX_SIDE, type Reach, type Route } from "./board.js";
export { GeometryError } from "./errors.js";
export type { Lighting, LightSource, Seen, Sense, Visibility } from "./light.js";
export type { LineOptions } from "./line.js";
export { type Cover, type CoverOptions, FieldOfView, type SightOptions } from "./sight.js";
export type * from "./types.js";
