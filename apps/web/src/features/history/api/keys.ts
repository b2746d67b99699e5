export const historyKeys = {
  all: ['history'] as const,
};
