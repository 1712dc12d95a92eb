// Ruleset validation and loading: see docs/validation.md.
// The engine's capability packages, installed as the default set: the validator reads their records.
import "../capabilities/index.js";

export type { Issue, IssueCode, ValidationReport } from "./issue.js";
export { RulesetError } from "./issue.js";
export { type CatalogKind, type LoadedEntry, load, type Ruleset } from "./load.js";
export { registryView } from "./registry-view.js";
export { type ValidateOptions, validate } from "./validate.js";
