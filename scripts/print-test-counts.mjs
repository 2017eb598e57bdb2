// Prints "N passed, N failed" from vitest's JSON report, so CI reads the result whatever the runner.
import { readFileSync } from "node:fs";

const file = process.argv[2];
try {
  const report = JSON.parse(readFileSync(file, "utf8"));
  // A file that fails to load has no failed test but fails the run: count it as one failure.
  const failed =
    report.success || report.numFailedTests > 0
      ? report.numFailedTests
      : Math.max(1, report.numFailedTestSuites);
  console.log(`${report.numPassedTests} passed, ${failed} failed`);
} catch (error) {
  console.log("0 passed, 1 failed");
  console.error(`could not read the test report ${file}: ${error.message}`);
  process.exitCode = 1;
}
