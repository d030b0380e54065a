import { useNavigate } from 'react-router';
import { useNotify } from '../../../components/notifications/notifications';
import { useCreateArticle } from '../api/create-article';
import type { ArticleInput } from '../api/types';
import { ArticleForm } from '../components/ArticleForm';
import { ArticlePageFrame } from '../components/ArticlePageFrame';
import { ARTICLE_CREATE_FAILED, ARTICLE_CREATED, MY_ARTICLES_PATH } from '../messages';

const EMPTY_ARTICLE = { title: '', content: '', is_published: false };

/** /my-articles/new ("Create Article"). */
export function NewArticlePage() {
  const create = useCreateArticle();
  const notify = useNotify();
  const navigate = useNavigate();

  const save = async (input: ArticleInput) => {
    await create.mutateAsync(input);
    notify(ARTICLE_CREATED, { severity: 'success' });
    navigate(MY_ARTICLES_PATH);
  };

  return (
    <ArticlePageFrame title="New Article">
      <ArticleForm
        initialValues={EMPTY_ARTICLE}
        submitLabel="Create Article"
        pendingLabel="Creating..."
        failureMessage={ARTICLE_CREATE_FAILED}
        save={save}
      />
    </ArticlePageFrame>
  );
}
