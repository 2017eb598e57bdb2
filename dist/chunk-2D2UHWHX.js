import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as e}from"./chunk-T3FC22Y3.js";import{a as r}from"./chunk-2L26AAF6.js";function i(){let o=new AbortController,n=r(t=>{o.signal.aborted&&e(3),process.stderr.write(`
skill-eval: ${t} received, stopping the agents
`),o.abort()},"onSignal");return process.on("SIGINT",n),process.on("SIGTERM",n),o.signal}r(i,"interruptSignal");export{i as a};
