/** Whether two objects have the same own keys with the same values (Object.is), in any order. */
export function shallowEqual(a: object, b: object): boolean {
  if (Object.is(a, b)) return true;
  const keysOfA = Object.keys(a);
  if (keysOfA.length !== Object.keys(b).length) return false;
  return keysOfA.every((key) => Object.hasOwn(b, key) && Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}
