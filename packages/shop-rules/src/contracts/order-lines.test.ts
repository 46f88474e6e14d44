import { describe, expect, it } from 'vitest';
import { deliveryCityName } from '../delivery-cities.ts';
import { lineTextsIn } from './order-view.ts';

describe("an order line's texts in a language (docs/decisions/078)", () => {
  const line = {
    title: 'Chocodate Classic Milk',
    weight: '100 g',
    title_ar: 'شوكوديت كلاسيك بالحليب',
    weight_ar: '100 غ',
  };

  it('answers the Arabic the order recorded in Arabic, the English in English', () => {
    expect(lineTextsIn(line, 'ar')).toEqual({ title: 'شوكوديت كلاسيك بالحليب', weight: '100 غ' });
    expect(lineTextsIn(line, 'en')).toEqual({ title: 'Chocodate Classic Milk', weight: '100 g' });
  });

  it('falls back to the English, field by field, for a line without Arabic or with a blank one', () => {
    expect(lineTextsIn({ title: 'Dates Maamoul', weight: '340 g' }, 'ar')).toEqual({
      title: 'Dates Maamoul',
      weight: '340 g',
    });
    expect(lineTextsIn({ ...line, weight_ar: ' ' }, 'ar')).toEqual({
      title: 'شوكوديت كلاسيك بالحليب',
      weight: '100 g',
    });
  });

  it('names a delivery city in Arabic, and leaves a value it does not know as it is', () => {
    expect(deliveryCityName('Umm Al-Quwain', 'ar')).toBe('أم القيوين');
    expect(deliveryCityName('Dubai', 'en')).toBe('Dubai');
    expect(deliveryCityName('Atlantis', 'ar')).toBe('Atlantis');
  });
});
