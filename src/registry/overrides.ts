// Hand-curated readings of the `Keys:` lines that the extractor (scripts/registry/parse-keys.ts) cannot
// get right from the English alone. Checked against the original documents in ../shared/seeds/.
import type { Place } from "./places.js";
import type { KeyKind, Schema } from "./types.js";

/** A key as an override states it. */
export interface KeySpec {
  readonly key: string;
  readonly where: readonly Place[];
  readonly kind?: KeyKind;
  readonly values?: readonly string[];
  /** A version the text states for this key itself (e.g. `amountAdd`, 1.83, in the base keys). */
  readonly version?: string;
  /** The reference's own spelling, when the key is written otherwise here. */
  readonly as?: string;
}

const E: Place[] = ["entry.mechanics"];
const C: Place[] = ["combat.condition"];
const A: Place[] = ["creature.action"];
const K = (key: string, where: readonly Place[], more: Partial<KeySpec> = {}): KeySpec => ({ key, where, ...more });
const V = (key: string, where: readonly Place[], value: string): KeySpec => ({
  key: `${key}: "${value}"`,
  where,
  kind: "value",
  values: [value],
});
const P = (key: string, where: readonly Place[]): KeySpec => ({ key, where, kind: "phrase" });

const U: Place[] = ["item.use"];
const W: Place[] = ["item.worn", "item.carried"];
const M: Place[] = ["modifier"];
const O: Place[] = ["menu.option", "menu.choice"];
const IA: Place[] = ["item.attack"];
const keys = (prefix: string, names: string, where: readonly Place[]): KeySpec[] =>
  names.split(" ").map((n) => K(n ? `${prefix}.${n}` : prefix, where));

/**
 * Items read by hand: in section `version`, the item whose text contains `raw` names these keys.
 * Keys the combat block had before the reference listed them (a limit or a requirement is what the
 * section adds) are given version "base": rejecting them below that section would reject every ruleset.
 */
