import { escapeHtml, ltrHtml, withLtrHtml } from '@outlet-shop/service-kit/mail-html';
import { mailLogoAttachment, mailLogoHtml } from '@outlet-shop/service-kit/mail-logo';
import type { Core } from '@strapi/strapi';

/** The graphile-worker task that tells the shopper the order is on its way (docs/decisions/049). */
export const ORDER_SHIPPED_MAIL_TASK = 'order-shipped-mail';

interface ShippedOrder {
  customer_reference_number: string;
  customer_name: string | null;
  email: string | null;
  courier: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  fulfilment_status: string | null;
  locale_of_shopper: 'en' | 'ar' | null;
}

/** The shipping notice in the shopper's language (docs/decisions/048). */
const TEXTS = {
  en: {
    subject: (reference: string) => `Your Outlet Shop order ${reference} is on its way`,
    greeting: (name: string) => `Dear ${name},`,
    shipped: (reference: string) =>
      `Good news: your Outlet Shop order ${reference} has been shipped and is on its way to you.`,
    courier: 'Courier',
    tracking: 'Tracking number',
    trackingLink: 'Track the parcel',
    follow: 'Follow your order (your order number and this e-mail address)',
    call: 'Our courier may call you on your mobile to arrange the delivery.',
    signature: 'Outlet Shop',
  },
  ar: {
    subject: (reference: string) => `طلبك ${reference} من أوتلت شوب في الطريق إليك`,
    greeting: (name: string) => `مرحباً ${name}،`,
    shipped: (reference: string) => `خبر سار: تم شحن طلبك ${reference} من أوتلت شوب وهو في الطريق إليك.`,
    courier: 'شركة الشحن',
    tracking: 'رقم التتبع',
    trackingLink: 'تتبع الشحنة',
    follow: 'تابع طلبك (برقم طلبك وعنوان البريد الإلكتروني هذا)',
    call: 'قد يتصل بك مندوب التوصيل على هاتفك المتحرك لترتيب التسليم.',
    signature: 'أوتلت شوب',
  },
} as const;

/**
 * Mails from the staff's side of an order (docs/decisions/049): the shipping notice in the shopper's language, with the courier,
 * tracking number and tracking link when staff entered them, and the link to the order status page (docs/decisions/075);
 * as text and as HTML (right to left in Arabic, every staff- or shopper-typed value escaped) that opens with the shop's
 * logo, attached inline. Sent by a `order-shipped-mail` job queued when staff move the order to `shipped`; a refused
 * mail throws and graphile-worker retries the job.
 */
const orderMails = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Sends the shipping notice of one order (its numeric id); nothing when it is no longer shipped or has no e-mail. */
  async sendShipped(orderId: number): Promise<void> {
    const order = (await strapi.db
      .query('api::order.order')
      .findOne({ where: { id: orderId } })) as ShippedOrder | null;
    if (!order?.email || (order.fulfilment_status !== 'shipped' && order.fulfilment_status !== 'delivered')) return;
    const reference = order.customer_reference_number;
    const locale = order.locale_of_shopper === 'ar' ? 'ar' : 'en';
    const t = TEXTS[locale];
    const name = (order.customer_name ?? '').replace(/[\r\n]+/g, ' ');
    const tracking = [
      order.courier ? `${t.courier}: ${order.courier}` : '',
      order.tracking_number ? `${t.tracking}: ${order.tracking_number}` : '',
      order.tracking_url ? `${t.trackingLink}: ${order.tracking_url}` : '',
    ].filter(Boolean);
    // The reference only: the page asks for the e-mail, which never goes into a link.
    const statusPath = `${locale === 'ar' ? '/ar' : ''}/order-status?${new URLSearchParams({ ref: reference })}`;
    const statusUrl = `${strapi.config.get<string>('shop.publicWebUrl')}${statusPath}`;
    const text = [
      t.greeting(name),
      '',
      t.shipped(reference),
      ...(tracking.length > 0 ? ['', ...tracking] : []),
      '',
      `${t.follow}: ${statusUrl}`,
      '',
      t.call,
      '',
      t.signature,
    ].join('\n');
    const isArabic = locale === 'ar';
    const trackingHtml = [
      order.courier ? `${escapeHtml(t.courier)}: ${escapeHtml(order.courier)}` : '',
      order.tracking_number ? `${escapeHtml(t.tracking)}: ${ltrHtml(order.tracking_number)}` : '',
      order.tracking_url ? `<a href="${escapeHtml(order.tracking_url)}">${escapeHtml(t.trackingLink)}</a>` : '',
    ].filter(Boolean);
    const html = `<!doctype html><html lang="${locale}" dir="${isArabic ? 'rtl' : 'ltr'}"><body style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:640px">
${mailLogoHtml(t.signature)}
<p>${escapeHtml(t.greeting(name))}</p>
<p>${withLtrHtml(t.shipped(reference), reference)}</p>
${trackingHtml.length > 0 ? `<p>${trackingHtml.join('<br>')}</p>` : ''}
<p><a href="${escapeHtml(statusUrl)}">${escapeHtml(t.follow)}</a></p>
<p>${escapeHtml(t.call)}</p>
<p>${escapeHtml(t.signature)}</p>
</body></html>`;
    await strapi
      .plugin('email')
      .service('email')
      .send({
        to: order.email,
        subject: t.subject(reference),
        text,
        html,
        attachments: [mailLogoAttachment()],
        headers: { 'X-Order-Reference': reference },
      });
    strapi.log.info(`Order ${reference}: shipping mail sent`);
  },
});

export type OrderMailsService = ReturnType<typeof orderMails>;

/** The order mails service, typed. */
export function orderMailsService(strapi: Core.Strapi): OrderMailsService {
  return strapi.service('api::order.order-mails') as OrderMailsService;
}

export default orderMails;
