/**
 * The values doc writers reach with `{{namespace.key}}` tokens: component
 * versions (versions.json) and the Hoodi test network (hoodiNetwork.json),
 * flattened to one map, e.g. `version.simpleSurgeNode`, `hoodi.l2.chainId`,
 * `hoodi.l1Contracts.TAIKO_INBOX`. Chain ids also get a `…Hex` form. The
 * site's own address and what hangs off it (the MCP package) depend on the
 * build (SITE_URL, BASE_URL), so siteFactsFor adds them per build.
 */
import {mcpInstallCommand, mcpPackageUrl, siteRoot} from '../agents/handOff';
import versions from './versions.json';
import hoodiNetwork from './hoodiNetwork.json';

export type HoodiContract = {keys: string[]; contract: string; address: string};
export type HoodiNetwork = typeof hoodiNetwork;

export const VERSIONS: Readonly<Record<string, string>> = versions;
export const HOODI_NETWORK: HoodiNetwork = hoodiNetwork;

/** `0x` and lower-case hex, as `eth_chainId` answers. */
export function chainIdHex(chainId: number): string {
  return `0x${chainId.toString(16)}`;
}

function chainFacts(prefix: string, chain: Record<string, string | number>): [string, string][] {
  return Object.entries(chain).flatMap(([key, value]): [string, string][] =>
    key === 'chainId' && typeof value === 'number'
      ? [
          [`${prefix}.chainId`, String(value)],
          [`${prefix}.chainIdHex`, chainIdHex(value)],
        ]
      : [[`${prefix}.${key}`, String(value)]],
  );
}

function contractFacts(prefix: string, contracts: readonly HoodiContract[]): [string, string][] {
  return contracts.flatMap((contract) => contract.keys.map((key): [string, string] => [`${prefix}.${key}`, contract.address]));
}

/** Every token name (without braces) and the text it stands for. */
export const SITE_FACTS: ReadonlyMap<string, string> = new Map([
  ...Object.entries(VERSIONS).map(([key, value]): [string, string] => [`version.${key}`, value]),
  ...chainFacts('hoodi.l1', HOODI_NETWORK.l1),
  ...chainFacts('hoodi.l2', HOODI_NETWORK.l2),
  ...contractFacts('hoodi.l1Contracts', HOODI_NETWORK.l1Contracts),
  ...contractFacts('hoodi.l2Predeploys', HOODI_NETWORK.l2Predeploys),
]);

/** Where a build is deployed: config/readSiteEnvironment's siteUrl and baseUrl. */
export type SiteAddress = {siteUrl: string; baseUrl: string};

/** Tokens that follow the build's address: `{{site.url}}`, `{{mcp.packageUrl}}`, `{{mcp.installCommand}}`. */
export function siteAddressFacts({siteUrl, baseUrl}: SiteAddress): [string, string][] {
  const packageUrl = mcpPackageUrl(siteUrl, baseUrl);
  return [
    ['site.url', siteRoot(siteUrl, baseUrl)],
    ['mcp.packageUrl', packageUrl],
    ['mcp.installCommand', mcpInstallCommand(packageUrl)],
  ];
}

/** SITE_FACTS plus the address tokens of one build. */
export function siteFactsFor(address: SiteAddress): ReadonlyMap<string, string> {
  return new Map([...SITE_FACTS, ...siteAddressFacts(address)]);
}
