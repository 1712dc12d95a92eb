// A package's key has one declaration of its shape: the schema in its folder, which the validator walks, the JSON
// Schema for editors is made from, and whose type the code reads (`Infer`).
import { describe, expect, expectTypeOf, it } from "vitest";
import { type TeleportDef, teleportSchema } from "../../src/capabilities/teleport/def.js";
import type { ZoneDef } from "../../src/capabilities/zones/state.js";
import type { DiceSpec } from "../../src/dice/types.js";
import { PACKAGES } from "../../src/index.js";
import type { Mechanics } from "../../src/ruleset/mechanics.js";
import { rulesetJsonSchema } from "../../src/schema/json-schema.js";
import { packageFields } from "../../src/validate/extensions.js";
import { rulesetSchema } from "../../src/validate/format/ruleset.js";
import type { ObjectSchema, Schema } from "../../src/validate/schema.js";

/** Every object schema reachable from `schema`, once each. */
function objects(schema: Schema, seen = new Set<Schema>()): ObjectSchema[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  switch (schema.kind) {
    case "object":
      return [schema, ...Object.values(schema.fields).flatMap((f) => objects(f.schema, seen))];
    case "record":
      return objects(schema.value, seen);
    case "array":
      return objects(schema.item, seen);
    case "tuple":
    case "union":
      return ("items" in schema ? schema.items : schema.options).flatMap((s) => objects(s, seen));
    case "switch":
      return Object.values(schema.cases).flatMap((s) => objects(s, seen));
    case "lazy":
      return objects(schema.get(), seen);
    default:
      return [];
  }
}

describe("one schema per key: teleport (1.276)", () => {
  it("is described by its package alone, at each of its places", () => {
    const teleport = PACKAGES.find((p) => p.id === "teleport")!;
    for (const place of ["entry.mechanics", "item.use", "creature.action"] as const) {
      expect(teleport.format?.fields?.[place]?.teleport?.schema).toBe(teleportSchema);
      expect(packageFields(place, "")?.teleport?.schema).toBe(teleportSchema);
    }
    // The base format names no teleport anywhere.
    expect(objects(rulesetSchema).filter((o) => "teleport" in o.fields)).toEqual([]);
  });

  it("reaches the editors' JSON Schema from the package", () => {
    const text = JSON.stringify(rulesetJsonSchema());
    expect(text).toContain('"carriesWithin"');
    expect(text).toContain('"carriesSeen"');
  });

  it("is the type the code reads", () => {
    expectTypeOf<TeleportDef["distance"]>().toEqualTypeOf<number>();
    expectTypeOf<TeleportDef["seen"]>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<TeleportDef["strike"]>().toEqualTypeOf<string | undefined>();
    expectTypeOf<NonNullable<Mechanics["teleport"]>>().toEqualTypeOf<TeleportDef>();
    const misty: TeleportDef = { distance: 30, seen: true };
    // @ts-expect-error distance is required by the schema
    const none: TeleportDef = { seen: true };
    expect([misty, none].length).toBe(2);
  });
});

describe("one schema per key: a zone's keys across packages", () => {
  it("types each key a package adds inside `zone` from that package's schema", () => {
    // zones: its own schema and `whileHeld`; zone-moves: `move` (with 1.175's `ram`) and `terrain`; zone-bursts: `grows`.
    expectTypeOf<ZoneDef["rounds"]>().toEqualTypeOf<number>();
    expectTypeOf<ZoneDef["anchor"]>().toEqualTypeOf<"point" | "caster" | undefined>();
    expectTypeOf<NonNullable<ZoneDef["whileHeld"]>["amount"]>().toEqualTypeOf<DiceSpec>();
    expectTypeOf<NonNullable<ZoneDef["move"]>["ram"]>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<NonNullable<ZoneDef["terrain"]>["towardCaster"]>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<ZoneDef["grows"]>().toEqualTypeOf<DiceSpec | undefined>();
    expectTypeOf<NonNullable<ZoneDef["wards"]>["by"]>().toEqualTypeOf<"base" | undefined>();
    // @ts-expect-error a zone's `rounds` is required by its schema
    const none: ZoneDef = { anchor: "point" };
    expect(none.anchor).toBe("point");
  });

  it("describes each of those keys once, in the package that implements it", () => {
    const zoneKeys = PACKAGES.flatMap((p) =>
      Object.keys(p.format?.fields?.["entry.mechanics"] ?? {})
        .filter((k) => k.startsWith("zone."))
        .map((k) => `${p.id} ${k}`),
    );
    expect(zoneKeys).toEqual(
      expect.arrayContaining(["zones zone.whileHeld", "zone-moves zone.move", "zone-bursts zone.grows"]),
    );
    expect(new Set(zoneKeys.map((k) => k.split(" ")[1])).size).toBe(zoneKeys.length);
  });
});
