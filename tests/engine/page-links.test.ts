import { describe, expect, it } from 'vitest';
import { pageLinks } from '../../src/engine/paging/page-links';

describe('pageLinks', () => {
  it('shows every page when there are no more than five', () => {
    expect(pageLinks(0, 1)).toEqual([0]);
    expect(pageLinks(2, 3)).toEqual([0, 1, 2]);
  });

  it('keeps the current page in the middle, away from the ends', () => {
    expect(pageLinks(5, 20)).toEqual([3, 4, 5, 6, 7]);
  });

  it('stops at the first and the last page', () => {
    expect(pageLinks(0, 20)).toEqual([0, 1, 2, 3, 4]);
    expect(pageLinks(1, 20)).toEqual([0, 1, 2, 3, 4]);
    expect(pageLinks(19, 20)).toEqual([15, 16, 17, 18, 19]);
  });

  it('shows nothing for an empty list', () => {
    expect(pageLinks(0, 0)).toEqual([]);
  });
});
