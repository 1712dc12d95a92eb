// Installs a list of capability packages as the engine's default composition: the set every ruleset runs unless
// an engine chose another, the records the registry calls implemented, and the packages' format and event
// wording. Called once by an entry's composition root (src/capabilities/index.ts for the whole engine,
// src/base.ts for the base game alone); the core never calls it.
import { installEventTexts } from "./combat/event-text.js";
import { installMoments } from "./combat/moments.js";
import { type CapabilityPackage, type ComposedCapabilities, composeCapabilities } from "./combat/package.js";
import { installDefaultCapabilities } from "./combat/registry.js";
import { installImplemented } from "./registry/index.js";
import { installFormat } from "./validate/extensions.js";

export function installPackages(packages: readonly CapabilityPackage[]): ComposedCapabilities {
  const set = composeCapabilities(packages);
  installDefaultCapabilities(set);
  installImplemented(set.implemented.keys());
  // Every listed package's format and wording, whether or not an engine composes it: what a key means to the
  // validator and how an event reads do not change with the composition; whether a key is implemented does.
  installFormat(packages.map((p) => p.format));
  installMoments(packages.map((p) => p.moments));
  installEventTexts(
    packages.map((p) => p.events),
    packages.flatMap((p) => p.spendsFirst ?? []),
  );
  return set;
}
