import type { Plugin } from "esbuild";

export const withoutZodLocales: Plugin;
export const lighterHttpClient: Plugin;
export const nativeTraverseHelpers: Plugin;
