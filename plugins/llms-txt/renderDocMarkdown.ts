/**
 * Turns one doc's MDX source into plain Markdown for readers and language
 * models: the same preprocessing as the site's MDX pipeline, then MDX-only
 * syntax rewritten (admonitions → blockquotes, Tabs → labelled sections,
 * components → their Markdown renderers, imports dropped, links absolute).
 */
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkStringify, {type Options as StringifyOptions} from 'remark-stringify';
import type {BlockContent, Nodes, Paragraph, PhrasingContent, Root, RootContent} from 'mdast';
import type {MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {ADMONITION_TYPES, parseDocSource} from '../../lib/content/parseDocSource';

/** Props of an MDX component as written in the doc (string attributes only). */
export type ComponentProps = Record<string, string | true>;

export type ComponentContext = {
  /** Absolute URL of the page the component is on. */
  pageUrl: string;
};

/** Renders an MDX component that has no Markdown children of its own (e.g. a data table). */
export type ComponentRenderer = (props: ComponentProps, context: ComponentContext) => string;

export type DocMarkdownInput = {
  /** File content, front matter included. */
  source: string;
  /** Path of the source file relative to the site, e.g. `docs/guides/index.md` (for messages). */
  sourcePath: string;
  title: string;
  /** Absolute URL of the page, e.g. https://docs.surge.wtf/docs/intro */
  pageUrl: string;
};

export type DocMarkdownOptions = {
  /** Markdown renderers for the site's MDX components, by component name. */
  components: Readonly<Record<string, ComponentRenderer>>;
  /** Absolute URL for a link or image target as written in the doc, or null to keep it as written. */
  resolveUrl: (url: string) => string | null;
};

const STRINGIFY_OPTIONS: StringifyOptions = {
  bullet: '-',
  emphasis: '*',
  strong: '*',
  fences: true,
  listItemIndent: 'one',
  rule: '-',
};

export async function renderDocMarkdown(doc: DocMarkdownInput, options: DocMarkdownOptions): Promise<string> {
  const root = await parseDocSource(doc.source, doc.sourcePath);

  const context = {...doc, ...options};
  const body = transformChildren(root.children, context) as RootContent[];
  const hasOwnTitle = body[0]?.type === 'heading' && body[0].depth === 1;
  const titled: Root = {
    type: 'root',
    children: hasOwnTitle ? body : [{type: 'heading', depth: 1, children: [{type: 'text', value: doc.title}]}, ...body],
  };
  // Stringified without the MDX extension: any MDX node left over fails loudly here.
  return unified().use(remarkGfm).use(remarkStringify, STRINGIFY_OPTIONS).stringify(titled);
}

type Context = DocMarkdownInput & DocMarkdownOptions;

function transformChildren(children: readonly Nodes[], context: Context): Nodes[] {
  return children.flatMap((child) => transformNode(child, context));
}

function transformNode(node: Nodes, context: Context): Nodes[] {
  switch (node.type) {
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return expressionText(node.value, context);
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return transformJsx(node, context);
    case 'containerDirective':
      return ADMONITION_TYPES.includes(node.name) ? [admonitionToBlockquote(node, context)] : transformChildren(node.children, context);
    case 'leafDirective':
    case 'textDirective':
      // Not a feature of this site's Markdown: keep the words, drop the syntax.
      return transformChildren(node.children, context);
    case 'link':
    case 'definition': {
      const url = context.resolveUrl(node.url) ?? node.url;
      return [node.type === 'link' ? {...node, url, children: transformChildren(node.children, context) as PhrasingContent[]} : {...node, url}];
    }
    case 'image':
      return [{...node, url: context.resolveUrl(node.url) ?? node.url}];
    case 'heading':
      // Drop the id the headings plugin attached; Markdown has no syntax for it.
      return [{type: 'heading', depth: node.depth, children: tidyPhrasing(transformChildren(node.children, context) as PhrasingContent[])}];
    case 'paragraph': {
      const children = tidyPhrasing(transformChildren(node.children, context) as PhrasingContent[]);
      return children.length > 0 ? [{...node, children}] : [];
    }
    default:
      if ('children' in node) {
        return [{...node, children: transformChildren(node.children as Nodes[], context)} as Nodes];
      }
      return [node];
  }
}

/** `:::warning[Title]` → `> **Warning: Title**` followed by the admonition's content, quoted. */
function admonitionToBlockquote(node: Extract<Nodes, {type: 'containerDirective'}>, context: Context): Nodes {
  const [first, ...rest] = node.children;
  const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel === true;
  const label = hasLabel ? (transformChildren((first as Paragraph).children, context) as PhrasingContent[]) : [];
  const type = node.name.charAt(0).toUpperCase() + node.name.slice(1);
  const heading: Paragraph = {
    type: 'paragraph',
    children: [{type: 'strong', children: label.length > 0 ? [{type: 'text', value: `${type}: `}, ...label] : [{type: 'text', value: type}]}],
  };
  const content = transformChildren(hasLabel ? rest : node.children, context) as BlockContent[];
  return {type: 'blockquote', children: [heading, ...content]};
}

function transformJsx(node: MdxJsxFlowElement | MdxJsxTextElement, context: Context): Nodes[] {
  const name = node.name ?? '';
  const props = jsxProps(node.attributes, name, context);
  const children = transformChildren(node.children as Nodes[], context);
  const inline = node.type === 'mdxJsxTextElement';

  // Tabs show one panel at a time; in Markdown every panel follows its label.
  if (name === 'Tabs') return children;
  if (name === 'TabItem') {
    const label = props.label ?? props.value;
    if (typeof label !== 'string') throw new Error(`${context.sourcePath}: <TabItem> needs a label or value to name its section.`);
    return [{type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: label}]}]}, ...children];
  }
  if (name === 'details') return children;
  if (name === 'summary') return [{type: 'paragraph', children: [{type: 'strong', children: children as PhrasingContent[]}]}];
  if (name === 'br') return [inline ? {type: 'break'} : {type: 'paragraph', children: []}];

  const renderer = context.components[name];
  if (renderer) {
    // Rendered Markdown goes through the same link rewriting as the doc's own.
    const rendered = transformChildren(parseMarkdown(renderer(props, {pageUrl: context.pageUrl})), context);
    return inline ? rendered.flatMap((block) => ('children' in block && block.type === 'paragraph' ? block.children : [])) : rendered;
  }
  // Plain HTML elements (<kbd>, <sub>, <div>) and wrappers keep their content.
  if (/^[a-z]/.test(name) || children.length > 0) return children;
  throw new Error(
    `${context.sourcePath}: the Markdown copy cannot render <${name} />. ` + `Add a renderer for ${name} to plugins/llms-txt/componentMarkdown.ts.`,
  );
}

