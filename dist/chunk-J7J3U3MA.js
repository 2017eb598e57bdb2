import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as t}from"./chunk-VMCNAK43.js";import{a,b as c,c as u,d as g}from"./chunk-6PRQBK7J.js";import{a as e}from"./chunk-2L26AAF6.js";function C(n,o,r){let i=e(f=>E(f,r),"describeConfigError");if(n instanceof u)return{text:`${n.errors.map(i).join(`
`)}
${n.errors.length} configuration problem(s); nothing ran.`,exitCode:t.configError};if(n instanceof c)return{text:`${i(n)}
Nothing ran.`,exitCode:t.configError};if(n instanceof g)return{text:`error: ${n.message}`,exitCode:t.infrastructure};let s=n instanceof Error?n.message:String(n);if(d(n))return{text:`error: a file could not be written (${s}): the disk is full or a file size limit was reached. Free space (or lift the limit) and run again`,exitCode:t.infrastructure};let l=o&&n instanceof Error&&n.stack?`
${n.stack}`:`
(run with --debug for the stack trace)`;return{text:`internal error: ${s}${l}`,exitCode:t.infrastructure}}e(C,"presentError");function d(n){return n instanceof Error&&"code"in n&&m.has(String(n.code))}e(d,"isOutOfSpace");var m=new Set(["ENOSPC","EFBIG","EDQUOT"]);function E(n,o){let r=n.file===void 0?"":`${a({file:n.file,line:n.line,column:n.column},o)}: `,i=n.hint?`
  hint: ${n.hint}`:"";return`error: ${r}${n.message}${i}`}e(E,"describeProblem");export{C as a};
