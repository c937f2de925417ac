import { Paper, Stack, Tabs, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

export interface PageTab {
  value: string;
  label: string;
  panel: ReactNode;
}

/** A page of tabs under its title; the tab shown is kept in the URL (`?tab=`), the first one without it. */
export function TabbedPage({ title, tabs }: { title: string; tabs: readonly PageTab[] }) {
  const [params, setParams] = useSearchParams();
  const first = tabs[0].value;
  const asked = params.get('tab');
  const tab = tabs.some((t) => t.value === asked) ? (asked as string) : first;
  return (
    <Paper p="md" radius="md" withBorder>
      <Stack gap="md">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Tabs
          value={tab}
          onChange={(value) => setParams(value && value !== first ? { tab: value } : {}, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List>
            {tabs.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((t) => (
            <Tabs.Panel key={t.value} value={t.value} pt="md">
              {t.panel}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Paper>
  );
}
