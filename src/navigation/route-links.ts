/**
 * The names, paths and link queries of the route table (src/routes/route-table.ts), which `href`
 * builds links from. Written by `npm run routes` (scripts/generate-route-links.ts): not edited by hand.
 */
export const routeLinks = [
  { name: 'index', path: '' },
  { name: 'about', path: 'about' },
  { name: 'business-in-greece', path: 'business-in-greece' },
  { name: 'business-in-greece-url', path: 'business-in-greece/:url' },
  { name: 'certificates', path: 'certificates' },
  { name: 'construction', path: 'construction' },
  { name: 'contacts', path: 'contacts' },
  { name: 'compare', path: 'compare', linkQuery: ['refs'] },
  { name: 'dkg-projects', path: 'dkg-projects' },
  { name: 'dkg-projects-category-id', path: 'dkg-projects/:category/:id?' },
  { name: 'dkg-projects-old', path: 'dkg-projects-old' },
  { name: 'events', path: 'events' },
  { name: 'events-alias', path: 'events/:alias' },
  { name: 'favourites', path: 'favourites', linkQuery: ['refs'] },
  { name: 'partners', path: 'partners' },
  { name: 'privacy-policy', path: 'privacy-policy' },
  { name: 'properties', path: 'properties' },
  { name: 'properties-id', path: 'properties/:id' },
  { name: 'search-result', path: 'search-result', linkQuery: ['q'] },
  { name: 'services', path: 'services' },
  { name: 'services-business-consulting', path: 'services/business-consulting' },
  { name: 'services-construction', path: 'services/construction' },
  { name: 'services-golden-visa', path: 'services/golden-visa' },
  { name: 'services-investment', path: 'services/investment' },
  { name: 'services-project-management', path: 'services/project-management' },
  { name: 'services-transaction-support', path: 'services/transaction-support' },
  { name: 'terms-of-use', path: 'terms-of-use' },
] as const;
