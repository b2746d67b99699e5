// Families and members, and the search over them: all under the houses domain, so a house write
// refreshes open searches too (docs/product.md "API": house data is not cached).
import { routes } from './route.ts';

export const houses = routes('houses', {
  ward: ['GET', '/houses/wards/:ward'],
  adminWard: ['GET', '/houses/admin/wards/:ward'],
  list: ['GET', '/houses/list/:ward'],
  mine: ['GET', '/houses/mine'],
  birthdays: ['GET', '/houses/birthdays/:ward'],
  detail: ['GET', '/houses/:id'],
  create: ['POST', '/houses'],
  update: ['PUT', '/houses'],
  switchWard: ['PUT', '/houses/switch-ward'],
  remove: ['DELETE', '/houses/:id'],
  addMember: ['POST', '/houses/:houseId/members'],
  updateMember: ['PUT', '/houses/members/:memberId'],
  removeMember: ['DELETE', '/houses/members/:memberId'],
  markDeparted: ['POST', '/houses/members/:memberId/departed'],
  search: ['GET', '/houses/search/:term'],
  searchBlood: ['GET', '/houses/search-blood/:composite'],
});
