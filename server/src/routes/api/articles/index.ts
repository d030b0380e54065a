// Articles: POST/GET /api/articles, GET/PUT/DELETE /api/articles/{article_id}.
// A user lists and changes only their own articles (another user's answers 404);
// `published_only=true` lists every user's published articles.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../lib/errors.js';
import { requireUser } from '../../../plugins/auth.js';
import { ErrorResponse, refTo } from '../../schemas.js';
import { UnprocessableSchema, signedInRoute } from '../audit-schemas.js';
import {
  ArticleIdParams,
  ArticleSchema,
  CreateArticleBody,
  ListArticlesQuery,
  UpdateArticleBody,
  articleValidationError,
} from './schemas.js';

export { ArticleSchema } from './schemas.js';

const ARTICLE_NOT_FOUND = 'Article not found';
const Article = refTo(ArticleSchema);

const articleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const articles = () => app.repos.articles;

  app.post('/', {
    preHandler: app.authenticate,
    prefixTrailingSlash: 'no-slash',
    schemaErrorFormatter: articleValidationError,
    schema: {
      tags: ['articles'],
      security: signedInRoute.security,
      summary: 'Write an article, published or not',
      body: CreateArticleBody,
      response: { 201: Article, ...signedInRoute.unauthorized, 422: UnprocessableSchema },
    },
  }, async (request, reply) => {
    const { title, content, is_published } = request.body;
    const article = await articles().create(requireUser(request).id, { title: title.trim(), content, is_published: is_published ?? false });
    return reply.code(201).send(article);
  });

  app.get('/', {
    preHandler: app.authenticate,
    prefixTrailingSlash: 'no-slash',
    schema: {
      tags: ['articles'],
      security: signedInRoute.security,
      summary: "The caller's articles, newest first; with published_only=true every user's published articles",
      querystring: ListArticlesQuery,
      response: { 200: Type.Array(Article), ...signedInRoute.unauthorized, 422: UnprocessableSchema },
    },
  }, async (request) => {
    const userId = requireUser(request).id;
    return request.query.published_only ? articles().listPublished() : articles().listOwned(userId);
  });

  app.get('/:article_id', {
    preHandler: app.authenticate,
    schema: {
      tags: ['articles'],
      security: signedInRoute.security,
      summary: 'One of the caller\'s articles',
      params: ArticleIdParams,
      response: { 200: Article, ...signedInRoute.unauthorized, 404: ErrorResponse, 422: UnprocessableSchema },
    },
  }, async (request) => {
    const article = await articles().findOwned(requireUser(request).id, request.params.article_id);
    if (!article) throw notFound(ARTICLE_NOT_FOUND);
    return article;
  });

  app.put('/:article_id', {
    preHandler: app.authenticate,
    schemaErrorFormatter: articleValidationError,
    schema: {
      tags: ['articles'],
      security: signedInRoute.security,
      summary: 'Change an article; publishing sets published_at, unpublishing clears it',
      params: ArticleIdParams,
      body: UpdateArticleBody,
      response: { 200: Article, ...signedInRoute.unauthorized, 404: ErrorResponse, 422: UnprocessableSchema },
    },
  }, async (request) => {
    const { title, content, is_published } = request.body;
    const article = await articles().updateOwned(requireUser(request).id, request.params.article_id, { title: title.trim(), content, is_published });
    if (!article) throw notFound(ARTICLE_NOT_FOUND);
    return article;
  });

  app.delete('/:article_id', {
    preHandler: app.authenticate,
    schema: {
      tags: ['articles'],
      security: signedInRoute.security,
      summary: 'Delete one of the caller\'s articles',
      params: ArticleIdParams,
      response: { 200: Type.Object({ deleted: Type.Literal(true) }), ...signedInRoute.unauthorized, 404: ErrorResponse, 422: UnprocessableSchema },
    },
  }, async (request) => {
    if (!(await articles().deleteOwned(requireUser(request).id, request.params.article_id))) throw notFound(ARTICLE_NOT_FOUND);
    return { deleted: true as const };
  });
};

export default articleRoutes;
