/** Strapi's rich-text ("blocks") nodes, the subset the seeded pages use. */
type TextNode = { type: 'text'; text: string; bold?: boolean };
type InlineNode = TextNode | { type: 'link'; url: string; children: TextNode[] };
export type Block =
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'heading'; level: 2 | 3; children: InlineNode[] }
  | { type: 'list'; format: 'unordered'; children: { type: 'list-item'; children: InlineNode[] }[] };

const INLINE = /\*\*(.+?)\*\*|\[(.+?)\]\((.+?)\)/g;

/** `**bold**` and `[text](url)` inside one line; everything else is plain text. */
export function inlineNodes(line: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let last = 0;
  for (const match of line.matchAll(INLINE)) {
    if (match.index > last) nodes.push({ type: 'text', text: line.slice(last, match.index) });
    if (match[1]) nodes.push({ type: 'text', text: match[1], bold: true });
    else nodes.push({ type: 'link', url: match[3] ?? '', children: [{ type: 'text', text: match[2] ?? '' }] });
    last = match.index + match[0].length;
  }
  if (last < line.length || nodes.length === 0) nodes.push({ type: 'text', text: line.slice(last) });
  return nodes;
}

/**
 * Turns the seed pages' small Markdown (paragraphs, `##`/`###` headings, `- ` lists, bold, links)
 * into Strapi blocks, which staff then edit in the admin's rich-text editor.
 */
export function markdownToBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of markdown.trim().split(/\n{2,}/)) {
    const lines = chunk.split('\n').map((line) => line.trim());
    const heading = /^(#{2,3}) (.+)$/.exec(lines[0] ?? '');
    if (heading && lines.length === 1) {
      blocks.push({ type: 'heading', level: heading[1] === '##' ? 2 : 3, children: inlineNodes(heading[2] ?? '') });
    } else if (lines.every((line) => line.startsWith('- '))) {
      blocks.push({
        type: 'list',
        format: 'unordered',
        children: lines.map((line) => ({ type: 'list-item', children: inlineNodes(line.slice(2)) })),
      });
    } else {
      blocks.push({ type: 'paragraph', children: inlineNodes(lines.join(' ')) });
    }
  }
  return blocks;
}
