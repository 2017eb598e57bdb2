import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-T7UKJHVP.js";import"./chunk-SD4BKT3S.js";import"./chunk-RZXL2A2B.js";import"./chunk-2L26AAF6.js";export{b as launchAgent,c as terminateAgent,a as warmLauncher};
