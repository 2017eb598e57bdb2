import { describe, expect, it } from "vitest";
import { formatCount } from "../../src/model/format-count.ts";
import { LIMITS } from "../../src/model/limits.ts";

describe("formatCount", () => {
  it("writes whole numbers as en-US does, commas between thousands", () => {
    const counts = [0, 7, 999, 1000, 10_000, 123_456, 1_000_000, 86_400_000, ...Object.values(LIMITS)];
    for (const count of counts) expect(formatCount(count)).toBe(count.toLocaleString("en-US"));
    expect(formatCount(100_000_000)).toBe("100,000,000");
  });
});
