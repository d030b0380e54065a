// Schemas of the share-link routes: the owner's view of a link, and the read-only report a link
// shows (nothing else: no e-mail, no file, no search terms, no other upload).
import { Type } from '@sinclair/typebox';
import { Nullable, Literals, Metrics } from '../../schemas.js';

const Iso = (description = 'ISO 8601, UTC') => Type.String({ description });

export const ShareLinkSchema = Type.Object(
  {
    id: Type.Integer(),
    account_id: Type.Integer(),
    account_name: Type.String(),
    upload_id: Type.Integer(),
    file_name: Type.String({ description: 'The shared upload (shown to its owner only)' }),
    note_count: Type.Integer({ description: 'Notes included in the report' }),
    view_count: Type.Integer({ description: 'Times the report was opened' }),
    last_viewed_at: Nullable(Iso()),
    created_at: Iso(),
    expires_at: Iso(),
    revoked_at: Nullable(Iso()),
    status: Literals('active', 'expired', 'revoked'),
  },
  { $id: 'ShareLink' },
);

export const CreatedShareSchema = Type.Object({
  token: Type.String({ description: 'Shown this once: only its hash is kept' }),
  path: Type.String({ description: "The report page: '/r/{token}'" }),
  share: Type.Ref('ShareLink'),
});

const Figure = Type.Object({ label: Type.String(), kind: Literals('money', 'percent', 'count', 'ratio'), value: Type.Number() });

const HealthCheckSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  severity: Literals('high', 'medium', 'low'),
  status: Literals('pass', 'warn', 'fail', 'not_computed'),
  threshold: Type.String(),
  summary: Type.String(),
  evidence: Type.Array(
    Type.Object({
      subject: Type.String(),
      campaigns: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), state: Type.String(), figures: Type.Array(Figure) })),
      figures: Type.Array(Figure),
      note: Type.Optional(Type.String({ description: "A doubt that keeps this subject out of the status ('Budget changed during the period?')" })),
    }),
  ),
  evidence_total: Type.Integer(),
  graded: Type.Boolean({ description: 'Whether the check counts in the grade' }),
});

const DateRangeSchema = Type.Object({ start: Type.String({ format: 'date' }), end: Type.String({ format: 'date' }), days: Type.Integer() });

const HealthSchema = Type.Object({
  grade: Type.Object({
    letter: Literals('A', 'B', 'C', 'D', 'F'),
    points: Type.Number(),
    contributions: Type.Array(
      Type.Object({ check_id: Type.String(), title: Type.String(), status: Literals('warn', 'fail'), severity: Literals('high', 'medium', 'low'), points: Type.Number() }),
    ),
    explanation: Type.String(),
  }),
  checks: Type.Array(HealthCheckSchema),
  data_quality: Type.Object({
    facts: Type.Array(
      Type.Object({ id: Type.String(), status: Literals('ok', 'missing', 'info'), title: Type.String(), text: Type.String(), fix: Nullable(Type.String()), items: Type.Array(Type.String()) }),
    ),
    date_range: Nullable(DateRangeSchema),
  }),
});

const SharedNote = Type.Object({ id: Type.Integer(), content: Type.String(), created_at: Type.String({ description: "'YYYY-MM-DD HH:MM:SS' (UTC)" }) });

export const SharedReportSchema = Type.Object(
  {
    account_name: Type.String(),
    currency: Type.String({ description: "The account's currency (ISO 4217): every amount of the report is in it" }),
    date_range: Nullable(DateRangeSchema),
    shared_at: Iso(),
    expires_at: Iso(),
    campaign_count: Type.Integer(),
    summary: Type.Ref('AuditSummary'),
    health: HealthSchema,
    top_campaigns: Type.Array(
      Type.Object({ id: Type.String(), name: Type.String(), type_code: Literals('SP', 'SB', 'SD'), state: Type.String(), metrics: Metrics }),
      { description: 'The campaigns with the most spend, most first' },
    ),
    notes: Type.Object({
      campaigns: Type.Array(
        Type.Object({ campaign_id: Type.String(), name: Type.String(), type_code: Literals('SP', 'SB', 'SD'), spend: Type.Number(), sales: Type.Number(), roas: Type.Number(), notes: Type.Array(SharedNote) }),
      ),
      parent_asins: Type.Array(
        Type.Object({ parent_asin: Type.String(), title: Type.String(), spend: Nullable(Type.Number()), sales: Nullable(Type.Number()), notes: Type.Array(SharedNote) }),
      ),
    }),
    narrative: Type.Optional(
      Type.Array(Type.String(), { description: "'What we changed and what happened', by paragraph: only when its owner chose it and the upload has it" }),
    ),
  },
  { $id: 'SharedReport', description: 'A read-only audit report: the Summary, the health checks, the top campaigns and the notes its owner chose' },
);

/** Named schemas, registered once with `app.addSchema`. */
export const SHARE_SCHEMAS = [ShareLinkSchema, SharedReportSchema];
