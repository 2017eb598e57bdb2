import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-GYCM46Y2.js";import"./chunk-73ACFT7V.js";import"./chunk-RZXL2A2B.js";import"./chunk-2L26AAF6.js";export{b as launchAgent,c as terminateAgent,a as warmLauncher};
