/** The shop's origin as the shopper's browser sees it, set by the server's render for each page. */
let renderedOrigin = '';

/**
 * The page's origin (`https://shop.example`): the browser's own, or on the server the one the
 * shopper asked (web/src/entry-server.tsx sets it per page with {@link setRenderedOrigin}).
 */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? renderedOrigin : window.location.origin;
}

/** On the server only: the origin of the page about to be rendered. */
export function setRenderedOrigin(origin: string): void {
  renderedOrigin = origin.replace(/\/$/, '');
}
