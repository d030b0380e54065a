import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
test('renders', () => { render(<h1>Ads Auditor</h1>); expect(screen.getByText('Ads Auditor')).toBeInTheDocument(); });
