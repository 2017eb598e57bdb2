const SUITE_FILE = /^(?:.+[.-])?suite\.(?:ts|mts|js|mjs)$/;
const EXTENSION = /\.(?:ts|mts|js|mjs)$/;

/** skillgym suites are named `*.suite.<ext>` or `*-suite.<ext>` (`basic-suite.ts`). */
export function isSkillgymSuiteFile(fileName: string): boolean {
  return SUITE_FILE.test(fileName) && !fileName.endsWith(".d.ts");
}

/** The suite id: its path relative to the project root, without extension or `.suite`. */
export function suiteIdFromPath(relativePath: string): string {
  return relativePath.replace(EXTENSION, "").replace(/\.suite$/, "");
}
