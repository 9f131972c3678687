/** Loads src/env/envTools.ts (the check engine, the full presets and viem) the first time `load` is called. */
import {useModuleOnDemand} from '@site/src/hooks/useModuleOnDemand';

export type EnvTools = typeof import('./envTools');

const importEnvTools = () => import('./envTools');

export function useEnvTools(): {tools: EnvTools | null; failed: boolean; load: () => void} {
  const {module, failed, load} = useModuleOnDemand(importEnvTools);
  return {tools: module, failed, load};
}
