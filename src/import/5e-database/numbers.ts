// Small readers for the numbers the source writes as text: identifiers, dice and distances.

/** An identifier from a name: "Young Red Dragon" → "young-red-dragon". */
export function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A dice amount as the format writes a damage part: "2d10+6" → { dice: "2d10", flat: 6 }. */
export function parseDice(text: string): { dice?: string; flat?: number } | undefined {
  const m = /^\s*(?:(\d+d\d+))?\s*(?:([+-])\s*(\d+))?\s*$/.exec(text);
  if (m?.[1]) return m[3] ? { dice: m[1], flat: Number(m[3]) * (m[2] === "-" ? -1 : 1) } : { dice: m[1] };
  const flat = /^\s*(\d+)\s*$/.exec(text);
  return flat ? { flat: Number(flat[1]) } : undefined;
}

/** A dice string in the engine's text form: { dice: "2d10", flat: 6 } → "2d10+6". */
export function diceText(d: { dice?: string; flat?: number }): string {
  if (!d.dice) return String(d.flat ?? 0);
  if (!d.flat) return d.dice;
  return `${d.dice}${d.flat < 0 ? "-" : "+"}${Math.abs(d.flat)}`;
}

/** Feet from "30 ft." or "60 feet"; undefined when the text is no plain distance. */
export function feet(text: string | number | boolean | undefined): number | undefined {
  if (typeof text === "number") return text;
  if (typeof text !== "string") return undefined;
  const m = /^\s*(\d+)\s*(?:ft\.?|feet|foot)/.exec(text);
  return m ? Number(m[1]) : undefined;
}

/** The number in "(Costs 2 Actions)", or 1. */
export function legendaryCost(name: string): number {
  const m = /\(Costs (\d) Actions\)/i.exec(name);
  return m ? Number(m[1]) : 1;
}

/** A name without its parenthesised notes: "Fire Breath (Recharge 5–6)" → "Fire Breath". */
export function bareName(name: string): string {
  return name.replace(/\s*\([^)]*\)/g, "").trim();
}
