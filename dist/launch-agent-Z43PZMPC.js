import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-TJC5QDU7.js";import"./chunk-6OL47JO6.js";import"./chunk-RZXL2A2B.js";import"./chunk-2L26AAF6.js";export{b as launchAgent,c as terminateAgent,a as warmLauncher};
