import { parse, parseFragment } from 'parse5';

/** What parse5 made of a document, as the tests of escaping read it (decision 0011; the public site has the same reader). */
export interface ParsedHtml {
  /** Every element's name, in document order. */
  elements: string[];
  /** Every attribute as `element[name]`, in document order. */
  attributes: string[];
  /** Every text node and attribute value, entities decoded: what a reader, a crawler or a script gets back. */
  values: string[];
  /** The text of each `<script type="application/ld+json">`. */
  jsonLd: string[];
  /** Every `<script>` as `type src`. */
  scripts: string[];
}

interface Node {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
}

/**
 * Parses like a browser without scripting (so `<noscript>` content is markup too, not raw text) and walks
 * every node. A document (from `<!doctype`) or a fragment.
 */
export function parseHtml(markup: string): ParsedHtml {
  const parsed: ParsedHtml = { elements: [], attributes: [], values: [], jsonLd: [], scripts: [] };
  const root = (markup.trimStart().toLowerCase().startsWith('<!doctype')
    ? parse(markup, { scriptingEnabled: false })
    : parseFragment(markup, { scriptingEnabled: false })) as unknown as Node;
  const visit = (node: Node) => {
    if (node.nodeName === '#text') parsed.values.push(node.value ?? '');
    if (node.tagName !== undefined) {
      parsed.elements.push(node.tagName);
      const attrs = node.attrs ?? [];
      for (const attr of attrs) {
        parsed.attributes.push(`${node.tagName}[${attr.name}]`);
        parsed.values.push(attr.value);
      }
      if (node.tagName === 'script') {
        const type = attrs.find((attr) => attr.name === 'type')?.value ?? '';
        parsed.scripts.push(`${type} ${attrs.find((attr) => attr.name === 'src')?.value ?? ''}`.trim());
        if (type === 'application/ld+json') parsed.jsonLd.push((node.childNodes ?? []).map((child) => child.value ?? '').join(''));
      }
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content !== undefined) visit(node.content);
  };
  visit(root);
  return parsed;
}

/** Every string inside a JSON value (JSON-LD's names, descriptions, URLs). */
export function jsonStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(jsonStrings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(jsonStrings);
  return [];
}
