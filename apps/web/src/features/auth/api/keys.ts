// The accounts screen's query keys: every account write refreshes the list.
export const accountKeys = {
  all: ['accounts'] as const,
  list: () => [...accountKeys.all, 'list'] as const,
};
