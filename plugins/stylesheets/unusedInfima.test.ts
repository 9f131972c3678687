import postcss from 'postcss';
import {describe, expect, test} from 'vitest';
import {dropUnusedInfima, usesUnusedComponent} from './unusedInfima';

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
