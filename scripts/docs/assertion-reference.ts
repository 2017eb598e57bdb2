import { ASSERTION_REGISTRY, isJudgeGraded } from "../../src/assert/declarative/assertion-registry.ts";
import type { AssertionSpec } from "../../src/model/suite.ts";
import type { ReferenceTable } from "./reference-table.ts";

const SOURCE = "src/assert/declarative/assertion-registry.ts";

/** docs/assertions.md's tables: every declarative assertion type of each suite dialect. */
export function assertionTables(): ReferenceTable[] {
  return (Object.keys(ASSERTION_REGISTRY) as AssertionSpec["dialect"][]).map((dialect) => ({
    page: "docs/assertions.md",
    block: `assertions-${dialect}`,
    source: SOURCE,
    columns: ["type", "judge", "checks"],
    handwritten: [2],
    described: 2,
    rows: Object.keys(ASSERTION_REGISTRY[dialect]).map((type) => ({
      key: type,
      cells: [`\`${type}\``, isJudgeGraded({ type, dialect }) ? "yes" : "", ""],
    })),
  }));
}
