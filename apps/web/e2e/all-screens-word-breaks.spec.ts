// Malayalam is never split inside a word (docs/decisions.md, "Lines break only between words"): on
// a 360 px phone every word of the wards overlay, the board, the convent, samarpithar and ward
// pages sits on one line and inside its box, or is ellipsised with its whole text still in the page.
import { expect, test, type Page } from './fixtures.ts';
import { loginAs } from './support.ts';

interface WordProblem {
  word: string;
  problem: 'split' | 'overflow';
  where: string;
}

/**
 * Every word (text split at white space) under `selector` that is drawn on two lines or sticks out
 * of its block. A word is a Range over its characters: its client rects lie on one line unless the
 * browser broke it. Text a screen reader alone reads (clipped to 1 px) is left out.
 */
async function brokenWords(page: Page, selector: string): Promise<WordProblem[]> {
  // Measured in the page's own font (Noto Sans Malayalam), not a fallback still showing.
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate((sel) => {
    const problems: WordProblem[] = [];
    const clippedAway = (el: Element | null): boolean => {
      for (let e = el; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.clip !== 'auto' && style.position === 'absolute') return true;
        if (style.display === 'none' || style.visibility === 'hidden') return true;
      }
      return false;
    };
    // The nearest box a word must fit: its closest ancestor that is not inline.
    const blockOf = (el: Element): Element => {
      let e: Element | null = el;
      while (e && getComputedStyle(e).display.startsWith('inline') && !getComputedStyle(e).display.includes('-'))
        e = e.parentElement;
      return e ?? el;
    };
    // A block that ellipsises its overflow shows a word it cannot hold as "…": allowed.
    const ellipsised = (el: Element): boolean => {
      const style = getComputedStyle(el);
      return style.textOverflow === 'ellipsis' && style.overflowX !== 'visible';
    };
    const describe = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
    for (const root of document.querySelectorAll(sel)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const parent = node.parentElement;
        if (!parent || clippedAway(parent)) continue;
        const block = blockOf(parent);
        const box = block.getBoundingClientRect();
        const style = getComputedStyle(block);
        const left = box.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
        const right = box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
        for (const m of node.data.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const rects = [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5);
          if (rects.length === 0) continue;
          // Rects of one line overlap vertically; a rect wholly below another is a second line.
          const lines: DOMRect[] = [];
          for (const r of rects) {
            if (!lines.some((l) => r.top < l.bottom - 2 && l.top < r.bottom - 2)) lines.push(r);
          }
          if (lines.length > 1) problems.push({ word: m[0], problem: 'split', where: describe(parent) });
          const wordLeft = Math.min(...rects.map((r) => r.left));
          const wordRight = Math.max(...rects.map((r) => r.right));
          if ((wordRight > right + 1 || wordLeft < left - 1) && !ellipsised(block)) {
            problems.push({ word: m[0], problem: 'overflow', where: describe(parent) });
          }
        }
      }
    }
    return problems;
  }, selector);
}

test.describe('at 360 px no Malayalam word is split or sticks out of its box', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the wards overlay', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'വാർഡുകൾ' }).click();
    const overlay = page.getByRole('dialog', { name: 'വാർഡുകൾ' });
    await expect(overlay.getByRole('link')).toHaveCount(21);
    expect(await brokenWords(page, '.wards-overlay')).toEqual([]);
  });

  for (const path of ['/board', '/convent', '/samarpithar']) {
    test(`${path}, for a visitor and for an admin`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('.profile-card').first()).toBeVisible();
      expect(await brokenWords(page, 'main')).toEqual([]);
      await loginAs(page, 'admin');
      await page.goto(path);
      await expect(page.locator('.profile-card .row-actions').first()).toBeVisible();
      expect(await brokenWords(page, 'main')).toEqual([]);
    });
  }

  for (const ward of [1, 8, 16]) {
    test(`the ward page of ward ${ward} (its name, committee and first families)`, async ({ page }) => {
      await page.goto(`/wards/${ward}`);
      await expect(page.getByTestId('family-card').first().getByTestId('member-row').first()).toBeVisible();
      await expect(page.locator('.committee-table')).toBeVisible();
      expect(await brokenWords(page, 'main')).toEqual([]);
    });
  }

  test('the admin ward page, with Edit and Delete in each row', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/admin/wards/6');
    await expect(page.getByTestId('family-card').first().getByTestId('member-row').first()).toBeVisible();
    expect(await brokenWords(page, 'main')).toEqual([]);
    expect(await brokenWords(page, '.navbar, .site-header')).toEqual([]);
  });
});
