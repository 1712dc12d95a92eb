// The closed set of places a key of the reference may appear, merged from the phrases the `Keys:` lines
// use ("catalog entry mechanics", "combat condition", "choice/option of the combat menu", …).
export const PLACES = {
  entry: "catalog entry (beside `mechanics`)",
  "entry.row.scaled": "a cell of a catalog entry's row stamp (`row.scaled.<column>`)",
  "entry.mechanics": "catalog entry `mechanics` block",
  item: "item (catalog entry of gear)",
  "item.use": "item `use` (or one of its `moreUses`)",
  "item.attack": "item `attack` (weapon modes included)",
  "item.worn": "item `worn` effect",
  "item.carried": "item `carried` effect",
  creature: "creature stat block",
  "creature.action": "creature action",
  combat: "`combat` block of the ruleset",
  "combat.condition": "combat condition (an item of `combat.conditions`)",
  "combat.level": "combat level (an item of `combat.levels`, levels of a derived value)",
  "combat.budget": "combat budget (action economy)",
  contest: "contest (an item of the combat block's contests)",
  modifier: "modifier or modification (`{ to, … }` on a condition, level or item effect)",
  light: "light (`{ bright, dim }` on a condition, item effect, creature or zone)",
  lightRule: "light rule (encounter `board.lightRule` or battlefield `lightRule`)",
  "target.test": "target test (`targetIs`, `sourceIs` …)",
  sheet: "character sheet",
  "sheet.ability": "sheet ability",
  "sheet.skill": "sheet skill, save or section",
  "sheet.derived": "sheet derived value",
  "sheet.pool": "sheet live pool",
  "sheet.track": "sheet track",
  "sheet.condition": "sheet condition",
  "sheet.list": "sheet list (rows and columns)",
  "sheet.text": "sheet live text field",
  "sheet.inventory": "an item of a sheet's `inventory` (sheet data handed to a fight)",
  rest: "rest",
  encounter: "encounter",
  board: "encounter `board` (cells, walls, props, events, ground, light rule)",
  "board.terrain": "board terrain (a letter of the board's `legend`)",
  "board.event": "board event",
  "board.prop": "board prop",
  "board.pack": "board pack (battle-board art)",
  battlefield: "world battlefield (the story's board)",
  "menu.option": "option of the combat menu",
  "menu.choice": "choice of the combat menu",
  log: "combat log",
  rejection: "rejection code",
  command: "Game Master command",
  state: "fight state and result",
  story: "story (region rules handed to a fight)",
  api: "host API (director and library calls)",
} as const;

export type Place = keyof typeof PLACES;

export const PLACE_IDS = Object.keys(PLACES) as Place[];

export function isPlace(id: string): id is Place {
  return Object.hasOwn(PLACES, id);
}
