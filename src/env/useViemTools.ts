/** Loads src/env/viemTools.ts (and viem with it) the first time `load` is called. */
import {useCallback, useRef, useState} from 'react';

export type ViemTools = typeof import('./viemTools');

export function useViemTools(): {tools: ViemTools | null; failed: boolean; load: () => void} {
  const [tools, setTools] = useState<ViemTools | null>(null);
  const [failed, setFailed] = useState(false);
  const requested = useRef(false);
  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    setFailed(false);
    import('./viemTools').then(setTools, () => {
      requested.current = false;
      setFailed(true);
    });
  }, []);
  return {tools, failed, load};
}
