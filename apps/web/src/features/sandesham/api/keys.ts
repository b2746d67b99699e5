// The messages' query keys: every one starts with 'sandesham', so a write refreshes them all.
export const sandeshamKeys = {
  all: ['sandesham'] as const,
  list: () => [...sandeshamKeys.all, 'list'] as const,
};
