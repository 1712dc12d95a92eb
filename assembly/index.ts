// Entry of the geometry module: every export here is part of the wasm ABI read by bindings/.
export { gridDistance } from "./distance";
