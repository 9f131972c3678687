import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import postcss from 'postcss';
import {describe, expect, test} from 'vitest';
import {dropUnusedInfima, UNUSED_INFIMA_COMPONENTS, usesUnusedComponent} from './unusedInfima';

describe('usesUnusedComponent', () => {
  test('finds the component of a class with its elements and modifiers', () => {
    expect(usesUnusedComponent('.avatar')).toBe(true);
    expect(usesUnusedComponent('.avatar__photo--lg img')).toBe(true);
    expect(usesUnusedComponent('.pills__item:hover')).toBe(true);
    expect(usesUnusedComponent('.button-group > .button')).toBe(true);
    expect(usesUnusedComponent('.hero--primary')).toBe(true);
  });

  test('keeps components that only share a prefix, and the parts the theme uses', () => {
    expect(usesUnusedComponent('.pagination-nav__link')).toBe(false);
    expect(usesUnusedComponent('.button--block')).toBe(false);
    expect(usesUnusedComponent('.hero__title')).toBe(false);
    expect(usesUnusedComponent('[data-theme=dark] .navbar')).toBe(false);
  });
});

describe('dropUnusedInfima', () => {
  const css = '.avatar{display:flex}.avatar__photo{display:block}.button,.button-group .button{margin:0}.hero__title{font-size:3rem}';

  test("removes the unused selectors from Infima's stylesheet, and rules left with none", async () => {
    const result = await postcss([dropUnusedInfima()]).process(css, {from: '/x/node_modules/infima/dist/css/default/default.css'});
    expect(result.css).toBe('.button{margin:0}.hero__title{font-size:3rem}');
  });

  test('leaves every other stylesheet alone', async () => {
    const result = await postcss([dropUnusedInfima()]).process(css, {from: '/site/src/css/custom.css'});
    expect(result.css).toBe(css);
  });
});

describe('the installed Infima, as the classic theme loads it (a touchpoint: plugins/framework-touchpoints/touchpoints.ts)', () => {
  const theme = path.resolve(__dirname, '../../node_modules/@docusaurus/theme-classic/lib/index.js');
  const themeSource = readFileSync(theme, 'utf8');
  const [, infimaFile] = /return `(infima\/dist\/css\/default\/default)\$\{/.exec(themeSource) ?? [];
  const file = createRequire(theme).resolve(`${infimaFile}.css`);
  const css = readFileSync(file, 'utf8');

  test('has rules for every component the site drops', () => {
    const selectors = postcss.parse(css).nodes.flatMap((node) => (node.type === 'rule' ? node.selectors : []));
    const dropped = UNUSED_INFIMA_COMPONENTS.filter((component) => selectors.some((selector) => selector.startsWith(`.${component}`)));
    expect(dropped).toEqual(UNUSED_INFIMA_COMPONENTS);
  });

  test('loses those rules, found by its path, and keeps the others', async () => {
    const result = await postcss([dropUnusedInfima()]).process(css, {from: file});
    const left: string[] = [];
    result.root.walkRules((rule) => void left.push(...rule.selectors));
    expect(left.filter(usesUnusedComponent)).toEqual([]);
    expect(left).toContain('.navbar');
    expect(result.css.length).toBeLessThan(css.length);
  });
});
