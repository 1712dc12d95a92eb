// Copies of plain JSON data that keep every own key an own key, for anything taken from outside the engine.

/**
 * Sets `out[key]` as an own data property. Plain assignment of `"__proto__"` would set the object's
 * prototype instead, turning a key someone wrote into inherited values of the copy.
 */
export function putOwn(out: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__")
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  else out[key] = value;
}

/**
 * A deep copy of JSON data (already bounded: no cycles, no functions). Reading each value once also turns
 * a Proxy or a getter into the plain data it showed, so what is checked is what is kept.
 */
export function copyJson<T>(v: T): T {
  if (typeof v !== "object" || v === null) return v;
  if (Array.isArray(v)) {
    const out = new Array(v.length);
    for (let i = 0; i < v.length; i++) out[i] = copyJson(v[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  // for…in allocates no key array; own keys only, in case a host added to Object.prototype.
  for (const k in v) if (Object.hasOwn(v, k)) putOwn(out, k, copyJson((v as Record<string, unknown>)[k]));
  return out as T;
}