export const REPLACE: readonly { version: string; raw: string; keys: readonly KeySpec[] }[] = [
  // A section that only allows an omission, adds a value or a form, raises a limit or changes how an existing
  // key behaves leaves the key at the version that introduced it (the section goes to `also`); the new
  // value, form or omission is a record of its own at that section, so it is rejected below it.
  {
    version: "1.190",
    raw: "`charges.max` (item)",
    // Item charges are part of the base item (1.187's `slay` already spends "the item's charges").
    keys: [K("charges.max", ["item"], { version: "base" })],
  },
  {
    version: "1.193",
    raw: "`defender` (contest",
    keys: [K("defender", ["contest"], { version: "base" }), P("defender omitted", ["contest"])],
  },
  {
    version: "1.258",
    raw: "a kind in `ends.conditions`",
    keys: [K("ends.conditions", [...E, ...U]), P("a kind in ends.conditions", [...E, ...U])],
  },
  {
    version: "1.258",
    raw: "a kind in `conditionImmunities`",
    keys: [
      K("conditionImmunities", ["creature", "item", "combat.condition", "combat.level"], { version: "base" }),
      P("a kind in conditionImmunities", ["creature", "item", "combat.condition", "combat.level"]),
    ],
  },
  {
    version: "1.271",
    raw: "`charges.breaksOn.atMost`",
    keys: [K("charges.breaksOn.atMost", ["item"], { version: "base" }), P("charges.breaksOn.atMost omitted", ["item"])],
  },
  {
    version: "1.277",
    raw: "`applies` (catalog entry mechanics; item use; creature action",
    keys: [K("applies", [...E, ...U, ...A], { version: "base" })],
  },
  {
    version: "1.277",
    raw: "`whileSourceInSight` and `orSourceWithin`",
    keys: [K("whileSourceInSight", C, { version: "base" }), K("orSourceWithin", C)],
  },
  {
    version: "1.306",
    raw: "`damagePlus` (`add`, `type`, `atLeast`) and `strikes`",
    // `add`, `type` and `atLeast` are `damagePlus`'s; `strikes` is a number (`"strikes": 2`).
    keys: [
      K("amends[].damagePlus", E, { as: "damagePlus" }),
      ...keys("amends[].damagePlus", "add type atLeast", E),
      K("amends[].strikes", E, { as: "strikes" }),
    ],
  },
  {
    version: "1.308",
    raw: "`oncePerTarget` (catalog entry mechanics: now tells apart",
    // 1.304 introduces it (`"oncePerTarget": { "until": "long" }`); 1.308 "needs no new key".
    keys: [K("oncePerTarget", E, { version: "1.304" })],
  },
  {
    version: "1.336",
    raw: "`brokenNextLair` as a list",
    keys: [K("brokenNextLair", A), P("brokenNextLair as a list", A)],
  },
  { version: "1.337", raw: "`dice` as a list", keys: [K("dice", ["rest"]), P("dice as a list", ["rest"])] },
  {
    version: "1.400",
    raw: "`hangsOn` (creature; now also",
    // "A creature's `hangsOn` (1.320: `uses` times per fight, `extraTurn`, `label`)".
    keys: [
      ...keys("hangsOn", " uses extraTurn label", ["creature"]).map((k) => ({ ...k, version: "1.320" })),
      ...keys("hangsOn", " uses extraTurn label", ["combat.condition", "combat.level"]),
    ],
  },
  {
    version: "1.411",
    raw: "`scaled.<column>.texts`",
    // The sheet reads `scaled` from the row stamp of the entry a list row points at (`row.scaled.<column>`).
    keys: [K("texts", ["entry.row.scaled"], { as: "scaled.<column>.texts" })],
  },
  {
    version: "1.265",
    raw: "`auras[].conditions` (now optional)",
    keys: [K("auras[].conditions", C), P("auras[].conditions omitted", C)],
  },
  {
    version: "1.289",
    raw: "`obscures.dispersed.after`",
    keys: [
      K("zone.obscures.dispersed.after", E, { as: "obscures.dispersed.after" }),
      P("zone.obscures.dispersed as an object", E),
    ],
  },
  {
    version: "1.300",
    raw: "`perCostStepsMax` (action granted by a condition",
    // Condition actions (1.236) take an entry's keys; `perCostStepsMax` dates from 1.241, and 1.300 makes
    // those actions "now grow" with the cost paid.
    keys: [K("actions[].perCostStepsMax", C, { version: "1.241", as: "perCostStepsMax" })],
  },
  {
    version: "1.405",
    raw: "`inside` as an object instead of",
    keys: [K("inside", C), P("inside as an object", C)],
  },
  { version: "1.176", raw: "`dying` rule", keys: [K("combat.dying", ["combat"], { version: "base", as: "dying" })] },
  { version: "1.178", raw: "`combat.distance`", keys: [K("combat.distance", ["combat"], { version: "base" })] },
  {
    version: "1.181",
    raw: "`maxLevelPerCostStep`",
    keys: [K("zone.wards.maxLevelPerCostStep", E, { as: "maxLevelPerCostStep" })],
  },
  {
    version: "1.182",
    raw: '`zone.anchor: "caster"` with',
    keys: [V("zone.anchor", E, "caster")],
  },
  {
    version: "1.182",
    raw: '`{ "add": N }`',
    keys: [K("senses.<sense>.add", ["combat.condition", ...W], { as: '{ "add": N }' })],
  },
  {
    version: "1.184",
    raw: "`push` (creature action)",
    // Its example, a Gust of Wind scroll, is an item's use that pushes like the spell.
    keys: [K("push", [...A, ...U])],
  },
  {
    version: "1.184",
    raw: "`width` (item use",
    // The width of the use's line area, as 1.177 gives it to an entry's.
    keys: [K("area.width", U, { as: "width" })],
  },
  {
    version: "1.185",
    raw: '`to: "attacks"` modifier',
    // `mode` on a modifier is the base format's (5e's prone and poisoned need it): 1.185 adds `atSource` beside it.
    keys: [K('{to: "attacks"}.mode', M, { version: "base" }), K('{to: "attacks"}.atSource', M)],
  },
  {
    version: "1.185",
    raw: '`to: "attacks-taken"` modifier',
    keys: [K('{to: "attacks-taken"}.mode', M, { version: "base" }), K('{to: "attacks-taken"}.from.types', M)],
  },
  { version: "1.185", raw: "`against.from.types`", keys: [K('{to: "saves"}.against.from.types', M)] },
  {
    version: "1.198",
    raw: "`combat.damageTypes`",
    // Damage types are part of the base combat block; 1.198 only makes a zone's `damageType` name one of them.
    keys: [K("combat.damageTypes", ["combat"], { version: "base" })],
  },
  { version: "1.188", raw: "`live.conditions`", keys: [K("live.conditions", ["sheet"], { version: "base" })] },
  { version: "1.188", raw: "`clear.conditions`", keys: [K("clear.conditions", ["rest"], { version: "base" })] },
  { version: "1.188", raw: "`combat.conditions`", keys: [K("combat.conditions", ["combat"], { version: "base" })] },
  { version: "1.191", raw: "`against.actions`", keys: [K('{to: "saves"}.against.actions', M)] },
  { version: "1.195", raw: "`combat.sizes`", keys: [K("combat.sizes", ["combat"], { version: "base" })] },
  {
    version: "1.197",
    raw: "`diceTimes`",
    keys: [K('{to: "damage"}.diceTimes', M), K('{to: "damage"}.attacks', M), K('{to: "damage"}.ability', M)],
  },
  // "also in `onEnd`, `charge` and `saved` lists": a combat condition's `onEnd.applies` is the one a ruleset can write.
  {
    version: "1.202",
    raw: "`applies[].endsWith`",
    keys: [K("applies[].endsWith", E), K("onEnd.applies[].endsWith", C)],
  },
  { version: "1.201", raw: "track level `defeats`", keys: [K("levels[].defeats", ["sheet.track"], { as: "defeats" })] },
  {
    version: "1.240",
    raw: "`mode` and `dropped`",
    keys: [K("initiative.mode", ["log"]), K("initiative.dropped", ["log"])],
  },
  {
    version: "1.241",
    raw: '`reaction.on: "hit"`',
    keys: [V("reaction.on", E, "hit"), V("reaction.by", E, "self")],
  },
  {
    version: "1.242",
    raw: "`grantsStrike` (catalog entry mechanics, on a held entry)",
    keys: [...keys("grantsStrike", " budget names melee afterAttack afterAttack.names", E)],
  },
  { version: "1.243", raw: "none new", keys: [] },
  {
    version: "1.243",
    raw: '`"hit"` reactions',
    keys: [V("reaction.on", E, "hit"), K("addsToBlow", E), { ...V("effects", C, "speed-zero"), version: "base" }],
  },
  { version: "1.243", raw: "the `speed-zero` effect", keys: [] },
  { version: "1.244", raw: "`attackRows` rule `names`", keys: [K("attackRows[].names", E)] },
  { version: "1.244", raw: "`attackRows` rule `items`", keys: keys("attackRows[].items", " tags notTags", E) },
  {
    version: "1.244",
    raw: "`attackRows` rule `wielding.only`",
    keys: keys("attackRows[].wielding.only", " names tags notTags", E),
  },
  {
    version: "1.246",
    raw: "`afterAttack.items`",
    keys: [
      ...keys("afterAttack", "items items.tags items.notTags names", E),
      ...keys("grantsStrike.afterAttack", "items items.tags items.notTags names", E),
      ...keys("grants.afterAttack", "items items.tags items.notTags names", C),
    ],
  },
  {
    version: "1.247",
    raw: "`attacks`",
    keys: [K('{to: "attacks"}.attacks', M), K('{to: "attacks"}.blow', M), K('{to: "attacks"}.ability', M)],
  },
  { version: "1.247", raw: "`blow` and `ability` on a", keys: [] },
  { version: "1.249", raw: "`rescue` on an `attacks`", keys: [] },
  {
    version: "1.249",
    raw: "`saves` or `checks` modifier",
    keys: [K('{to: "attacks"}.rescue', M), K('{to: "saves"}.rescue', M), K('{to: "checks"}.rescue', M)],
  },
  { version: "1.251", raw: "`amount: { max }`", keys: [K("amount.max", ["menu.option"], { as: "amount: { max }" })] },
  { version: "1.254", raw: "`spares` in the option's", keys: [K("alters.spares", ["menu.option"], { as: "spares" })] },
  {
    version: "1.255",
    raw: "`heightens`",
    keys: [K("alters.heightens", ["menu.option"], { as: "heightens" }), K("heightens", ["menu.choice"])],
  },
  {
    version: "1.256",
    raw: '`rescue.by: "die"`',
    keys: [V("rescue.by", E, "die"), ...keys("rescue", "dice die die.from die.table", E)],
  },
  { version: "1.257", raw: "in the examples", keys: [] },
  {
    version: "1.261",
    raw: "`curedOnlyBy`",
    keys: [...keys("curedOnlyBy", " catalogs minLevel", C), K("onRest.restoredWhenCured", C)],
  },
  {
    version: "1.264",
    raw: "`behavior` (combat condition)",
    keys: [
      ...keys("behavior", " only onlyWhenStuck table table.dice table.rows table.rows[].atMost", C),
      K("behavior.moves", C, { values: ["away", "toward"] }),
      K("behavior.table.rows[].does", C, { values: ["wander", "nothing", "strike", "normal"] }),
    ],
  },
  { version: "1.265", raw: "`against.casts`", keys: [K('{to: "saves"}.against.casts', M)] },
  { version: "1.268", raw: "`auras[].save.avert`", keys: [K("auras[].save.avert", C)] },
  { version: "1.269", raw: "limit of 320 declared conditions", keys: [] },
  {
    version: "1.278",
    raw: "`endsWhen` values",
    // `endsWhen` (a list of `damaged`, `harmed-by-source-side`) is base, on an `applies` item; 1.278 adds values.
    keys: [
      K("applies[].endsWhen", [...E, ...U, ...A], { version: "base", as: "endsWhen" }),
      V("applies[].endsWhen[]", [...E, ...U, ...A], "attacked"),
      V("applies[].endsWhen[]", [...E, ...U, ...A], "ally-harmed-in-sight"),
    ],
  },
  {
    version: "1.279",
    raw: "`teleport.smoke`",
    keys: keys("teleport.smoke", " pierced", [...E, ...U, ...A]),
  },
  {
    version: "1.286",
    raw: "`smoke.light`",
    keys: [K("teleport.smoke.light", [...E, ...U, ...A], { as: "smoke.light" })],
  },
  { version: "1.287", raw: "`search` standard action", keys: [V("combat.standard", ["combat"], "search")] },
  {
    version: "1.290",
    raw: "`skillMod` checks",
    // "now count as a check of that skill when rolled": the key is older than the section.
    keys: [K("combat.checks[].skillMod", ["combat"], { as: "skillMod", version: "base" })],
  },
  {
    version: "1.292",
    raw: "`behindLarger`",
    keys: keys("hiding", "behindLarger still slow aware.within aware.lostWith", [...E, "creature"]),
  },
  { version: "1.292", raw: "`still`", keys: [] },
  { version: "1.292", raw: "`slow`", keys: [] },
  { version: "1.292", raw: "`aware.within`", keys: [] },
  { version: "1.292", raw: "`aware.lostWith`", keys: [] },
  {
    version: "1.295",
    raw: "`label`",
    keys: [K("combat.sight.darkness.carried.label", ["combat"]), K("combat.sight.darkness.carried.budget", ["combat"])],
  },
  { version: "1.295", raw: "`budget`", keys: [] },
  {
    version: "1.300",
    raw: "`perCostStepsEvery`",
    keys: [K("perCostStepsEvery", E), K("actions[].perCostStepsEvery", C)],
  },
  { version: "1.308", raw: "`endsWhenHolder.acts`", keys: [K("applies[].endsWhenHolder.acts", E)] },
  {
    version: "1.309",
    raw: "`stillWhile`",
    keys: keys("hiding.stillWhile", " holds wall", [...E, "creature"]),
  },
  { version: "1.309", raw: "`unseenStrikes`", keys: [K("unseenStrikes", [...E, "creature"])] },
  { version: "1.309", raw: "`boundIn`", keys: [K("conjures.boundIn", E, { as: "boundIn" })] },
  { version: "1.310", raw: "`notSaved`", keys: [K("repeats.notSaved", E), K("repeats.sameTargets", E)] },
  { version: "1.310", raw: "`sameTargets`", keys: [] },
  { version: "1.310", raw: "again", keys: [P("… again", O)] },
  { version: "1.313", raw: "`turns`", keys: [K("dismisses.turns", E, { as: "turns" })] },
  { version: "1.313", raw: "`max` in an ability", keys: [K("abilities.<ability>.max", W, { as: "max" })] },
  {
    version: "1.316",
    raw: "prop fields",
    keys: [
      ...keys("props[]", "label cells health defense resist vulnerable immune fragile", ["board.prop"]).map((k) => ({
        ...k,
        key: k.key.slice(8),
      })),
      K("blocks", ["board.prop"], { values: ["move", "sight"] }),
    ],
  },
  { version: "1.316", raw: "`cells`", keys: [] },
  { version: "1.316", raw: "`health`", keys: [] },
  { version: "1.316", raw: "`defense`", keys: [] },
  { version: "1.316", raw: "`resist`", keys: [] },
  { version: "1.316", raw: "`vulnerable`", keys: [] },
  { version: "1.316", raw: "`immune`", keys: [] },
  { version: "1.316", raw: "`blocks`", keys: [] },
  { version: "1.316", raw: "`fragile`", keys: [] },
  {
    version: "1.318",
    raw: "event `id`",
    keys: [
      ...keys("", "id label at from every until onlyOn", ["board.event"]).map((k) => ({ ...k, key: k.key.slice(1) })),
      ...keys("where", " cells block block.x block.y block.w block.h ring ring.x ring.y ring.start ring.step", [
        "board.event",
      ]),
      ...keys("where", "sweep sweep.from sweep.start sweep.step spread filled", ["board.event"]),
      ...keys("change", " terrain height light obscured growth season rotate tell", ["board.event"]),
    ],
  },
  ...["where", "label", "at", "from", "every", "until", "onlyOn", "change"].map((n) => ({
    version: "1.318",
    raw: `\`${n}\``,
    keys: [],
  })),
  {
    version: "1.319",
    raw: "`lightRule` (world battlefield)",
    keys: [
      K("lightRule", ["battlefield"]),
      ...keys("", "label in rounds tracks tracks[].track tracks[].by applies spares spares.types spares.tags", [
        "lightRule",
      ]).map((k) => ({ ...k, key: k.key.slice(1) })),
    ],
  },
  {
    version: "1.321",
    raw: "`save` (`save`",
    keys: keys("save", " save difficulty against against.conditions against.damage", ["lightRule"]),
  },
  {
    version: "1.321",
    raw: '`{"to": "saves", "mode", "against"}`',
    // A saves modifier's `against` arrived with `against.from.types` (1.185); 1.321 puts it on item effects.
    keys: [
      K('{to: "saves"}.mode', M, { as: '{"to": "saves", "mode", "against"}', version: "base" }),
      K('{to: "saves"}.against', M, { version: "1.185" }),
    ],
  },
  { version: "1.330", raw: "`release.felled`", keys: [K("release.felled", ["story"])] },
  {
    version: "1.325",
    raw: '`"initiative": "after"`',
    keys: [{ ...V("calls.initiative", A, "after"), as: '"initiative": "after"' }],
  },
  {
    version: "1.327",
    raw: "`untilLair`",
    keys: [K("applies[].duration.untilLair", [...E, ...A], { as: "untilLair" })],
  },
  {
    version: "1.328",
    raw: '`{ "to": "save-difficulty", "flat" }`',
    keys: [V("to", M, "save-difficulty"), K('{to: "save-difficulty"}.flat', M)],
  },
  // "by its ID (`"p1"`)": the prop's `id`, which `whileNearProp`, `aroundProp` and `usableNear` may name.
  { version: "1.332", raw: "prop reference by ID", keys: [K("id", ["board.prop"])] },
  {
    version: "1.333",
    raw: "`bt_height1`",
    keys: ["bt_height1", "bt_height2", "bt_height3"].map((t) => K(t, ["board.pack"])),
  },
  {
    version: "1.333",
    raw: "`pack` (world battlefield",
    keys: [K("pack", ["battlefield"]), K("board.pack", ["encounter"])],
  },
  {
    version: "1.337",
    raw: "`itemStat`",
    keys: [K("dice[].add.itemStat", ["rest"], { as: "itemStat" }), K("dice[].extra.add.itemStat", ["rest"])],
  },
  { version: "1.375", raw: "`hide`", keys: [K("combat.display.defense.hide", ["combat"], { as: "hide" })] },
  {
    version: "1.378",
    raw: "`hideWhen` by derived value",
    keys: [...keys("hideWhen", " derived equals notEquals in", ["sheet.text"])],
  },
  { version: "1.378", raw: '`{"derived", "equals"', keys: [] },
  { version: "1.378", raw: "trait text length limit", keys: [] },
  // An extra effect of a hit is an item attack's `onHit` condition or its `plus` damage clause (Colossus Slayer's
  // and Divine Strike's extra die).
  {
    version: "1.393",
    raw: '`when: "target-hurt"`',
    keys: [V("onHit[].when", IA, "target-hurt"), V("plus[].when", IA, "target-hurt")],
  },
  {
    version: "1.393",
    raw: '`oncePer: "own-turn"`',
    keys: [V("onHit[].oncePer", IA, "own-turn"), V("plus[].oncePer", IA, "own-turn")],
  },
  { version: "1.394", raw: "two to eight", keys: [] },
  {
    version: "1.394",
    raw: "`options`",
    keys: keys("calls.options", " [].creature [].count [].label", [...E, ...U]).map((k) => ({
      ...k,
      key: k.key.replace(".[]", "[]"),
    })),
  },
  { version: "1.394", raw: "…", keys: [] },
  {
    version: "1.395",
    raw: "`speeds`",
    keys: keys("speeds", " fly swim climb burrow", C),
  },
  { version: "1.395", raw: '`"walk"`', keys: [] },
  {
    version: "1.402",
    raw: "`calls.from`",
    keys: keys("calls.from", " catalog filters notFilters", [...E, ...U]),
  },
  {
    version: "1.402",
    raw: "`from` and `upTo` on each `options` item",
    keys: [K("calls.options[].from", [...E, ...U]), K("calls.options[].upTo", [...E, ...U])],
  },
  {
    version: "1.403",
    raw: "`harms.at` values",
    keys: [V("harms.at", C, "source-turn-start"), V("harms.at", C, "source-turn-end")],
  },
  { version: "1.403", raw: "limit of creatures per call", keys: [] },
  { version: "1.405", raw: "Climb out", keys: [P("Climb out", O)] },
  { version: "1.406", raw: "`atLeast` on a", keys: [K('{to: "defense"}.atLeast', M)] },
  { version: "1.407", raw: "`escapeDc` as the pull-out", keys: [K("applies[].escapeDc", A)] },
  {
    version: "1.407",
    raw: "`onWin.ends` removing the restraint",
    // `onWin.ends` is a base key (1.193's Medicine check ends wounds with it); 1.407 adds what it does on a pull.
    keys: [K("onWin.ends", ["contest"], { version: "base" }), P("onWin.ends removing the restraint", ["contest"])],
  },
  {
    version: "1.413",
    raw: "`add` on a `damage`",
    keys: [K('{to: "damage"}.add', M), K('{to: "damage-taken"}.add', M)],
  },
  { version: "1.413", raw: "`minus`", keys: [K('{to: "damage"}.minus', M), K('{to: "damage-taken"}.minus', M)] },
  { version: "1.413", raw: "`falls`", keys: [K('{to: "damage-taken"}.falls', M)] },
  {
    version: "1.414",
    raw: "`where` with",
    keys: [...keys("amends[].where", " filter equals", E), ...keys("alters.where", " filter equals", E)],
  },
  { version: "1.415", raw: "rejection code `bad-alter`", keys: [K("bad-alter", ["rejection"])] },
  { version: "1.416", raw: '`"caught"` moment', keys: [V("reaction.on", E, "caught")] },
  {
    version: "1.419",
    raw: "`untrained` as",
    keys: [
      K("untrained", ["sheet.skill"], { version: "base" }),
      K("untrained.add", ["sheet.skill"]),
      P('untrained as {"add": <value>}', ["sheet.skill"]),
    ],
  },
  {
    version: "1.419",
    raw: "limit on `combat.levels`",
    keys: [K("combat.levels", ["combat"], { version: "base" })],
  },
  {
    version: "1.422",
    raw: '`"on": "attacked"`',
    keys: [{ ...V("reaction.on", E, "attacked"), as: '"on": "attacked"' }],
  },
];

