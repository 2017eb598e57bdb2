import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as t}from"./chunk-VMCNAK43.js";import{a as f,b as c,c as a,d as u}from"./chunk-6PRQBK7J.js";import{a as i}from"./chunk-2L26AAF6.js";function E(n,o,r){let e=i(s=>d(s,r),"describeConfigError");if(n instanceof a)return{text:`${n.errors.map(e).join(`
`)}
${n.errors.length} configuration problem(s); nothing ran.`,exitCode:t.configError};if(n instanceof c)return{text:`${e(n)}
Nothing ran.`,exitCode:t.configError};if(n instanceof u)return{text:`error: ${n.message}`,exitCode:t.infrastructure};let g=n instanceof Error?n.message:String(n),m=o&&n instanceof Error&&n.stack?`
${n.stack}`:`
(run with --debug for the stack trace)`;return{text:`internal error: ${g}${m}`,exitCode:t.infrastructure}}i(E,"presentError");function d(n,o){let r=n.file===void 0?"":`${f({file:n.file,line:n.line,column:n.column},o)}: `,e=n.hint?`
  hint: ${n.hint}`:"";return`error: ${r}${n.message}${e}`}i(d,"describeProblem");export{E as a};
