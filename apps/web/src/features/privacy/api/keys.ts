export const privacyKeys = {
  all: ['privacy'] as const,
  notice: () => [...privacyKeys.all, 'notice'] as const,
  requests: () => [...privacyKeys.all, 'requests'] as const,
  held: (id: string) => [...privacyKeys.all, 'held', id] as const,
};
