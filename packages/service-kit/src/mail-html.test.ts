import { describe, expect, it } from 'vitest';
import { escapeHtml, ltrHtml, withLtrHtml } from './mail-html.ts';

describe("the shopper's mails' HTML", () => {
  it('escapes what a shopper typed', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')"> & co`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt; &amp; co',
    );
  });

  it('keeps every amount, reference and number of an Arabic sentence left to right and on one line, the rest escaped', () => {
    const html = withLtrHtml('أعدنا AED 24.50 من قيمة طلبك NOT-17 <ب> إلى البطاقة (AED 24.50).', 'AED 24.50', 'NOT-17');
    expect(html).toBe(
      `أعدنا ${ltrHtml('AED 24.50')} من قيمة طلبك ${ltrHtml('NOT-17')} &lt;ب&gt; إلى البطاقة (${ltrHtml('AED 24.50')}).`,
    );
    expect(ltrHtml('-AED 1.00')).toBe(
      '<span dir="ltr" style="white-space:nowrap;unicode-bidi:isolate">-AED 1.00</span>',
    );
  });

  it('takes a value with characters a pattern would read, and no value at all, as plain text', () => {
    expect(withLtrHtml('call +971 (50) 1.2', '+971 (50) 1.2')).toBe(`call ${ltrHtml('+971 (50) 1.2')}`);
    expect(withLtrHtml('nothing <here>', '')).toBe('nothing &lt;here&gt;');
  });
});
