import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import { PageTitle } from '../../../components/layout/PageTitle';
import { BACK_TO_MY_ARTICLES, MY_ARTICLES_PATH } from '../messages';

/** The create and edit screens' frame: 'Back to My Articles', a heading and a card. */
export function ArticlePageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageTitle title={title} />
      <Button component={RouterLink} to={MY_ARTICLES_PATH} startIcon={<ArrowBackRoundedIcon />} sx={{ mb: 2 }}>
        {BACK_TO_MY_ARTICLES}
      </Button>
      <Card sx={{ borderRadius: 3 }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h5" component="h1" sx={{ mb: 3 }}>{title}</Typography>
          {children}
        </CardContent>
      </Card>
    </Container>
  );
}
