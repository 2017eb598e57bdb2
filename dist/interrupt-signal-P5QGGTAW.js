import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a}from"./chunk-2D2UHWHX.js";import"./chunk-T3FC22Y3.js";import"./chunk-2L26AAF6.js";export{a as interruptSignal};
