import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-QUIAEOCV.js";import"./chunk-WRY7DDZP.js";import"./chunk-2L26AAF6.js";export{b as launchAgent,c as terminateAgent,a as warmLauncher};
