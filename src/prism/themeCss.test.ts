import {describe, expect, test} from 'vitest';
import {prismThemeCss, type PrismTheme} from './themeCss';

const light: PrismTheme = {
  plain: {color: '#111', backgroundColor: '#fff'},
  styles: [
    {types: ['comment', 'prolog'], style: {color: '#777', fontStyle: 'italic'}},
    {types: ['class-name'], languages: ['javascript', 'solidity'], style: {color: '#a00'}},
    {types: ['punctuation'], style: {}},
  ],
};
const dark: PrismTheme = {
  plain: {color: '#eee', backgroundColor: '#000'},
  styles: [{types: ['keyword'], style: {color: '#c7f', textDecorationLine: 'underline'}}],
};

describe('prismThemeCss', () => {
  const css = prismThemeCss({light, dark}).trim().split('\n');

  test('lines take the plain colour of their mode, never the background', () => {
    expect(css).toContain("[data-theme='light'] .prism-code .token-line{color:#111}");
    expect(css).toContain("[data-theme='dark'] .prism-code .token-line{color:#eee}");
  });

  test('each style becomes one rule per mode, in theme order, with CSS property names', () => {
    expect(css).toEqual([
      "[data-theme='light'] .theme-code-block{--prism-color:#111!important;--prism-background-color:#fff!important}",
      "[data-theme='light'] .prism-code{color:#111!important;background-color:#fff!important}",
      "[data-theme='light'] .prism-code .token-line{color:#111}",
      "[data-theme='light'] .prism-code .token.comment,[data-theme='light'] .prism-code .token.prolog{color:#777;font-style:italic}",
      "[data-theme='light'] .prism-code.language-javascript .token.class-name,[data-theme='light'] .prism-code.language-solidity .token.class-name{color:#a00}",
      "[data-theme='dark'] .theme-code-block{--prism-color:#eee!important;--prism-background-color:#000!important}",
      "[data-theme='dark'] .prism-code{color:#eee!important;background-color:#000!important}",
      "[data-theme='dark'] .prism-code .token-line{color:#eee}",
      "[data-theme='dark'] .prism-code .token.keyword{color:#c7f;text-decoration-line:underline}",
    ]);
  });

  test('without both plain colours, a mode gets no block colour rules (the inline ones stay)', () => {
    expect(prismThemeCss({light: {plain: {}, styles: []}, dark})).not.toContain("[data-theme='light'] .theme-code-block");
  });

  test('a type name that is not a plain class name is escaped', () => {
    const odd = prismThemeCss({light: {plain: {}, styles: [{types: ['a.b'], style: {color: 'red'}}]}, dark});
    expect(odd).toContain('.token.a\\.b{color:red}');
  });
});
