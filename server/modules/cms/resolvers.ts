import type { CmsBlock, Resolvers } from '../../graphql/generated/resolvers-types';
import { GraphQlInputException, GraphQlNoSuchEntityException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import { findBlocks, findPageById, findPageByIdentifier } from './cms-queries';
import { toCmsPage } from './cms-page-shape';
import { renderDirectives } from './content-directives';
import { directiveUrlsFor } from './directive-urls';

export const resolvers: Resolvers = {
  Query: {
    /**
     * As Magento: every identifier gets an entry; a missing or disabled block becomes a
     * graphql-no-such-entity error at its own list position (items.N is null), the others still answer.
     */
    cmsBlocks: async (_parent, args, context) => {
      const identifiers = (args.identifiers ?? []).filter((value): value is string => typeof value === 'string');
      if (identifiers.length === 0) throw new GraphQlInputException(msg('"identifiers" of CMS blocks should be specified'));
      const [found, urls] = await Promise.all([findBlocks(context.db, context.store.id, identifiers), directiveUrlsFor(context)]);
      const items = identifiers.map((identifier): CmsBlock | Error => {
        const row = found.get(identifier);
        if (!row) return new GraphQlNoSuchEntityException(msg('The CMS block with the "{identifier}" ID doesn\'t exist.', { identifier }));
        return { identifier: row.identifier, title: row.title, content: renderDirectives(row.content, urls) };
      });
      // graphql-js and graphql-jit turn an Error list item into a located error with a null item.
      return { items: items as CmsBlock[] };
    },
    cmsPage: async (_parent, args, context) => {
      const identifier = args.identifier?.trim();
      if (!identifier && (args.id === null || args.id === undefined)) {
        throw new GraphQlInputException(msg('"Page id/identifier should be specified'));
      }
      const row = identifier
        ? await findPageByIdentifier(context.db, context.store.id, identifier)
        : await findPageById(context.db, context.store.id, Number(args.id));
      if (!row) throw new GraphQlNoSuchEntityException(msg('The CMS page with the "{identifier}" ID doesn\'t exist.', { identifier: identifier ?? String(args.id) }));
      return toCmsPage(row, await directiveUrlsFor(context));
    },
  },
};
