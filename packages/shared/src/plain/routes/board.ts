// The board and the reads of its rows (address, teachers photo, a title's members): a board write refreshes them all.
import { routes } from './route.ts';

export const board = routes('board', {
  address: ['GET', '/board/address'],
  teachersPhoto: ['GET', '/board/teachers-photo'],
  title: ['GET', '/board/:title'],
  list: ['GET', '/board'],
  create: ['POST', '/board'],
  update: ['PUT', '/board'],
  remove: ['DELETE', '/board'],
});
