// The factories live in test/factories.ts; these names stay for tests written against them before.
import { make } from './factories.ts';

export { ageCreation, member } from './factories.ts';
export const insertHouse = make.house;
export const insertBoardMember = make.boardMember;
