import type { Benchmark } from './run.ts';

const PNG_HEADER = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

function percentile(sortedMs: number[], share: number): string {
  return (sortedMs[Math.min(sortedMs.length - 1, Math.floor(sortedMs.length * share))] ?? 0).toFixed(1);
}

async function timed(count: number, call: (index: number) => Promise<void>): Promise<number[]> {
  const durations: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await call(index);
    durations.push(performance.now() - started);
  }
  return durations.sort((a, b) => a - b);
}

/**
 * Contact enquiries (docs/product.md 5, docs/architecture.md 5): latency of `register` (validate, route from the
 * table, store, queue), of a 5 MB upload (content check, private copy), and the time from
 * `register` to the mail in the catcher.
 */
const bench: Benchmark = {
  title: 'Contact enquiries (CMS)',
  async run({ urls }) {
    const post = (path: string, body: unknown) =>
      fetch(`${urls.cms}/api${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const enquiry = (marker: string) => ({
      email: 'bench@example.com',
      phone: '+971501112233',
      inqCountry: 'United Arab Emirates',
      department: 'Sales & Distribution Inquiries',
      selectedOptionSales: 'Export',
      targetCountry: 'India',
      message: marker,
    });
    const register = await timed(40, async (index) => {
      const response = await post('/auth/register', enquiry(`bench ${index}`));
      if (response.status !== 201) throw new Error(`register answered ${response.status}`);
    });
    const fiveMb = Buffer.concat([PNG_HEADER, Buffer.alloc(5_242_880 - PNG_HEADER.length)]);
    const upload = await timed(10, async () => {
      const form = new FormData();
      form.append('photos', new Blob([fiveMb], { type: 'image/png' }), 'photo.png');
      const response = await fetch(`${urls.cms}/api/enquiry-files`, { method: 'POST', body: form });
      if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
    });
    const marker = `bench-mail-${Date.now()}`;
    const started = performance.now();
    await post('/auth/register', enquiry(marker));
    for (;;) {
      const mails = (await (await fetch(`${urls.mailCatcher}/email`)).json()) as { text: string }[];
      if (mails.some((mail) => mail.text.includes(marker))) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const toMailMs = performance.now() - started;
    console.log('| measure | runs | p50 ms | p95 ms |');
    console.log('|---|---|---|---|');
    console.log(
      `| POST /api/auth/register | ${register.length} | ${percentile(register, 0.5)} | ${percentile(register, 0.95)} |`,
    );
    console.log(
      `| POST /api/enquiry-files, one 5 MB image | ${upload.length} | ${percentile(upload, 0.5)} | ${percentile(upload, 0.95)} |`,
    );
    console.log(`| register → mail in the catcher | 1 | ${toMailMs.toFixed(1)} | — |`);
  },
};

export default bench;
