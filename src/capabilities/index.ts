// The composition root: every capability package the engine ships, listed once. The core never imports this
// file; the entries (src/index.ts, src/engine.ts, the combat, director and validate facades) install it as the
// default, and `createEngine({ capabilities })` composes a subset of it. Adding a capability = its folder + one
// line here.

// The methods a package adds to `Fight` and the events it adds to `CombatEvent` are declared by declaration merging
// in its own modules, which its index.ts imports; the build makes the published declarations of this file import
// every package listed here (scripts/build.mjs), so that they carry them.
import type { CapabilityPackage } from "../combat/package.js";
import { installPackages } from "../install.js";
import { amendDamagePackage } from "./amend-damage/index.js";
import { amendsPackage } from "./amends/index.js";
import { appliedNumbersPackage } from "./applied-numbers/index.js";
import { areaCopiesPackage } from "./area-copies/index.js";
import { attackRowsPackage } from "./attack-rows/index.js";
import { aurasPackage } from "./auras/index.js";
import { basePackage } from "./base/index.js";
import { beamsPackage } from "./beams/index.js";
import { beforeAttackPackage } from "./before-attack/index.js";
import { besideAndHurtPackage } from "./beside-and-hurt/index.js";
import { blowFiltersPackage } from "./blow-filters/index.js";
import { blowResponsesPackage } from "./blow-responses/index.js";
import { budgetLossPackage } from "./budget-loss/index.js";
import { castingPackage } from "./casting/index.js";
import { catchesPackage } from "./catches/index.js";
import { chargeStepsPackage } from "./charge-steps/index.js";
import { checkAbilitiesPackage } from "./check-abilities/index.js";
import { checkEndsPackage } from "./check-ends/index.js";
import { checkFloorPackage } from "./check-floor/index.js";
import { compelledPackage } from "./compelled/index.js";
import { conditionUsesPackage } from "./condition-uses/index.js";
import { conjurePackage } from "./conjure/index.js";
import { costStepsPackage } from "./cost-steps/index.js";
import { countersPackage } from "./counters/index.js";
import { creatureFriendlyFirePackage } from "./creature-friendly-fire/index.js";
import { cureOneOfPackage } from "./cure-one-of/index.js";
import { curesPackage } from "./cures/index.js";
import { damagedSavesPackage } from "./damaged-saves/index.js";
import { defenseFloorPackage } from "./defense-floor/index.js";
import { diseasesPackage } from "./diseases/index.js";
import { dismissalPackage } from "./dismissal/index.js";
import { dropsOnSavePackage } from "./drops-on-save/index.js";
import { endHarmPackage } from "./end-harm/index.js";
import { endsAwayPackage } from "./ends-away/index.js";
import { endsSpellsPackage } from "./ends-spells/index.js";
import { endsWithPackage } from "./ends-with/index.js";
import { entryLongRangePackage } from "./entry-long-range/index.js";
import { escapesPackage } from "./escapes/index.js";
import { evasionPackage } from "./evasion/index.js";
import { faceRerollPackage } from "./face-reroll/index.js";
import { fellsGrantPackage } from "./fells-grant/index.js";
import { fixedContestsPackage } from "./fixed-contests/index.js";
import { forbidsPackage } from "./forbids/index.js";
import { grantedStrikesPackage } from "./granted-strikes/index.js";
import { halfOnMissPackage } from "./half-on-miss/index.js";
import { hangsOnPackage } from "./hangs-on/index.js";
import { harmCopyPackage } from "./harm-copy/index.js";
import { harmsPackage } from "./harms/index.js";
import { healAmendsPackage } from "./heal-amends/index.js";
import { healthPoolsPackage } from "./health-pools/index.js";
import { heldGroundPackage } from "./held-ground/index.js";
import { hidingPackage } from "./hiding/index.js";
import { hitChoicesPackage } from "./hit-choices/index.js";
import { immunityFromPackage } from "./immunity-from/index.js";
import { initiativeRefillsPackage } from "./initiative-refills/index.js";
import { itemAttacksPackage } from "./item-attacks/index.js";
import { itemBecomesPackage } from "./item-becomes/index.js";
import { kindChoicePackage } from "./kind-choice/index.js";
import { lairPackage } from "./lair/index.js";
import { legendaryResistancePackage } from "./legendary-resistance/index.js";
import { lowersRollPackage } from "./lowers-roll/index.js";
import { maxHealthPackage } from "./max-health/index.js";
import { metamagicPackage } from "./metamagic/index.js";
import { needsPackage } from "./needs/index.js";
import { notSelfPackage } from "./not-self/index.js";
import { oncePerTargetPackage } from "./once-per-target/index.js";
import { oneAtATimePackage } from "./one-at-a-time/index.js";
import { pushesPackage } from "./pushes/index.js";
import { reductionsPackage } from "./reductions/index.js";
import { repeatsPackage } from "./repeats/index.js";
import { rescuesPackage } from "./rescues/index.js";
import { restoresPackage } from "./restores/index.js";
import { saveAgainstPackage } from "./save-against/index.js";
import { saveDifficultyPackage } from "./save-difficulty/index.js";
import { saveSucceedsPackage } from "./save-succeeds/index.js";
import { sealingPackage } from "./sealing/index.js";
import { selfActionsPackage } from "./self-actions/index.js";
import { shapesPackage } from "./shapes/index.js";
import { sheetPackage } from "./sheet/index.js";
import { sheetNumbersPackage } from "./sheet-numbers/index.js";
import { sightPackage } from "./sight/index.js";
import { signaturePackage } from "./signature/index.js";
import { stavesPackage } from "./staves/index.js";
import { strikeDicePackage } from "./strike-dice/index.js";
import { strikesBackPackage } from "./strikes-back/index.js";
import { summonsPackage } from "./summons/index.js";
import { suppressionPackage } from "./suppression/index.js";
import { takesPackage } from "./takes/index.js";
import { targetTypesPackage } from "./target-types/index.js";
import { teleportPackage } from "./teleport/index.js";
import { tracksPackage } from "./tracks/index.js";
import { untrainedBonusPackage } from "./untrained-bonus/index.js";
import { usesChosenPackage } from "./uses-chosen/index.js";
import { zoneBurstsPackage } from "./zone-bursts/index.js";
import { zoneCarriedPackage } from "./zone-carried/index.js";
import { zoneDamageTypePackage } from "./zone-damage-type/index.js";
import { zoneInsidePackage } from "./zone-inside/index.js";
import { zoneMovesPackage } from "./zone-moves/index.js";
import { zoneSectionsPackage } from "./zone-sections/index.js";
import { zoneTurnsPackage } from "./zone-turns/index.js";
import { zoneWallsPackage } from "./zone-walls/index.js";
import { zoneWindPackage } from "./zone-wind/index.js";
import { zonesPackage } from "./zones/index.js";

