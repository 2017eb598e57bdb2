import { z } from "zod";

/** The replay runner's fields; `formats` are the transcript formats it reads, the first the default. */
export function replayRunnerSchemaOf<Format extends string>(formats: readonly [Format, ...Format[]]) {
  return z.strictObject({
    agent: z.literal("replay"),
    /** Folder of recorded transcripts, relative to the config file. */
    transcripts: z.string(),
    /** Which agent's output format the transcripts are in. */
    format: z.enum(formats).default(formats[0]),
    model: z.string().optional(),
  });
}
