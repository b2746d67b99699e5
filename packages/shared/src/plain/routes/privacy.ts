// docs/product.md "Privacy API". A family's choices, what is held about it and its erasure are reads
// and writes of the directory (domain `houses`: a write refreshes every family read); the notice and
// the requests are the privacy domain's own.
import { routes } from './route.ts';

export const familyPrivacy = routes('houses', {
  choices: ['GET', '/houses/:id/privacy'],
  setChoices: ['PUT', '/houses/:id/privacy'],
  held: ['GET', '/houses/:id/held'],
  erase: ['POST', '/houses/:id/erase'],
});

export const privacy = routes('privacy', {
  notice: ['GET', '/privacy/notice'],
  publishNotice: ['POST', '/privacy/notice'],
  renewals: ['GET', '/privacy/renewals'],
  request: ['POST', '/privacy/requests'],
  requests: ['GET', '/privacy/requests'],
  answerRequest: ['PUT', '/privacy/requests/:id'],
});
