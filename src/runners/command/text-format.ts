import type { TranscriptFormatDescriptor } from "../agent-descriptor.ts";
import { createTextNormalizer } from "./normalize.ts";

export const TEXT_FORMAT = "text";

/** Plain text: stdout is the answer, the command runner's default. */
export const textFormat: TranscriptFormatDescriptor<typeof TEXT_FORMAT> = {
  id: TEXT_FORMAT,
  normalizer: createTextNormalizer,
};
