import type { House } from '@parish/shared/houses';
import { useT } from '../../../i18n/language.tsx';
import { searchMessages } from '../messages.ts';
import { headOf } from '@parish/shared/plain/member-order';
import { BlurImage } from '../../../components/blur-image.tsx';

interface HouseResultCardProps {
  house: House;
  matchedNames: string[];
  onOpen: () => void;
}

/** A found family: house name, head, ward, and who matched; opens the member modal. */
export function HouseResultCard({ house, matchedNames, onOpen }: HouseResultCardProps) {
  const t = useT(searchMessages);
  const head = headOf(house.members);
  return (
    <li>
      <button
        type="button"
        className="result-card"
        onClick={onOpen}
        aria-label={t.search.openFamily(house.house)}
        data-testid="search-result"
      >
        <BlurImage
          as="img"
          className="result-thumb"
          image={house.image}
          preImage={house.preImage}
          alt=""
          width={72}
          height={72}
          fallback={<span className="result-thumb" aria-hidden="true" />}
        />
        <span className="result-text">
          <strong className="result-house">{house.house}</strong>
          {head && <span>{head.name}</span>}
          <span className="muted">
            {t.search.ward(house.ward)} · {t.search.memberCount(house.members.length)}
          </span>
          {matchedNames.length > 0 && <span className="result-matches">{matchedNames.join(', ')}</span>}
        </span>
      </button>
    </li>
  );
}