export type { CapabilityPackage } from "../combat/package.js";

/** Every package, base first. The hook order comes from each module's priority, not from this list. */
export const PACKAGES: readonly CapabilityPackage[] = [
  basePackage,
  sheetPackage,
  signaturePackage,
  castingPackage,
  beamsPackage,
  lairPackage,
  heldGroundPackage,
  hidingPackage,
  escapesPackage,
  teleportPackage,
  legendaryResistancePackage,
  amendsPackage,
  amendDamagePackage,
  sightPackage,
  diseasesPackage,
  curesPackage,
  cureOneOfPackage,
  healthPoolsPackage,
  zonesPackage,
  zoneBurstsPackage,
  zoneMovesPackage,
  zoneWallsPackage,
  zoneSectionsPackage,
  zoneDamageTypePackage,
  zoneCarriedPackage,
  areaCopiesPackage,
  zoneInsidePackage,
  forbidsPackage,
  budgetLossPackage,
  aurasPackage,
  compelledPackage,
  kindChoicePackage,
  conjurePackage,
  itemBecomesPackage,
  summonsPackage,
  defenseFloorPackage,
  harmCopyPackage,
  fellsGrantPackage,
  reductionsPackage,
  catchesPackage,
  strikesBackPackage,
  entryLongRangePackage,
  endsWithPackage,
  saveDifficultyPackage,
  suppressionPackage,
  faceRerollPackage,
  checkFloorPackage,
  untrainedBonusPackage,
  creatureFriendlyFirePackage,
  oncePerTargetPackage,
  countersPackage,
  usesChosenPackage,
  restoresPackage,
  healAmendsPackage,
  immunityFromPackage,
  saveAgainstPackage,
  saveSucceedsPackage,
  targetTypesPackage,
  rescuesPackage,
  lowersRollPackage,
  needsPackage,
  halfOnMissPackage,
  evasionPackage,
  notSelfPackage,
  oneAtATimePackage,
  harmsPackage,
  checkAbilitiesPackage,
  hangsOnPackage,
  maxHealthPackage,
  metamagicPackage,
  conditionUsesPackage,
  dismissalPackage,
  dropsOnSavePackage,
  endHarmPackage,
  endsSpellsPackage,
  blowFiltersPackage,
  strikeDicePackage,
  selfActionsPackage,
  beforeAttackPackage,
  blowResponsesPackage,
  costStepsPackage,
  itemAttacksPackage,
  pushesPackage,
  zoneTurnsPackage,
  zoneWindPackage,
  initiativeRefillsPackage,
  appliedNumbersPackage,
  damagedSavesPackage,
  attackRowsPackage,
  grantedStrikesPackage,
  hitChoicesPackage,
  fixedContestsPackage,
  sealingPackage,
  tracksPackage,
  besideAndHurtPackage,
  sheetNumbersPackage,
  chargeStepsPackage,
  stavesPackage,
  repeatsPackage,
  endsAwayPackage,
  takesPackage,
  checkEndsPackage,
  shapesPackage,
];

/** The whole engine's composition, installed as the default set (its fights carry every package's `Fight` methods,
 * its director every package's part). */
export const DEFAULT_CAPABILITIES = installPackages(PACKAGES);
