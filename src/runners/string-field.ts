/** The value of `value[key]` when it is a string, else undefined. */
export function stringField(value: object, key: string): string | undefined {
  const field: unknown = Reflect.get(value, key);
  return typeof field === "string" ? field : undefined;
}