function jsxProps(attributes: readonly (MdxJsxAttribute | MdxJsxExpressionAttribute)[], name: string, context: Context): ComponentProps {
  const props: ComponentProps = {};
  for (const attribute of attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    if (attribute.value === null || attribute.value === undefined) props[attribute.name] = true;
    else if (typeof attribute.value === 'string') props[attribute.name] = attribute.value;
    else {
      const literal = stringLiteral(attribute.value.value);
      if (literal === null) {
        throw new Error(`${context.sourcePath}: <${name} ${attribute.name}={…}> is an expression; the Markdown copy only reads string props.`);
      }
      props[attribute.name] = literal;
    }
  }
  return props;
}

/** `{' '}` and `{"text"}` keep their text; comments vanish; anything else cannot be rendered statically. */
function expressionText(expression: string, context: Context): Nodes[] {
  const code = expression.replace(/\/\*[\s\S]*?\*\//g, '').trim();
  if (code === '') return [];
  const literal = stringLiteral(code);
  if (literal === null) {
    throw new Error(`${context.sourcePath}: the expression {${expression}} has no static text for the Markdown copy.`);
  }
  return [{type: 'text', value: literal}];
}

function stringLiteral(code: string): string | null {
  const match = /^\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1\s*$/s.exec(code);
  if (!match) return null;
  return match[2]!.replace(/\\(.)/g, '$1');
}

/** Merges neighbouring text (left by dropped expressions) and trims the ends, which Markdown would otherwise escape. */
function tidyPhrasing(children: PhrasingContent[]): PhrasingContent[] {
  const merged: PhrasingContent[] = [];
  for (const child of children) {
    const previous = merged.at(-1);
    if (child.type === 'text' && previous?.type === 'text') previous.value += child.value;
    else merged.push(child.type === 'text' ? {...child} : child);
  }
  const first = merged[0];
  if (first?.type === 'text') first.value = first.value.trimStart();
  const last = merged.at(-1);
  if (last?.type === 'text') last.value = last.value.trimEnd();
  return merged.filter((child) => child.type !== 'text' || child.value !== '');
}

function parseMarkdown(markdown: string): Nodes[] {
  const processor = unified().use(remarkParse).use(remarkGfm);
  return (processor.parse(markdown) as Root).children;
}
