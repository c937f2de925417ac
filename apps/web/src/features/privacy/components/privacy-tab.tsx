import { Anchor, Button, Group, Loader, NumberInput, Paper, Stack, Switch, Table, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { WITHDRAWAL_KEEP_DAYS_MAX, WITHDRAWAL_KEEP_DAYS_MIN } from '@portal/contract/leaving';
import { NOTICE_MAX_LENGTH, type Notice, NoticeInputSchema, type PrivacySettings } from '@portal/contract/privacy-notice';
import { REQUEST_DAYS_MAX, REQUEST_DAYS_MIN } from '@portal/contract/privacy-requests';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormFooter } from '../../../components/form-footer.tsx';
import { formResolver } from '../../../lib/forms/form-resolver.ts';
import { useAdminProblem } from '../../../lib/forms/use-admin-problem.ts';
import { formatMoment } from '../../../lib/i18n/format.ts';
import { useLocale, useText } from '../../../lib/i18n/i18n-provider.tsx';
import { LoadFailed } from '../../../lib/network/load-failed.tsx';
import { useGuardedSave } from '../../../lib/network/use-guarded-save.ts';
import { useWrite } from '../../../lib/network/use-write.ts';
import { addNotice, changePrivacySettings, useNotices, usePrivacySettings, useRefreshPrivacy } from '../api/privacy-settings.ts';
import { OfficeRequests } from './office-requests.tsx';

/**
 * Programmes and look-ups' Data protection tab (decision 036): whether consent is required, and the
 * notice shown at registration, each edit a new version, with the versions there have been.
 */
export function PrivacyTab() {
  const t = useText();
  const settings = usePrivacySettings();
  const notices = useNotices();
  const failed = settings.isError || notices.isError;
  if (failed && !(settings.data && notices.data))
    return (
      <LoadFailed
        message={t('privacy.settingsFailed')}
        onRetry={() => void Promise.all([settings.refetch(), notices.refetch()])}
        retrying={settings.isFetching || notices.isFetching}
      />
    );
  if (!settings.data || !notices.data) return <Loader />;
  const [current] = notices.data;
  return (
    <Stack>
      <ConsentSetting settings={settings.data} />
      <OfficeRequests />
      {current && <NoticeEditor key={current.version} current={current} />}
      <NoticeVersions notices={notices.data} />
    </Stack>
  );
}

function ConsentSetting({ settings }: { settings: PrivacySettings }) {
  const t = useText();
  const { problem } = useAdminProblem();
  const refresh = useRefreshPrivacy();
  const change = useWrite({
    send: (changed: Partial<PrivacySettings>, context) => changePrivacySettings({ ...settings, ...changed }, context),
    identity: () => 'privacy-settings',
    onSaved: async () => {
      await refresh();
      notifications.show({ color: 'green', message: t('privacy.settingSaved') });
    },
    failed: (error) => problem(error, 'privacy.saveFailed'),
  });
  return (
    <Paper withBorder p="md">
      <Stack>
        <Switch
          label={t('privacy.consentRequired')}
          description={t('privacy.consentRequiredHint')}
          checked={settings.consent_required}
          onChange={(event) => void change.run({ consent_required: event.currentTarget.checked })}
        />
        <DaysSetting
          label={t('privacy.requestDays')}
          hint={t('privacy.requestDaysHint')}
          rule={t('privacy.requestDaysRule')}
          min={REQUEST_DAYS_MIN}
          max={REQUEST_DAYS_MAX}
          saved={settings.request_days}
          onSave={(days) => void change.run({ request_days: days })}
        />
        <DaysSetting
          label={t('leaving.keepDays')}
          hint={t('leaving.keepDaysHint')}
          rule={t('leaving.keepDaysRule')}
          min={WITHDRAWAL_KEEP_DAYS_MIN}
          max={WITHDRAWAL_KEEP_DAYS_MAX}
          saved={settings.withdrawal_keep_days}
          onSave={(days) => void change.run({ withdrawal_keep_days: days })}
        />
      </Stack>
    </Paper>
  );
}

