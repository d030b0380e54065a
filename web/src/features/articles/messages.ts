// The articles screens' texts, quoted exactly: the browser journeys look for them.
export const ARTICLE_CREATED = 'Article created successfully';
export const ARTICLE_CREATE_FAILED = 'Failed to create article. Please try again.';
export const ARTICLE_UPDATED = 'Article updated successfully';
export const ARTICLE_UPDATE_FAILED = 'Failed to update article. Please try again.';
export const ARTICLE_DELETED = 'Article deleted successfully';
export const DELETE_ARTICLE_TITLE = 'Delete Article';
export const NO_ARTICLES = 'No articles available. Create a new article to get started.';
export const NOT_PUBLISHED = 'Not Published';
export const PUBLISH_IMMEDIATELY = 'Publish immediately';
export const BACK_TO_MY_ARTICLES = 'Back to My Articles';
export const MY_ARTICLES_PATH = '/my-articles';
// The edit screen for a missing or another user's article (the API answers 404).
export const ARTICLE_NOT_FOUND = 'Article not found';
export const ARTICLE_NOT_FOUND_TEXT = 'This article does not exist, was deleted, or belongs to another account.';
