import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import {
  formatLocation
} from "./chunk-T4URU7YL.js";

// src/orchestration/describe-warning.ts
function describeWarning(warning, cwd) {
  return `warning: ${formatLocation(warning.position, cwd)}: ${warning.message}`;
}

export {
  describeWarning
};
