// The demo board's additions: an old record as the first site kept them, a former vicar
// whose years are free text, so /ex-vicars shows how such a record sorts (last) without breaking.
import { BOARD_TITLE } from '@parish/shared/plain/constants';
import type { DemoBoardMember } from './generate.ts';

export const LEGACY_FORMER_VICAR: DemoBoardMember = {
  name: 'ജേക്കബ് പഴയിടത്ത്',
  house: '',
  group: 'മുൻ വികാരി',
  phone: '',
  title: BOARD_TITLE.formerVicar,
  ward: null,
  grade: null,
  duration: 'പത്തൊമ്പതാം നൂറ്റാണ്ട്',
  isCurrent: false,
  photo: null,
};
