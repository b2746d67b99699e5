// The phone book's query keys: every one starts with 'contacts', so a contact write refreshes them all.
export const contactKeys = {
  all: ['contacts'] as const,
  centres: () => [...contactKeys.all, 'centres'] as const,
  people: () => [...contactKeys.all, 'people'] as const,
  members: () => [...contactKeys.all, 'member-contacts'] as const,
  search: (text: string) => [...contactKeys.all, 'search', text] as const,
};
