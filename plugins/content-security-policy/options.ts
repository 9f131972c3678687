/** Options of the content-security-policy plugin, typed and validated once. */
import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import type {ExtraSources} from './buildPolicy';

export type PluginOptions = {
  /** Docusaurus gives every plugin instance an id. */
  id?: string;
  /**
   * Algolia application id in Algolia search mode: its search hosts join connect-src.
   * @default undefined (embedded search: the site fetches from itself only)
   */
  algoliaAppId?: string;
  /**
   * Third-party hosts a configured feature needs, by directive.
   * @default {} (none)
   */
  extraSources?: ExtraSources;
  /**
   * Name of the headers file written to the build output.
   * @default '_headers'
   */
  headersFile: string;
};

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS = {headersFile: '_headers'} satisfies Partial<PluginOptions>;

// An http(s) origin, optionally with a leading wildcard label: anything else could smuggle in another directive.
const SOURCE_LIST = Joi.array().items(
  Joi.string()
    .pattern(/^https?:\/\/(\*\.)?[A-Za-z0-9.-]+(:(\d+|\*))?$/)
    .messages({'string.pattern.base': 'extraSources must list origins such as "https://stats.example.org", got "{#value}".'}),
);

const SCHEMA = Joi.object<PluginOptions>({
  algoliaAppId: Joi.string()
    .pattern(/^[A-Za-z0-9]+$/)
    .messages({'string.pattern.base': 'algoliaAppId must be the Algolia application id (letters and digits), got "{#value}".'}),
  extraSources: Joi.object({script: SOURCE_LIST, connect: SOURCE_LIST, img: SOURCE_LIST}),
  headersFile: Joi.string()
    .pattern(/^[\w.-]+$/)
    .default(DEFAULT_OPTIONS.headersFile)
    .messages({'string.pattern.base': 'headersFile must be a plain file name such as "_headers", got "{#value}".'}),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(SCHEMA, options);
}
