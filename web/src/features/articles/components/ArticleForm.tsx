import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { FormError } from '../../../components/form/FormMessage';
import { FormTextField } from '../../../components/form/FormTextField';
import { articleFieldErrors } from '../api/field-errors';
import type { ArticleInput } from '../api/types';
import { MY_ARTICLES_PATH, PUBLISH_IMMEDIATELY } from '../messages';
import { articleSchema, type ArticleValues } from '../schemas';

type Props = {
  initialValues: ArticleValues;
  submitLabel: string;
  /** 'Creating...' or 'Updating...' while the call runs. */
  pendingLabel: string;
  /** The failure message of a save, shown above the buttons. */
  failureMessage: string;
  /** Saves the article; a rejection keeps the form and shows the failure (422 details per field). */
  save: (input: ArticleInput) => Promise<unknown>;
  /** Shown under the checkbox, e.g. when the article was published. */
  publishHint?: string;
};

/** Title, content and 'Publish immediately': the create and the edit screens share it. */
export function ArticleForm({ initialValues, submitLabel, pendingLabel, failureMessage, save, publishHint }: Props) {
  const [failed, setFailed] = useState(false);
  const { control, handleSubmit, formState, setError } = useForm<ArticleValues>({
    resolver: yupResolver(articleSchema),
    mode: 'onChange',
    defaultValues: initialValues,
  });
  const pending = formState.isSubmitting;

  const submit = handleSubmit(async (values) => {
    setFailed(false);
    try {
      await save({ title: values.title, content: values.content, is_published: values.is_published });
    } catch (error) {
      const fields = articleFieldErrors(error);
      for (const [field, message] of Object.entries(fields)) {
        setError(field as keyof ArticleValues, { type: 'server', message });
      }
      setFailed(true);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-busy={pending}>
      <FormTextField control={control} name="title" label="Title" required fullWidth autoFocus disabled={pending} />
      <FormTextField control={control} name="content" label="Content" required fullWidth multiline minRows={8} disabled={pending} />
      <Controller
        name="is_published"
        control={control}
        render={({ field, fieldState }) => (
          <div>
            <FormControlLabel
              label={PUBLISH_IMMEDIATELY}
              disabled={pending}
              control={
                <Checkbox
                  checked={Boolean(field.value)}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { ref: field.ref } }}
                />
              }
            />
            {(fieldState.error?.message ?? publishHint) && (
              <FormHelperText error={Boolean(fieldState.error)} sx={{ mt: 0 }}>
                {fieldState.error?.message ?? publishHint}
              </FormHelperText>
            )}
          </div>
        )}
      />
      <FormError message={failed ? failureMessage : null} />
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={MY_ARTICLES_PATH} disabled={pending}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
