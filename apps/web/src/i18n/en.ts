import type { Messages } from './ml.ts';

export const en: Messages = {
  app: {
    name: "St. Mary's Parish",
    loading: 'Loading…',
    language: 'മലയാളം',
    languageLabel: 'Change language',
  },
  home: {
    welcome: 'Welcome to the parish family',
    wards: 'Wards',
  },
  wards: {
    title: 'Ward',
    committee: 'Ward committee',
    families: 'Families',
    familyCount: (n: number) => `${n} families`,
    loadingMore: 'Loading more families…',
    end: 'All families shown',
    committeeError: 'Temporary error: the committee could not be loaded. Please reload the page.',
  },
  members: {
    serial: 'No.',
    name: 'Name',
    age: 'Age',
    work: 'Work',
    phone: 'Phone',
    relation: 'Relation',
    origin: 'Heritage',
    location: 'Residence',
    blood: 'Blood group',
    gender: 'Gender',
    male: 'M',
    female: 'F',
    birthday: 'Birthday',
    email: 'E-mail',
    head: 'Head',
    houseName: 'House name',
  },
  errors: {
    loadFailed: 'Could not load. Please reload the page.',
    refresh: 'Refresh',
    notFound: 'The page you are looking for was not found',
  },
};
