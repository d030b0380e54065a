// Request and response schemas of the articles routes, and the readable messages of their 422s.
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifySchemaValidationError } from 'fastify';
import { RequestValidationError, type ValidationIssue } from '../../../lib/errors.js';
import { toValidationIssues } from '../../../plugins/errors.js';

export const TITLE_MAX_LENGTH = 200;
export const CONTENT_MAX_LENGTH = 100_000;
/** Ids are PostgreSQL integers: anything larger can never name an article. */
const MAX_ID = 2_147_483_647;

export const ArticleSchema = Type.Object(
  {
    id: Type.Integer(),
    user_id: Type.Integer({ description: "The author's user id" }),
    title: Type.String(),
    content: Type.String(),
    is_published: Type.Boolean(),
    published_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When the article was published; null while it is not' }),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'Article' },
);

export const ArticleIdParams = Type.Object({ article_id: Type.Integer({ minimum: 1, maximum: MAX_ID }) });

export const ListArticlesQuery = Type.Object({
  published_only: Type.Optional(Type.Boolean({ default: false, description: "true: every user's published articles; false (the default): the caller's own articles" })),
});

// A blank title or content (only spaces) is refused by the pattern, so every missing field is
// reported at once with the others. The title is stored trimmed.
const Title = Type.String({ minLength: 1, maxLength: TITLE_MAX_LENGTH, pattern: '\\S', description: 'Stored trimmed' });
const Content = Type.String({ minLength: 1, maxLength: CONTENT_MAX_LENGTH, pattern: '\\S' });

export const CreateArticleBody = Type.Object(
  { title: Title, content: Content, is_published: Type.Optional(Type.Boolean({ default: false })) },
  { additionalProperties: false },
);

export const UpdateArticleBody = Type.Object(
  { title: Title, content: Content, is_published: Type.Optional(Type.Boolean({ description: 'Left out: the article stays as it is' })) },
  { additionalProperties: false },
);

const FIELD_LABELS: Record<string, { label: string; maxLength: number }> = {
  title: { label: 'Title', maxLength: TITLE_MAX_LENGTH },
  content: { label: 'Content', maxLength: CONTENT_MAX_LENGTH },
};

/** The 422 message of one issue on title or content, in the words of the article form. */
function articleMessage(issue: ValidationIssue): ValidationIssue {
  const field = issue.loc[0] === 'body' && issue.loc.length === 2 ? FIELD_LABELS[String(issue.loc[1])] : undefined;
  if (!field) return issue;
  switch (issue.type) {
    case 'required':
    case 'minLength':
    case 'pattern':
      return { ...issue, msg: `${field.label} is required`, type: 'required' };
    case 'maxLength':
      return { ...issue, msg: `${field.label} must be at most ${field.maxLength.toLocaleString('en-US')} characters` };
    case 'type':
      return { ...issue, msg: `${field.label} must be text` };
    default:
      return issue;
  }
}

/**
 * `schemaErrorFormatter` of the routes that take an article: the usual 422 detail list, with
 * 'Title is required', 'Content is required' and the length limits spelled out.
 */
export function articleValidationError(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const issues = toValidationIssues({ validation: errors, validationContext: dataVar } as FastifyError);
  return new RequestValidationError(issues.map(articleMessage));
}
