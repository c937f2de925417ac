import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { KARNATAKA_STATE_ID } from '@portal/contract/constants';
import { districtNameKn, talukNameKn } from '@portal/contract/i18n/place-names-kn';
import { Link, useLocation } from 'react-router';
import { useGeographyOptions } from '../../beneficiaries/api/geography.ts';
import type { ListFilters } from '../../beneficiaries/lib/list-filters.ts';
import { useBeneficiaryText } from '../../beneficiaries/lib/use-beneficiary-text.ts';
import { dashboardLink } from '../lib/dashboard-links.ts';

/** Karnataka › district › taluk of the figures shown, each a way back up. */
export function PlaceTrail({ filters }: { filters: ListFilters }) {
  const { t, locale } = useBeneficiaryText();
  const { pathname } = useLocation();
  const districts = useGeographyOptions('district', String(KARNATAKA_STATE_ID));
  const taluks = useGeographyOptions('taluka', filters.district_id);
  const district = districts.find((d) => d.value === filters.district_id)?.label;
  const taluk = taluks.find((d) => d.value === filters.taluka_id)?.label;
  const kannada = locale === 'kn-IN';
  const up = { ...filters, district_id: undefined, taluka_id: undefined, village_id: undefined };
  const steps = [{ label: t('dashboard.allKarnataka'), to: dashboardLink(up, pathname) }];
  if (filters.district_id && district)
    steps.push({
      label: (kannada && districtNameKn(district)) || district,
      to: dashboardLink({ ...up, district_id: filters.district_id }, pathname),
    });
  if (filters.taluka_id && taluk && district)
    steps.push({
      label: (kannada && talukNameKn(district, taluk)) || taluk,
      to: dashboardLink({ ...up, district_id: filters.district_id, taluka_id: filters.taluka_id }, pathname),
    });
  return (
    <nav aria-label={t('dashboard.filtersFor')}>
      <Breadcrumbs separatorMargin={4}>
        {steps.map((step, i) =>
          i === steps.length - 1 ? (
            <Text key={step.to} size="sm" fw={600} aria-current="page">
              {step.label}
            </Text>
          ) : (
            <Anchor key={step.to} component={Link} to={step.to} size="sm">
              {step.label}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
