import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-2ZVWJ32P.js";import"./chunk-WYYGRQ3N.js";import"./chunk-2L26AAF6.js";export{b as launchAgent,c as terminateAgent,a as warmLauncher};
