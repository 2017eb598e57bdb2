import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export interface GeneratedRepo {
  files: number;
  skills: number;
}

const FORMATS = ["skill-test", "evals-json", "agentv", "skillgym"] as const;

function write(path: string, content: string): void {
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, content);
}

/** One skill folder with a SKILL.md and a one-case suite in the format its index picks; returns files written. */
function writeSkill(dir: string, name: string, index: number): number {
  write(
    join(dir, "SKILL.md"),
    `---\nname: ${name}\ndescription: Generated skill ${index}\n---\nDo the thing.\n`,
  );
  const format = FORMATS[index % FORMATS.length];
  const prompt = `Use ${name}`;
  if (format === "skill-test")
    write(join(dir, "skill-tests", "test-basic.yaml"), `- id: basic\n  prompt: "${prompt}"\n`);
  else if (format === "evals-json") {
    const evals = { skill_name: name, evals: [{ id: "basic", prompt, expectations: ["Uses the skill"] }] };
    write(join(dir, "evals", "evals.json"), JSON.stringify(evals));
  } else if (format === "agentv") {
    write(
      join(dir, "EVAL.yaml"),
      `tests:\n  - id: basic\n    input: ${prompt}\n    assertions:\n      - { type: contains, value: done }\n`,
    );
  } else {
    write(
      join(dir, `${name}.suite.ts`),
      `export default [{ id: "basic", prompt: "${prompt}", assert() {} }];\n`,
    );
  }
  return 2;
}

/**
 * A repository of `totalFiles` files: `skills` skill folders spread over the four suite formats,
 * source files around them, and a node_modules folder that discovery must skip.
 */
export function generateRepo(root: string, totalFiles: number, skills: number): GeneratedRepo {
  write(join(root, "skill-eval.config.yaml"), "runners:\n  claude:\n    agent: claude-code\n");
  let files = 1;
  for (let index = 0; index < skills; index++) {
    const name = `skill-${String(index).padStart(3, "0")}`;
    files += writeSkill(join(root, "skills", `area-${index % 20}`, name), name, index);
  }
  const skipped = Math.floor(totalFiles / 10);
  for (let index = 0; index < skipped; index++, files++) {
    write(
      join(root, "node_modules", `dep-${index % 50}`, "lib", `file-${index}.js`),
      "module.exports = 1;\n",
    );
  }
  for (let index = 0; files < totalFiles; index++, files++) {
    const dir = join(
      root,
      "packages",
      `pkg-${index % 40}`,
      "src",
      `module-${index % 13}`,
      `part-${index % 7}`,
    );
    write(join(dir, `file-${index}.ts`), `export const value${index} = ${index};\n`);
  }
  return { files, skills };
}
