/** What public/first-screen.js leaves for the app: the first screen's catalogue read, under way. */
interface FirstScreenRead {
  url: string;
  /** The parsed JSON of a 2xx answer; rejects on any other answer or a network failure. */
  answer: Promise<unknown>;
}

declare global {
  interface Window {
    __outletFirstScreen?: FirstScreenRead;
  }
}

/**
 * The answer public/first-screen.js already asked for, when `url` is the URL it read: handed over
 * once (later reads of the same URL, a refetch, go to the network), else null.
 */
export function takeFirstScreenAnswer(url: string): Promise<unknown> | null {
  if (typeof window === 'undefined') return null;
  const read = window.__outletFirstScreen;
  if (read?.url !== url) return null;
  window.__outletFirstScreen = undefined;
  return read.answer;
}
