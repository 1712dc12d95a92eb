/** Thrown for a geometry request that cannot be answered; the board is left as it was. */
export class GeometryError extends Error {
  override name = "GeometryError";
}
