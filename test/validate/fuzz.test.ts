import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Issue, validate } from "../../src/validate/index.js";
import { type Doc, fixture } from "./helpers.js";

// Whatever the input: no exception, no internal failure, and either ok or issues that each have a path.
function wellFormed(input: unknown): void {
  const report = validate(input);
  // Plain checks in the loop: thousands of runs, each with many issues.
  const bad = (report.issues as Issue[]).find(
    (issue) =>
      issue.path.length === 0 ||
      issue.code === "internal" ||
      typeof issue.message !== "string" ||
      typeof issue.capability !== "string",
  );
  expect(bad).toBeUndefined();
  expect(report.ok).toBe(report.issues.length === 0);
}

/** Every container (object or array) of a document, with a way to change one of its slots. */
function containers(doc: Doc): Doc[] {
  const out: Doc[] = [];
  const visit = (value: unknown) => {
    if (typeof value !== "object" || value === null) return;
    out.push(value);
    for (const key of Object.keys(value)) visit((value as Record<string, unknown>)[key]);
  };
  visit(doc);
  return out;
}

const KEYS = ["id", "kind", "zone", "rounds", "__proto__", "constructor", "amount", "save", "area", "applies", "x"];

/** A mutation: pick a container by index, a slot by index, and what to do there. */
const mutation = fc.record({
  container: fc.nat(),
  slot: fc.nat(),
  op: fc.constantFrom("replace", "delete", "add", "duplicate"),
  key: fc.constantFrom(...KEYS),
  value: fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.constantFrom("1d6", "2d", "str", "dex_save", "spells/fire-bolt", -1, 1e9),
  ),
});

interface Step {
  container: number;
  slot: number;
  op: string;
  key: string;
  value: unknown;
}

function mutate(doc: Doc, steps: readonly Step[]): Doc {
  for (const step of steps) {
    const all = containers(doc);
    const target = all[step.container % all.length];
    const keys = Object.keys(target);
    const key = Array.isArray(target)
      ? step.slot % Math.max(1, target.length)
      : keys[step.slot % Math.max(1, keys.length)];
    if (step.op === "add" && !Array.isArray(target)) {
      // As JSON.parse does: "__proto__" becomes an own key, never the prototype.
      Object.defineProperty(target, step.key, {
        value: step.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    } else if (key === undefined) {
    } else if (step.op === "delete") {
      if (Array.isArray(target)) target.splice(key as number, 1);
      else delete target[key];
    } else if (step.op === "duplicate" && Array.isArray(target)) {
      target.push(structuredClone(target[key as number]));
    } else {
      target[key] = step.value;
    }
  }
  return doc;
}

describe("fuzz", () => {
  it("mutated copies of a valid ruleset never crash the validator", () => {
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 6 }), fc.boolean(), (steps, asText) => {
        const doc = mutate(fixture(), steps);
        wellFormed(asText ? JSON.stringify(doc) : doc);
      }),
      { numRuns: 3000 },
    );
  });

  it("random JSON values and JSON text never crash it", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        wellFormed(value);
        wellFormed(JSON.stringify(value));
      }),
      { numRuns: 2000 },
    );
  });

  it("arbitrary JavaScript values never crash it", () => {
    fc.assert(
      fc.property(
        fc.anything({
          withBigInt: true,
          withDate: true,
          withMap: true,
          withSet: true,
          withNullPrototype: true,
          withTypedArray: true,
          withSparseArray: true,
        }),
        (value) => {
          wellFormed(value);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("random text never crashes it", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (text) => wellFormed(text)),
      { numRuns: 1000 },
    );
  });
});
