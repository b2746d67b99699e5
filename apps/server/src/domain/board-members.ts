// A board member as the API answers it (docs/product.md "Board member record"): the board's
// lists and the address page read the same columns.
import { boardMembers } from '../db/schema.ts';

export const boardColumns = {
  _id: boardMembers.id,
  name: boardMembers.name,
  house: boardMembers.house,
  group: boardMembers.group,
  phone: boardMembers.phone,
  image: boardMembers.image,
  preImage: boardMembers.preImage,
  title: boardMembers.title,
  ward: boardMembers.ward,
  grade: boardMembers.grade,
  duration: boardMembers.duration,
  isCurrent: boardMembers.isCurrent,
};
