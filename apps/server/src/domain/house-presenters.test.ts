import { describe, expect, it } from 'vitest';
import { presentHouse, presentMember, type MemberRow, type Viewer } from './house-presenters.ts';

const row: MemberRow = {
  _id: '00000000-0000-4000-8000-000000000001',
  name: 'തോമസ്',
  nameEng: 'Thomas',
  age: 52,
  work: '',
  phone: '9447012345',
  HOH: true,
  gender: true,
  relation: '',
  origin: '',
  location: '',
  blood: 'O+',
  birthMonth: 3,
  birthDay: 19,
  email: 'thomas@example.com',
};
const viewers: Record<string, Viewer> = {
  visitor: { isAdmin: false, loggedIn: false, restricted: false, reader: 'visitor', directoryDefault: 'open' },
  restrictedVisitor: { isAdmin: false, loggedIn: false, restricted: true, reader: 'visitor', directoryDefault: 'open' },
  user: { isAdmin: false, loggedIn: true, restricted: false, reader: 'parishioner', directoryDefault: 'open' },
  restrictedUser: { isAdmin: false, loggedIn: true, restricted: true, reader: 'parishioner', directoryDefault: 'open' },
  admin: { isAdmin: true, loggedIn: true, restricted: true, reader: 'office', directoryDefault: 'protected' },
};

describe('presentMember', () => {
  it('sends e-mail to admins only, whatever the mode', () => {
    for (const [who, viewer] of Object.entries(viewers)) {
      expect({ who, hasEmail: 'email' in presentMember(row, viewer) }).toEqual({ who, hasEmail: who === 'admin' });
    }
  });

  it('hides English name and gender from visitors in restricted public mode only', () => {
    expect(presentMember(row, viewers.restrictedVisitor)).not.toHaveProperty('nameEng');
    expect(presentMember(row, viewers.restrictedVisitor)).not.toHaveProperty('gender');
    for (const who of ['visitor', 'user', 'restrictedUser', 'admin']) {
      expect(presentMember(row, viewers[who])).toMatchObject({ nameEng: 'Thomas', gender: true });
    }
  });

  it('keeps every other field as the row has it', () => {
    const { email: _email, nameEng: _nameEng, gender: _gender, ...rest } = row;
    expect(presentMember(row, viewers.restrictedVisitor)).toEqual(rest);
    expect(
      presentHouse(
        { _id: row._id, house: 'വീട്', ward: 1, image: null, preImage: null, members: [row] },
        viewers.visitor,
      ).members[0],
    ).toEqual({ ...rest, nameEng: 'Thomas', gender: true });
  });
});

describe('the family choices and the child rule (docs/product.md "Directory privacy")', () => {
  const child: MemberRow = { ...row, age: 9, HOH: false };
  const none = { phone: null, birthday: null, age: null, blood: null, work: null, nameEng: null, parentConsent: false };

  it('under protected a visitor gets name and house only; a parishioner and the office all of it', () => {
    const visitor = { ...viewers.visitor, directoryDefault: 'protected' as const };
    const seen = presentMember(row, visitor);
    for (const field of ['phone', 'age', 'work', 'blood', 'birthMonth', 'birthDay', 'nameEng'])
      expect(seen).not.toHaveProperty(field);
    expect(seen).toMatchObject({ name: 'തോമസ്', HOH: true });
    expect(presentMember(row, { ...viewers.user, directoryDefault: 'protected' })).toMatchObject({
      phone: '9447012345',
    });
  });

  it("keeps a child's phone, birthday and blood group from visitors without a parent's consent", () => {
    const open = { ...none, phone: 'everyone', birthday: 'everyone', blood: 'everyone' } as const;
    const seen = presentMember({ ...child, choices: open }, viewers.visitor);
    for (const field of ['phone', 'blood', 'birthMonth', 'birthDay']) expect(seen).not.toHaveProperty(field);
    expect(seen).toMatchObject({ age: 9 });
    expect(presentMember({ ...child, choices: { ...open, parentConsent: true } }, viewers.visitor)).toMatchObject({
      phone: '9447012345',
      blood: 'O+',
      birthMonth: 3,
    });
  });

  it("follows a family's choice: office only reaches no parishioner; no photo where it does not reach", () => {
    const choices = { ...none, phone: 'office' } as const;
    expect(presentMember({ ...row, choices }, viewers.user)).not.toHaveProperty('phone');
    expect(presentMember({ ...row, choices }, viewers.admin)).toHaveProperty('phone');
    const house = { _id: row._id, house: 'വീട്', ward: 1, image: '/media/x.webp', preImage: 'p', members: [] };
    expect(presentHouse({ ...house, photoTo: 'parishioners' }, viewers.visitor)).not.toHaveProperty('image');
    expect(presentHouse({ ...house, photoTo: 'parishioners' }, viewers.user)).toMatchObject({ image: '/media/x.webp' });
  });
});
