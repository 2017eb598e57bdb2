import { collectProblems, throwProblems } from "../formats/agentv/collect-problems.ts";
import type { ConfigError } from "../model/errors.ts";
import type { CaseSpec, Suite } from "../model/suite.ts";
import { runHookScript } from "./run-hook-script.ts";

/**
 * Runs the prompt scripts loaders describe (skill-test's custom hook scripts), once per script,
 * folder and prompt, and puts each output in its case's prompt. A script that fails is a
 * configuration problem of its suite; every suite's first is reported at once.
 */
export function applyPromptScripts(suites: readonly Suite[]): Suite[] {
  const outputs = new Map<string, string>();
  const problems: ConfigError[] = [];
  const applied = suites.map((suite) => {
    if (!suite.cases.some((caseSpec) => caseSpec.promptScript !== undefined)) return suite;
    const cases = collectProblems(problems, () =>
      suite.cases.map((caseSpec) => withScriptPrompt(caseSpec, outputs)),
    );
    return cases === undefined ? suite : { ...suite, cases };
  });
  throwProblems(problems);
  return applied;
}

function withScriptPrompt(caseSpec: CaseSpec, outputs: Map<string, string>): CaseSpec {
  const { promptScript, ...rest } = caseSpec;
  if (promptScript === undefined) return caseSpec;
  const key = JSON.stringify([promptScript.file, promptScript.cwd, caseSpec.prompt]);
  const output = outputs.get(key) ?? runHookScript(promptScript, caseSpec.prompt);
  outputs.set(key, output);
  return { ...rest, prompt: output };
}
