import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { House } from '@parish/shared/houses';
import { FamilyCard } from './family-card.tsx';

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
const house: House = {
  _id: '00000000-0000-4000-8000-00000000000a',
  house: 'പുത്തൻപുര',
  ward: 3,
  image: '/media/abc.webp',
  preImage: 'data:image/webp;base64,UklGR',
  members: [
    member({ name: 'മകൻ', age: 12 }),
    member({ name: 'ജോർജ്', age: 45, HOH: true }),
    member({ name: 'അമ്മ', age: 70 }),
  ],
};

function renderCard(h: House, onOpenPhoto = () => {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <FamilyCard house={h} wardName="സെന്റ് തോമസ് കുടുംബ യൂണിറ്റ്" onOpenPhoto={onOpenPhoto} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('FamilyCard', () => {
  it('titles the card with the head and house, shows the 480 px photo over the blurred preImage until it loads', () => {
    const onOpen = vi.fn();
    renderCard(house, onOpen);
    expect(screen.getByRole('heading', { name: 'ജോർജ്, പുത്തൻപുര' })).toBeTruthy();
    const button = screen.getByRole('button', { name: 'പുത്തൻപുര കുടുംബത്തിന്റെ ഫോട്ടോ വലുതായി കാണുക' });
    const img = within(button).getByRole('img');
    expect(img.getAttribute('src')).toBe('/media/abc-480.webp');
    expect(button.style.backgroundImage).toContain('data:image/webp;base64,UklGR');
    expect(img.className).toBe('');
    fireEvent.load(img);
    expect(img.className).toBe('loaded');
    expect(button.style.backgroundImage).toBe('');
    fireEvent.click(button);
    expect(onOpen).toHaveBeenCalledOnce();
    // Members: head first, then oldest first.
    expect(screen.getAllByTestId('member-row').map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual([
      'ജോർജ്',
      'അമ്മ',
      'മകൻ',
    ]);
  });

  it('without a photo: a WhatsApp link to the admin with the head, house and ward', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ adminPhone: '9447012345' }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    renderCard({ ...house, image: null, preImage: null });
    expect(screen.queryByRole('button', { name: /ഫോട്ടോ വലുതായി/ })).toBeNull();
    const link = await screen.findByRole('link', { name: 'വാട്സ്ആപ്പിൽ ഫോട്ടോ അയയ്ക്കുക' });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://wa.me/919447012345');
    const text = url.searchParams.get('text') ?? '';
    for (const part of ['ജോർജ്', 'പുത്തൻപുര', 'സെന്റ് തോമസ് കുടുംബ യൂണിറ്റ്']) expect(text).toContain(part);
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});
