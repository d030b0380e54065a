import { boolean, object, string, type InferType } from 'yup';

// The server's limits (server/src/routes/api/articles/schemas.ts), with its messages.
export const TITLE_MAX_LENGTH = 200;
export const CONTENT_MAX_LENGTH = 100_000;

/** The article form's rules and messages. Whitespace alone is no title. */
export const articleSchema = object({
  title: string().trim().required('Title is required').max(TITLE_MAX_LENGTH, `Title must be at most ${TITLE_MAX_LENGTH} characters`),
  // Content is sent as typed (the server keeps its whitespace), but blank is still empty.
  content: string()
    .required('Content is required')
    .matches(/\S/, { message: 'Content is required', excludeEmptyString: true })
    .max(CONTENT_MAX_LENGTH, `Content must be at most ${CONTENT_MAX_LENGTH.toLocaleString('en-US')} characters`),
  is_published: boolean().required(),
});
export type ArticleValues = InferType<typeof articleSchema>;
