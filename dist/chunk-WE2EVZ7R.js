import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{b as p}from"./chunk-6PRQBK7J.js";import{a as n}from"./chunk-2L26AAF6.js";import{spawn as b}from"node:child_process";import{pathToFileURL as U}from"node:url";import{registerHooks as x}from"node:module";var y=new Set(["skillgym","skill-eval-action"]),v=!1;function C(){if(v)return;v=!0;let e=m();x({resolve(o,t,r){return y.has(o)?{url:e,format:"module",shortCircuit:!0}:r(o,t)}})}n(C,"registerPublicApiHook");function m(){let e=import.meta.url;return e.endsWith(".ts")?new URL("../../index.ts",e).href:new URL("./api.js",e).href}n(m,"publicApiUrl");var S=3e4,g=S;function V(e){g=e}n(V,"setLoadTimeout");var h=new Map,P=`
import { registerHooks } from "node:module";
const [apiUrl, ...fileUrls] = process.argv.slice(1);
const api = new Set(["skillgym", "skill-eval-action"]);
registerHooks({
  resolve: (specifier, context, next) =>
    api.has(specifier) ? { url: apiUrl, format: "module", shortCircuit: true } : next(specifier, context),
});
const touch = (value, depth) => {
  if (depth > 4 || value === null || typeof value !== "object") return;
  for (const key of Object.keys(value)) touch(value[key], depth + 1);
};
for (const [index, fileUrl] of fileUrls.entries()) {
  process.stdout.write("\\0S" + index + "\\0");
  try {
    const namespace = await import(fileUrl);
    for (const key of Object.keys(namespace)) touch(namespace[key], 0);
  } catch {}
  process.stdout.write("\\0D" + index + "\\0");
}
process.exit(0);
`;function E(e,o){let t=[...new Set(e)].filter(i=>!h.has(i));if(t.length===0)return;let r=T(t,o);for(let[i,s]of t.entries())h.set(s,r.then(c=>c[i]))}n(E,"probeModules");async function $(e,o){E([e],o);let t=await h.get(e);if(t!==void 0)throw t}n($,"probeModule");async function T(e,o){let t=[],r=0;for(;r<e.length;){let i=await k(e.slice(r));if(t.push(...i.verdicts),r+=i.verdicts.length,i.stuck===void 0){if(i.verdicts.length===0)break;continue}let s=e[r],c=i.stuck.reason==="exit"&&e.length>1?(await k([s])).stuck:i.stuck;t.push(c===void 0?void 0:L(s,o,c)),r+=1}return e.map((i,s)=>t[s])}n(T,"probeBatch");function k(e){let o=b(process.execPath,["--input-type=module","-e",P,m(),...e.map(l=>U(l).href)],{stdio:["ignore","pipe","ignore"],detached:!0}),t=[],r=-1,i=!1,s,c=n(()=>{clearTimeout(s),s=setTimeout(()=>{i=!0,w(o.pid)},g)},"arm");c();let u="";return o.stdout.setEncoding("utf8"),o.stdout.on("data",l=>{u+=l;let d=/\0([SD])(\d+)\0/g,a=0;for(let f=d.exec(u);f!==null;f=d.exec(u))f[1]==="S"?(r=Number(f[2]),c()):t.push(void 0),a=d.lastIndex;u=u.slice(a).slice(-32)}),new Promise(l=>{o.once("error",()=>l({verdicts:t})),o.once("close",d=>{clearTimeout(s),w(o.pid);let a=r>=t.length&&r>=0;l(a?{verdicts:t,stuck:{reason:i?"timeout":"exit",code:d}}:{verdicts:t})})})}n(k,"probeRun");function L(e,o,t){let r={file:e};return t.reason==="timeout"?new p(`the ${o} module did not finish loading within ${g} ms`,{position:r,hint:"look for an endless loop or a top-level await that never settles; raise the limit with --load-timeout <ms>"}):t.code===13?new p(`the ${o} module has a top-level await that never settles`,{position:r,hint:"make sure every promise awaited at the top level of the module resolves"}):new p(`the ${o} module ended the process while loading (exit code ${t.code??"unknown"})`,{position:r,hint:"remove the process.exit() (or process.kill) call from the module's top level"})}n(L,"stuckError");function w(e){if(e!==void 0)try{process.kill(-e,"SIGKILL")}catch{}}n(w,"killGroup");export{C as a,S as b,V as c,E as d,$ as e};
