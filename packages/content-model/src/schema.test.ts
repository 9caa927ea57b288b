import { contentTypeForRoute, contentTypes } from './schema';

describe('content schema', () => {
  it('when a route segment names a collection by its plural, then the collection is found', () => {
    expect(contentTypeForRoute('project-categories')?.uid).toBe('api::project-category.project-category');
  });

  it('when a route segment names a single type, then it is found by its singular name', () => {
    expect(contentTypeForRoute('page-error')?.kind).toBe('singleType');
  });

  it('when every type is listed, then uids are unique and well formed', () => {
    for (const [uid, type] of Object.entries(contentTypes)) {
      expect(uid).toBe(type.uid);
      expect(uid).toMatch(/^api::[a-z-]+\.[a-z-]+$/);
    }
  });
});
