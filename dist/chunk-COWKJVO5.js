import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as t}from"./chunk-2L26AAF6.js";var o=/^\s*::|##\[/m;function i(n,s,r={}){return o.test(n)?`${r.atLineStart===!1?`
`:""}::stop-commands::${s}
${n.endsWith(`
`)?n:`${n}
`}::${s}::
`:n}t(i,"holdWorkflowCommands");export{i as a};
