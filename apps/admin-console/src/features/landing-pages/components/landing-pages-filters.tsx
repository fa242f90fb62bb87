import { Group, Select, TextInput } from '@mantine/core';
import { adminLanding as copy } from '@trovapro/copy';
import { parseOption } from '../../../lib/use-list-params.ts';
import { useGetProvinces } from '../api/use-get-provinces.ts';
import { ALL_PROVINCES, STATUSES, type useLandingPagesManager } from './use-landing-pages-manager.ts';

const ALL_STATUSES = 'all';
const STATUS_OPTIONS = ([ALL_STATUSES, ...STATUSES] as const).map((value) => ({ value, label: copy.filters.statuses[value] }));

/** The manage list's filters: keyword (typed, applied after a pause), province, status. */
export function LandingPagesFilters({
  keywordInput,
  setKeywordInput,
  province,
  status,
  setFilter,
}: ReturnType<typeof useLandingPagesManager>['filterInputs']) {
  const provinces = useGetProvinces();
  const provinceOptions = [
    { value: ALL_PROVINCES, label: copy.filters.allProvinces },
    ...(provinces.data ?? []).map((name) => ({ value: name, label: name })),
  ];
  return (
    <Group align="flex-end" gap="md">
      <TextInput
        label={copy.filters.keyword}
        placeholder={copy.filters.keywordPlaceholder}
        value={keywordInput}
        onChange={(event) => setKeywordInput(event.currentTarget.value)}
        w={{ base: '100%', xs: 220 }}
      />
      <Select
        label={copy.filters.province}
        data={provinceOptions}
        value={province}
        onChange={(next) => setFilter('province', next ?? ALL_PROVINCES)}
        allowDeselect={false}
        searchable
        w={{ base: '100%', xs: 240 }}
      />
      <Select
        label={copy.filters.status}
        data={STATUS_OPTIONS}
        value={status ?? ALL_STATUSES}
        onChange={(next) => setFilter('status', parseOption(next ?? undefined, STATUSES))}
        allowDeselect={false}
        w={{ base: '100%', xs: 180 }}
      />
    </Group>
  );
}
