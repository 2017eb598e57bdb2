// agentv 4.42's tests[].vars (yaml-parser.ts interpolateRawEvalCase; its example
// examples/features/test-vars-templating): `{{name}}` in a test's fields comes from its vars.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadAgentvSuite } from "../../../src/formats/agentv/load-agentv-suite.ts";
import { makeProject } from "../../support/run-dist.ts";

const EVAL = `
tests:
  - id: capital-france
    vars:
      question: What is the capital of France?
      expected:
        answer: Paris
    criteria: "Answers {{question}} correctly"
    input: "Question: {{question}}"
    expected_output: "{{expected.answer}}"
  - id: greet-ada
    vars:
      person:
        name: Ada
    criteria: "Greets {{ person.name }} warmly"
    input:
      - role: user
        content: "Say hello to {{person.name}}, not {{nobody}}."
`;

describe("agentv tests[].vars", () => {
  it("fills {{name}} and {{a.b}} in a test's input, criteria and expected output; unknown names stay", () => {
    const root = makeProject({ "evals/dataset.eval.yaml": EVAL });
    const suite = loadAgentvSuite(join(root, "evals/dataset.eval.yaml"), root, []);
    const [france, ada] = suite.cases;
    expect(france?.prompt).toBe("Question: What is the capital of France?");
    expect(france?.criteria).toBe("Answers What is the capital of France? correctly");
    expect(france?.expectedOutput).toBe("Paris");
    expect(ada?.prompt).toBe("Say hello to Ada, not {{nobody}}.");
    expect(ada?.criteria).toBe("Greets Ada warmly");
  });
});
