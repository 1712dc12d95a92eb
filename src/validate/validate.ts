// validate(json): screen the input, walk it against the base format and the registry, resolve references,
// then apply the stated rejections of the reference.

import type { Place } from "../registry/places.js";
import { compareVersions, isVersion } from "../registry/version.js";
import { MAX_DOCUMENT_CHARS } from "./bounds.js";
import type { Capabilities } from "./capabilities.js";
import { packageRules } from "./extensions.js";
import { rulesetSchema, VERSION_PATTERN } from "./format/ruleset.js";
import { screen } from "./hostile.js";
import type { ValidationReport } from "./issue.js";
import { copyJson } from "./plain.js";
import { indexCatalogs, resolveRefs } from "./refs.js";
import { registryCapabilities } from "./registry-view.js";
import { Reporter } from "./report.js";
import { STATED_RULES, type StatedRule } from "./rules/index.js";
import type { Emit } from "./rules/rule.js";
import { jsonType } from "./schema.js";
import { type JsonObject, type VisitFilter, Walker } from "./walk.js";

export interface ValidateOptions {
  /** The registry view to check keys against (the engine's own registry by default). */
  readonly capabilities?: Capabilities;
}

/** The parsed document and its report; `load` goes on from here. */
export interface Checked {
  readonly doc: unknown;
  readonly report: ValidationReport;
}

/**
 * Checks a ruleset given as JSON text or as already-parsed data. Never throws for any input: every problem
 * is an issue with a path, a code, a message and the Capability API version concerned.
 */
export function validate(input: unknown, options: ValidateOptions = {}): ValidationReport {
  return check(input, options).report;
}

export function check(input: unknown, options: ValidateOptions = {}): Checked {
  const report = new Reporter();
  try {
    return checkInto(report, input, options);
  } catch (error) {
    // A bug of ours, never the author's: still a report, never an exception to the caller.
    const message = error instanceof Error ? error.message : String(error);
    report.add("$", "internal", `the validator failed: ${message}`, "base");
    return done(undefined, report, "base");
  }
}

function checkInto(report: Reporter, input: unknown, options: ValidateOptions): Checked {
  let doc = input;
  if (typeof input === "string") {
    if (input.length > MAX_DOCUMENT_CHARS) {
      report.add("$", "too-large", `${input.length} characters; at most ${MAX_DOCUMENT_CHARS}`, "base");
      return done(undefined, report, "base");
    }
    try {
      doc = JSON.parse(input);
    } catch (error) {
      report.add("$", "bad-json", error instanceof Error ? error.message : "not JSON", "base");
      return done(undefined, report, "base");
    }
  }
  // One pass over the whole document, whatever its form: a hostile key is reported wherever it is, also inside
  // a part the walker does not read (a catalog of an unknown type), and the walk after it is bounded.
  const fromText = typeof input === "string";
  if (!screen(doc, report)) return done(doc, report, "base");
  // Checked and kept is a private copy: a Proxy, a getter or a later change by the caller cannot make what
  // `load` keeps differ from what was checked. Parsed text is already the validator's own.
  if (!fromText) doc = copyJson(doc);

  const caps = options.capabilities ?? registryCapabilities();
  const declaredRaw = jsonType(doc) === "object" ? (doc as JsonObject).capabilityApi : undefined;
  let declared = typeof declaredRaw === "string" && VERSION_PATTERN.test(declaredRaw) ? declaredRaw : "base";
  if (!isVersion(declared)) {
    // Well formed, but of a version this engine does not know ("2.0"): the author's mistake, not ours. The rest
    // is checked as if every level of version 1 were declared, so this is the one issue it gives.
    report.add(
      ["capabilityApi"],
      "unsupported",
      `Capability API ${declared} is not one this engine knows: it reads "base" and version 1's levels, 1.1, 1.2, … (whole numbers after the dot, so 1.83 comes before 1.317)`,
      "base",
    );
    declared = EVERY_LEVEL;
  }
  const walker = new Walker(caps, declared, report, rulesIndexed().filters);
  // Catalog entries first, so references to them resolve during the walk.
  indexCatalogs(doc, walker.ids, report);
  walker.walkRoot(doc, rulesetSchema);
  if (jsonType(doc) !== "object") return done(doc, report, walker.needs);

  resolveRefs(walker.refs, walker.ids, report);
  const needs = applyRules(doc as JsonObject, walker, report);
  return done(doc, report, compareVersions(needs, walker.needs) > 0 ? needs : walker.needs);
}

/** A declared level above every level of version 1. */
const EVERY_LEVEL = `1.${Number.MAX_SAFE_INTEGER}`;

/** Checks the stated rules; returns the highest version they found needed ("base" when none). */
function applyRules(root: JsonObject, walker: Walker, report: Reporter): string {
  let needs = "base";
  for (const [place, rules] of rulesIndexed().byPlace) {
    const visits = walker.visits.get(place);
    if (!visits) continue;
    for (const visit of visits) {
      let section = "base";
      const emit: Emit = (at, code, message) => report.add([...visit.path, ...at], code, message, section);
      for (const rule of rules) {
        if (rule.trigger !== undefined && visit.node[rule.trigger] === undefined) continue;
        section = rule.section;
        rule.check(visit.node, emit, root);
        const needed = rule.needs?.(visit.node);
        if (needed !== undefined && compareVersions(needed, needs) > 0) needs = needed;
      }
    }
  }
  return needs;
}

interface RuleIndex {
  /** The stated rules grouped by the place they look at, so each object is visited once. */
  readonly byPlace: Map<Place, StatedRule[]>;
  /** What the walker keeps for the rules: every object where a rule has no trigger, else those with one. */
  readonly filters: Map<Place, VisitFilter>;
}

let ruleIndex: RuleIndex | undefined;

/** Built on first use: the packages' own rules (extension point "format") are installed by then. */
function rulesIndexed(): RuleIndex {
  if (ruleIndex) return ruleIndex;
  const byPlace = new Map<Place, StatedRule[]>();
  for (const rule of [...STATED_RULES, ...packageRules()]) {
    for (const place of rule.places) {
      const list = byPlace.get(place) ?? [];
      list.push(rule);
      byPlace.set(place, list);
    }
  }
  const filters = new Map<Place, VisitFilter>();
  for (const [place, rules] of byPlace) {
    const always = rules.some((rule) => rule.trigger === undefined);
    const triggers = [...new Set(rules.flatMap((rule) => (rule.trigger === undefined ? [] : [rule.trigger])))];
    filters.set(place, { always, triggers });
  }
  ruleIndex = { byPlace, filters };
  return ruleIndex;
}

function done(doc: unknown, report: Reporter, needs: string): Checked {
  const issues = report.finish();
  // A stated rule's needs-version (a list of rest dice, an itemStat in one) raises what the ruleset needs too.
  let most = needs;
  for (const issue of issues) {
    if (issue.code === "needs-version" && isVersion(issue.capability) && compareVersions(issue.capability, most) > 0)
      most = issue.capability;
  }
  return { doc, report: { ok: issues.length === 0, needs: most, issues } };
}
