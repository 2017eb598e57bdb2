import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as r}from"./chunk-2L26AAF6.js";function t(n){return String(n).replace(/\B(?=(\d{3})+$)/g,",")}r(t,"formatCount");export{t as a};
