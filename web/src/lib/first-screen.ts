import { useSyncExternalStore } from 'react';

/** What public/first-screen.js leaves for the app: the first screen's catalogue read, under way. */
interface FirstScreenRead {
  url: string;
  /** The parsed JSON of a 2xx answer; rejects on any other answer or a network failure. */
  answer: Promise<unknown>;
}

declare global {
  interface Window {
    __outletFirstScreen?: FirstScreenRead;
    /** The buttons and checkboxes tapped on a server-rendered page before the app took it over (public/first-screen.js). */
    __outletEarlyTaps?: HTMLElement[];
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

/**
 * Called once the app has taken over the page (web/src/app/root-layout.tsx): marks `<html
 * data-hydrated>`, and taps again, in order, the buttons the shopper tapped on a server-rendered
 * page before (public/first-screen.js kept them; hydration keeps the same elements).
 */
export function markHydrated(): void {
  if (document.documentElement.hasAttribute('data-hydrated')) return;
  const taps = window.__outletEarlyTaps ?? [];
  window.__outletEarlyTaps = undefined;
  // In a task of their own, not inside React's effects: each tap's update is drawn before the next
  // (three taps on + then Add to cart add 4 pieces).
  setTimeout(() => {
    document.documentElement.setAttribute('data-hydrated', '');
    for (const button of taps) if (button.isConnected) button.click();
  }, 0);
}

const noSubscription = () => () => {};

/**
 * False while the page is the server's markup (on the server, and while the app hydrates it), true
 * once the app draws it: a text field is read-only until then, so nothing typed into it is dropped
 * by hydration (docs/decisions/051).
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
