import { Link as RouterLink } from 'react-router';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import type { Article } from '../api/types';
import { MY_ARTICLES_PATH } from '../messages';
import { PublishedAt } from './PublishedAt';

/** Content is shown shortened to this many characters in the list. */
export const CONTENT_PREVIEW_LENGTH = 100;

export function shortenContent(content: string, length = CONTENT_PREVIEW_LENGTH): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length).trimEnd()}...`;
}

type Props = { articles: readonly Article[]; onDelete: (article: Article) => void; deletingId: number | null };

/** Title, Content (shortened), Published At or 'Not Published', and Actions. */
export function ArticlesTable({ articles, onDelete, deletingId }: Props) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 2 }}>
      <Table aria-label="My articles" sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '25%' }}>Title</TableCell>
            <TableCell>Content</TableCell>
            <TableCell sx={{ width: 180 }}>Published At</TableCell>
            <TableCell align="right" sx={{ width: 110 }}>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {articles.map((article) => (
            <TableRow key={article.id} hover>
              <TableCell sx={{ fontWeight: 500, wordBreak: 'break-word' }}>{article.title}</TableCell>
              <TableCell sx={{ color: 'text.secondary', wordBreak: 'break-word' }}>{shortenContent(article.content)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}><PublishedAt value={article.published_at} /></TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title="Edit">
                  <IconButton component={RouterLink} to={`${MY_ARTICLES_PATH}/${article.id}`} aria-label={`Edit ${article.title}`}>
                    <EditRoundedIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title="Delete">
                  <span>
                    <IconButton
                      color="error"
                      aria-label={`Delete ${article.title}`}
                      disabled={deletingId === article.id}
                      onClick={() => onDelete(article)}
                    >
                      <DeleteOutlineRoundedIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
