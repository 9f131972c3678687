/**
 * Loads a module the first time `load` is called, so a tool's engine stays
 * out of its page's first load. After a failed load (a dropped connection),
 * `failed` is set and the next `load` tries again. `importModule` must be
 * stable: a function declared at module level.
 */
import {useCallback, useRef, useState} from 'react';

export function useModuleOnDemand<Module>(importModule: () => Promise<Module>): {module: Module | null; failed: boolean; load: () => void} {
  const [module, setModule] = useState<Module | null>(null);
  const [failed, setFailed] = useState(false);
  const requested = useRef(false);
  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    setFailed(false);
    importModule().then(
      (loaded) => setModule(() => loaded),
      () => {
        requested.current = false;
        setFailed(true);
      },
    );
  }, [importModule]);
  return {module, failed, load};
}
