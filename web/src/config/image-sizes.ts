/**
 * The `sizes` of the largest image of each first screen (the first slide, a listing's cards, the
 * product's picture). public/first-screen.js preloads that image with the same `sizes`, so the
 * browser picks the same file for both (web/src/app/first-screen.test.ts keeps them equal).
 */
export const IMAGE_SIZES = {
  hero: '(max-width: 1240px) 100vw, 1200px',
  productCard: '(max-width: 600px) 50vw, 260px',
  productMain: '(max-width: 800px) 100vw, 520px',
} as const;
