import { describe, expect, it } from "vitest";
import { resultsRedactor } from "../../src/orchestration/results-redactor.ts";
import { SecretSet } from "../../src/report/redact.ts";
import { makeResults } from "../compare/results-builder.ts";

const results = makeResults([
  { suite: "python", case: "python-basics", outcomes: "pf", message: "said python-3.12 and tok_1234567890" },
  { suite: "docs", case: "readme", outcomes: "p" },
]);

describe("resultsRedactor", () => {
  it("writes what redacting the whole results.json gives, ids included", () => {
    const secrets = new SecretSet(["python"]);
    const redact = resultsRedactor(secrets);
    expect(redact(results)).toEqual(secrets.redactDeep(results));
    expect(JSON.stringify(redact(results))).not.toContain("python");
  });

  it("redacts each recorded execution once, and all of them again when a secret is added", () => {
    const secrets = new SecretSet(["python"]);
    const redact = resultsRedactor(secrets);
    const first = redact(results);
    // The same execution objects come back as the same redacted objects: not walked again.
    expect(redact(results).executions[0]).toBe(first.executions[0]);
    secrets.add(["tok_1234567890"]);
    const after = redact(results);
    expect(after).toEqual(secrets.redactDeep(results));
    expect(JSON.stringify(after)).not.toContain("tok_1234567890");
  });

  it("returns the results as they are when there is no secret", () => {
    expect(resultsRedactor(new SecretSet())(results)).toBe(results);
  });
});
