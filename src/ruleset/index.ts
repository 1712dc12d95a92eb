export type * from "./catalog.js";
export type * from "./combat.js";
export type * from "./encounter.js";
export type * from "./mechanics.js";
export type * from "./ruleset.js";
export type * from "./sheet.js";
export type * from "./sheet-data.js";
export type * from "./value.js";
