/**
 * Reads Prometheus's text format as a metrics endpoint answers it, for the services' metrics tests:
 * the value of one sample by its name and labels (every label given must match; others may exist).
 */

/** One sample of the text: `name{label="value",…} number`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE_LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** Every sample of `text` (comments skipped). */
export function parseSamples(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = SAMPLE_LINE.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(LABEL)) labels[key as string] = value as string;
    samples.push({ name: match[1] as string, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the sample `name` whose labels include `labels`; 0 when there is none (a counter not yet moved). */
export function sampleValue(text: string, name: string, labels: Record<string, string> = {}): number {
  const sample = parseSamples(text).find(
    (candidate) =>
      candidate.name === name && Object.entries(labels).every(([key, value]) => candidate.labels[key] === value),
  );
  return sample?.value ?? 0;
}

/** The text a metrics listener answers at `GET /metrics` on `port` of 127.0.0.1. */
export async function scrape(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`);
  if (response.status !== 200) throw new Error(`GET /metrics: ${response.status}`);
  return response.text();
}
