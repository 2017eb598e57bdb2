/** Whether `promise` settles within `ms`: waits no longer, and leaves no timer behind. */
export async function settlesWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const settled = await Promise.race([promise.then(() => true as const), expired]);
  clearTimeout(timer);
  return settled;
}
