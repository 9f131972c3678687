/**
 * The PostCSS step every stylesheet goes through, cut to what this site
 * needs. Docusaurus runs `postcss-preset-env` (with autoprefixer) on each
 * stylesheet, in JavaScript on the build's main thread; the Lightning CSS
 * minifier that Docusaurus Faster runs afterwards already lowers and
 * prefixes the CSS for the browserslist, so the preset only repeated that
 * work (about 1.3 s of a cold build). And with no `config: false`,
 * postcss-loader searches the disk for a PostCSS config file for every
 * stylesheet; the site has none (about 2 s of a cold build).
 */
import type {PostCssOptions} from '@docusaurus/types';
import {dropUnusedInfima} from './unusedInfima';

const PRESET_ENV = /[\\/]postcss-preset-env[\\/]/;

/** A plugin entry as Docusaurus lists it: a module path, `[path, options]`, or a plugin. */
function isPresetEnv(plugin: unknown): boolean {
  const name = Array.isArray(plugin) ? plugin[0] : plugin;
  return typeof name === 'string' && PRESET_ENV.test(name);
}

export function sitePostCssOptions(options: PostCssOptions): PostCssOptions {
  return {...options, config: false, plugins: [...options.plugins.filter((plugin) => !isPresetEnv(plugin)), dropUnusedInfima()]};
}
