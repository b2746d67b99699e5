// docs/product.md "Address": a hero with the postal address and phone, a table of board members (image,
// name, role label, call and WhatsApp links with +91) and an embedded map at fixed coordinates.
// The Mass and office times of the settings below the address (as on the home page).
// The map is a third party's page, so it loads only when the visitor asks for it (docs/decisions.md
// "Members as cards where the table does not fit; the map only on request").
import { useState } from 'react';
import { BOARD_TITLE, MAP_ZOOM } from '@parish/shared/plain/constants';
import { displayPhone, telLink, whatsappLink } from '@parish/shared/plain/phone';
import type { BoardMember } from '@parish/shared/board';
import { isPriestTitle, priestName } from '@parish/shared/plain/words';
import { BlurImage } from '../../components/blur-image.tsx';
import { Loader } from '../../components/loader.tsx';
import { LoadErrorBanner } from '../../components/load-error-banner.tsx';
import { ServiceTimes } from '../../components/service-times.tsx';
import { useT } from '../../i18n/language.tsx';
import { useParishSettings } from '../../lib/use-settings.ts';
import { useAddressBoard } from './api/get-address-board.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { addressMessages, type AddressTexts as AllMessages } from './messages.ts';

/** The church on the map (docs/product.md "Address": fixed coordinates, zoom 10). */
export const CHURCH_COORDINATES = { lat: 9.7573, lon: 76.5597 } as const;
export const MAP_URL =
  `https://maps.google.com/maps?q=${CHURCH_COORDINATES.lat},${CHURCH_COORDINATES.lon}` + `&z=${MAP_ZOOM}&output=embed`;
/** Opens the phone's maps app at the church (RFC 5870 geo: URI, with a labelled pin). */
export const GEO_URL =
  `geo:${CHURCH_COORDINATES.lat},${CHURCH_COORDINATES.lon}` +
  `?q=${CHURCH_COORDINATES.lat},${CHURCH_COORDINATES.lon}&z=${MAP_ZOOM}`;
/** The same place in a browser, for a desktop or a phone without a maps app. */
export const MAP_LINK =
  'https://www.google.com/maps/search/?api=1' + `&query=${CHURCH_COORDINATES.lat},${CHURCH_COORDINATES.lon}`;

/**
 * docs/product.md "Address": 1 = vicar (name prefixed 'ഫാ.', in English 'Fr.'), 2 = coordinator, 12 =
 * caretaker; others none.
 */
export function roleLabel(title: number, t: AllMessages): string {
  if (title === BOARD_TITLE.vicar) return t.address.vicar;
  if (title === BOARD_TITLE.coordinator) return t.address.coordinator;
  if (title === BOARD_TITLE.caretaker) return t.address.caretaker;
  return '';
}

export function displayName(member: Pick<BoardMember, 'name' | 'title'>, priest: string): string {
  return isPriestTitle(member.title) ? priestName(member.name, priest) : member.name;
}

export function AddressScreen() {
  const t = useT(addressMessages);
  useDocumentTitle(t.titles.address);
  const settings = useParishSettings();
  const board = useAddressBoard();
  return (
    <div className="address">
      <section className="address-hero" aria-labelledby="address-title">
        <h1 id="address-title">{t.address.title}</h1>
        {settings.isPending && <Loader inline />}
        {settings.isError && <LoadErrorBanner onRefresh={() => void settings.refetch()} />}
        {settings.data && (
          <>
            <p className="address-church">{settings.data.churchName}</p>
            <address>{settings.data.churchAddress}</address>
            <p>
              {t.address.phone}:{' '}
              <a href={telLink(settings.data.churchPhone)}>{displayPhone(settings.data.churchPhone)}</a>
              {' · '}
              {t.address.email}: <a href={`mailto:${settings.data.churchEmail}`}>{settings.data.churchEmail}</a>
            </p>
            <ServiceTimes massTimes={settings.data.massTimes} officeHours={settings.data.officeHours} />
          </>
        )}
      </section>

      <section aria-labelledby="address-board">
        <h2 id="address-board">{t.address.boardTitle}</h2>
        {board.isPending && <Loader inline />}
        {board.isError && <LoadErrorBanner onRefresh={() => void board.refetch()} />}
        {board.data && board.data.length === 0 && <p className="muted">{t.address.empty}</p>}
        {board.data && board.data.length > 0 && (
          <div className="table-scroll">
            <table className="address-table">
              <thead>
                <tr>
                  <th scope="col">{t.address.image}</th>
                  <th scope="col">{t.address.name}</th>
                  <th scope="col">{t.address.role}</th>
                  <th scope="col">{t.address.contact}</th>
                </tr>
              </thead>
              <tbody>
                {board.data.map((m) => {
                  const name = displayName(m, t.members.priest);
                  return (
                    <tr key={m._id}>
                      <td>
                        <BlurImage
                          as="img"
                          className="avatar"
                          image={m.image}
                          preImage={m.preImage}
                          alt={name}
                          width={56}
                          height={56}
                          fallback={<span className="avatar avatar-empty" aria-hidden="true" />}
                        />
                      </td>
                      <td>{name}</td>
                      <td>{roleLabel(m.title, t)}</td>
                      <td className="contact-links">
                        {m.phone && (
                          <>
                            <a href={telLink(m.phone)} aria-label={t.address.call(name)}>
                              {displayPhone(m.phone)}
                            </a>
                            <a
                              href={whatsappLink(m.phone)}
                              target="_blank"
                              rel="noopener noreferrer"
                              aria-label={t.address.whatsapp(name)}
                              className="whatsapp-link"
                            >
                              {t.address.whatsappShort}
                            </a>
                          </>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <ChurchMap />
    </div>
  );
}

/**
 * Until the visitor taps "show map", a drawing of ours (no outside request: the third party would
 * learn who reads the parish site); then the embed at the fixed coordinates. The links open the
 * phone's maps app or a maps site only when tapped.
 */
function ChurchMap() {
  const t = useT(addressMessages);
  const [shown, setShown] = useState(false);
  return (
    <section aria-labelledby="address-map-title" className="address-map">
      <h2 id="address-map-title">{t.address.map}</h2>
      {shown ? (
        <iframe title={t.address.map} src={MAP_URL} width="600" height="360" referrerPolicy="no-referrer" />
      ) : (
        <div className="map-placeholder" data-testid="map-placeholder">
          <svg viewBox="0 0 320 180" aria-hidden="true" className="map-drawing" preserveAspectRatio="xMidYMid slice">
            <rect width="320" height="180" fill="#e7f0e4" />
            <path
              d="M-10 130 C 60 110, 110 150, 170 120 S 280 70, 340 90"
              stroke="#93c5fd"
              strokeWidth="14"
              fill="none"
            />
            <path d="M0 40 L 320 70 M 90 0 L 130 180 M 210 0 L 250 180" stroke="#fff" strokeWidth="6" fill="none" />
            <path
              d="M160 52 c-14 0 -24 10 -24 24 c0 18 24 42 24 42 s24 -24 24 -42 c0 -14 -10 -24 -24 -24 z"
              fill="#b91c1c"
            />
            <circle cx="160" cy="76" r="8" fill="#fff" />
          </svg>
          <button type="button" className="button primary map-show" onClick={() => setShown(true)}>
            {t.address.showMap}
          </button>
          <p className="muted map-note">{t.address.mapNote}</p>
        </div>
      )}
      <p className="map-links">
        <a href={GEO_URL}>{t.address.openMapApp}</a>
        <a href={MAP_LINK} target="_blank" rel="noopener noreferrer">
          {t.address.openMapWeb}
        </a>
      </p>
    </section>
  );
}
