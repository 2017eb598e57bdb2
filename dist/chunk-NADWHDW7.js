import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as s}from"./chunk-2L26AAF6.js";function a(e){let n=e.replace(/[\u0000-\u001f\u007f-\u009f]+/g," ");return n.length>100?`${n.slice(0,99)}\u2026`:n}s(a,"plainCell");function l(e){let n=e.map(t=>t.map(a)),i=[];for(let t of n)for(let[o,r]of t.entries())i[o]=Math.max(i[o]??0,r.length);return n.map(t=>t.map((o,r)=>r===t.length-1?o:o.padEnd(i[r]??0)).join("  ").trimEnd()).join(`
`)}s(l,"alignColumns");export{l as a};
