import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotify } from '../../../components/notifications/notifications';
import { ApiError } from '../../../lib/api-errors';
import { useArticle } from '../api/get-article';
import type { Article, ArticleInput } from '../api/types';
import { useUpdateArticle } from '../api/update-article';
import { ArticleForm } from '../components/ArticleForm';
import { ArticlePageFrame } from '../components/ArticlePageFrame';
import { formatPublishedAt } from '../components/PublishedAt';
import {
  ARTICLE_NOT_FOUND,
  ARTICLE_NOT_FOUND_TEXT,
  ARTICLE_UPDATE_FAILED,
  ARTICLE_UPDATED,
  BACK_TO_MY_ARTICLES,
  MY_ARTICLES_PATH,
} from '../messages';

/** A positive integer id from the URL, else null (treated as not found without asking the server). */
function parseArticleId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function NotFound() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="warning" sx={{ width: '100%' }}>
        <strong>{ARTICLE_NOT_FOUND}.</strong> {ARTICLE_NOT_FOUND_TEXT}
      </Alert>
      <Button component={RouterLink} to={MY_ARTICLES_PATH} variant="contained">{BACK_TO_MY_ARTICLES}</Button>
    </Stack>
  );
}

function EditForm({ article }: { article: Article }) {
  const update = useUpdateArticle(article.id);
  const notify = useNotify();
  const navigate = useNavigate();

  const save = async (input: ArticleInput) => {
    await update.mutateAsync(input);
    notify(ARTICLE_UPDATED, { severity: 'success' });
    navigate(MY_ARTICLES_PATH);
  };

  return (
    <ArticleForm
      initialValues={{ title: article.title, content: article.content, is_published: article.is_published }}
      submitLabel="Update Article"
      pendingLabel="Updating..."
      failureMessage={ARTICLE_UPDATE_FAILED}
      save={save}
      publishHint={
        article.is_published && article.published_at
          ? `Published ${formatPublishedAt(article.published_at)}. Untick to unpublish.`
          : 'Not published yet.'
      }
    />
  );
}

/** /my-articles/{id} ("Edit Article"): the same form, prefilled. */
export function EditArticlePage() {
  const id = parseArticleId(useParams().id);
  const article = useArticle(id);

  let body;
  if (id === null || (article.isError && article.error instanceof ApiError && article.error.status === 404)) {
    body = <NotFound />;
  } else if (article.isPending) {
    body = (
      <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', py: 4 }}>
        <CircularProgress size={24} />
        <Typography color="text.secondary">Loading the article...</Typography>
      </Stack>
    );
  } else if (article.isError) {
    body = (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => article.refetch()}>Retry</Button>}>
        Could not load the article: {article.error.message}
      </Alert>
    );
  } else {
    // Keyed by id so moving to another article starts a fresh form.
    body = <EditForm key={article.data.id} article={article.data} />;
  }

  return <ArticlePageFrame title="Edit Article">{body}</ArticlePageFrame>;
}
