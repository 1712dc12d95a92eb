// The Capability API level as a person should read it. "1.83" looks like a decimal (and older than "1.317"),
// but the number after the dot counts levels: 1.83 is level 83, before level 317. Wherever the CLI prints a
// level it says so once.

/** "1.83" → "1.83 (level 83)"; "base" stays "base". */
export function levelText(version: string): string {
  const m = /^(\d+)\.(\d+)$/.exec(version);
  return m ? `${version} (level ${m[2]})` : version;
}

/** The note printed under anything that shows levels. */
export const LEVEL_NOTE =
  "Capability API levels count up by whole numbers after the dot: 1.83 is level 83, so it comes before 1.317 (level 317).";