/** Keys stated in a section's prose but not on its `Keys:` line. */
export const EXTRA: readonly { version: string; keys: readonly KeySpec[] }[] = [
  // "`eyes` names which sense is sight (the same way a condition's `lacks` names a sense)": 1.178 reads a
  // condition's `lacks`, which no `Keys:` line lists.
  { version: "1.178", keys: [K("lacks", C)] },
  // Named as context ("item `worn` or `carried` effect", "with `grants.budget`"): keys from before the
  // reference's sections, so "base".
  { version: "1.180", keys: [K("worn", ["item"], { version: "base" }), K("carried", ["item"], { version: "base" })] },
  {
    version: "1.239",
    keys: [K("grants.budget", C, { version: "base" }), K("grants.attacks", C, { version: "base" })],
  },
  // "`"against": { "damage": ["poison"] }`, so a save modifier against poison also applies to it": what a save
  // counts as being against (damage types, conditions, as 1.321's light rule names them), and the save modifier
  // that names the same on its own `against` (1.321 writes its `conditions` for a straw hat). A save modifier has
  // `against` from 1.185, so those two need it too.
  {
    version: "1.181",
    keys: [
      ...keys("save.against", "damage conditions", [...E, ...A]),
      ...["damage", "conditions"].map((k) => K(`{to: "saves"}.against.${k}`, M, { version: "1.185" })),
    ],
  },
  { version: "1.274", keys: [V("applies[].saveEnds.at", [...E, ...U, ...A], "damaged")] },
  { version: "1.313", keys: [K("worn.abilities", ["item"], { version: "base" })] },
  // "An item with `toggle` sheds its effect's `light` only while it is on": a sheet's item says whether it is.
  { version: "1.295", keys: [K("on", ["sheet.inventory"])] },
  // "`growth.cutBy`, `growth.burnedBy` (board)": the object that holds them.
  { version: "1.318", keys: [K("growth", ["board"])] },
  // A cell's own height, light and obscurement: `change` (`height` 0 to 3, `light`, `obscured`) and
  // `board.ground` ("growth, light, obscurement … onto cells at the start"); `rotate` turns "tiles, heights and
  // ground". Before 1.318 a board's cells have neither height nor light of their own.
  {
    version: "1.318",
    keys: [K("heights", ["board"]), ...["height", "light", "obscured"].map((k) => K(k, ["board.terrain"]))],
  },
  // "The light a fight takes place in comes from the scene's time of day: sunlight outdoors by day, … bright
  // light that is not sunlight indoors": an encounter's `scene` is first read there. "A fight in a cave or a
  // dungeon takes place in darkness at any time of day" (1.294) reads where it takes place.
  {
    version: "1.291",
    keys: [K("scene", ["encounter"]), K("scene.time", ["encounter"]), K("scene.indoors", ["encounter"])],
  },
  { version: "1.294", keys: [K("scene.location", ["encounter"])] },
  { version: "1.330", keys: [P("rulesetReleaseHeldGround", ["api"])] },
  { version: "1.337", keys: [P('[sheet: op="rest" rest="short" dice="N" pool="…"]', ["command"])] },
  { version: "1.410", keys: [P('[sheet: op="use" name="…" recover="…"]', ["command"])] },
  // "Deflect Missiles is a reaction to a ranged `hit` that applies a condition lasting one attack (`endsAfter:
  // "attacked"`) ... Slow Fall is a reaction to `falls`": the moment and the ending the examples are written with.
  { version: "1.413", keys: [V("reaction.on", E, "falls"), K("applies[].endsAfter", [...E, ...U, ...A])] },
  // "written `{... "reaction": {"on": "caught", "at": "chosen", "freeSlot": "hand"}}`": a reaction at a creature its
  // holder chooses, first written here (1.422's Stand Against the Tide writes it too).
  { version: "1.416", keys: [V("reaction.at", E, "chosen")] },
];

