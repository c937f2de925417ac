import { Box, Group, Radio, Text } from '@mantine/core';
import { districtNameKn } from '@portal/contract/i18n/place-names-kn';
import { geoMercator, geoPath } from 'd3-geo';
import type { FeatureCollection, Geometry } from 'geojson';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { useFormat } from '../../../lib/i18n/format.ts';
import type { ListFilters } from '../../beneficiaries/lib/list-filters.ts';
import { useBeneficiaryText } from '../../beneficiaries/lib/use-beneficiary-text.ts';
import { useDashboardPart } from '../api/dashboard.ts';
import { dashboardLink } from '../lib/dashboard-links.ts';
import { figureOf, MAP_FIGURES, type MapFigure, shadeOf, shadeRanges } from '../lib/map-shading.ts';
import boundaries from '../map/karnataka-districts.json';
import classes from './district-map.module.css';
import { FigureCard } from './figure-card.tsx';

interface DistrictProperties {
  district_code: number;
  district_name: string;
}
const WIDTH = 360;
const HEIGHT = 470;
const topology = boundaries as unknown as Topology<{ districts: GeometryCollection<DistrictProperties> }>;
const districts = feature(topology, topology.objects.districts) as FeatureCollection<Geometry, DistrictProperties>;
const path = geoPath(geoMercator().fitSize([WIDTH, HEIGHT], districts));
const SHAPES = districts.features.map((f) => ({ ...f.properties, d: path(f) ?? '' }));
const FIGURE_LABEL = {
  people: 'dashboard.people',
  enrolments: 'dashboard.enrolments',
  completion: 'dashboard.completionShare',
} as const;

/**
 * Karnataka's districts shaded by the figure chosen (people, enrolments, completion), joined on the
 * districts' LGD codes; each district opens the screen there. The table beside it holds the same
 * figures; the boundaries' licence asks for its citation wherever the map is shown.
 */
export function DistrictMap({ filters }: { filters: ListFilters }) {
  const { t, locale } = useBeneficiaryText();
  const format = useFormat();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [figure, setFigure] = useState<MapFigure>('people');
  const places = useDashboardPart('places', filters).data;
  const byCode = useMemo(() => new Map((places?.rows ?? []).map((r) => [r.code, r])), [places]);
  if (places?.level !== 'district') return null;
  const ranges = shadeRanges(places.rows.map((r) => figureOf(r, figure)));
  const shown = (value: number) => (figure === 'completion' ? `${value}%` : format.count(value));
  const label = t(FIGURE_LABEL[figure]);
  return (
    <FigureCard title={t('dashboard.map')} empty={false}>
      <Radio.Group
        label={t('dashboard.shadeBy')}
        value={figure}
        onChange={(value) => setFigure(value as MapFigure)}
        mb="sm"
        size="sm"
        className={classes.noPrint}
      >
        <Group gap="md" mt={4}>
          {MAP_FIGURES.map((f) => (
            <Radio key={f} value={f} label={t(FIGURE_LABEL[f])} />
          ))}
        </Group>
      </Radio.Group>
      <figure className={classes.figure}>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={classes.map} data-testid="district-map">
          <title>{`${t('dashboard.map')}: ${label}`}</title>
          {SHAPES.map((shape) => {
            const row = byCode.get(shape.district_code);
            const value = row ? figureOf(row, figure) : figure === 'completion' ? null : 0;
            const name = (locale === 'kn-IN' && districtNameKn(shape.district_name)) || shape.district_name;
            const text = t('dashboard.mapPlace', {
              name,
              figure: label,
              value: value === null ? t('dashboard.noValue') : shown(value),
            });
            const to = row ? dashboardLink({ ...filters, district_id: String(row.id) }, pathname) : undefined;
            const shade = shadeOf(value, ranges);
            const shapeProps = {
              d: shape.d,
              className: classes.district,
              'data-shade': shade ?? 'none',
              'data-code': shape.district_code,
            };
            if (!to)
              return (
                <path key={shape.district_code} {...shapeProps}>
                  <title>{text}</title>
                </path>
              );
            return (
              <a
                key={shape.district_code}
                href={to}
                aria-label={text}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(to);
                }}
              >
                <path {...shapeProps}>
                  <title>{text}</title>
                </path>
              </a>
            );
          })}
        </svg>
      </figure>
      {ranges.length > 0 && (
        <ul className={classes.legend} aria-label={t('dashboard.mapLegend')}>
          {ranges.map((range, shade) => (
            <li key={range.from}>
              <span className={classes.swatch} data-shade={shade} aria-hidden />
              {range.from === range.to ? shown(range.from) : `${shown(range.from)} – ${shown(range.to)}`}
            </li>
          ))}
        </ul>
      )}
      <Box mt="xs">
        <Text size="xs" c="dimmed">
          {t('dashboard.boundariesIndicative')}
        </Text>
        <Text size="xs" c="dimmed" className={classes.attribution}>
          {t('dashboard.boundariesAttribution')}
        </Text>
      </Box>
    </FigureCard>
  );
}
