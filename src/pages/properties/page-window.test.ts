import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('when there are few pages, then every page is listed', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it('when there are many pages, then the ends and the neighbours of the current one are kept', () => {
    expect(pageWindow(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
  });

  it('when only one page is left out between two kept ones, then it is shown instead of a gap', () => {
    expect(pageWindow(3, 12)).toEqual([1, 2, 3, 4, null, 12]);
    expect(pageWindow(12, 12)).toEqual([1, null, 11, 12]);
  });
});
