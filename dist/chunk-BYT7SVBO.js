import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as o}from"./chunk-6PRQBK7J.js";import{a as n}from"./chunk-2L26AAF6.js";function e(i,r){return`warning: ${o(i.position,r)}: ${i.message}`}n(e,"describeWarning");export{e as a};
