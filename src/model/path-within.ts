import { isAbsolute, relative, resolve, sep } from "node:path";

/** Is `path` the folder itself or anything below it? (A name that merely starts with ".." is below.) */
export function isWithin(folder: string, path: string): boolean {
  const fromFolder = relative(resolve(folder), resolve(path));
  return (
    fromFolder === "" ||
    (fromFolder !== ".." && !fromFolder.startsWith(`..${sep}`) && !isAbsolute(fromFolder))
  );
}

/** Is `path` below `folder`, not the folder itself? */
export function isStrictlyWithin(folder: string, path: string): boolean {
  return isWithin(folder, path) && resolve(folder) !== resolve(path);
}
