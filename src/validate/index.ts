// Ruleset validation and loading: see docs/validation.md.
export type { Issue, IssueCode, ValidationReport } from "./issue.js";
export { RulesetError } from "./issue.js";
export { type CatalogKind, type LoadedEntry, load, type Ruleset } from "./load.js";
export { type ValidateOptions, validate } from "./validate.js";
