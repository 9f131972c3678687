/** manifest.webmanifest: name, colours and the PNG icons for home screens and tabs. */
export type WebManifestInput = {
  name: string;
  shortName: string;
  baseUrl: string;
  themeColor: string;
  backgroundColor: string;
  /** PNG icons below the base URL, by pixel size. */
  icons: readonly {path: string; size: number}[];
};

export function buildWebManifest(input: WebManifestInput): string {
  const manifest = {
    name: input.name,
    short_name: input.shortName,
    start_url: input.baseUrl,
    scope: input.baseUrl,
    display: 'browser',
    theme_color: input.themeColor,
    background_color: input.backgroundColor,
    icons: input.icons.map((icon) => ({src: `${input.baseUrl}${icon.path}`, sizes: `${icon.size}x${icon.size}`, type: 'image/png'})),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
