import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { KeptWhole } from './kept-whole';

describe('KeptWhole', () => {
  it('isolates every occurrence of the identifier in a sentence, the sentence reading as before', () => {
    const html = renderToStaticMarkup(
      <KeptWhole text="تنزيل فاتورتك الضريبية INV-2026-000001 (PDF)" value="INV-2026-000001" />,
    );
    expect(html).toBe('تنزيل فاتورتك الضريبية <bdi class="kept-whole">INV-2026-000001</bdi> (PDF)');
    expect(renderToStaticMarkup(<KeptWhole text="NOT-1 and NOT-1" value="NOT-1" />)).toBe(
      '<bdi class="kept-whole">NOT-1</bdi> and <bdi class="kept-whole">NOT-1</bdi>',
    );
  });

  it('draws a sentence without the identifier, or with none given, as it is', () => {
    expect(renderToStaticMarkup(<KeptWhole text="Order shipped" value="NOT-2" />)).toBe('Order shipped');
    expect(renderToStaticMarkup(<KeptWhole text="Order shipped" value="" />)).toBe('Order shipped');
  });
});
