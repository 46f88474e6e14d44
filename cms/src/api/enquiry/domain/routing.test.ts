import { describe, expect, it } from 'vitest';
import routesSeed from '../../../../data/enquiry-routes.json';
import { allCountryCodes } from './countries';
import { contactSubmissionSchema } from './enquiry-schema';
import { countryCode, type EnquiryRoute, routeEnquiry } from './routing';

const routes = routesSeed as EnquiryRoute[];
const exportGroups = routes.filter((route) => route.key.startsWith('sales.export.'));
const mailboxesOf = (key: string) => routes.find((route) => route.key === key)?.recipients;

function submission(fields: Record<string, string>) {
  return contactSubmissionSchema.parse({
    email: 'visitor@example.com',
    phone: '+971 50 123 4567',
    inqCountry: 'United Arab Emirates',
    message: 'Hello',
    orderNumber: 'NOT-1',
    productIdea: 'A date bar',
    targetBrand: 'XL',
    ...fields,
  });
}

const SUPPORT = 'Customer Support';
const SALES = 'Sales & Distribution Inquiries';

describe('routeEnquiry (docs/product.md 9 contact routing)', () => {
  it.each([
    [{ department: 'General inquiries' }, 'default'],
    [{ department: 'HR & Recruitment', targetFunction: 'IT' }, 'hr'],
    [{ department: 'Marketing & Branding' }, 'marketing'],
    [
      { department: SUPPORT, selectedOption: 'Product Feedback / Complaints', brandCategory: 'CHOCOLATE' },
      'support.feedback.chocolate',
    ],
    [
      { department: SUPPORT, selectedOption: 'Product Feedback / Complaints', brandCategory: 'SNACKS' },
      'support.feedback.snacks',
    ],
    [{ department: SUPPORT, selectedOption: 'E Commerce Order Tracking' }, 'support.order-tracking'],
    [{ department: SUPPORT, selectedOption: 'Innovation Center' }, 'support.innovation'],
    [{ department: SALES, selectedOptionSales: 'UAE' }, 'sales.uae'],
    [{ department: SALES, selectedOptionSales: 'KSA' }, 'sales.ksa'],
    [{ department: SALES, selectedOptionSales: 'Private Label', targetCountry: 'Oman' }, 'sales.private-label'],
    [{ department: SALES, selectedOptionSales: 'Export', targetCountry: 'Kazakhstan' }, 'sales.export.cis'],
    [{ department: SALES, selectedOptionSales: 'Export', targetCountry: 'Nigeria' }, 'sales.export.africa-other'],
    [{ department: SALES, selectedOptionSales: 'Export', targetCountry: 'Albania' }, 'sales.export.balkans'],
    [{ department: SALES, selectedOptionSales: 'Export', targetCountry: 'India' }, 'sales.export.india'],
    [{ department: SALES, selectedOptionSales: 'Export', targetCountry: 'Brazil' }, 'sales.export.me-asia-americas'],
    [{ department: SALES, selectedOptionSales: 'Export', targetCountry: 'Maldives' }, 'sales.export.indian-ocean'],
    [{ department: SALES, selectedOptionSales: 'Export', targetCountry: 'Germany' }, 'sales.export.mena-europe'],
    [{ department: SALES, selectedOptionSales: 'Export', targetCountry: 'JP' }, 'sales.export.east-asia'],
  ])('routes %o to the %s list', (fields, key) => {
    const routed = routeEnquiry(submission(fields), routes);
    expect(routed.key).toBe(key);
    expect(routed.recipients).toEqual(mailboxesOf(key));
  });

  it('sends only the default list to the webmaster', () => {
    const withWebmaster = routes.filter((route) => route.recipients.includes('webmaster@outlet-shop.example'));
    expect(withWebmaster.map((route) => route.key)).toEqual(['default']);
  });

  it('has 8 export groups of 2 to 4 mailboxes, every country of the library in exactly one', () => {
    expect(exportGroups).toHaveLength(8);
    for (const group of exportGroups) {
      expect(group.recipients.length, group.key).toBeGreaterThanOrEqual(2);
      expect(group.recipients.length, group.key).toBeLessThanOrEqual(4);
    }
    const assigned = exportGroups.flatMap((group) => group.countries ?? []);
    expect(new Set(assigned).size).toBe(assigned.length);
    expect([...assigned].sort()).toEqual(allCountryCodes().sort());
  });

  it('seeds only placeholder mailboxes on reserved example domains', () => {
    const mailboxes = routes.flatMap((route) => route.recipients);
    for (const mailbox of mailboxes) expect(mailbox).toMatch(/@[a-z-]+\.example$/);
  });

  it('falls back to the default list when a row has been removed or a country left out by staff', () => {
    const withoutHr = routes.filter((route) => route.key !== 'hr');
    expect(routeEnquiry(submission({ department: 'HR & Recruitment' }), withoutHr)).toEqual({
      key: 'default',
      recipients: mailboxesOf('default'),
    });
    const withoutIndia = routes.filter((route) => route.key !== 'sales.export.india');
    const routed = routeEnquiry(
      submission({ department: SALES, selectedOptionSales: 'Export', targetCountry: 'India' }),
      withoutIndia,
    );
    expect(routed.key).toBe('default');
  });

  // docs/architecture.md 5: the server decides the recipients. routeEnquiry reads the department and its
  // options, never a mailList: the browser's list must already be gone at the schema.
  it('drops the mailList the browser sends and mails the routed list instead', () => {
    const parsed = contactSubmissionSchema.parse({
      email: 'visitor@example.com',
      phone: '+971 50 123 4567',
      inqCountry: 'United Arab Emirates',
      department: 'HR & Recruitment',
      targetFunction: 'IT',
      message: 'My CV',
      mailList: ['attacker@evil.example'],
    });
    expect(parsed).not.toHaveProperty('mailList');
    expect(routeEnquiry(parsed, routes)).toEqual({ key: 'hr', recipients: mailboxesOf('hr') });
  });

  it('knows official country names as the contact form lists them', () => {
    expect(countryCode('United Arab Emirates')).toBe('AE');
    expect(countryCode('South Korea')).toBe('KR');
    expect(countryCode('Atlantis')).toBeNull();
  });
});
