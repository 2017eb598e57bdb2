import { z } from "zod";
import { ConfigError } from "../model/errors.ts";

/** The action's inputs, read from `INPUT_*` the way the runner passes them, validated once. */
export const actionInputsSchema = z.strictObject({
  mode: z.enum(["run"], { message: 'mode must be "run" (plan, shard and report are not available yet)' }),
  paths: z.array(z.string()),
  config: z.string().optional(),
  outputDir: z.string().optional(),
  workingDirectory: z.string().optional(),
});
export type ActionInputs = z.infer<typeof actionInputsSchema>;

/** GitHub passes input `foo-bar` as `INPUT_FOO-BAR` (upper-cased, dashes kept). */
export function readActionInputs(env: Readonly<Record<string, string | undefined>>): ActionInputs {
  const input = (name: string) => {
    const value = env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`]?.trim();
    return value === undefined || value === "" ? undefined : value;
  };
  const parsed = actionInputsSchema.safeParse({
    mode: input("mode") ?? "run",
    paths: (input("paths") ?? "").split(/\s+/).filter((path) => path !== ""),
    config: input("config"),
    outputDir: input("output-dir"),
    workingDirectory: input("working-directory"),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`action input ${issue?.path.join(".") ?? ""}: ${issue?.message ?? "invalid"}`, {
      hint: "see the inputs documented in action.yml",
    });
  }
  return parsed.data;
}
