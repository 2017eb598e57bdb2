#!/usr/bin/env node
import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as s}from"./chunk-2L26AAF6.js";import{enableCompileCache as e}from"node:module";e();var{main:t}=await import("./main-2OFQK6AH.js"),{interruptSignal:o}=await import("./interrupt-signal-TLE4ED7P.js");process.exitCode=await t({argv:process.argv.slice(2),cwd:process.cwd(),env:process.env,stdout:s(r=>process.stdout.write(r),"stdout"),stderr:s(r=>process.stderr.write(r),"stderr"),stderrIsTTY:process.stderr.isTTY===!0,signal:o()});
