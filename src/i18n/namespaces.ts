/** UI string namespaces: `common` for the chrome, one per part of the site. */
export const NAMESPACES = ['common', 'catalogue', 'properties', 'projects', 'contact', 'search'] as const;
export type Namespace = (typeof NAMESPACES)[number];
