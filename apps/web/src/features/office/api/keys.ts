// The office screens' query keys. Stats and the audit log read what every write changes, so they
// are never kept long (staleTime 0) rather than invalidated by each domain's writes.
export const officeKeys = {
  all: ['office'] as const,
  stats: () => [...officeKeys.all, 'stats'] as const,
  audit: (filters: object) => [...officeKeys.all, 'audit', filters] as const,
};
