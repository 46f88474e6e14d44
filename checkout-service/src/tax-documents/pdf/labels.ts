/**
 * Every label of the tax invoice and the credit note, in English and Arabic (Dubai asks for
 * Arabic plus another language; Cabinet Decision 52/2017 art. 59 names the fields).
 */
export interface Bilingual {
  en: string;
  ar: string;
}

export const LABELS = {
  taxInvoice: { en: 'Tax Invoice', ar: 'فاتورة ضريبية' },
  taxCreditNote: { en: 'Tax Credit Note', ar: 'إشعار دائن ضريبي' },
  trn: { en: 'TRN', ar: 'الرقم الضريبي' },
  invoiceNumber: { en: 'Invoice number', ar: 'رقم الفاتورة' },
  creditNoteNumber: { en: 'Credit note number', ar: 'رقم الإشعار الدائن' },
  dateOfIssue: { en: 'Date of issue', ar: 'تاريخ الإصدار' },
  originalInvoice: { en: 'Original tax invoice', ar: 'الفاتورة الضريبية الأصلية' },
  reason: { en: 'Reason', ar: 'سبب الإصدار' },
  orderReference: { en: 'Order reference', ar: 'مرجع الطلب' },
  customer: { en: 'Customer', ar: 'العميل' },
  description: { en: 'Description', ar: 'الوصف' },
  quantity: { en: 'Qty', ar: 'الكمية' },
  unitPrice: { en: 'Unit price', ar: 'سعر الوحدة' },
  taxableAmount: { en: 'Taxable amount', ar: 'المبلغ الخاضع للضريبة' },
  vat: { en: 'VAT 5%', ar: 'ضريبة القيمة المضافة 5%' },
  lineTotal: { en: 'Total incl. VAT', ar: 'الإجمالي شامل الضريبة' },
  delivery: { en: 'Delivery fee', ar: 'رسوم التوصيل' },
  discount: { en: 'Discount', ar: 'الخصم' },
  itemsTotal: { en: 'Items total', ar: 'مجموع المنتجات' },
  totalTaxable: { en: 'Total taxable amount (excl. VAT)', ar: 'إجمالي المبلغ الخاضع للضريبة' },
  totalVat: { en: 'Total VAT 5%', ar: 'إجمالي ضريبة القيمة المضافة' },
  total: { en: 'Total (incl. VAT)', ar: 'الإجمالي شامل ضريبة القيمة المضافة' },
  totalCredited: { en: 'Total credited (incl. VAT)', ar: 'إجمالي المبلغ المردود شامل الضريبة' },
  vatCredited: { en: 'VAT credited 5%', ar: 'ضريبة القيمة المضافة المردودة' },
  packingSlip: { en: 'Packing Slip / Delivery Note', ar: 'قائمة التعبئة / إشعار التسليم' },
  orderDate: { en: 'Order date', ar: 'تاريخ الطلب' },
  deliverTo: { en: 'Deliver to', ar: 'التسليم إلى' },
  landmark: { en: 'Landmark', ar: 'علامة مميزة' },
  phone: { en: 'Mobile', ar: 'رقم الجوال' },
  item: { en: 'Item', ar: 'المنتج' },
  packedBy: { en: 'Packed by', ar: 'تمت التعبئة بواسطة' },
  receivedBy: { en: 'Received by (name, signature)', ar: 'استلمها (الاسم والتوقيع)' },
  slipNote: {
    en: 'Tick each line once its pieces are in the parcel.',
    ar: 'ضع علامة على كل سطر بعد وضع قطعه في الطرد.',
  },
  vatNote: {
    en: 'Prices include VAT at 5%. Amounts in UAE dirhams (AED).',
    ar: 'الأسعار شاملة ضريبة القيمة المضافة بنسبة 5%. المبالغ بالدرهم الإماراتي (AED).',
  },
} as const satisfies Record<string, Bilingual>;

/** 'Page 2 of 3' in both languages. */
export function pageLabel(page: number, pages: number): Bilingual {
  return { en: `Page ${page} of ${pages}`, ar: `صفحة ${page} من ${pages}` };
}