/** Keys the parser reads that are not keys (limits live in limits.ts). */
export const DROP: readonly { version: string; key: string }[] = [];

/**
 * One spelling per list: the reference writes both `auras.side` and `auras[].needs`; keys of list
 * items are written with `[]` (place, from-prefix, to-prefix).
 */
export const RENAMES: readonly [Place | "*", string, string][] = [
  ["combat.condition", "auras.", "auras[]."],
  ["entry.mechanics", "amends.", "amends[]."],
  ["entry.mechanics", "attackRows.", "attackRows[]."],
  ["item.attack", "against.", "against[]."],
  ["item.attack", "slay.", "slay[]."],
  ["creature", "attackModes.", "attackModes[]."],
  ["creature", "checkModes.", "checkModes[]."],
  ["combat", "combat.senses.", "combat.senses[]."],
  ["combat", "combat.components.", "combat.components[]."],
];

/**
 * Keys the reference writes from another place than their home (from place, from-prefix, to place,
 * to-prefix): board keys are written from the encounter (`board.events`) but live on its `board` object,
 * the one place of every board key (`broken`, `growth.cutBy` are written from the board itself).
 */
export const MOVES: readonly [Place, string, Place, string][] = [["encounter", "board.", "board", ""]];

/** Schemas the sentence gives but the examples do not show. */
export const SCHEMAS: Readonly<Record<string, Schema>> = {
  // 1.323: a mark moves its track by a number of levels, as `tracks[].by` does (1.201).
  "heldGround.marks.by": "integer",
  // 1.269: more targets per charge, as `targetsPerCostStep` counts them.
  "chargeStep.targets": "integer",
  // 1.286 `light: true` (the reference's own `"light": {` is a light source's, 1.294); `disperses: true`.
  "zone.obscures.light": "boolean",
  "teleport.smoke.light": "boolean",
  "zone.disperses": "boolean",
  // 1.289 `{ "after": N }`, N rounds.
  "zone.obscures.dispersed.after": "integer",
};

/** Values the sentence gives for keys whose `Keys:` item does not list them. */
export const VALUES: Readonly<Record<string, readonly string[]>> = {
  "rescue.roll": ["attacks", "saves", "checks"],
  "speeds.fly": ["walk"],
  "speeds.swim": ["walk"],
  "speeds.climb": ["walk"],
  "speeds.burrow": ["walk"],
  occupants: ["ground", "stay", "shove"],
  sheds: ["out"],
};
