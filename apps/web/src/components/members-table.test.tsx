import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Member } from '@parish/shared/members';
import { MembersTable } from './members-table.tsx';

const base = {
  work: '',
  phone: '',
  relation: '',
  origin: '',
  location: '',
  blood: '' as const,
  birthMonth: null,
  birthDay: null,
};
const head: Member = {
  ...base,
  _id: '00000000-0000-4000-8000-000000000001',
  name: 'തോമസ്',
  nameEng: 'Thomas',
  age: 52,
  HOH: true,
  gender: true,
  work: 'കർഷകൻ',
  phone: '9447012345',
  relation: 'ഗൃഹനാഥൻ',
  origin: 'കുറവിലങ്ങാട്, പുത്തൻപുര',
  location: 'പാലാ',
  blood: 'O+',
  birthMonth: 8,
  birthDay: 15,
  email: 'thomas@example.com',
};
const wife: Member = {
  ...base,
  _id: '00000000-0000-4000-8000-000000000002',
  name: 'മേരി',
  nameEng: 'Mary',
  age: 48,
  HOH: false,
  gender: false,
  email: '',
};
const grandma: Member = {
  ...base,
  _id: '00000000-0000-4000-8000-000000000003',
  name: 'അന്നമ്മ',
  nameEng: 'Annamma',
  age: 81,
  HOH: false,
  gender: false,
  email: '',
};
const son: Member = {
  ...base,
  _id: '00000000-0000-4000-8000-000000000004',
  name: 'ജോസ്',
  nameEng: 'Jose',
  age: 20,
  HOH: false,
  gender: true,
  email: '',
};

function rowTexts() {
  return screen.getAllByTestId('member-row').map((tr) =>
    within(tr)
      .getAllByRole('cell')
      .map((td) => td.textContent),
  );
}

describe('MembersTable', () => {
  it('puts the head first, then the others oldest first, numbered in that order', () => {
    render(<MembersTable members={[son, wife, head, grandma]} />);
    const rows = rowTexts();
    expect(rows.map((r) => r[0])).toEqual(['1', '2', '3', '4']);
    expect(rows.map((r) => r[1])).toEqual(['തോമസ്Thomas', 'അന്നമ്മAnnamma', 'മേരിMary', 'ജോസ്Jose']);
    expect(rows[0].at(-1)).toBe('✔');
    expect(rows.slice(1).every((r) => r.at(-1) === '')).toBe(true);
  });

  it('shows every column of the spec: phone to call with +91, Malayalam month birthday, e-mail for admins', () => {
    render(<MembersTable members={[head, wife]} />);
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      'ക്രമ നം.',
      'പേര്',
      'വയസ്സ്',
      'ജോലി',
      'ഫോൺ',
      'ബന്ധം',
      'പാരമ്പര്യം',
      'താമസം',
      'രക്തഗ്രൂപ്പ്',
      'ലിംഗം',
      'ജന്മദിനം',
      'ഇ-മെയിൽ',
      'ഗൃഹനാഥൻ',
    ]);
    const first = within(screen.getAllByTestId('member-row')[0]);
    expect(first.getByRole('link', { name: 'തോമസ്: 9447012345 എന്ന നമ്പറിൽ വിളിക്കുക' })).toHaveProperty(
      'href',
      'tel:+919447012345',
    );
    expect(first.getByText('ഓഗസ്റ്റ് 15')).toBeTruthy();
    expect(first.getByText('ആൺ')).toBeTruthy();
    expect(first.getByText('O+')).toBeTruthy();
    expect(first.getByText('thomas@example.com')).toBeTruthy();
    expect(first.getByText('കുറവിലങ്ങാട്, പുത്തൻപുര')).toBeTruthy();
  });

  it("shows the stored origin 'parish,family' with a space after the comma", () => {
    render(<MembersTable members={[{ ...head, origin: 'കുറവിലങ്ങാട്,ഓലിക്കൽ' }]} />);
    expect(screen.getByText('കുറവിലങ്ങാട്, ഓലിക്കൽ')).toBeTruthy();
    expect(screen.queryByText('കുറവിലങ്ങാട്,ഓലിക്കൽ')).toBeNull();
  });

  it('leaves out what the server left out (restricted mode: English name, gender, e-mail)', () => {
    const restricted = [head, wife].map(({ nameEng: _n, gender: _g, email: _e, ...m }) => m as Member);
    render(<MembersTable members={restricted} />);
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).not.toContain('ലിംഗം');
    expect(headers).not.toContain('ഇ-മെയിൽ');
    expect(screen.queryByText('Thomas')).toBeNull();
    expect(headers).toHaveLength(11);
  });

  it('has no Edit/Delete unless in edit mode; in edit mode each row calls back with its member', async () => {
    const { unmount } = render(<MembersTable members={[head, wife]} />);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(<MembersTable members={[wife, head]} onEdit={onEdit} onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'മേരി: തിരുത്തുക' }));
    await userEvent.click(screen.getByRole('button', { name: 'തോമസ്: നീക്കം ചെയ്യുക' }));
    expect(onEdit).toHaveBeenCalledWith(wife);
    expect(onDelete).toHaveBeenCalledWith(head);
  });

  it('adds the row action it is given (mark as departed) beside Edit and Delete', async () => {
    const onClick = vi.fn();
    render(
      <MembersTable
        members={[head, wife]}
        onEdit={() => {}}
        onDelete={() => {}}
        extraAction={{ text: 'നിര്യാതനായി', label: (n) => `${n}: mark`, onClick }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'മേരി: mark' }));
    expect(onClick).toHaveBeenCalledWith(wife);
    expect(within(screen.getAllByTestId('member-row')[0]).getAllByRole('button')).toHaveLength(3);
  });
});

describe('a member whose fields the family keeps from this reader (docs/product.md "Directory privacy")', () => {
  it('shows the name and empty cells where the answer left phone, age, work, blood and birthday out', () => {
    const hidden: Member = {
      _id: '00000000-0000-4000-8000-000000000009',
      name: 'ജോസഫ്',
      HOH: true,
      relation: 'ഗൃഹനാഥൻ',
      origin: '',
      location: '',
    };
    render(<MembersTable members={[hidden]} />);
    const row = screen.getByText('ജോസഫ്').closest('tr') as HTMLElement;
    expect(row).toBeTruthy();
    expect(row.textContent).not.toMatch(/undefined|NaN|null/);
    expect(within(row).queryByRole('link')).toBeNull();
  });
});
