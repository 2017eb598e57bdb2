import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as o}from"./chunk-2L26AAF6.js";import{tmpdir as e}from"node:os";var d=o(t=>t.RUNNER_TEMP??e(),"defaultTempRoot");export{d as a};
