import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a,b}from"./chunk-T3FC22Y3.js";import"./chunk-2L26AAF6.js";export{a as exitProcess,b as guardProcessExit};
