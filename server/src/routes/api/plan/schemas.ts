// Schemas of the plan routes: the engine's Plan (packages/audit/src/plan/types.ts) field for
// field, its settings, the decisions and the change sets.
import { Type, type TSchema } from '@sinclair/typebox';
import { BID_LIMITS, PLAN_ITEM_KINDS, PLAN_SETTING_LIMITS as LIMITS } from '@ads-auditor/audit';
import { CampaignTypeCode, Literals, Money, Nullable, Percent } from '../../schemas.js';
import { SearchTermReportAbout, SearchTermsSource } from '../insights/schemas.js';

/** Null first: the validator coerces types, and would turn a null into 0 or '' for the other branch. */
const OrNull = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);
const Count = Type.Number({ minimum: 0 });
const Fraction = Type.Number({ description: 'A fraction: 0.3 means 30%' });
const SheetRow = Type.Object({ sheet: Type.String(), row: Type.Integer({ description: '1-based; row 1 is the header' }) });
const Evidence = Type.Object({ clicks: Count, spend: Money, sales: Money, orders: Count }, { description: "The entity's own figures in the workbook" });
const Kind = Literals(...PLAN_ITEM_KINDS);
const Confidence = Literals('high', 'medium', 'low');
const SourceTab = Literals('sp', 'sb_multi', 'sb_legacy', 'sd');
const Interval = Nullable(
  Type.Object(
    {
      level: Type.Literal(90),
      low: Fraction,
      high: Fraction,
      estimate: Fraction,
      reference: Type.Object({ scope: Literals('ad_group', 'campaign', 'account'), rate: Fraction }),
    },
    { description: 'The conversion rate interval, shrunk toward the reference rate when the own clicks are few' },
  ),
);
const Value = Type.Union([Type.Number(), Type.String()]);

const ItemDetail = Type.Union([
  Type.Object({ kind: Type.Literal('bid'), tab: SourceTab, entity_text: Type.String(), type: CampaignTypeCode }),
  Type.Object({ kind: Type.Literal('placement'), tab: SourceTab, placement_text: Type.String() }),
  Type.Object({ kind: Type.Literal('budget'), tab: SourceTab, type: CampaignTypeCode }),
  Type.Object({ kind: Type.Literal('pause'), tab: SourceTab, entity_text: Type.String() }),
  Type.Object({ kind: Type.Literal('negative'), level: Literals('ad_group', 'campaign'), keyword_text: Type.String(), match_type: Literals('Negative Exact', 'Negative Phrase') }),
  Type.Object({ kind: Type.Literal('harvest'), keyword_text: Type.String() }),
]);

const PlanItem = Type.Object({
  id: Type.String({ description: 'Stable within the plan of an upload: the kind and the entity it changes' }),
  kind: Kind,
  campaign_id: Type.String(),
  ad_group_id: Nullable(Type.String()),
  entity_id: Nullable(Type.String({ description: 'Keyword ID, Product Targeting ID or Ad ID' })),
  current: Nullable(Value),
  proposed: Value,
  reason: Type.String({ description: 'A sentence with the figures it rests on' }),
  confidence: Confidence,
  interval: Interval,
  evidence: Evidence,
  target_acos: Percent,
  rows: Type.Array(SheetRow, { description: 'The workbook rows behind the item' }),
  detail: ItemDetail,
});

const HeldEntity = Type.Object({
  kind: Kind,
  campaign_id: Type.String(),
  ad_group_id: Nullable(Type.String()),
  entity_id: Nullable(Type.String()),
  reason: Type.String(),
  confidence: Confidence,
  interval: Interval,
  evidence: Evidence,
  rows: Type.Array(SheetRow),
});

const Figures = Type.Object({ spend: Money, sales: Money, acos: Percent });

export const PlanSchema = Type.Object({
  target_acos: Percent,
  items: Type.Array(PlanItem),
  held: Type.Array(HeldEntity, { description: 'Entities with spend the plan leaves alone, and why; most spend first, at most 2,000' }),
  total_held: Type.Integer(),
  flags: Type.Array(Type.Object({ kind: Type.Literal('ineligible_ad'), campaign_id: Type.String(), ad_group_id: Type.String(), entity_id: Type.String(), message: Type.String(), rows: Type.Array(SheetRow) })),
  absent: Type.Array(Type.Object({ kind: Kind, reason: Type.String() }), { description: 'Kinds the workbook lacks the data for' }),
  projection: Type.Object({ label: Type.String(), current: Figures, projected: Figures, items: Type.Integer() }, { description: 'An estimate, with every item accepted' }),
  warnings: Type.Array(Type.String()),
});

const TargetAcos = Type.Number({ minimum: LIMITS.target_acos.min, maximum: LIMITS.target_acos.max, description: 'Percent (30 = 30%)' });
const AsinCost = Type.Object({
  asin: Type.String({ minLength: 1, maxLength: 20 }),
  price: Type.Number({ exclusiveMinimum: 0 }),
  cogs: Type.Number({ minimum: 0 }),
  fees: Type.Number({ minimum: 0 }),
});
const BreakEven = OrNull(
  Type.Object(
    { costs: Type.Array(AsinCost, { maxItems: 20_000 }), margin: Type.Number({ minimum: LIMITS.margin.min, maximum: LIMITS.margin.max }) },
    { description: 'Break-even mode: each ASIN\'s target is (price - cogs - fees) / price minus the margin (percentage points); null: off' },
  ),
);

