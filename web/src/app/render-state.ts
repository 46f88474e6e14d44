import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';

/**
 * What the server's render of a first screen (web/src/entry-server.tsx) hands the browser's app,
 * as JSON in `<script type="application/json" id="outlet-shop-render">` (a data block: no inline
 * script for the CSP to allow): the catalogue reads the page was rendered from and the router's state.
 */
export interface RenderState {
  queries: DehydratedState;
  router: HydrationState;
}

/** The id of the element that carries the {@link RenderState}. */
export const RENDER_STATE_ELEMENT_ID = 'outlet-shop-render';

/** The render state as the text of a `<script type="application/json">`: `<` escaped, so no `</script>` can end it. */
export function serializeRenderState(state: RenderState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** The render state the server put in this page, or null on a page it did not render. */
export function readRenderState(): RenderState | null {
  const element = document.getElementById(RENDER_STATE_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as RenderState) : null;
}
