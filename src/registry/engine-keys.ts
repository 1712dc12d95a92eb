// The engine's own keys: rules of the SRD the reference gives no key for, added to the base format
// (docs/ruleset-format.md §20). Same tuple shape as keys.generated.ts; each is implemented with its test.
export const ENGINE_KEYS: readonly (readonly [string, number, string, string, string])[] = [
  // Instant death from massive damage (test/spec/engine-massive-damage.test.ts).
  ["combat.dying.massive", 0, "base", "combat", "boolean"],
  // A bonus-action spell allows only a cantrip as the turn's other spell (test/spec/engine-bonus-spell.test.ts).
  ["combat.bonusSpell", 0, "base", "combat", "object"],
  ["combat.bonusSpell.budget", 0, "base", "combat", "string"],
  ["combat.bonusSpell.catalogs", 0, "base", "combat", "array"],
  ["combat.bonusSpell.cantrip", 0, "base", "combat", "string"],
  // Weapons carried are drawn into the hands as 5e allows (test/spec/engine-drawing.test.ts).
  ["combat.drawing", 0, "base", "combat", "object"],
  ["combat.drawing.twoHanded", 0, "base", "combat", "string"],
  ["combat.drawing.thrown", 0, "base", "combat", "string"],
  ["combat.drawing.shield", 0, "base", "combat", "string"],
];

/** Whether a key (as recorded) is one of the engine's own. */
export const isEngineKey = (key: string): boolean => ENGINE_KEYS.some(([k]) => k === key);
