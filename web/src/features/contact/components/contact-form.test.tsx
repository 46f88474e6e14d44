import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent } from '@testing-library/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces, localeReady } from '@/lib/i18n';
import { ContactForm } from './contact-form';

// Rendered with web's React 19 directly, as page-body.test.tsx explains.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const REFERENCE = 'ENQ-20261125-4F2A9C';
/** The bodies the CMS got, by path. */
let calls: Array<{ url: string; body: Record<string, unknown> }> = [];
let root: Root | undefined;

beforeAll(() => Promise.all([localeReady, loadNamespaces(['contact'])]));

beforeEach(() => {
  calls = [];
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      if (url.endsWith('/auth/register'))
        return Response.json({ data: { id: 41, reference: REFERENCE } }, { status: 201 });
      return Response.json({ message: 'Thanks for contacting will get back soon !' });
    }),
  );
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function renderForm(): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  root = createRoot(container);
  act(() =>
    root?.render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ContactForm />
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
  return container;
}

function fill(page: HTMLElement, id: string, value: string) {
  const field = page.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`#${id}`);
  if (!field) throw new Error(`No field #${id}`);
  act(() => {
    fireEvent.change(field, { target: { value } });
  });
}

describe('the contact form', () => {
  it("shows the enquiry's reference from the CMS in the success popup, and sends the page's language", async () => {
    const page = renderForm();
    fill(page, 'enquiry-department', 'General inquiries');
    fill(page, 'enquiry-inqCountry', 'United Arab Emirates');
    fill(page, 'enquiry-email', 'visitor@example.com');
    fill(page, 'enquiry-phone', '+971501112233');
    fill(page, 'enquiry-message', 'Do you sell gift boxes?');
    await act(async () => {
      fireEvent.submit(page.querySelector('form') as HTMLFormElement);
    });
    const dialog = await vi.waitFor(() => {
      const open = page.querySelector('dialog[open]');
      if (!open) throw new Error('no popup yet');
      return open;
    });
    expect(dialog.textContent).toContain('Your form has been successfully submitted.');
    expect(dialog.textContent).toContain(`Your reference: ${REFERENCE}`);
    expect(dialog.querySelector('strong')?.textContent).toBe(REFERENCE);
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/register', '/api/auth/sendmail']);
    expect(calls[0]?.body).toMatchObject({ locale: 'en', email: 'visitor@example.com' });
  });
});
