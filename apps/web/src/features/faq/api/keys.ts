export const faqKeys = {
  all: ['faq'] as const,
};
