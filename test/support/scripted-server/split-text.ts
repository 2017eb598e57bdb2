/** Splitting streamed text into pieces of at most `chunk` characters (none: one piece). */
export function splitText(text: string, chunk: number | undefined): string[] {
  if (!chunk || text.length <= chunk) return [text];
  const parts: string[] = [];
  for (let i = 0; i < text.length; i += chunk) parts.push(text.slice(i, i + chunk));
  return parts;
}
