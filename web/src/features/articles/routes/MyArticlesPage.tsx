import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import { ConfirmCancelled, useConfirm } from '../../../components/confirm/confirm';
import { PageTitle } from '../../../components/layout/PageTitle';
import { useNotify } from '../../../components/notifications/notifications';
import { useDeleteArticle } from '../api/delete-article';
import { useMyArticles } from '../api/list-my-articles';
import type { Article } from '../api/types';
import { ArticlesTable } from '../components/ArticlesTable';
import { ARTICLE_DELETED, DELETE_ARTICLE_TITLE, MY_ARTICLES_PATH, NO_ARTICLES } from '../messages';

/** /my-articles: the signed-in user's articles, with New, Edit and Delete. */
export function MyArticlesPage() {
  const articles = useMyArticles();
  const remove = useDeleteArticle();
  const confirm = useConfirm();
  const notify = useNotify();

  const deleteArticle = async (article: Article) => {
    try {
      await confirm({
        title: DELETE_ARTICLE_TITLE,
        description: `"${article.title}" will be deleted. This cannot be undone.`,
        confirmationText: 'Delete',
        destructive: true,
      });
    } catch (error) {
      if (error instanceof ConfirmCancelled) return;
      throw error;
    }
    try {
      await remove.mutateAsync(article.id);
      notify(ARTICLE_DELETED, { severity: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { severity: 'error' });
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageTitle title="My Articles" />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 3, flexWrap: 'wrap', rowGap: 1.5 }}>
        <Typography variant="h4" component="h1">My Articles</Typography>
        <Button component={RouterLink} to={`${MY_ARTICLES_PATH}/new`} variant="contained" startIcon={<AddRoundedIcon />}>
          New Article
        </Button>
      </Stack>
      {articles.isPending ? (
        <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', py: 6, justifyContent: 'center' }}>
          <CircularProgress size={24} />
          <Typography color="text.secondary">Loading your articles...</Typography>
        </Stack>
      ) : articles.isError ? (
        <Alert
          severity="error"
          action={<Button color="inherit" size="small" onClick={() => articles.refetch()}>Retry</Button>}
        >
          Could not load your articles: {articles.error.message}
        </Alert>
      ) : articles.data.length === 0 ? (
        <Paper variant="outlined" sx={{ borderRadius: 2, py: 6, px: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">{NO_ARTICLES}</Typography>
        </Paper>
      ) : (
        <Box>
          <ArticlesTable articles={articles.data} onDelete={deleteArticle} deletingId={remove.isPending ? remove.variables ?? null : null} />
        </Box>
      )}
    </Container>
  );
}
