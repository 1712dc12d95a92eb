// queue.ts: a bucket queue over search states; the smallest key first, the last pushed first within a key, and a
// state moved to a lower key instead of queued twice.
import { Queue, queueKey, queuePop, queuePush, queueReset } from "../queue";
import { freshBoard } from "./board.helper";

describe("the bucket queue", () => {
  beforeEach(() => {
    freshBoard(8, 8);
    queueReset(0);
  });

  it("is empty once reset", () => {
    expect<i32>(queuePop()).toBe(-1);
  });

  it("pops the smallest key first, the last pushed first within one key", () => {
    queuePush(5, 3);
    queuePush(7, 1);
    queuePush(9, 3);
    queuePush(2, 2);
    expect<i32>(queuePop()).toBe(7);
    expect<i32>(queueKey()).toBe(1);
    expect<i32>(queuePop()).toBe(2);
    expect<i32>(queuePop()).toBe(9);
    expect<i32>(queuePop()).toBe(5);
    expect<i32>(queueKey()).toBe(3);
    expect<i32>(queuePop()).toBe(-1);
  });

  it("moves a state to a lower key when it is removed and pushed again", () => {
    queuePush(4, 6);
    queuePush(8, 5);
    Queue.remove(4);
    Queue.push(4, 2);
    expect<i32>(queuePop()).toBe(4);
    expect<i32>(queuePop()).toBe(8);
    expect<i32>(queuePop()).toBe(-1);
  });

  it("keeps keys that wrap around its buckets apart, from a later start", () => {
    queueReset(60);
    queuePush(1, 70);
    queuePush(3, 62);
    expect<i32>(queuePop()).toBe(3);
    expect<i32>(queuePop()).toBe(1);
    expect<i32>(queueKey()).toBe(70);
  });
});
