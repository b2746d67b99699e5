import type { House } from '@parish/shared/houses';
import { useT } from '../../../i18n/language.tsx';
import { headOf } from '@parish/shared/member-order';
import { smallImageUrl } from '@parish/shared/image-paths';

interface HouseResultCardProps {
  house: House;
  matchedNames: string[];
  onOpen: () => void;
}

/** A found family: house name, head, ward, and who matched; opens the member modal. */
export function HouseResultCard({ house, matchedNames, onOpen }: HouseResultCardProps) {
  const t = useT();
  const head = headOf(house.members);
  return (
    <li>
      <button type="button" className="result-card" onClick={onOpen} aria-label={t.search.openFamily(house.house)} data-testid="search-result">
        {house.image ? (
          <img className="result-thumb" src={smallImageUrl(house.image)} alt="" loading="lazy" width={72} height={72}
            style={house.preImage ? { backgroundImage: `url("${house.preImage}")` } : undefined} />
        ) : <span className="result-thumb" aria-hidden="true" />}
        <span className="result-text">
          <strong className="result-house">{house.house}</strong>
          {head && <span>{head.name}</span>}
          <span className="muted">{t.search.ward(house.ward)} · {t.search.memberCount(house.members.length)}</span>
          {matchedNames.length > 0 && <span className="result-matches">{matchedNames.join(', ')}</span>}
        </span>
      </button>
    </li>
  );
}
