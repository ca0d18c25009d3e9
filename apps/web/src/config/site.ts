/** Public facts about the site used in page metadata. */
export const site = {
  name: 'Penwright',
  /** Absolute origin for canonical URLs; set VITE_SITE_URL when building for a real domain. */
  url: (import.meta.env.VITE_SITE_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
  image: '/og-image.png',
  supportEmail: 'support@penwright.app',
} as const;
