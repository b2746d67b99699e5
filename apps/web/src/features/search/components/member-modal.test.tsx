import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { House } from '@parish/shared/houses';
import { MemberModal } from './member-modal.tsx';
import { SearchInput } from '../../../components/search-input.tsx';

const member = (over: Partial<House['members'][number]>) => ({
  _id: crypto.randomUUID(),
  name: '',
  age: 30,
  work: '',
  phone: '',
  HOH: false,
  relation: '',
  origin: '',
  location: '',
  blood: '' as const,
  birthMonth: null,
  birthDay: null,
  ...over,
});

describe('MemberModal', () => {
  it('highlights exactly the matched members, whatever the table order', () => {
    const albin = member({ name: 'ആൽബിൻ', age: 19 });
    const house: House = {
      _id: '00000000-0000-4000-8000-00000000000b',
      house: 'കുന്നേൽ',
      ward: 4,
      image: null,
      preImage: null,
      members: [albin, member({ name: 'ജോസഫ്', age: 50, HOH: true }), member({ name: 'മേരി', age: 80 })],
    };
    render(<MemberModal house={house} highlightIds={new Set([albin._id])} onClose={() => {}} />);
    const rows = screen.getAllByTestId('member-row');
    // Head first, then by age: ജോസഫ്, മേരി, ആൽബിൻ.
    expect(rows.map((r) => r.dataset.match ?? '')).toEqual(['', '', 'true']);
    expect(within(rows[2]).getByText('ആൽബിൻ')).toBeTruthy();
    expect(screen.getByText(/ആൽബിൻ$/, { selector: '.match-summary' })).toBeTruthy();
  });
});

describe('SearchInput', () => {
  function Harness() {
    const [value, setValue] = useState('');
    return <SearchInput value={value} onChange={setValue} label="search" hint="hint" />;
  }

  it('drops what the rule refuses and blocks paste with a message', () => {
    render(<Harness />);
    const input = screen.getByRole('searchbox', { name: 'search' });
    fireEvent.change(input, { target: { value: 'ku1n  2' } });
    // One space after a letter is kept, for the next word.
    expect((input as HTMLInputElement).value).toBe('kun ');
    fireEvent.change(input, { target: { value: 'ku1n' } });
    expect((input as HTMLInputElement).value).toBe('kun');
    fireEvent.paste(input, { clipboardData: { getData: () => 'kunnel' } });
    expect(screen.getByRole('status').textContent).toBe('ഇവിടെ പേസ്റ്റ് ചെയ്യാനാവില്ല; ടൈപ്പ് ചെയ്യുക');
  });
});
