// The phone book (docs/product.md "Contacts API"): public reads, admin writes with an audit row each.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactSchema } from '@parish/shared/contacts';
import {
  ContactDeleteSchema,
  ContactInputSchema,
  ContactPageSchema,
  ContactUpdateSchema,
  MEMBER_CONTACTS_PAGE_SIZE,
} from '@parish/shared/contacts';
import { SearchTermSchema } from '@parish/shared/search-text';
import { crudWrites } from '../../plugins/crud-routes.ts';
import { CACHE_TAGS } from '../../plugins/cache-tags.ts';
import { sql } from 'drizzle-orm';
import { phoneBookSql, presentMemberContact, viewerFor } from '../../domain/house-presenters.ts';
import {
  deleteContact,
  findContact,
  insertContact,
  listCentres,
  listPersonContacts,
  memberContactsPage,
  searchContacts,
  updateContact,
} from './queries.ts';

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const viewerOf = (user: { isAdmin: boolean } | null) => viewerFor(app.db, user);

  app.get(
    '/',
    {
      config: { cache: [CACHE_TAGS.contacts] },
      schema: {
        tags: ['contacts'],
        summary: 'Public local centres, types 1–6 (docs/product.md "Phone book")',
        response: { 200: z.array(ContactSchema) },
      },
    },
    async () => listCentres(app.db),
  );

  app.get(
    '/members',
    {
      config: { cache: [CACHE_TAGS.contacts] },
      schema: {
        tags: ['contacts'],
        summary: 'People in the phone book (contacts without a centre type)',
        response: { 200: z.array(ContactSchema) },
      },
    },
    async () => listPersonContacts(app.db),
  );

  app.get(
    '/member-contacts',
    {
      config: { cache: [CACHE_TAGS.houses] },
      schema: {
        tags: ['contacts'],
        summary: `All member contacts (members with a phone), ${MEMBER_CONTACTS_PAGE_SIZE} a page, by name`,
        querystring: z.strictObject({ page: z.coerce.number().int().min(1).max(100_000).default(1) }),
        response: { 200: ContactPageSchema },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request.user);
      const page = await memberContactsPage(
        app.db,
        MEMBER_CONTACTS_PAGE_SIZE,
        (request.query.page - 1) * MEMBER_CONTACTS_PAGE_SIZE,
        // Only members whose phone reaches the reader, of families the reader finds (docs/product.md
        // "Directory privacy").
        phoneBookSql(viewer, sql`"members"`, sql`"houses"`),
      );
      return { ...page, items: page.items.map((c) => presentMemberContact(c, viewer)) };
    },
  );

  app.get(
    '/member-contacts/:text',
    {
      config: { cache: [CACHE_TAGS.houses, CACHE_TAGS.contacts] },
      schema: {
        tags: ['contacts'],
        summary: 'Phone-book search by name or house, Malayalam or English letters (the nameInEng variants too)',
        params: z.object({ text: SearchTermSchema }),
        response: { 200: z.array(ContactSchema) },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request.user);
      const { book, members } = await searchContacts(app.db, request.params.text, phoneBookSql(viewer, sql`m`, sql`h`));
      // The office's own entries keep their English spellings; members follow the restricted mode.
      return [...book, ...members.map((c) => presentMemberContact(c, viewer))];
    },
  );

  crudWrites(app, {
    tag: 'contacts',
    entity: 'contact',
    label: 'Contact',
    deleted: 'Contact deleted',
    invalidates: [CACHE_TAGS.contacts],
    schemas: {
      row: ContactSchema,
      create: ContactInputSchema,
      update: ContactUpdateSchema,
      remove: ContactDeleteSchema,
    },
    queries: { insert: insertContact, find: findContact, update: updateContact, remove: deleteContact },
  });
};

export default contactRoutes;
