// The change loop's answer: the change set checked, each change's status, the impact of the applied
// ones, the account's spend and sales moves by campaign, ad group and target, and the narrative.
import { Type, type TSchema } from '@fastify/type-provider-typebox';
import { Nullable } from '../../schemas.js';

const Value = Type.Union([Type.Number(), Type.String(), Type.Null()]);
const Kind = Type.Union(['bid', 'placement', 'budget', 'pause', 'negative', 'harvest'].map((k) => Type.Literal(k)));
const Status = Type.Union(['applied', 'different', 'not_applied', 'missing'].map((k) => Type.Literal(k)));
const Grade = Type.Union(['worked', 'flat', 'backfired', 'not_yet'].map((k) => Type.Literal(k)));

const VerifyItem = Type.Object({
  kind: Kind,
  campaign_id: Type.String(),
  ad_group_id: Nullable(Type.String()),
  entity_id: Nullable(Type.String()),
  subject: Nullable(Type.String({ description: "The placement, or the keyword's match type and text ('Negative Exact: junk term')" })),
  before: Value,
  expected: Type.Union([Type.Number(), Type.String()]),
  found: Value,
  status: Status,
});

const Figures = Type.Object({
  impressions: Type.Number(), clicks: Type.Number(), spend: Type.Number(), sales: Type.Number(), orders: Type.Number(),
  cpc: Nullable(Type.Number()), acos: Nullable(Type.Number({ description: 'Percent: 30 = 30 %' })),
});

const Totals = Type.Object({
  changes: Type.Integer(),
  grades: Type.Object({ worked: Type.Integer(), flat: Type.Integer(), backfired: Type.Integer(), not_yet: Type.Integer() }),
  before: Type.Object({ spend: Type.Number(), sales: Type.Number() }),
  after: Type.Object({ spend: Type.Number(), sales: Type.Number() }),
});

/** A contribution of one level: campaigns hold ad groups, ad groups hold targets (and a 'rest' line where rows do not add up). */
const contribution = <C extends TSchema>(children: C) => Type.Object({
  id: Nullable(Type.String()),
  name: Type.String(),
  level: Type.Union(['campaign', 'ad_group', 'target', 'rest'].map((k) => Type.Literal(k))),
  before: Type.Number(),
  after: Type.Number(),
  delta: Type.Number({ description: 'after - before, to the cent; the children add up to it' }),
  effects: Type.Record(Type.String(), Type.Number(), { description: 'spend: clicks, cpc; sales: clicks, conversion_rate, order_value (they add up to delta)' }),
  children: Type.Array(children),
});
const Contribution = contribution(contribution(contribution(Type.Never())));

const Explanation = Type.Object({ before: Type.Number(), after: Type.Number(), delta: Type.Number(), campaigns: Type.Array(Contribution) });

export const ChangeLoopSchema = Type.Object({
  change_set: Nullable(Type.Object({
    id: Type.Integer(),
    date: Type.String({ description: 'YYYY-MM-DD of the export' }),
    source_upload_id: Nullable(Type.Integer({ description: 'The upload the plan was made on; null once it is deleted' })),
    item_count: Type.Integer(),
  })),
  verify: Nullable(Type.Object({
    items: Type.Array(VerifyItem),
    counts: Type.Object({ applied: Type.Integer(), different: Type.Integer(), not_applied: Type.Integer(), missing: Type.Integer() }),
  })),
  impact: Nullable(Type.Object({
    after_scale: Type.Number({ description: "The new period's figures are scaled by this to the old period's length" }),
    changes: Type.Array(Type.Object({ item: VerifyItem, before: Figures, after: Figures, grade: Grade, reason: Type.String() })),
    by_kind: Type.Record(Type.String(), Totals),
    total: Totals,
  }, { description: 'Null when the upload the change set was made on is gone' })),
  what_changed: Nullable(Type.Object({ spend: Explanation, sales: Explanation })),
  narrative: Type.Array(Type.String(), { description: "'What we changed and what happened', a paragraph each" }),
});
