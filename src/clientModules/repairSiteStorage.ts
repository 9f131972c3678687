/**
 * Runs once per page load, before the theme and the search modal read browser
 * storage: stands in a memory store when the browser refuses storage, and drops
 * stored values the site could not use (src/storage) so that a corrupt or
 * oversized entry never breaks a page or costs the reader their other entries.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import siteStorage from '@generated/site-storage';
import {createMemoryStorage} from '@site/src/storage/createMemoryStorage';
import {repairStoredValues, type StoredValueRule} from '@site/src/storage/repairStoredValues';
import {docSearchStorageRules, docusaurusStorageRules} from '@site/src/storage/siteStorageRules';

type StorageType = 'localStorage' | 'sessionStorage';
/** What Docusaurus's theme script may leave in each attribute. */
const COLOR_MODE_ATTRIBUTES = {'data-theme': ['light', 'dark'], 'data-theme-choice': ['light', 'dark', 'system']};

/**
 * The browser's storage, or, when reading it throws, a memory store for this
 * page: DocSearch's modal reads `window.localStorage` outside any try and would
 * crash. Docusaurus announces its writes with a StorageEvent, which accepts a
 * real Storage only, so the memory store is announced without one.
 */
function usableStorage(type: StorageType): Storage {
  try {
    return window[type];
  } catch {
    const memory = createMemoryStorage();
    Object.defineProperty(window, type, {configurable: true, value: memory});
    const initStorageEvent = StorageEvent.prototype.initStorageEvent;
    StorageEvent.prototype.initStorageEvent = function (this: StorageEvent, ...args: Parameters<typeof initStorageEvent>) {
      if (args[7] === memory) args[7] = null;
      initStorageEvent.apply(this, args);
    };
    return memory;
  }
}

function repair(type: StorageType, rules: StoredValueRule[]) {
  try {
    const {removed, rewritten} = repairStoredValues(usableStorage(type), rules);
    if (removed.length + rewritten.length > 0) {
      console.warn(`Reset stored values the site could not read: ${[...removed, ...rewritten].join(', ')}`);
    }
  } catch {
    // Storage that fails half-way is no worse than storage that is missing.
  }
}

/** The inline theme script copied whatever was stored into these attributes before the repair. */
function repairColorModeAttributes() {
  const colorMode = (siteConfig.themeConfig as {colorMode?: {defaultMode?: string}}).colorMode;
  const fallback = colorMode?.defaultMode ?? 'light';
  const root = document.documentElement;
  for (const [attribute, allowed] of Object.entries(COLOR_MODE_ATTRIBUTES)) {
    const value = root.getAttribute(attribute);
    if (value !== null && !allowed.includes(value)) root.setAttribute(attribute, fallback);
  }
}

if (ExecutionEnvironment.canUseDOM) {
  if (siteStorage.type === 'localStorage') {
    repair('localStorage', [...docusaurusStorageRules(siteStorage.namespace), ...docSearchStorageRules()]);
  } else {
    if (siteStorage.type === 'sessionStorage') repair('sessionStorage', docusaurusStorageRules(siteStorage.namespace));
    repair('localStorage', docSearchStorageRules());
  }
  repairColorModeAttributes();
}
