import { describe, expect, it } from 'vitest';
import routesSeed from '../../../../data/enquiry-routes.json';
import { contactSubmissionSchema } from './enquiry-schema';
import { countryCode, type EnquiryRoute, routeEnquiry } from './routing';

const routes = routesSeed as EnquiryRoute[];

function submission(fields: Record<string, string>) {
  return contactSubmissionSchema.parse({
    email: 'visitor@example.com',
    phone: '+971 50 123 4567',
    inqCountry: 'United Arab Emirates',
    message: 'Hello',
    ...fields,
  });
}

describe('routeEnquiry (SPEC.md 9 contact routing)', () => {
  it('sends general inquiries to the default list with the webmaster', () => {
    const routed = routeEnquiry(submission({ department: 'General inquiries' }), routes);
    expect(routed.key).toBe('default');
    expect(routed.recipients).toContain('webmaster@outlet-shop.example');
  });

  it.each([
    ['Product Feedback / Complaints', 'CHOCOLATE', 'support-chocolate@outlet-shop.example'],
    ['Product Feedback / Complaints', 'SNACKS', 'support-snacks@outlet-shop.example'],
    ['E Commerce Order Tracking', '', 'ecommerce@outlet-shop.example'],
    ['Innovation Center', '', 'innovation@outlet-shop.example'],
  ])('routes customer support "%s" (%s) to its own list', (selectedOption, brandCategory, mailbox) => {
    const routed = routeEnquiry(
      submission({
        department: 'Customer Support',
        selectedOption,
        brandCategory,
        orderNumber: 'NOT-1',
        productIdea: 'idea',
      }),
      routes,
    );
    expect(routed.recipients).toContain(mailbox);
    expect(routed.recipients).not.toContain('webmaster@outlet-shop.example');
  });

  it.each([
    ['UAE', 'sales-uae@outlet-shop.example'],
    ['KSA', 'sales-ksa@outlet-shop.example'],
    ['Private Label', 'private-label@outlet-shop.example'],
  ])('routes sales "%s" to its own list', (selectedOptionSales, mailbox) => {
    const routed = routeEnquiry(
      submission({
        department: 'Sales & Distribution Inquiries',
        selectedOptionSales,
        targetCountry: 'Oman',
        targetBrand: 'XL',
      }),
      routes,
    );
    expect(routed.recipients).toContain(mailbox);
  });

  it('routes export by the target country group, by name or by ISO code', () => {
    const india = routeEnquiry(
      submission({
        department: 'Sales & Distribution Inquiries',
        selectedOptionSales: 'Export',
        targetCountry: 'India',
      }),
      routes,
    );
    expect(india.key).toBe('sales.export.india');
    const japan = routeEnquiry(
      submission({ department: 'Sales & Distribution Inquiries', selectedOptionSales: 'Export', targetCountry: 'JP' }),
      routes,
    );
    expect(japan.key).toBe('sales.export.east-asia');
    expect(japan.recipients.length).toBeGreaterThanOrEqual(2);
  });

  it('sends export to a country in no group to the catch-all export list', () => {
    const routed = routeEnquiry(
      submission({
        department: 'Sales & Distribution Inquiries',
        selectedOptionSales: 'Export',
        targetCountry: 'Chile',
      }),
      routes,
    );
    expect(routed.key).toBe('sales.export.other');
    expect(routed.recipients).toContain('export@outlet-shop.example');
  });

  it('routes HR and marketing to their own lists', () => {
    expect(routeEnquiry(submission({ department: 'HR & Recruitment' }), routes).recipients).toContain(
      'careers@outlet-shop.example',
    );
    expect(routeEnquiry(submission({ department: 'Marketing & Branding' }), routes).recipients).toContain(
      'marketing@outlet-shop.example',
    );
  });

  it('falls back to the default list when a route row has been removed', () => {
    const withoutHr = routes.filter((route) => route.key !== 'hr');
    const routed = routeEnquiry(submission({ department: 'HR & Recruitment' }), withoutHr);
    expect(routed).toEqual({
      key: 'default',
      recipients: ['info@outlet-shop.example', 'webmaster@outlet-shop.example'],
    });
  });

  it('ignores a mailList sent by the browser', () => {
    const parsed = contactSubmissionSchema.parse({
      ...submission({ department: 'General inquiries' }),
      mailList: ['attacker@evil.example'],
    });
    expect(JSON.stringify(routeEnquiry(parsed, routes))).not.toContain('evil.example');
  });

  it('knows official country names as the contact form lists them', () => {
    expect(countryCode('United Arab Emirates')).toBe('AE');
    expect(countryCode('South Korea')).toBe('KR');
    expect(countryCode('Atlantis')).toBeNull();
  });
});