/** A number of days the office sets, within the contract's bounds, saved by its own button. */
function DaysSetting(props: {
  label: string;
  hint: string;
  rule: string;
  min: number;
  max: number;
  saved: number;
  onSave: (days: number) => void;
}) {
  const t = useText();
  const [days, setDays] = useState<string | number>(props.saved);
  const valid = Number.isInteger(Number(days)) && Number(days) >= props.min && Number(days) <= props.max;
  return (
    <Group align="end">
      <NumberInput
        label={props.label}
        description={props.hint}
        min={props.min}
        max={props.max}
        allowDecimal={false}
        value={days}
        onChange={setDays}
        error={valid ? undefined : props.rule}
        w={{ base: '100%', sm: 360 }}
      />
      <Button variant="light" disabled={!valid || Number(days) === props.saved} onClick={() => props.onSave(Number(days))}>
        {t('privacy.saveDays')}
      </Button>
    </Group>
  );
}

type NoticeValues = { text_en: string; text_kn: string; version: number };
const NOTICE_LANGUAGES = [
  { field: 'text_en', lang: 'en', heading: 'privacy.noticeEnglish' },
  { field: 'text_kn', lang: 'kn', heading: 'privacy.noticeKannada' },
] as const;

function NoticeEditor({ current }: { current: Notice }) {
  const t = useText();
  const { problem, rule } = useAdminProblem();
  const refresh = useRefreshPrivacy();
  const form = useForm({
    defaultValues: { text_en: current.text_en, text_kn: current.text_kn, version: current.version },
    resolver: formResolver<NoticeValues>()(NoticeInputSchema),
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const outcome = await save.save(values);
    if (outcome.kind === 'held') return;
    if (outcome.kind === 'failed') {
      form.setError('root', { message: problem(outcome.error, 'privacy.saveFailed') });
      return;
    }
    await refresh();
    notifications.show({ color: 'green', message: t('privacy.noticeSaved', { version: outcome.result.version }) });
  });
  const save = useGuardedSave(addNotice, () => void onSubmit());
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="notice-editor-heading">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <div>
            <Title order={3} size="h5" id="notice-editor-heading">
              {t('privacy.noticeTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('consent.noticeVersion', { version: current.version })} · {t('privacy.noticeHint')}
            </Text>
          </div>
          {NOTICE_LANGUAGES.map(({ field, lang, heading }) => (
            <Textarea
              key={field}
              label={t(heading)}
              lang={lang}
              autosize
              minRows={6}
              maxRows={16}
              maxLength={NOTICE_MAX_LENGTH}
              {...form.register(field)}
              error={rule(form.formState.errors[field]?.message)}
            />
          ))}
          <Anchor href="/notice" target="_blank" size="sm" w="fit-content">
            {t('consent.printNotice')}
          </Anchor>
          <FormFooter
            refusal={form.formState.errors.root?.message}
            problem={save.problem}
            sending={save.sending}
            onRetry={() => void onSubmit()}
            onCancel={() => form.reset()}
            cancelLabel={t('config.cancel')}
            saveLabel={t('privacy.noticeSave')}
          />
        </Stack>
      </form>
    </Paper>
  );
}

function NoticeVersions({ notices }: { notices: Notice[] }) {
  const t = useText();
  const { locale } = useLocale();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="notice-versions-heading">
      <Title order={3} size="h5" mb="xs" id="notice-versions-heading">
        {t('privacy.versions')}
      </Title>
      <Table fz="sm" data-testid="notice-versions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('privacy.version')}</Table.Th>
            <Table.Th>{t('privacy.writtenOn')}</Table.Th>
            <Table.Th>{t('privacy.writtenBy')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {notices.map((n) => (
            <Table.Tr key={n.version}>
              <Table.Td>{n.version}</Table.Td>
              <Table.Td>{formatMoment(n.created_at, locale)}</Table.Td>
              <Table.Td>{n.created_by_name ?? t('privacy.portalNotice')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
