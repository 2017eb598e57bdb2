import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as i}from"./chunk-2L26AAF6.js";function s(n,r,t){return`${n}/${r}/${t}`}i(s,"caseKey");function g(n,r,t,e){return`${s(n,r,t)}#${e}`}i(g,"executionKey");export{s as a,g as b};
