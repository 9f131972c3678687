/** Options of the content-security-policy plugin, typed and validated once. */
import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

export type PluginOptions = {
  /** Docusaurus gives every plugin instance an id. */
  id?: string;
  /**
   * Algolia application id in Algolia search mode: its search hosts join connect-src.
   * @default undefined (embedded search: the site fetches from itself only)
   */
  algoliaAppId?: string;
  /**
   * Name of the headers file written to the build output.
   * @default '_headers'
   */
  headersFile: string;
};

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS = {headersFile: '_headers'} satisfies Partial<PluginOptions>;

const SCHEMA = Joi.object<PluginOptions>({
  algoliaAppId: Joi.string()
    .pattern(/^[A-Za-z0-9]+$/)
    .messages({'string.pattern.base': 'algoliaAppId must be the Algolia application id (letters and digits), got "{#value}".'}),
  headersFile: Joi.string()
    .pattern(/^[\w.-]+$/)
    .default(DEFAULT_OPTIONS.headersFile)
    .messages({'string.pattern.base': 'headersFile must be a plain file name such as "_headers", got "{#value}".'}),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(SCHEMA, options);
}
