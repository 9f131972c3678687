/**
 * What docusaurus.config.ts hands the browser in customFields for the reader
 * feedback links and the agent hand-off menu, read with one hook.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export type FeedbackFields = {repository: string; siteVersion: string};
export type McpFields = {packagePublished: boolean};

export type SiteFields = {feedback: FeedbackFields; mcp: McpFields; siteUrl: string; baseUrl: string};

export function useSiteFields(): SiteFields {
  const {siteConfig} = useDocusaurusContext();
  const fields = siteConfig.customFields as {feedback: FeedbackFields; mcp: McpFields};
  return {feedback: fields.feedback, mcp: fields.mcp, siteUrl: siteConfig.url, baseUrl: siteConfig.baseUrl};
}
