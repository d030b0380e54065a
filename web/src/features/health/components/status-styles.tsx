/** Words, colours and icons of the check statuses and data-quality statuses: never colour alone. */
import type { ReactElement } from 'react';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import type { DataQualityStatus, HealthGradeLetter, HealthStatus } from '@ads-auditor/audit';

type ChipColor = 'success' | 'warning' | 'error' | 'default' | 'info';

export const CHECK_STATUS: Record<HealthStatus, { label: string; color: ChipColor; icon: ReactElement }> = {
  pass: { label: 'Pass', color: 'success', icon: <CheckCircleOutlined fontSize="small" /> },
  warn: { label: 'Warn', color: 'warning', icon: <WarningAmberOutlined fontSize="small" /> },
  fail: { label: 'Fail', color: 'error', icon: <ErrorOutlined fontSize="small" /> },
  not_computed: { label: 'Not computed', color: 'default', icon: <HelpOutlineOutlined fontSize="small" /> },
};

export const FACT_STATUS: Record<DataQualityStatus, { label: string; color: 'success' | 'warning' | 'info'; icon: ReactElement }> = {
  ok: { label: 'Complete', color: 'success', icon: <CheckCircleOutlined fontSize="small" /> },
  missing: { label: 'Missing', color: 'warning', icon: <WarningAmberOutlined fontSize="small" /> },
  info: { label: 'Note', color: 'info', icon: <InfoOutlined fontSize="small" /> },
};

/** Theme palette keys of the grade badge. */
export const GRADE_COLOR: Record<HealthGradeLetter, 'success' | 'info' | 'warning' | 'error'> = {
  A: 'success',
  B: 'success',
  C: 'warning',
  D: 'error',
  F: 'error',
};
