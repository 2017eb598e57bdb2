import { StringDecoder } from "node:string_decoder";

export interface LineSplitter {
  write(chunk: Buffer): void;
  /** The last line, when the output does not end with a newline. */
  end(): void;
}

/**
 * Cuts a byte stream into UTF-8 lines, without their `\n` or `\r\n` (a character split across two
 * chunks is decoded whole); a long line is gathered piece by piece, never re-concatenated per chunk.
 */
export function lineSplitter(onLine: (line: string) => void): LineSplitter {
  const decoder = new StringDecoder("utf8");
  let partial: string[] = [];
  const emit = (line: string) => onLine(line.endsWith("\r") ? line.slice(0, -1) : line);
  const take = (text: string) => {
    const pieces = text.split("\n");
    const rest = pieces.pop() ?? "";
    for (const piece of pieces) {
      partial.push(piece);
      emit(partial.join(""));
      partial = [];
    }
    if (rest !== "") partial.push(rest);
  };
  return {
    write: (chunk) => take(decoder.write(chunk)),
    end() {
      take(decoder.end());
      if (partial.length > 0) emit(partial.join(""));
      partial = [];
    },
  };
}
