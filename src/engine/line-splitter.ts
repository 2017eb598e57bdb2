import { StringDecoder } from "node:string_decoder";

export interface LineSplitter {
  write(chunk: Buffer): void;
  /** The last line, when the output does not end with a newline. */
  end(): void;
}

/**
 * Characters of one line kept: real transcript lines stay far below it (a tool's output is cut to
 * 100,000 characters in the report anyway), while an agent printing without a newline would
 * otherwise be held in memory whole, until the string outgrew V8's limit and stopped the run.
 */
export const MAX_LINE_CHARACTERS = 64 * 1024 * 1024;

/**
 * Cuts a byte stream into UTF-8 lines, without their `\n` or `\r\n` (a character split across two
 * chunks is decoded whole); a long line is gathered piece by piece, never re-concatenated per chunk.
 * A line over `maxCharacters` is passed on cut to that length (a normalizer counts it as a line it
 * could not read) and the rest of it is dropped as it arrives.
 */
export function lineSplitter(
  onLine: (line: string) => void,
  maxCharacters = MAX_LINE_CHARACTERS,
): LineSplitter {
  const decoder = new StringDecoder("utf8");
  let partial: string[] = [];
  let partialLength = 0;
  const emit = (line: string) => onLine(line.endsWith("\r") ? line.slice(0, -1) : line);
  const keep = (piece: string) => {
    const room = maxCharacters - partialLength;
    if (room <= 0) return;
    const kept = piece.length <= room ? piece : piece.slice(0, room);
    partial.push(kept);
    partialLength += kept.length;
  };
  const take = (text: string) => {
    const pieces = text.split("\n");
    const rest = pieces.pop() ?? "";
    for (const piece of pieces) {
      keep(piece);
      emit(partial.join(""));
      partial = [];
      partialLength = 0;
    }
    if (rest !== "") keep(rest);
  };
  return {
    write: (chunk) => take(decoder.write(chunk)),
    end() {
      take(decoder.end());
      if (partial.length > 0) emit(partial.join(""));
      partial = [];
      partialLength = 0;
    },
  };
}
