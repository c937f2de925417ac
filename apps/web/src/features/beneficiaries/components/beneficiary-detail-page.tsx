import { Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { decodeBeneficiaryId } from '@portal/contract/base64-id';
import type { EnrolledProgram } from '@portal/contract/beneficiary';
import { BENEFICIARY_TEXT, DETAIL_TEXT } from '@portal/contract/messages';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { useBeneficiaryDetails } from '../api/get-beneficiary-details.ts';
import { useDeleteProgram } from '../api/programs.ts';
import { AddProgramModal } from './add-program-modal.tsx';
import { BeneficiaryDetailsCard } from './beneficiary-details-card.tsx';
import { ProgramCard } from './program-card.tsx';

function NotFound() {
  usePageTitle(BENEFICIARY_TEXT.notFound);
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center">
        <Title order={2} size="h3">
          {BENEFICIARY_TEXT.notFound}
        </Title>
        <Text c="dimmed">{BENEFICIARY_TEXT.notFoundText}</Text>
        <Anchor component={Link} to="/beneficiary">
          {BENEFICIARY_TEXT.backToList}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/** Spec §2 beneficiary detail: the last path segment is the base64 id, decoded once. */
export function BeneficiaryDetailPage() {
  const { beneficiaryId = '' } = useParams();
  const id = decodeBeneficiaryId(beneficiaryId);
  const query = useBeneficiaryDetails(id);
  const details = query.data?.beneficiaryDetails;
  usePageTitle(details?.first_name ?? '');
  const location = useLocation();
  const navigate = useNavigate();
  const [modal, setModal] = useState<{ opened: boolean; enrolment: EnrolledProgram | null; key: number }>({
    opened: false,
    enrolment: null,
    key: 0,
  });
  const openModal = (enrolment: EnrolledProgram | null) => setModal((m) => ({ opened: true, enrolment, key: m.key + 1 }));
  const remove = useDeleteProgram(id ?? 0);

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
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }

  const confirmDelete = (enrolment: EnrolledProgram) =>
    modals.openConfirmModal({
      title: DETAIL_TEXT.deleteTitle,
      children: <Text>{DETAIL_TEXT.deleteText}</Text>,
      labels: { confirm: DETAIL_TEXT.deleteConfirm, cancel: BENEFICIARY_TEXT.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(enrolment.beneficiary_program_id, {
          onSuccess: () => notifications.show({ message: DETAIL_TEXT.deleted, color: 'green' }),
          onError: (error) => notifications.show({ message: error.message, color: 'red' }),
        }),
    });
  const programs = query.data?.beneficiaryProgrames ?? [];

  return (
    <Stack>
      <BeneficiaryDetailsCard details={details} />
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="md">
          <Title order={2} size="h4">
            {DETAIL_TEXT.enrolled}
          </Title>
          <Button onClick={() => openModal(null)}>{DETAIL_TEXT.addProgram}</Button>
        </Group>
        {programs.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            {DETAIL_TEXT.noProgram}
          </Text>
        ) : (
          <Stack>
            {programs.map((p) => (
              <ProgramCard
                key={p.beneficiary_program_id}
                program={p}
                onEdit={() => openModal(p)}
                onDelete={() => confirmDelete(p)}
              />
            ))}
          </Stack>
        )}
      </Paper>
      <AddProgramModal
        key={modal.key}
        opened={modal.opened}
        onClose={() => setModal((m) => ({ ...m, opened: false }))}
        details={details}
        enrolment={modal.enrolment}
      />
    </Stack>
  );
}
