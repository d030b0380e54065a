import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import type { Plan } from '../pricing-facts';

export const CHECKOUT_PENDING_LABEL = 'Opening checkout...';

type PlanCardProps = {
  plan: Plan;
  buttonLabel: string;
  disabled: boolean;
  pending: boolean;
  onChoose: () => void;
};

export function PlanCard({ plan, buttonLabel, disabled, pending, onChoose }: PlanCardProps) {
  const headingId = `plan-${plan.id}-name`;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 3,
        borderWidth: plan.mostPopular ? 2 : 1,
        borderColor: plan.mostPopular ? 'primary.main' : 'divider',
      }}
    >
      <CardContent sx={{ flexGrow: 1, p: 3 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography id={headingId} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            {plan.name}
          </Typography>
          {plan.mostPopular && <Chip label="Most Popular" color="primary" size="small" />}
        </Stack>
        <Typography component="p" sx={{ my: 2 }}>
          <Typography component="span" sx={{ fontSize: 40, fontWeight: 800, lineHeight: 1 }}>
            {plan.price}
          </Typography>
          {plan.period && (
            <Typography component="span" color="text.secondary" sx={{ fontSize: 18, ml: 0.5 }}>
              {plan.period}
            </Typography>
          )}
        </Typography>
        <Typography color="text.secondary">{plan.summary}</Typography>
        <List dense sx={{ mt: 1 }}>
          {plan.features.map((feature) => (
            <ListItem key={feature} disableGutters sx={{ alignItems: 'flex-start' }}>
              <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>
                <CheckCircleRoundedIcon color="success" fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions sx={{ p: 3, pt: 0 }}>
        <Button
          fullWidth
          size="large"
          variant={plan.mostPopular ? 'contained' : 'outlined'}
          disabled={disabled || pending}
          onClick={onChoose}
        >
          {pending ? CHECKOUT_PENDING_LABEL : buttonLabel}
        </Button>
      </CardActions>
    </Card>
  );
}
