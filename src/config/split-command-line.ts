/**
 * Splits a command line written as one string (agentv's `cli` targets) into argv words the way a
 * POSIX shell would quote them: whitespace separates words, '…' keeps everything literally,
 * "…" keeps everything but `\"` and `\\`, and a backslash outside quotes escapes the next
 * character. Nothing is expanded or run: `bash -c '…'` stays three words, for bash to read.
 * Undefined when a quote is left open. Pure.
 */
export function splitCommandLine(line: string): string[] | undefined {
  const words: string[] = [];
  let word: string | undefined;
  let quote: "'" | '"' | undefined;
  for (let index = 0; index < line.length; index++) {
    const char = line[index] ?? "";
    if (quote === "'") {
      if (char === "'") quote = undefined;
      else word = `${word ?? ""}${char}`;
    } else if (quote === '"') {
      if (char === '"') quote = undefined;
      else if (char === "\\" && (line[index + 1] === '"' || line[index + 1] === "\\")) {
        word = `${word ?? ""}${line[index + 1]}`;
        index++;
      } else word = `${word ?? ""}${char}`;
    } else if (/\s/.test(char)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else if (char === "'" || char === '"') {
      quote = char;
      word ??= "";
    } else if (char === "\\" && index + 1 < line.length) {
      word = (word ?? "") + line[index + 1];
      index++;
    } else word = (word ?? "") + char;
  }
  if (quote !== undefined) return undefined;
  if (word !== undefined) words.push(word);
  return words;
}
