// 1.414 `where`: the filter an entry declares (`school`, `level`) and the value it must have — a word, a number, or
// one of a list of words — on an amendment and on an alteration.
import { array, number, object, required, string, union } from "../schema.js";

const word = string({ min: 1, max: 100 });

export const where = object({
  filter: required(word),
  equals: required(union(word, number(), array(word, { min: 1, max: 20 }))),
});
