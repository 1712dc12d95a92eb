// Entry of the geometry module: every export here is part of the wasm ABI read by bindings/.

export { abiVersion } from "./abi";
export {
  areaBurst,
  areaClear,
  areaCone,
  areaCount,
  areaRect,
  areaSections,
  areaStrip,
  areaTouching,
} from "./area";
export {
  boardGeneration,
  boardInit,
  ptrCost,
  ptrDark,
  ptrFlags,
  ptrHeight,
  ptrLight,
  ptrMask,
  ptrMask2,
  ptrObscure,
  ptrOcc,
  ptrOut,
  ptrOwnLight,
  ptrParams,
  ptrPath,
  ptrRel,
  ptrResult,
  ptrToward,
} from "./board";
export { gridDistance } from "./distance";
export { lighting, visibility } from "./light";
export { straight } from "./line";
export { pathTo, reach, route } from "./path";
export { between, clearLine, cover, fieldOfView, sees } from "./sight";
