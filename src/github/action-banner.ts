import type { ACTION_MODES } from "./action-inputs.ts";

type ActionMode = (typeof ACTION_MODES)[number];

const WHAT_EACH_MODE_DOES = {
  run: "selecting the suites this change affects, running them and publishing the results",
  plan: "selecting the suites this change affects and splitting them into shards",
  shard: "running one shard of the plan",
  report: "merging the results, comparing them with the baseline and publishing them",
} as const satisfies Record<ActionMode, string>;

/**
 * The action's first line (version, mode, what it does), printed before the code of any mode
 * loads, so a log shows at once that the step is alive. Reads only `INPUT_MODE` as
 * readActionInputs does (empty means `run`); a mode it does not know is not echoed (the inputs
 * check names it), so no input text can start a workflow command. Pure.
 */
export function actionBanner(env: Readonly<Record<string, string | undefined>>, version: string): string {
  const mode = env.INPUT_MODE?.trim() || "run";
  const what = isActionMode(mode) ? `mode ${mode}: ${WHAT_EACH_MODE_DOES[mode]}` : "checking the inputs";
  return `skill-eval-action ${version}, ${what}`;
}

function isActionMode(mode: string): mode is ActionMode {
  return Object.hasOwn(WHAT_EACH_MODE_DOES, mode);
}
