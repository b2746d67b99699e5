// The news screens' query keys: every one starts with 'news', so a news write refreshes them all.
export const newsKeys = {
  all: ['news'] as const,
  list: () => [...newsKeys.all, 'list'] as const,
  item: (id: string) => [...newsKeys.all, 'item', id] as const,
  mine: () => [...newsKeys.all, 'mine'] as const,
};
