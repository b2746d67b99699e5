import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ml } from '../i18n/ml.ts';
import { ProfileGrid } from './profile-grid.tsx';
import { kitMessages } from '../i18n/kit.ts';

/** The kit takes its texts as arguments; these stand for a domain's. */
const LABELS = {
  edit: 'തിരുത്തുക',
};

const BOARD = [
  {
    _id: 'a',
    name: 'ഫാ. ജോസഫ്',
    house: 'പുത്തൻപുര',
    phone: '9447012345',
    image: '/media/vicar.webp',
    preImage: 'data:image/webp;base64,AA',
    duration: '2019 - 2024',
  },
  { _id: 'b', name: 'സി. മരിയ', house: '', phone: '', image: null, preImage: null, duration: '' },
];

function renderGrid(admin = false) {
  return render(
    <ProfileGrid
      items={BOARD}
      label="board"
      profile={(m) => ({
        key: m._id,
        name: m.name,
        house: m.house,
        phone: m.phone,
        image: m.image,
        preImage: m.preImage,
        detail: m.duration,
      })}
      actions={admin ? (m) => <button type="button">{`${LABELS.edit} ${m.name}`}</button> : undefined}
    />,
  );
}

describe('ProfileGrid / ProfileCard', () => {
  it('shows name, house, a call link (+91) with the phone as shown, and the detail line', () => {
    renderGrid();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(first.getByRole('heading', { name: 'ഫാ. ജോസഫ്' })).toBeTruthy();
    expect(first.getByText('പുത്തൻപുര')).toBeTruthy();
    const call = first.getByRole('link', { name: kitMessages.ml.kit.call('ഫാ. ജോസഫ്') });
    expect(call.getAttribute('href')).toBe('tel:+919447012345');
    expect(call.textContent).toBe('9447012345');
    expect(first.getByText('2019 - 2024')).toBeTruthy();
    expect(within(cards[1]).queryByRole('link')).toBeNull();
    // No photo: a drawn person with a Malayalam name, not a bare grey box.
    const drawn = within(cards[1]).getByRole('img', { name: kitMessages.ml.kit.noPhoto('സി. മരിയ') });
    expect(drawn.tagName.toLowerCase()).toBe('svg');
    expect(cards[1].querySelector('img')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the blurred preImage until the small rendition has loaded', () => {
    renderGrid();
    const img = screen.getByRole('img', { name: 'ഫാ. ജോസഫ്' });
    expect(img.getAttribute('src')).toBe('/media/vicar-480.webp');
    expect(img.getAttribute('loading')).toBe('eager');
    const frame = img.parentElement as HTMLElement;
    expect(frame.style.backgroundImage).toContain('data:image/webp;base64,AA');
    fireEvent.load(img);
    expect(frame.style.backgroundImage).toBe('');
  });

  it('puts the admin actions in each card', () => {
    renderGrid(true);
    expect(screen.getByRole('button', { name: `${LABELS.edit} സി. മരിയ` })).toBeTruthy();
  });
});
