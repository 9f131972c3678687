/**
 * An SVG file as a `data:` URL, for the icons every page shows or names in
 * its head (favicon, navbar logo): written into the HTML, they cost no request
 * of their own while the page's first paint is on the way. Percent-encoding
 * only what a URL in an HTML attribute needs keeps it far shorter than base64.
 */
export function svgDataUrl(svg: string): string {
  const compact = svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/> </g, '><')
    // Single quotes inside, so the URL sits in a double-quoted attribute as is.
    .replace(/"/g, "'");
  return `data:image/svg+xml,${compact.replace(/[%#<>?[\\\]^`{|}\n\r\t]/g, (character) => encodeURIComponent(character))}`;
}
