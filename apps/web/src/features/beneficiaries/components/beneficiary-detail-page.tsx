import { Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { decodeBeneficiaryId, encodeBeneficiaryId } from '@portal/contract/base64-id';
import type { BeneficiaryDetails, EnrolledProgram } from '@portal/contract/beneficiary';
import { UNDO_WINDOW_MS } from '@portal/contract/constants';
import { RECORD_ACTIVE } from '@portal/contract/lookups';
import { IconEraser, IconPencil, IconPrinter, IconUserCheck, IconUserMinus, IconUserOff } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { text } from '../../../lib/i18n/text.ts';
import { LoadFailed } from '../../../lib/network/load-failed.tsx';
import { useWrite } from '../../../lib/network/use-write.ts';
import { useOfficeLookups } from '../../../lib/office-lookups.ts';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { useProgrammeNames } from '../../../lib/programme-names.ts';
import { PersonReads } from '../../privacy/components/person-reads.tsx';
import { PersonRequests } from '../../privacy/components/person-requests.tsx';
import { PersonStanding } from '../../privacy/components/person-standing.tsx';
import { useMayErase, useMaySeeAccessRecords } from '../../privacy/lib/may-hold.ts';
import { reactivateBeneficiary, restoreProgram, useRefreshRecord } from '../api/beneficiary-records.ts';
import { useBeneficiaryDetails } from '../api/get-beneficiary-details.ts';
import { deleteProgram } from '../api/programs.ts';
import { useBeneficiaryText } from '../lib/use-beneficiary-text.ts';
import { BeneficiaryDetailsCard } from './beneficiary-details-card.tsx';
import { type BeneficiaryFormValues, EMPTY_BENEFICIARY } from './beneficiary-form-values.ts';
import { BeneficiaryHistory } from './beneficiary-history.tsx';
import { ProgramCard } from './program-card.tsx';

// the enrolment form (its schemas and form library) loads once the page is shown, not before it
const loadAddProgramModal = () => import('./add-program-modal.tsx');
const AddProgramModal = lazy(() => loadAddProgramModal().then((m) => ({ default: m.AddProgramModal })));
// the person's form (Edit) and the deactivation question load when asked for
const AddBeneficiaryModal = lazy(() => import('./add-beneficiary-modal.tsx').then((m) => ({ default: m.AddBeneficiaryModal })));
const DeactivateModal = lazy(() => import('./deactivate-modal.tsx').then((m) => ({ default: m.DeactivateModal })));
// a withdrawal of consent and an erasure (decision 039), asked for rarely
const WithdrawModal = lazy(() =>
  import('../../privacy/components/withdraw-modal.tsx').then((m) => ({ default: m.WithdrawModal })),
);
const EraseModal = lazy(() => import('../../privacy/components/erase-modal.tsx').then((m) => ({ default: m.EraseModal })));

/** The form's values of a registered person: what Edit starts from. */
const formValuesOf = (d: BeneficiaryDetails): BeneficiaryFormValues => ({
  ...EMPTY_BENEFICIARY,
  first_name: d.first_name,
  last_name: d.last_name ?? '',
  gender_id: String(d.gender_id),
  aadhaar_no: d.aadhaar_no ?? '',
  dob: d.dob,
  mobile_no: d.mobile_no ?? '',
  email_id: d.email_id ?? '',
  permanent_address: d.permanent_address ?? '',
  pincode: d.pincode ?? '',
  state_id: String(d.state_id),
  district_id: String(d.district_id),
  taluka_id: String(d.taluka_id),
  village_id: String(d.village_id),
  total_family_members: String(d.total_family_members),
  beneficiary_annual_source_id: String(d.beneficiary_annual_source_id),
});

/** An enrolment being deleted, with its sub-programme's name as the page shows it. */
interface Deletion {
  enrolment: EnrolledProgram;
  programme: string;
}

function NotFound() {
  const { t } = useBeneficiaryText();
  usePageTitle(t('beneficiary.notFound'));
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center">
        <Title order={2} size="h3">
          {t('beneficiary.notFound')}
        </Title>
        <Text c="dimmed">{t('beneficiary.notFoundText')}</Text>
        <Anchor component={Link} to="/beneficiary">
          {t('beneficiary.backToList')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/** Spec §2 beneficiary detail: the last path segment is the base64 id, decoded once. */
export function BeneficiaryDetailPage() {
  // the office's lists and programmes as it keeps them: the cards name their values so
  useOfficeLookups();
  useProgrammeNames();
  const { beneficiaryId = '' } = useParams();
  const id = decodeBeneficiaryId(beneficiaryId);
  const query = useBeneficiaryDetails(id);
  const details = query.data?.beneficiaryDetails;
  const detailsShown = Boolean(details);
  useEffect(() => {
    if (detailsShown) loadAddProgramModal().catch(() => {});
  }, [detailsShown]);
  const location = useLocation();
  const navigate = useNavigate();
  const { t, serverError, subProgram } = useBeneficiaryText();
  const erased = Boolean(query.data?.standing.erasure);
  // in the language shown: a switch of language renames the tab of an erased person too
  usePageTitle(erased ? t('leaving.erasedName') : (details?.first_name ?? ''));
  const [modal, setModal] = useState<{ opened: boolean; enrolment: EnrolledProgram | null; key: number }>({
    opened: false,
    enrolment: null,
    key: 0,
  });
  const openModal = (enrolment: EnrolledProgram | null) => setModal((m) => ({ opened: true, enrolment, key: m.key + 1 }));
  const refresh = useRefreshRecord(id ?? 0);
  const failed = (error: unknown) => serverError(error, 'beneficiary.somethingWrong');
  const undoNotice = (enrolment: EnrolledProgram) => `deleted-${enrolment.beneficiary_program_id}`;
  const restore = useWrite({
    send: (enrolment: EnrolledProgram, context) => {
      notifications.hide(undoNotice(enrolment));
      return restoreProgram(enrolment.beneficiary_program_id, context);
    },
    identity: (enrolment) => enrolment.beneficiary_program_id,
    onSaved: () => {
      notifications.show({ message: text('records.restored'), color: 'green' });
      return refresh();
    },
    failed,
  });
  /** A deleted enrolment can be brought back for a few seconds, from the message saying it went. */
  const offerUndo = ({ enrolment, programme }: Deletion) =>
    notifications.show({
      id: undoNotice(enrolment),
      color: 'green',
      autoClose: UNDO_WINDOW_MS,
      message: (
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm">{text('records.deletedToast', { programme })}</Text>
          {/* offline the message stays, its Undo usable once back */}
          <Button size="compact-sm" variant="light" onClick={() => restore.run(enrolment)}>
            {text('records.undo')}
          </Button>
        </Group>
      ),
    });
  const remove = useWrite({
    send: ({ enrolment }: Deletion, context) => deleteProgram(enrolment.beneficiary_program_id, context),
    identity: ({ enrolment }) => enrolment.beneficiary_program_id,
    onSaved: (_, deletion) => {
      offerUndo(deletion);
      return refresh();
    },
    failed,
    offline: 'network.deleteOffline',
    timedOut: 'network.deleteTimedOut',
  });
  const reactivation = useWrite({
    send: (beneficiaryId: number, context) => reactivateBeneficiary(beneficiaryId, context),
    identity: (beneficiaryId) => beneficiaryId,
    onSaved: () => {
      notifications.show({ message: text('records.reactivated'), color: 'green' });
      return refresh();
    },
    failed,
  });
  const [personDialog, setPersonDialog] = useState<'edit' | 'deactivate' | 'withdraw' | 'erase' | null>(null);
  const seesAccessRecords = useMaySeeAccessRecords();
  const mayErase = useMayErase();

  // the addProgram flag of the navigation state opens the modal once, then is cleared
  const wantsAddProgram = Boolean((location.state as { addProgram?: boolean } | null)?.addProgram);
  useEffect(() => {
    if (wantsAddProgram && details) {
      setModal((m) => ({ opened: true, enrolment: null, key: m.key + 1 }));
      navigate(location.pathname, { replace: true, state: null });
    }
  }, [wantsAddProgram, details, navigate, location.pathname]);

  if (id === null || (query.error instanceof ApiError && query.error.status === 404)) return <NotFound />;
  if (!details) {
    // a load that failed says so, with a Retry; it also loads again when the connection returns
    if (query.isError) {
      return (
        <Paper withBorder radius="md" p="md">
          <LoadFailed message={t('network.detailFailed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        </Paper>
      );
    }
    return (
      <Stack align="center" py="xl" gap="xs">
        <Loader />
        {query.fetchStatus === 'paused' && <Text c="dimmed">{t('network.waitingForConnection')}</Text>}
      </Stack>
    );
  }

  const confirmDelete = (enrolment: EnrolledProgram) => {
    const programme = subProgram(enrolment.sub_program_id, enrolment.sub_program_name);
    modals.openConfirmModal({
      title: t('detail.deleteTitle'),
      children: <Text>{t('records.deleteNamed', { programme })}</Text>,
      labels: { confirm: t('detail.deleteConfirm'), cancel: t('beneficiary.cancel') },
      confirmProps: { color: 'red' },
      // offline nothing is sent, and a deletion is never queued to run unseen later
      onConfirm: () => remove.run({ enrolment, programme }),
    });
  };
  const programs = query.data?.beneficiaryProgrames ?? [];
  const standing = query.data?.standing ?? { withdrawal: null, erasure: null };
  // a person who withdrew consent or was erased takes no change (the server refuses it too)
  const left = Boolean(standing.withdrawal || standing.erasure);
  const active = details.status_id === RECORD_ACTIVE && !left;
  const name = erased ? t('leaving.erasedName') : [details.first_name, details.last_name].filter(Boolean).join(' ');
  const leavingActions = (
    <>
      {details.can_edit && !left && (
        <Button
          variant="default"
          leftSection={<IconUserMinus size={16} aria-hidden />}
          onClick={() => setPersonDialog('withdraw')}
        >
          {t('leaving.withdraw')}
        </Button>
      )}
      {mayErase && !erased && (
        <Button
          variant="default"
          color="red"
          leftSection={<IconEraser size={16} aria-hidden />}
          onClick={() => setPersonDialog('erase')}
        >
          {t('leaving.erase')}
        </Button>
      )}
    </>
  );
  const personActions = details.can_edit && !left && (
    <Group gap="xs">
      <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setPersonDialog('edit')}>
        {t('records.edit')}
      </Button>
      {active ? (
        <Button
          variant="default"
          color="red"
          leftSection={<IconUserOff size={16} />}
          onClick={() => setPersonDialog('deactivate')}
        >
          {t('records.deactivate')}
        </Button>
      ) : (
        <Button
          variant="default"
          leftSection={<IconUserCheck size={16} />}
          onClick={() => reactivation.run(details.beneficiary_id)}
        >
          {t('records.reactivate')}
        </Button>
      )}
    </Group>
  );

  return (
    <Stack>
      <PersonStanding standing={standing} />
      {erased ? (
        <Group gap="xs">{leavingActions}</Group>
      ) : (
        <BeneficiaryDetailsCard
          details={details}
          actions={
            <Group gap="xs">
              <Button
                variant="default"
                component="a"
                href={`/beneficiary/${encodeBeneficiaryId(details.beneficiary_id)}/print`}
                leftSection={<IconPrinter size={16} aria-hidden />}
              >
                {t('consent.printRecord')}
              </Button>
              {personActions}
              {leavingActions}
            </Group>
          }
        />
      )}
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="md">
          <Title order={2} size="h4">
            {t('detail.enrolled')}
          </Title>
          {/* a deactivated person takes no enrolment (the server refuses it too) */}
          {active && <Button onClick={() => openModal(null)}>{t('detail.addProgram')}</Button>}
        </Group>
        {programs.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            {t('detail.noProgram')}
          </Text>
        ) : (
          <Stack>
            {programs.map((p) => (
              <ProgramCard
                key={p.beneficiary_program_id}
                program={p}
                onEdit={() => openModal(p)}
                onDelete={() => confirmDelete(p)}
                locked={!active}
              />
            ))}
          </Stack>
        )}
      </Paper>
      <BeneficiaryHistory beneficiaryId={details.beneficiary_id} />
      <PersonRequests beneficiaryId={details.beneficiary_id} name={name} />
      {seesAccessRecords && <PersonReads beneficiaryId={details.beneficiary_id} />}
      {personDialog === 'edit' && (
        <Suspense fallback={null}>
          <AddBeneficiaryModal
            opened
            onClose={() => setPersonDialog(null)}
            correcting={{ id: details.beneficiary_id, values: formValuesOf(details) }}
          />
        </Suspense>
      )}
      {personDialog === 'withdraw' && (
        <Suspense fallback={null}>
          <WithdrawModal
            beneficiaryId={details.beneficiary_id}
            name={name}
            onClose={() => setPersonDialog(null)}
            onSaved={refresh}
          />
        </Suspense>
      )}
      {personDialog === 'erase' && (
        <Suspense fallback={null}>
          <EraseModal
            beneficiaryId={details.beneficiary_id}
            name={name}
            onClose={() => setPersonDialog(null)}
            onSaved={refresh}
          />
        </Suspense>
      )}
      {personDialog === 'deactivate' && (
        <Suspense fallback={null}>
          <DeactivateModal beneficiaryId={details.beneficiary_id} onClose={() => setPersonDialog(null)} />
        </Suspense>
      )}
      {modal.opened && (
        <Suspense fallback={null}>
          <AddProgramModal
            key={modal.key}
            opened={modal.opened}
            onClose={() => setModal((m) => ({ ...m, opened: false }))}
            details={details}
            enrolment={modal.enrolment}
          />
        </Suspense>
      )}
    </Stack>
  );
}
