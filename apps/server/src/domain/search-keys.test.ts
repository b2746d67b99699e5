import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { searchKey } from '@parish/shared/plain/malayalam';
import { testApp } from '../test/test-app.ts';
import { make, member } from '../test/factories.ts';
import { houses, members, settings } from '../db/schema.ts';
import { refreshSearchKeys, searchKeyFingerprint } from './search-keys.ts';

const t = testApp();

describe('refreshSearchKeys', () => {
  it('recomputes keys stored under older rules, once', async () => {
    // Rows as an older version of the rules left them: stale keys and an old fingerprint.
    const house = await make.house(t.database.db, {
      house: 'കുന്നേൽ',
      ward: 2,
      members: [member({ name: 'ജോസഫ്', nameEng: 'Joseph', HOH: true })],
    });
    await t.database.db.update(houses).set({ houseKey: 'stale' });
    await t.database.db.update(members).set({ nameKey: 'stale' });
    await t.database.db
      .insert(settings)
      .values({ key: 'searchKeyFingerprint', value: { v: 'older-rules' } })
      .onConflictDoUpdate({ target: settings.key, set: { value: { v: 'older-rules' } } });

    expect(await refreshSearchKeys(t.database.db)).toBe(true);
    const [h] = await t.database.db.select().from(houses).where(eq(houses.id, house.id));
    const [m] = await t.database.db.select().from(members).where(eq(members.houseId, house.id));
    expect(h.houseKey).toBe(searchKey('കുന്നേൽ'));
    expect(m.nameKey).toBe(searchKey('ജോസഫ് Joseph'));
    const [stored] = await t.database.db.select().from(settings).where(eq(settings.key, 'searchKeyFingerprint'));
    expect(stored.value).toEqual({ v: searchKeyFingerprint() });

    expect(await refreshSearchKeys(t.database.db)).toBe(false);
  });

  it('makes the family findable by its English spelling again', async () => {
    const res = await t.app.inject({ url: '/api/houses/search/kunnel' });
    expect(res.statusCode).toBe(200);
    expect(res.json().houses.map((h: { house: string }) => h.house)).toContain('കുന്നേൽ');
  });
});
