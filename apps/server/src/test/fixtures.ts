// The factories live in test/factories.ts; these names stay for tests written against them before.
export { ageCreation, boardMember as insertBoardMember, house as insertHouse, member } from './factories.ts';
