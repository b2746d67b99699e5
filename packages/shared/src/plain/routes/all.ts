// Every domain's operations, for the server (it registers them and refuses a route not here) and the
// tests. The web imports the domain it reads, never this: the first load carries only its own.
import { ads } from './ads.ts';
import { accounts } from './accounts.ts';
import { board } from './board.ts';
import { contacts } from './contacts.ts';
import { departed } from './departed.ts';
import { events } from './events.ts';
import { faq } from './faq.ts';
import { family } from './family.ts';
import { health } from './health.ts';
import { history } from './history.ts';
import { houses } from './houses.ts';
import { invitations, passkeys } from './invitations.ts';
import { media } from './media.ts';
import { session } from './session.ts';
import { news } from './news.ts';
import { office } from './office.ts';
import { requests } from './requests.ts';
import { familyPrivacy, privacy } from './privacy.ts';
import { sandesham } from './sandesham.ts';
import { settings } from './settings.ts';
import { students } from './students.ts';
import type { Route } from './route.ts';

export const allRoutes = [
  accounts,
  ads,
  board,
  contacts,
  departed,
  events,
  faq,
  family,
  health,
  history,
  houses,
  invitations,
  passkeys,
  media,
  news,
  office,
  familyPrivacy,
  privacy,
  requests,
  sandesham,
  session,
  settings,
  students,
].flatMap((d) => Object.values(d) as Route[]);
