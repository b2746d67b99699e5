import { describe, expect, it } from 'vitest';
import { firstReads, readPaths, thisWeekRange } from './page-reads.ts';

// 2026-11-22 20:00 UTC is already Monday 23 November in India: the week of 23–29 November.
const NOW = new Date('2026-11-22T20:00:00Z');

describe('firstReads', () => {
  it('names the ward page’s first page of families and its committee', () => {
    expect(firstReads('/wards/4', NOW)).toEqual(['/houses/wards/4?v=1', '/board/4?ward=4']);
  });

  it('names the catechism home’s photo and the week of today in India, across a year’s end too', () => {
    expect(thisWeekRange(NOW)).toBe('11-23&11-29');
    expect(firstReads('/catehism', NOW)).toEqual(['/board/teachers-photo', '/students/11-23&11-29']);
    expect(thisWeekRange(new Date('2026-12-31T12:00:00Z'))).toBe('12-28&01-03');
  });

  it('reads the admin list of a grade for an admin', () => {
    expect(firstReads('/catehism/0', NOW)).toEqual(['/board/6?grade=0', '/students/grades/0']);
    expect(firstReads('/catehism/12', NOW, { admin: true })).toEqual([
      '/board/6?grade=12',
      '/students/grades/admin/12',
    ]);
  });

  it('names the one read of the single-list screens', () => {
    expect(firstReads('/news', NOW)).toEqual([readPaths.news(1)]);
    expect(firstReads('/gallery', NOW)).toEqual(['/events?page=1']);
    expect(firstReads('/history', NOW)).toEqual(['/faq/history']);
    expect(firstReads('/departed', NOW)).toEqual(['/departed/view?v=1']);
    expect(firstReads('/ex-vicars', NOW)).toEqual(['/board/9']);
    const id = '0b7f6a52-3c1e-4d2f-9a8b-1c2d3e4f5a6b';
    expect(firstReads(`/gallery/${id}`, NOW)).toEqual([`/events/${id}`]);
  });

  it('names nothing for a path the screen would send to not-found, or an unknown one', () => {
    for (const path of [
      '/wards/0',
      '/wards/22',
      '/wards/1.5',
      '/wards/x',
      '/wards/1/2',
      '/catehism/13',
      '/catehism/-1',
      '/gallery/abc',
      '/news/1',
      '/',
      '/login',
      '/admin/stats',
      '/nothing',
    ]) {
      expect(firstReads(path, NOW), path).toEqual([]);
    }
  });
});
