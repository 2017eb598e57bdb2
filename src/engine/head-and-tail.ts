import { type CappedLog, cutNote } from "./cap-stored-log.ts";

const NEWLINE = 0x0a;

/** A stream's text as kept: all of it, or its first and last lines with a line saying what was cut. */
export interface KeptText {
  text: string;
  /** Set when the stream was past its cap. */
  capped?: CappedLog;
  /** Set when the stream was past its cap: its first and its last lines kept, without the line between. */
  kept?: readonly [string, string];
}

export interface HeadAndTail {
  push(chunk: Buffer): void;
  finish(): KeptText;
}

/**
 * Takes every chunk of a stream, holding at most about `maxBytes` of it, and gives it back as
 * capStoredLog cuts a stored log: whole when it fits, else its first and last whole lines within
 * `maxBytes` (half each) with the same line between them. The stream is read to its end however
 * much it prints, so the process writing it never sees its pipe closed.
 */
export function headAndTail(name: string, maxBytes: number): HeadAndTail {
  const headLimit = Math.floor(maxBytes / 2);
  // One byte more than the tail keeps: the newline its first kept line starts after.
  const tailLimit = maxBytes - headLimit + 1;
  // Copied into two buffers of their own, the tail a ring: a stream of many small chunks (a
  // progress bar) costs no more memory, nor time per chunk, than one of large ones.
  let head: Buffer | undefined;
  let ring: Buffer | undefined;
  let headBytes = 0;
  let ringEnd = 0;
  let tailBytes = 0;
  let total = 0;
  const tail = (): Buffer => {
    if (ring === undefined) return Buffer.alloc(0);
    if (tailBytes < tailLimit) return ring.subarray(0, tailBytes);
    return Buffer.concat([ring.subarray(ringEnd), ring.subarray(0, ringEnd)]);
  };
  return {
    push(chunk: Buffer): void {
      total += chunk.length;
      let rest = chunk;
      if (headBytes < headLimit) {
        head ??= Buffer.allocUnsafe(headLimit);
        const taken = rest.copy(head, headBytes, 0, headLimit - headBytes);
        headBytes += taken;
        rest = rest.subarray(taken);
      }
      if (rest.length === 0) return;
      ring ??= Buffer.allocUnsafe(tailLimit);
      if (rest.length > tailLimit) rest = rest.subarray(rest.length - tailLimit);
      const first = rest.copy(ring, ringEnd);
      rest.copy(ring, 0, first);
      ringEnd = (ringEnd + rest.length) % tailLimit;
      tailBytes = Math.min(tailLimit, tailBytes + rest.length);
    },
    finish(): KeptText {
      const headKept = head?.subarray(0, headBytes) ?? Buffer.alloc(0);
      if (total <= maxBytes) return { text: Buffer.concat([headKept, tail()]).toString("utf8") };
      const headEnd = headKept.lastIndexOf(NEWLINE) + 1;
      const tailKept = tail();
      const newline = tailKept.indexOf(NEWLINE);
      const tailStart = newline === -1 ? tailKept.length : newline + 1;
      const capped = {
        headBytes: headEnd,
        tailBytes: tailKept.length - tailStart,
        cutBytes: total - headEnd - (tailKept.length - tailStart),
      };
      const kept = [
        headKept.subarray(0, headEnd).toString("utf8"),
        tailKept.subarray(tailStart).toString("utf8"),
      ] as const;
      return { text: `${kept[0]}${cutNote(name, maxBytes, capped)}${kept[1]}`, capped, kept };
    },
  };
}
