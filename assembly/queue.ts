// A bucket queue (Dial) over search states with integer keys: each state sits in at most one bucket,
// in an intrusive doubly-linked list, so lowering a key moves it instead of pushing a duplicate.
// Keys in the queue never span more than NB - 1 (largest step cost is 10 × 2 × 2 = 40, plus 2 of heuristic).
import { pNext } from "./board";

// Links live side by side, [next, prev] per state, so one cache line serves both.

const NB: i32 = 64;
const heads = memory.data(NB * 4);
let queued: i32 = 0;
let cursor: i32 = 0;

export function queueReset(start: i32): void {
  for (let b = 0; b < NB; b++) store<i32>(heads + ((<usize>b) << 2), -1);
  queued = 0;
  cursor = start;
}

export function queuePush(s: i32, key: i32): void {
  Queue.push(s, key);
}

// The per-relaxation operations, inlined where they are used (@inline goes on class members).
// biome-ignore lint/complexity/noStaticOnlyClass: AssemblyScript inlines only decorated class members.
export class Queue {
  @inline static push(s: i32, key: i32): void {
    const b = key & (NB - 1);
    const hp = heads + ((<usize>b) << 2);
    const h = load<i32>(hp);
    store<i32>(pNext + ((<usize>s) << 3), h);
    store<i32>(pNext + ((<usize>s) << 3), -1 - b, 4);
    if (h >= 0) store<i32>(pNext + ((<usize>h) << 3), s, 4);
    store<i32>(hp, s);
    queued++;
  }

  @inline static remove(s: i32): void {
    const p = load<i32>(pNext + ((<usize>s) << 3), 4);
    const n = load<i32>(pNext + ((<usize>s) << 3));
    if (p >= 0) store<i32>(pNext + ((<usize>p) << 3), n);
    else store<i32>(heads + ((<usize>(-1 - p)) << 2), n);
    if (n >= 0) store<i32>(pNext + ((<usize>n) << 3), p, 4);
    queued--;
  }
}

/** Pops a state with the smallest key (last in, first out within a key), or -1 when empty. */
export function queuePop(): i32 {
  if (queued == 0) return -1;
  let hp = heads + ((<usize>(cursor & (NB - 1))) << 2);
  let s = load<i32>(hp);
  while (s < 0) {
    cursor++;
    hp = heads + ((<usize>(cursor & (NB - 1))) << 2);
    s = load<i32>(hp);
  }
  const n = load<i32>(pNext + ((<usize>s) << 3));
  store<i32>(hp, n);
  if (n >= 0) store<i32>(pNext + ((<usize>n) << 3), -1 - (cursor & (NB - 1)), 4);
  queued--;
  return s;
}

/** The key of the last popped state. */
export function queueKey(): i32 {
  return cursor;
}
