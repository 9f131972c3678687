/**
 * Stable record ids: a 64-bit FNV-1a hash (as 16 hex chars) of what makes a
 * record unique. Computed from the records themselves, so the index does not
 * have to ship ids and an unchanged record keeps its id across builds.
 */
const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK_64 = 0xffffffffffffffffn;

export function fnv1a64(text: string): string {
  let hash = FNV_OFFSET;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * FNV_PRIME) & MASK_64;
  }
  return hash.toString(16).padStart(16, '0');
}

/** `repeat` counts earlier records with the same fingerprint on the page (identical paragraphs). */
export function recordObjectId(fingerprint: unknown[], repeat: number): string {
  return fnv1a64(`${JSON.stringify(fingerprint)}:${repeat}`);
}
