import { describe, expect, it } from "vitest";
import { createSlots, runPool } from "../../src/engine/run-pool.ts";

describe("runPool", () => {
  it("never has more than the limit in flight, and keeps the given order in its results", async () => {
    let inFlight = 0;
    let peak = 0;
    const gates: (() => void)[] = [];
    const tasks = Array.from({ length: 7 }, (_, index) => async () => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      await new Promise<void>((release) => gates.push(release));
      inFlight -= 1;
      return index * 10;
    });
    const pool = runPool(tasks, 3);
    // Release tasks one at a time, in reverse order of arrival, until all are done.
    while (gates.length > 0 || inFlight > 0) {
      await new Promise((tick) => setImmediate(tick));
      gates.pop()?.();
    }
    expect(await pool).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(peak).toBe(3);
  });

  it("runs one at a time with a limit of 1, and handles no tasks", async () => {
    const order: number[] = [];
    await runPool(
      [1, 2, 3].map((value) => async () => order.push(value)),
      1,
    );
    expect(order).toEqual([1, 2, 3]);
    expect(await runPool([], 4)).toEqual([]);
  });
});

describe("createSlots", () => {
  it("holds every caller to one limit, starting waiters in order with urgent ones first", async () => {
    const slots = createSlots(2);
    const started: string[] = [];
    const gates = new Map<string, () => void>();
    const task = (name: string) => () => {
      started.push(name);
      return new Promise<string>((release) => gates.set(name, () => release(name)));
    };
    const done = [
      slots.run(task("a")),
      slots.run(task("b")),
      slots.run(task("c")),
      slots.run(task("d")),
      slots.run(task("urgent"), true),
    ];
    await new Promise((tick) => setImmediate(tick));
    expect(started).toEqual(["a", "b"]);
    gates.get("b")?.();
    await new Promise((tick) => setImmediate(tick));
    expect(started).toEqual(["a", "b", "urgent"]);
    gates.get("a")?.();
    await new Promise((tick) => setImmediate(tick));
    expect(started).toEqual(["a", "b", "urgent", "c"]);
    for (const name of ["urgent", "c"]) gates.get(name)?.();
    await new Promise((tick) => setImmediate(tick));
    gates.get("d")?.();
    expect(await Promise.all(done)).toEqual(["a", "b", "c", "d", "urgent"]);
  });

  it("frees the slot of a task that throws", async () => {
    const slots = createSlots(1);
    await expect(slots.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await slots.run(async () => "next")).toBe("next");
  });
});
