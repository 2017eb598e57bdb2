import { z } from "zod";
import { runnerConfigSchema } from "./runner-config.ts";

export const runnerIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, "use letters, digits, '.', '_' or '-' (it names folders)");

/** `skill-eval.config.{yaml,json}`: strict, since we own it. */
export const configSchema = z.strictObject({
  $schema: z.string().optional(),
  runners: z.record(runnerIdSchema, runnerConfigSchema).refine((runners) => Object.keys(runners).length > 0, {
    message: "define at least one runner",
  }),
  /**
   * Skills under test, installed for every suite: paths (relative to the config file) of skill
   * directories holding a SKILL.md, or of folders whose subdirectories are skill directories.
   */
  skills: z.array(z.string()).default([]),
  /** Default output folder, relative to the config file. */
  outputDir: z.string().optional(),
  /** Default per-execution timeout. */
  timeoutMs: z.number().int().positive().optional(),
});
export type Config = z.infer<typeof configSchema>;
