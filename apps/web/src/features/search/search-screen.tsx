// docs/product.md "Search": an overlay over the page it was opened from. Back (or ×) closes it and returns
// to that page. Text search for everyone; blood-group search for admins.
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { House } from '@parish/shared/houses';
import { filterSearchInput, isSearchableText, searchTermOf } from '@parish/shared/search-text';
import { Modal } from '../../components/modal.tsx';
import { Loader } from '../../components/loader.tsx';
import { useT } from '../../i18n/language.tsx';
import { searchMessages } from './messages.ts';
import { useUserInfo } from '../../lib/auth-store.ts';
import { useLoadError } from '../../lib/use-load-error.ts';
import { useSearchHouses } from './api/search-houses.ts';
import { BloodSearchPanel } from './components/blood-search-panel.tsx';
import { HouseResultCard } from './components/house-result-card.tsx';
import { MemberModal } from './components/member-modal.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useDebounced } from '../../lib/use-debounced.ts';

/** docs/product.md "Search": navigation to search passes the current path as state. */
export interface SearchLocationState {
  from?: string;
}

export function SearchScreen() {
  const t = useT(searchMessages);
  useDocumentTitle(t.titles.search);
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as SearchLocationState | null)?.from;
  const user = useUserInfo();

  const [open, setOpen] = useState(true);
  // `?q=`: the search sent by its form before the page was live, or without scripts; the server
  // renders its results (docs/decisions.md "The first tap counts").
  const [text, setText] = useState(() => filterSearchInput(new URLSearchParams(location.search).get('q') ?? ''));
  const [bloodMode, setBloodMode] = useState(false);
  const [family, setFamily] = useState<{ house: House; highlight: ReadonlySet<string> } | null>(null);
  // The space typed before a next word is not sent.
  const term = searchTermOf(useDebounced(text));
  const search = useSearchHouses(bloodMode ? '' : term);
  const searchable = isSearchableText(term) && !bloodMode;

  useLoadError(search.error);

  const pages = search.data?.pages;
  const matchedIds = useMemo(() => new Set(pages?.flatMap((p) => p.memberIdArr) ?? []), [pages]);
  const houses = useMemo(() => pages?.flatMap((p) => p.houses) ?? [], [pages]);
  const total = pages?.[0]?.total ?? 0;

  const close = () => {
    setOpen(false);
    // Came from a page of the app: go back to it; opened directly: go home.
    if (from) navigate(-1);
    else navigate('/', { replace: true });
  };

  const toggleBlood = () => {
    setBloodMode(!bloodMode);
    setText(''); // docs/product.md "Search": the toggle clears the text
  };

  const countText =
    houses.length === 0
      ? t.search.noResults
      : houses.length < total
        ? t.search.countOf(houses.length, total)
        : t.search.count(houses.length);
  return (
    <Modal
      open={open}
      onClose={close}
      title={bloodMode ? t.search.bloodMode : t.search.title}
      placement="full"
      className="search-overlay"
    >
      {user?.isAdmin && (
        <button type="button" className="button small blood-toggle" aria-pressed={bloodMode} onClick={toggleBlood}>
          {bloodMode ? t.search.textMode : t.search.bloodMode}
        </button>
      )}
      {bloodMode ? (
        <BloodSearchPanel onOpenFamily={(house, memberId) => setFamily({ house, highlight: new Set([memberId]) })} />
      ) : (
        <>
          {/* A plain GET form: Enter searches before the scripts run; once live, results come as typed. */}
          <form method="get" action="/search" role="search" onSubmit={(e) => e.preventDefault()}>
            <SearchInput
              value={text}
              onChange={setText}
              label={t.search.label}
              hint={t.search.hint}
              placeholder={t.search.placeholder}
              autoFocus
              name="q"
            />
          </form>
          <div aria-live="polite" className="search-status">
            {searchable && search.isFetching && !search.isFetchingNextPage && <Loader label={t.searchBox.searching} />}
            {searchable && search.data && (!search.isFetching || search.isFetchingNextPage) && (
              <p className="result-count">{countText}</p>
            )}
          </div>
          {searchable && houses.length > 0 && (
            <ul className="search-results">
              {houses.map((house) => (
                <HouseResultCard
                  key={house._id}
                  house={house}
                  matchedNames={house.members.filter((m) => matchedIds.has(m._id)).map((m) => m.name)}
                  onOpen={() => setFamily({ house, highlight: matchedIds })}
                />
              ))}
            </ul>
          )}
          {searchable && search.hasNextPage && (
            <button
              type="button"
              className="button show-more"
              onClick={() => void search.fetchNextPage()}
              disabled={search.isFetchingNextPage}
              aria-busy={search.isFetchingNextPage}
            >
              {search.isFetchingNextPage ? t.search.loadingMore : t.search.showMore}
            </button>
          )}
        </>
      )}
      <MemberModal
        house={family?.house ?? null}
        highlightIds={family?.highlight ?? new Set()}
        onClose={() => setFamily(null)}
      />
    </Modal>
  );
}
