import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{b as p}from"./chunk-6PRQBK7J.js";import{a as i}from"./chunk-2L26AAF6.js";import{spawn as X}from"node:child_process";import{getCompileCacheDir as q}from"node:module";import{dirname as z}from"node:path";import{pathToFileURL as Q}from"node:url";import{createHash as I}from"node:crypto";import{lstatSync as T,mkdirSync as H,readFileSync as E,renameSync as N,rmSync as F,writeFileSync as J}from"node:fs";import{homedir as K}from"node:os";import{join as y}from"node:path";import{fileURLToPath as V}from"node:url";var $=2e3,a,w=!1;function M(){if(process.env.SKILL_EVAL_LOAD_CACHE==="off")return;let e=process.getuid?.();try{let n=y(process.env.XDG_CACHE_HOME||y(K(),".cache"),"skill-eval","loaded-modules");H(n,{recursive:!0,mode:448});let t=T(n);return t.isDirectory()&&(e===void 0||t.uid===e)&&(t.mode&63)===0?y(n,"modules.json"):void 0}catch{return}}i(M,"loadCacheFile");function x(){if(a!==void 0)return a;a=new Map;let e=M();try{if(e!==void 0)for(let[n,t]of Object.entries(JSON.parse(E(e,"utf8"))))B(t)&&a.set(n,t)}catch{}return a}i(x,"rememberedModules");function B(e){if(typeof e!="object"||e===null||!("ms"in e)||!("code"in e))return!1;let{ms:n,code:t}=e;return typeof n=="number"&&typeof t=="object"&&t!==null&&Object.values(t).every(r=>typeof r=="string")}i(B,"isLoadedModule");function O(e,n){let t=new Map,r=i(o=>(t.has(o)||t.set(o,_(o)),t.get(o)),"current");return new Set(e.filter(o=>{let d=x().get(o);return d!==void 0&&d.ms<n&&Object.entries(d.code).every(([s,c])=>r(s)===c)}))}i(O,"loadedBefore");function C(e,n,t){let r={};for(let d of t){let s=d.startsWith("file:")?V(d):void 0,c=s===void 0?void 0:_(s);if(s===void 0||c===void 0)return;r[s]=c}let o=x();o.delete(e),o.set(e,{ms:n,code:r}),w=!0}i(C,"rememberLoaded");function U(){let e=M();if(e===void 0||!w)return;w=!1;let n=[...x()].slice(-$);try{let t=`${e}.${process.pid}`;F(t,{force:!0}),J(t,JSON.stringify(Object.fromEntries(n)),{flag:"wx"}),N(t,e)}catch{}}i(U,"saveLoadedModules");function _(e){try{return I("sha256").update(E(e)).digest("hex")}catch{return}}i(_,"hashOf");import{registerHooks as G}from"node:module";var W=new Set(["skillgym","skill-eval-action"]),P=!1;function pe(){if(P)return;P=!0;let e=b();G({resolve(n,t,r){return W.has(n)?{url:e,format:"module",shortCircuit:!0}:r(n,t)}})}i(pe,"registerPublicApiHook");function b(){let e=import.meta.url;return e.endsWith(".ts")?new URL("../../index.ts",e).href:new URL("./api.js",e).href}i(b,"publicApiUrl");var Y=3e4,g=Y;function Le(e){g=e}i(Le,"setLoadTimeout");var h=new Map,Z=1e6,ee=`
import { registerHooks } from "node:module";
const [apiUrl, ...fileUrls] = process.argv.slice(1);
const api = new Set(["skillgym", "skill-eval-action"]);
const imports = new Map();
registerHooks({
  resolve: (specifier, context, next) => {
    if (api.has(specifier)) return { url: apiUrl, format: "module", shortCircuit: true };
    const resolved = next(specifier, context);
    if (context.parentURL !== undefined && resolved.url.startsWith("file:")) {
      const found = imports.get(context.parentURL) ?? new Set();
      imports.set(context.parentURL, found.add(resolved.url));
    }
    return resolved;
  },
});
const codeOf = (url) => {
  const seen = new Set([url]);
  for (const from of seen) for (const to of imports.get(from) ?? []) seen.add(to);
  return [...seen];
};
const touch = (value, depth) => {
  if (depth > 4 || value === null || typeof value !== "object") return;
  for (const key of Object.keys(value)) touch(value[key], depth + 1);
};
for (const [index, fileUrl] of fileUrls.entries()) {
  process.stdout.write("\\0S" + index + "\\0");
  const started = performance.now();
  try {
    const namespace = await import(fileUrl);
    for (const key of Object.keys(namespace)) touch(namespace[key], 0);
    const ms = Math.ceil(performance.now() - started);
    process.stdout.write("\\0F" + ms + " " + JSON.stringify(codeOf(fileUrl)) + "\\0");
  } catch {}
  process.stdout.write("\\0D" + index + "\\0");
}
process.exit(0);
`;function te(e,n){let t=[...new Set(e)].filter(s=>!h.has(s)),r=O(t,g);for(let s of r)h.set(s,Promise.resolve(void 0));let o=t.filter(s=>!r.has(s));if(o.length===0)return;let d=ne(o,n).finally(U);for(let[s,c]of o.entries())h.set(c,d.then(u=>u[s]))}i(te,"probeModules");async function Ee(e,n){te([e],n);let t=await h.get(e);if(t!==void 0)throw t}i(Ee,"probeModule");async function ne(e,n){let t=[],r=0;for(;r<e.length;){let o=await A(e.slice(r),C);if(t.push(...o.verdicts),r+=o.verdicts.length,o.stuck===void 0){if(o.verdicts.length===0)break;continue}let d=e[r],s=o.stuck.reason==="exit"&&e.length>1?(await A([d],()=>{})).stuck:o.stuck;t.push(s===void 0?void 0:ie(d,n,s)),r+=1}return e.map((o,d)=>t[d])}i(ne,"probeBatch");function A(e,n){let t=X(process.execPath,["--input-type=module","-e",ee,b(),...e.map(l=>Q(l).href)],{stdio:["ignore","pipe","ignore"],detached:!0,env:re(process.env)}),r=[],o=-1,d=!1,s,c=i(()=>{clearTimeout(s),s=setTimeout(()=>{d=!0,R(t.pid)},g)},"arm");c();let u="";return t.stdout.setEncoding("utf8"),t.stdout.on("data",l=>{u+=l;let f=/\0(?:([SD])(\d+)|F(\d+ \[[^\0]*\]))\0/g,m=0;for(let v=f.exec(u);v!==null;v=f.exec(u)){let[,L,j,D=""]=v;L==="S"?(o=Number(j),c()):L==="D"?r.push(void 0):oe(e[o],D,n),m=f.lastIndex}let k=u.slice(m),S=k.lastIndexOf("\0");u=S===-1?"":k.slice(S).slice(-Z)}),new Promise(l=>{t.once("error",()=>l({verdicts:r})),t.once("close",f=>{clearTimeout(s),R(t.pid);let m=o>=r.length&&o>=0;l(m?{verdicts:r,stuck:{reason:d?"timeout":"exit",code:f}}:{verdicts:r})})})}i(A,"probeRun");function re(e){let n=q();return n===void 0||e.NODE_COMPILE_CACHE!==void 0?e:{...e,NODE_COMPILE_CACHE:z(n)}}i(re,"withCompileCache");function oe(e,n,t){let r=n.indexOf(" ");try{let o=JSON.parse(n.slice(r+1));e!==void 0&&Array.isArray(o)&&t(e,Number(n.slice(0,r)),o.map(String))}catch{}}i(oe,"reportLoaded");function ie(e,n,t){let r={file:e};return t.reason==="timeout"?new p(`the ${n} module did not finish loading within ${g} ms`,{position:r,hint:"look for an endless loop or a top-level await that never settles; raise the limit with --load-timeout <ms>"}):t.code===13?new p(`the ${n} module has a top-level await that never settles`,{position:r,hint:"make sure every promise awaited at the top level of the module resolves"}):new p(`the ${n} module ended the process while loading (exit code ${t.code??"unknown"})`,{position:r,hint:"remove the process.exit() (or process.kill) call from the module's top level"})}i(ie,"stuckError");function R(e){if(e!==void 0)try{process.kill(-e,"SIGKILL")}catch{}}i(R,"killGroup");export{pe as a,Y as b,Le as c,te as d,Ee as e};
