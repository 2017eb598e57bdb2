import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a}from"./chunk-MKCFNIHM.js";import"./chunk-2L26AAF6.js";export{a as interruptSignal};
