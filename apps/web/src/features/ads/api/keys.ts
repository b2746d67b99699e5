// The ads admin screen's query keys: every one starts with 'ads', so any ad write refreshes them all.
export const adKeys = {
  all: ['ads'] as const,
  admin: () => [...adKeys.all, 'admin'] as const,
  stats: (days: number) => [...adKeys.all, 'stats', days] as const,
};
