import { memo } from 'react';
import type { CampaignFilters } from '@ads-auditor/audit';
import { BoundsFields } from './BoundsFields';
import { ChoiceFilterGroup, NegativeFilterGroup } from './CheckboxFilters';
import { FieldGrid, FieldGroup, FilterSection } from './FilterSection';
import { ListFilterField } from './ListFilterField';
import {
  ASIN_LIST_FIELDS,
  CHOICE_FIELDS,
  COUNT_FIELDS,
  FILTER_SECTIONS,
  METRIC_FIELDS,
  NAME_LIST_FIELDS,
  PLACEMENT_GROUPS,
  countActiveIn,
  type FilterSectionId,
} from './filter-fields';

function SectionFields({ id }: { id: FilterSectionId }) {
  switch (id) {
    case 'metrics':
      return (
        <FieldGrid>
          {METRIC_FIELDS.map((field) => <BoundsFields key={field} field={field} />)}
        </FieldGrid>
      );
    case 'information':
      return (
        <>
          <FieldGrid columns={2}>
            {NAME_LIST_FIELDS.map((spec) => <ListFilterField key={spec.key} spec={spec} />)}
          </FieldGrid>
          {CHOICE_FIELDS.map((spec) => <ChoiceFilterGroup key={spec.key} spec={spec} />)}
        </>
      );
    case 'asins':
      return (
        <FieldGrid columns={3}>
          {ASIN_LIST_FIELDS.map((spec) => <ListFilterField key={spec.key} spec={spec} />)}
        </FieldGrid>
      );
    case 'placements':
      return PLACEMENT_GROUPS.map((group) => (
        <FieldGroup key={group.slot} legend={group.title}>
          <FieldGrid stackedPairs={group.fields.length}>
            {group.fields.map((field) => <BoundsFields key={field} field={field} />)}
          </FieldGrid>
        </FieldGroup>
      ));
    case 'advanced':
      return (
        <>
          <FieldGrid>
            {COUNT_FIELDS.map((field) => <BoundsFields key={field} field={field} />)}
          </FieldGrid>
          <NegativeFilterGroup />
        </>
      );
  }
}

/**
 * The five sections of the panel. Campaign Metrics starts open, and so does any section
 * holding an applied filter, so a reopened panel shows what is in force.
 */
function AllFilterSections({ applied }: { applied: CampaignFilters }) {
  return (
    <div>
      {FILTER_SECTIONS.map((spec) => (
        <FilterSection key={spec.id} spec={spec} defaultExpanded={spec.id === 'metrics' || countActiveIn(applied, spec.keys) > 0}>
          <SectionFields id={spec.id} />
        </FilterSection>
      ))}
    </div>
  );
}

/**
 * `applied` only chooses which sections start open (the accordions are uncontrolled), so a new
 * `applied` never needs a re-render: applying filters then redraws the table, not ~50 fields.
 */
export const FilterSections = memo(AllFilterSections, () => true);
