import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as e}from"./chunk-2L26AAF6.js";function t(){let n=new AbortController,o=e(r=>{n.signal.aborted&&process.exit(3),process.stderr.write(`
skill-eval: ${r} received, stopping the agents
`),n.abort()},"onSignal");return process.on("SIGINT",o),process.on("SIGTERM",o),n.signal}e(t,"interruptSignal");export{t as a};
