// Capability API versions: "base" (the base keys), then "1.NNN" compared on the number after the dot,
// so "1.83" < "1.122". "0" stands for "not even the base keys" and sorts lowest.

function rank(version: string): number {
  if (version === "0") return -2;
  if (version === "base") return -1;
  const m = /^1\.(\d+)$/.exec(version);
  if (!m) throw new Error(`not a Capability API version: "${version}"`);
  return Number(m[1]);
}

/** Negative when a is older than b, 0 when equal, positive when newer. */
export function compareVersions(a: string, b: string): number {
  return rank(a) - rank(b);
}

/** True when `version` reads as a Capability API version ("base", "0" or "1.NNN"). */
export function isVersion(version: string): boolean {
  return version === "0" || version === "base" || /^1\.\d+$/.test(version);
}
