// The catechism's query keys. Students start with 'students', so a student write refreshes every
// list; its two board reads (teachers photo, class teacher) are the board's keys (lib/query-keys.ts).

export const studentKeys = {
  all: ['students'] as const,
  grade: (grade: number, admin: boolean) => [...studentKeys.all, admin ? 'admin-grade' : 'grade', grade] as const,
  week: (range: string) => [...studentKeys.all, 'week', range] as const,
};
