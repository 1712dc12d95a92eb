// The first pass over any input: is it JSON at all, and within the bounds that keep the rest cheap? It reads
// only own enumerable keys and never calls anything found in the document.
import { HOSTILE_KEYS, MAX_DEPTH, MAX_NODES, MAX_STRING } from "./bounds.js";
import type { PathSegment } from "./path.js";
import type { Reporter } from "./report.js";

/**
 * Returns false when the document must not be walked further (too deep, too large, or not JSON). `at` and
 * `depth` place a subtree within its document (the walker screens the parts of parsed text it skips).
 */
export function screen(root: unknown, report: Reporter, at: readonly PathSegment[] = [], depth = 0): boolean {
  let nodes = 0;
  let fatal = false;
  const path: PathSegment[] = [...at];
  // Objects on the current branch: a cycle is reported as too deep rather than looping.
  const visit = (value: unknown, depth: number): void => {
    if (fatal) return;
    if (++nodes > MAX_NODES) {
      report.add("$", "too-large", `more than ${MAX_NODES} values in the document`, "base");
      fatal = true;
      return;
    }
    switch (typeof value) {
      case "string":
        if (value.length > MAX_STRING)
          report.add(path, "too-long", `string longer than ${MAX_STRING} characters`, "base");
        return;
      case "number":
        if (!Number.isFinite(value)) report.add(path, "wrong-type", `${value} is not a JSON number`, "base");
        return;
      case "boolean":
        return;
      case "object":
        break;
      default:
        report.add(path, "wrong-type", `a ${typeof value} is not JSON`, "base");
        fatal = true;
        return;
    }
    if (value === null) return;
    if (depth >= MAX_DEPTH) {
      report.add(path, "too-deep", `nested more than ${MAX_DEPTH} levels`, "base");
      fatal = true;
      return;
    }
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length && !fatal; i++) {
        path.push(i);
        visit(value[i], depth + 1);
        path.pop();
      }
      return;
    }
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) {
      report.add(path, "wrong-type", "expected plain JSON data, got an object of another kind", "base");
      fatal = true;
      return;
    }
    // for…in allocates no key array; own keys only, in case a host added to Object.prototype.
    for (const key in value) {
      if (fatal) return;
      if (!Object.hasOwn(value, key)) continue;
      path.push(key);
      if (key.length > MAX_STRING) {
        report.add(path.slice(0, -1), "too-long", `key longer than ${MAX_STRING} characters`, "base");
      } else if (HOSTILE_KEYS.has(key)) {
        report.add(path, "hostile", `the key "${key}" is not allowed anywhere in a ruleset`, "base");
      } else {
        visit((value as Record<string, unknown>)[key], depth + 1);
      }
      path.pop();
    }
  };
  visit(root, depth);
  return !fatal;
}
