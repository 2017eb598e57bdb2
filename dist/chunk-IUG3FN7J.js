import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as t}from"./chunk-2L26AAF6.js";async function n(){let{DefaultArtifactClient:i}=await import("./artifact-64FPCRYW.js");return new i}t(n,"defaultArtifactClient");export{n as a};
