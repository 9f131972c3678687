/**
 * react-helmet-async as the browser bundle gets it (index.ts points the
 * package's name here), with one change. Every <Head> on a page is a Helmet
 * instance, and each one, as it first renders, works out the page's head
 * again from all of them: a page with n of them did n such merges in the task
 * that hydrates it. Here the instances ask for that work and it is done once,
 * in a microtask after the render. The head is still written in the next
 * animation frame, as Helmet defers it.
 */
import type {ComponentProps} from 'react';
import {Helmet, HelmetData, HelmetProvider as PackageHelmetProvider} from 'react-helmet-async/lib/index.module.js';
import {coalesceInMicrotask} from './coalesce';

/** The parts of react-helmet-async's provider and instances used here (not in its types). */
type HelmetInstance = {emitChange: () => void};
type ProviderInternals = {helmetData: {value: {helmetInstances: {add: (instance: HelmetInstance) => void}}}};

export class HelmetProvider extends PackageHelmetProvider {
  constructor(props: ComponentProps<typeof PackageHelmetProvider>) {
    super(props);
    const {helmetInstances} = (this as unknown as ProviderInternals).helmetData.value;
    const add = helmetInstances.add;
    const emitOnce = coalesceInMicrotask();
    helmetInstances.add = (instance) => {
      const emitChange = instance.emitChange.bind(instance);
      instance.emitChange = () => emitOnce(emitChange);
      add(instance);
    };
  }
}

export {Helmet, HelmetData};
