import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{v as a}from"./chunk-43ADCOFX.js";import"./chunk-MVWUNC3N.js";import"./chunk-YGD67TGM.js";import"./chunk-7EGS25F5.js";import"./chunk-6PRQBK7J.js";import"./chunk-OQ5MVWHK.js";import"./chunk-PFTPW2WS.js";import"./chunk-2L26AAF6.js";export{a as prepareRun};
