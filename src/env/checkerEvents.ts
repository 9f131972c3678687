/**
 * Lets the builder hand its output to the checker on the same page: a DOM
 * event in this tab only, so nothing leaves the browser.
 */
import {useEffect} from 'react';
import type {EnvChoices} from './checkEnv';

const OPEN_IN_CHECKER = 'surge-env-checker:open';

export type OpenInCheckerDetail = {text: string; choices: EnvChoices};

export function openInChecker(detail: OpenInCheckerDetail): void {
  window.dispatchEvent(new CustomEvent<OpenInCheckerDetail>(OPEN_IN_CHECKER, {detail}));
}

export function useOpenInChecker(handler: (detail: OpenInCheckerDetail) => void): void {
  useEffect(() => {
    const listener = (event: Event) => handler((event as CustomEvent<OpenInCheckerDetail>).detail);
    window.addEventListener(OPEN_IN_CHECKER, listener);
    return () => window.removeEventListener(OPEN_IN_CHECKER, listener);
  }, [handler]);
}
