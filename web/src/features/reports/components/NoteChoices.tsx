import { useId } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface NoteChoice {
  id: number;
  /** The campaign's name or the parent ASIN the note is about. */
  about: string;
  content: string;
}

interface Props {
  choices: readonly NoteChoice[];
  chosen: ReadonlySet<number>;
  onChange: (chosen: ReadonlySet<number>) => void;
}

const excerpt = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}...` : text);

/** A tick box per note of the upload's campaigns and parent ASINs, with All / None. */
export function NoteChoices({ choices, chosen, onChange }: Props) {
  const labelId = useId();
  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography id={labelId} variant="subtitle2" sx={{ flexGrow: 1 }}>
          Notes to include ({chosen.size} of {choices.length})
        </Typography>
        <Button size="small" onClick={() => onChange(new Set(choices.map((c) => c.id)))}>All</Button>
        <Button size="small" onClick={() => onChange(new Set())}>None</Button>
      </Stack>
      <FormGroup aria-labelledby={labelId} sx={{ maxHeight: 220, overflowY: 'auto', flexWrap: 'nowrap', border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 0.5 }}>
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.id}
            control={<Checkbox size="small" checked={chosen.has(choice.id)} onChange={() => toggle(choice.id)} />}
            label={
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <strong>{choice.about}:</strong> {excerpt(choice.content)}
              </Typography>
            }
            sx={{ alignItems: 'flex-start', py: 0.5, '& .MuiCheckbox-root': { pt: 0.25 } }}
          />
        ))}
      </FormGroup>
    </Stack>
  );
}
