// Query-key factories of the data more than one feature reads (docs/architecture.md "Query keys").
// The first element names the server domain, like the server's cache tags: a write invalidates
// `<domain>.all` and every open screen reading that domain refetches. A domain read by one
// feature only keeps its factory in that feature's `api/keys.ts`; a domain has one factory, in one
// of the two places (docs/decisions.md "Query keys name the server domain first").
import { BOARD_TITLE } from '@parish/shared/plain/constants';

export const houseKeys = {
  /** docs/product.md "API": house data is not cached; every house write invalidates all of it. */
  all: ['houses'] as const,
  ward: (ward: number, admin = false) => [...houseKeys.all, admin ? 'admin-ward' : 'ward', ward] as const,
  detail: (id: string) => [...houseKeys.all, 'detail', id] as const,
  /** GET /api/houses/mine: what the user added lately and may still correct; every house write refreshes it. */
  mine: () => [...houseKeys.all, 'mine'] as const,
  list: (ward: number) => [...houseKeys.all, 'list', ward] as const,
  /** GET /api/houses/{id}/privacy (office): the family's choices and consent records; a house write refreshes it. */
  privacy: (id: string) => [...houseKeys.all, 'privacy', id] as const,
  search: (term: string) => [...houseKeys.all, 'search', term] as const,
  bloodSearch: (composite: string) => [...houseKeys.all, 'search-blood', composite] as const,
};

export const boardKeys = {
  all: ['board'] as const,
  title: (title: number) => [...boardKeys.all, title] as const,
  /** GET /api/board: an admin's answer holds titles 12 and 13, a visitor's does not. */
  list: (admin: boolean) => [...boardKeys.all, 'list', admin ? 'admin' : 'public'] as const,
  committee: (ward: number) => [...boardKeys.all, BOARD_TITLE.wardCommittee, ward] as const,
  address: () => [...boardKeys.all, 'address'] as const,
  /** The catechism's teachers photo and a class's teacher: board rows, so a board write refreshes them. */
  teachersPhoto: () => [...boardKeys.title(BOARD_TITLE.teachersPhoto), 'photo'] as const,
  classTeacher: (grade: number) => [...boardKeys.title(BOARD_TITLE.classTeacher), grade] as const,
};

export const settingsKeys = {
  all: ['settings'] as const,
};

/** The departed list: "mark as departed" on the ward page adds to it. */
export const departedKeys = {
  all: ['departed'] as const,
  pages: () => [...departedKeys.all, 'pages'] as const,
};
