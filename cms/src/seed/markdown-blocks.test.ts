import { describe, expect, it } from 'vitest';
import { markdownToBlocks } from './markdown-blocks';

describe('seed page Markdown to Strapi blocks', () => {
  it('makes headings, paragraphs and lists', () => {
    const blocks = markdownToBlocks('## Delivery\n\nWe deliver to\nevery emirate.\n\n- Dubai\n- Sharjah');
    expect(blocks).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Delivery' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'We deliver to every emirate.' }] },
      {
        type: 'list',
        format: 'unordered',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: 'Dubai' }] },
          { type: 'list-item', children: [{ type: 'text', text: 'Sharjah' }] },
        ],
      },
    ]);
  });

  it('keeps bold text and links inside a line', () => {
    const [paragraph] = markdownToBlocks('Prices **include 5% VAT**; see the [contact page](/contact).');
    expect(paragraph).toEqual({
      type: 'paragraph',
      children: [
        { type: 'text', text: 'Prices ' },
        { type: 'text', text: 'include 5% VAT', bold: true },
        { type: 'text', text: '; see the ' },
        { type: 'link', url: '/contact', children: [{ type: 'text', text: 'contact page' }] },
        { type: 'text', text: '.' },
      ],
    });
  });
});
