/**
 * What agents print when the model they were given does not exist or is not offered to them
 * (Anthropic's not_found_error on a model, OpenAI's "model is not supported", OpenCode's
 * ProviderModelNotFoundError, Gemini's "models/x is not found"). Such a run is never retried and
 * is reported as its own class, so a typo in `model:` is not read as a flaky agent.
 */
const MODEL_REJECTED = [
  /ProviderModelNotFoundError/,
  /model[^\n]{0,80}(?:is not supported|not supported when|does not exist|not found|is not available|unknown model|invalid model)/i,
  /(?:not_found_error|invalid_request_error)[^\n]{0,120}\bmodel\b/i,
  /\bmodels\/[\w.-]+ is not found/i,
];

/** Does this error text say the model was rejected? Pure. */
export function isModelRejection(text: string): boolean {
  return MODEL_REJECTED.some((pattern) => pattern.test(text));
}