const SETTINGS_FIELDS = {
  target_acos: TargetAcos,
  type_targets: Type.Object({ SP: Type.Optional(TargetAcos), SB: Type.Optional(TargetAcos), SD: Type.Optional(TargetAcos) }, { additionalProperties: false, description: 'Overrides per campaign type' }),
  campaign_targets: Type.Record(Type.String({ pattern: '^[0-9A-Za-z_-]{1,40}$' }), TargetAcos, { description: 'Overrides per campaign ID', maxProperties: 5000 }),
  brand_terms: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 200, description: 'Keywords containing one of these use brand_target_acos' }),
  brand_target_acos: OrNull(TargetAcos),
  break_even: BreakEven,
  max_decrease: Type.Number({ minimum: LIMITS.max_decrease.min, maximum: LIMITS.max_decrease.max, description: 'Largest bid decrease, percent of the current bid' }),
  max_increase: Type.Number({ minimum: LIMITS.max_increase.min, maximum: LIMITS.max_increase.max, description: 'Largest bid increase, percent of the current bid' }),
  bid_step: Type.Number({ minimum: LIMITS.bid_step.min, maximum: LIMITS.bid_step.max, description: 'Bids are rounded to a multiple of this amount' }),
  lower_budgets: Type.Boolean({ description: 'Budgets are only raised unless this is true' }),
  observation_days: Type.Integer({
    minimum: LIMITS.observation_days.min, maximum: LIMITS.observation_days.max,
    description: 'Days an entity is left alone after a change of it reached Amazon, unless the change backfired (default 14)',
  }),
};

export const PlanSettingsSchema = Type.Object(SETTINGS_FIELDS);

export const PlanSettingsAnswer = Type.Object({
  settings: PlanSettingsSchema,
  costs_problems: Type.Array(Type.String(), { description: 'The costs CSV lines left out, each named (empty when none, and on GET)' }),
});

export const PlanSettingsUpdateSchema = Type.Partial(
  Type.Object({
    ...SETTINGS_FIELDS,
    costs_csv: Type.String({ maxLength: 2_000_000, description: 'A costs CSV (asin,price,cogs,fees): its usable lines become the break-even costs; each bad line is named in costs_problems' }),
    margin: Type.Number({ minimum: LIMITS.margin.min, maximum: LIMITS.margin.max, description: 'The break-even margin, with the costs given or remembered' }),
  }),
  { additionalProperties: false },
);

const DecisionStatus = OrNull(Literals('accepted', 'rejected'));
const Note = OrNull(Type.String({ maxLength: 2000 }));
export const DecisionSchema = Type.Object({
  status: DecisionStatus,
  value: OrNull(Type.Number({ description: 'The edited value (bids and budgets in money, placements in percent); null: the proposed one' })),
  note: Note,
});
export const DecisionsSchema = Type.Record(Type.String(), DecisionSchema, { description: 'By item id' });

export const DecisionsUpdateSchema = Type.Object(
  {
    decisions: Type.Array(
      Type.Object(
        {
          item_id: Type.String({ minLength: 1, maxLength: 1000 }),
          status: DecisionStatus,
          value: Type.Optional(OrNull(Type.Number({ description: "Checked against the item's limits (400 naming the item)" }))),
          note: Type.Optional(Note),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 5000 },
    ),
  },
  { additionalProperties: false },
);

export const PlanAnswerSchema = Type.Object({
  upload_id: Type.Integer(),
  account_id: Type.Integer(),
  settings: PlanSettingsSchema,
  period_days: Nullable(Type.Integer({ description: 'The days the upload covers (set, else from the file name); null: budgets are absent' })),
  decisions: DecisionsSchema,
  search_term_report: Type.Optional(SearchTermReportAbout),
  plan: PlanSchema,
});

/** The search terms the plan's negatives and harvests come from; the decisions and export name the same as the view. */
export const PlanSourceQuery = Type.Object({ source: Type.Optional(SearchTermsSource) });

const ChangeSetEntry = Type.Object({
  item_id: Type.String(),
  kind: Kind,
  field: Literals('bid', 'placement_percentage', 'daily_budget', 'state', 'negative_keyword', 'keyword'),
  campaign_id: Type.String(),
  ad_group_id: Nullable(Type.String()),
  entity_id: Nullable(Type.String()),
  subject: Nullable(Type.String({ description: 'The placement, or the keyword and its match type' })),
  from: Nullable(Value),
  to: Value,
});

export const ChangeSetsSchema = Type.Object({
  change_sets: Type.Array(
    Type.Object({ id: Type.Integer(), upload_id: Nullable(Type.Integer()), date: Type.String({ format: 'date' }), created_at: Type.String(), items: Type.Array(ChangeSetEntry) }),
    { description: 'Newest first' },
  ),
});

/** Why a value is in bounds: documented for the decisions route. */
export const BID_LIMITS_DOC = Object.entries(BID_LIMITS).map(([type, l]) => `${type} $${l.min}-$${l.max}`).join(', ');
