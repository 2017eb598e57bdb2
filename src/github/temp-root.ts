import { tmpdir } from "node:os";

/** Where the action keeps scratch files: the runner's temporary folder, emptied after each job. */
export const defaultTempRoot = (env: Readonly<Record<string, string | undefined>>) =>
  env.RUNNER_TEMP ?? tmpdir();
